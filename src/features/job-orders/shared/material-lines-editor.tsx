import { Fragment, memo, useMemo, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { Controller, useFieldArray, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '@/components/form';
import { KnownColorPicker, MaterialCategoryPicker, MaterialPicker, UnitPicker } from './lazy-fields';
import {
  emptyLine,
  isCustomLine,
  nextDisplayOrder,
  visibleCategories,
  type OrderCategory,
  type OrderLine,
  type OrderLotRow,
} from './order-rules';

/** A line as the editors hold it: the work order's also has its print flags. */
export type EditorLine = OrderLine & { ShouldIgnoreWhenPrint?: boolean; ShouldHighlightWhenPrint?: boolean };

/** The part of an order form the line editors edit. */
export interface LinesFormValues {
  lines: EditorLine[];
  lots: Array<OrderLotRow & { Lot?: string }>;
}

/** Pickers in a scrolling table open their menus over the page, not inside the table. */
const portal = () => (typeof document === 'undefined' ? null : document.body);

interface RowProps {
  control: Control<LinesFormValues>;
  index: number;
  /** the row's name for the screen reader ("Siding", "Siding 2", "Custom item 1") */
  name: string;
  /** the category of a category line; none for a custom line */
  category: OrderCategory | null;
  printFlags: boolean;
  ignored: boolean;
  materialId: number | null;
  canAdd: boolean;
  canRemove: boolean;
  /** stable across renders, so that a row re-renders only when its own props change */
  actions: RowActions;
}

interface RowActions {
  add: (category: OrderCategory | null) => void;
  remove: (index: number) => void;
}

/**
 * One line. Memoised: typing in a row does not re-render the others (a work order has some sixty pickers); its
 * fields follow the form through their own controllers.
 */
const LineRow = memo(function LineRow({
  control,
  index,
  name,
  category,
  printFlags,
  ignored,
  materialId,
  canAdd,
  canRemove,
  actions,
}: RowProps) {
  const { t } = useTranslation();
  const onAdd = canAdd ? () => actions.add(category) : undefined;
  const onRemove = canRemove ? () => actions.remove(index) : undefined;
  const path = `lines.${index}` as const;
  return (
    <tr>
      <th scope="row" className="text-nowrap" style={category ? undefined : { minWidth: '12rem' }}>
        {category ? (
          name
        ) : (
          <Controller
            control={control}
            name={`${path}.CategoryId`}
            render={({ field, fieldState }) => (
              <Controller
                control={control}
                name={`${path}.CategoryName`}
                render={({ field: nameField }) => (
                  <MaterialCategoryPicker
                    aria-label={t('jobOrders.lines.categoryOf', { line: name })}
                    enabledOnly
                    value={field.value}
                    selectedOption={
                      field.value && nameField.value ? { value: field.value, label: nameField.value } : null
                    }
                    onChange={(id, item) => {
                      field.onChange(id);
                      nameField.onChange(item?.Name ?? '');
                    }}
                    isInvalid={!!fieldState.error}
                    menuPortalTarget={portal()}
                  />
                )}
              />
            )}
          />
        )}
      </th>
      <td style={{ minWidth: '17rem' }}>
        {category ? (
          <Controller
            control={control}
            name={`${path}.MaterialId`}
            render={({ field }) => (
              <Controller
                control={control}
                name={`${path}.MaterialName`}
                render={({ field: nameField }) => (
                  <MaterialPicker
                    aria-label={t('jobOrders.lines.materialOf', { line: name })}
                    categoryId={category.Id}
                    value={field.value}
                    selectedOption={
                      field.value && nameField.value ? { value: field.value, label: nameField.value } : null
                    }
                    onChange={(id, item) => {
                      field.onChange(id);
                      nameField.onChange(item?.Name ?? '');
                    }}
                    isClearable
                    menuPortalTarget={portal()}
                  />
                )}
              />
            )}
          />
        ) : (
          <Controller
            control={control}
            name={`${path}.MaterialName`}
            render={({ field }) => (
              <Form.Control
                size="sm"
                aria-label={t('jobOrders.lines.materialNameOf', { line: name })}
                {...field}
              />
            )}
          />
        )}
      </td>
      <td style={{ minWidth: '9rem' }}>
        <Controller
          control={control}
          name={`${path}.UnitId`}
          render={({ field }) => (
            <UnitPicker
              aria-label={t('jobOrders.lines.unitOf', { line: name })}
              value={field.value}
              onChange={(id) => field.onChange(id)}
              isClearable
              menuPortalTarget={portal()}
            />
          )}
        />
      </td>
      <td style={{ width: '6rem' }}>
        <Controller
          control={control}
          name={`${path}.Quantity`}
          render={({ field }) => (
            <NumberInput {...field} size="sm" aria-label={t('jobOrders.lines.quantityOf', { line: name })} />
          )}
        />
      </td>
      <td style={{ minWidth: '12rem' }}>
        <Controller
          control={control}
          name={`${path}.SelectedColorId`}
          render={({ field }) => (
            <KnownColorPicker
              aria-label={t('jobOrders.lines.colorOf', { line: name })}
              materialId={materialId}
              value={field.value}
              onChange={(id) => field.onChange(id)}
              isClearable
              menuPortalTarget={portal()}
            />
          )}
        />
      </td>
      {printFlags && (
        <>
          <td className="text-center">
            <Controller
              control={control}
              name={`${path}.ShouldIgnoreWhenPrint`}
              render={({ field }) => (
                <Controller
                  control={control}
                  name={`${path}.ShouldHighlightWhenPrint`}
                  render={({ field: highlight }) => (
                    <Form.Check
                      aria-label={t('jobOrders.lines.ignoreOf', { line: name })}
                      checked={!!field.value}
                      onChange={(e) => {
                        field.onChange(e.target.checked);
                        // a line left out of the print is not highlighted (B §2)
                        if (e.target.checked && highlight.value) highlight.onChange(false);
                      }}
                    />
                  )}
                />
              )}
            />
          </td>
          <td className="text-center">
            <Controller
              control={control}
              name={`${path}.ShouldHighlightWhenPrint`}
              render={({ field }) => (
                <Form.Check
                  aria-label={t('jobOrders.lines.highlightOf', { line: name })}
                  checked={!!field.value}
                  disabled={ignored}
                  onChange={(e) => field.onChange(e.target.checked)}
                />
              )}
            />
          </td>
        </>
      )}
      <td className="text-nowrap">
        {onAdd && (
          <Button
            size="sm"
            variant="outline-secondary"
            className="me-1"
            onClick={onAdd}
            aria-label={t('jobOrders.lines.addTo', { category: category?.Name ?? '' })}
            title={t('jobOrders.lines.addTo', { category: category?.Name ?? '' })}
          >
            +
          </Button>
        )}
        {onRemove && (
          <Button
            size="sm"
            variant="outline-danger"
            onClick={onRemove}
            aria-label={t('jobOrders.lines.removeOf', { line: name })}
            title={t('jobOrders.lines.removeOf', { line: name })}
          >
            ×
          </Button>
        )}
      </td>
    </tr>
  );
});

function HeaderRow({ printFlags, first }: { printFlags: boolean; first: string }) {
  const { t } = useTranslation();
  return (
    <tr>
      <th scope="col">{first}</th>
      <th scope="col">{t('jobOrders.lines.material')}</th>
      <th scope="col">{t('jobOrders.lines.unit')}</th>
      <th scope="col">{t('jobOrders.lines.quantity')}</th>
      <th scope="col">{t('jobOrders.lines.color')}</th>
      {printFlags && (
        <>
          <th scope="col">{t('jobOrders.lines.ignore')}</th>
          <th scope="col">{t('jobOrders.lines.highlight')}</th>
        </>
      )}
      <th scope="col">
        <span className="visually-hidden">{t('jobOrders.lines.actions')}</span>
      </th>
    </tr>
  );
}

/**
 * The material lines of a work order or purchase order (B §2): the lines of each category (categories by display
 * order, those disabled by default hidden), then the custom lines, which take a category of their own and a free
 * material name. A category can take more lines; custom lines are added at the end.
 */
export function MaterialLinesEditor({
  control,
  categories,
  printFlags = false,
}: {
  control: Control<LinesFormValues>;
  categories: readonly OrderCategory[];
  printFlags?: boolean;
}) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const watched = useWatch({ control, name: 'lines' });
  const lineAt = (i: number): EditorLine => (watched?.[i] ?? fields[i]) as EditorLine;
  const shown = visibleCategories(categories);
  const indices = fields.map((_, i) => i);
  const custom = indices
    .filter((i) => isCustomLine(lineAt(i)))
    .sort((a, b) => lineAt(a).DisplayOrder - lineAt(b).DisplayOrder || a - b);
  const latest = useRef({ append, remove, lines: [] as EditorLine[] });
  latest.current = { append, remove, lines: fields.map((_, i) => lineAt(i)) };
  const actions = useMemo<RowActions>(
    () => ({
      add: (category) =>
        latest.current.append({
          ...emptyLine(category, category === null),
          DisplayOrder: nextDisplayOrder(latest.current.lines),
        }),
      remove: (index) => latest.current.remove(index),
    }),
    [],
  );
  const add = actions.add;

  return (
    <>
      <h3 className="h6">{t('jobOrders.lines.materials')}</h3>
      <Table size="sm" bordered responsive className="align-middle order-lines">
        <thead>
          <HeaderRow printFlags={printFlags} first={t('jobOrders.lines.category')} />
        </thead>
        <tbody>
          {shown.map((category) => {
            const rows = indices.filter(
              (i) => !isCustomLine(lineAt(i)) && lineAt(i).CategoryId === category.Id,
            );
            if (rows.length === 0)
              return (
                <tr key={`empty-${category.Id}`}>
                  <th scope="row">{category.Name}</th>
                  <td colSpan={printFlags ? 6 : 4} className="text-body-secondary">
                    {t('jobOrders.lines.noLine')}
                  </td>
                  <td>
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      onClick={() => add(category)}
                      aria-label={t('jobOrders.lines.addTo', { category: category.Name })}
                      title={t('jobOrders.lines.addTo', { category: category.Name })}
                    >
                      +
                    </Button>
                  </td>
                </tr>
              );
            return (
              <Fragment key={category.Id}>
                {rows.map((i, n) => {
                  const line = lineAt(i);
                  return (
                    <LineRow
                      key={fields[i].id}
                      control={control}
                      index={i}
                      name={n === 0 ? category.Name : `${category.Name} ${n + 1}`}
                      category={category}
                      printFlags={printFlags}
                      ignored={!!line.ShouldIgnoreWhenPrint}
                      materialId={line.MaterialId}
                      canAdd={n === 0}
                      canRemove={rows.length > 1}
                      actions={actions}
                    />
                  );
                })}
              </Fragment>
            );
          })}
        </tbody>
      </Table>

      <h3 className="h6">{t('jobOrders.lines.customItems')}</h3>
      {custom.length > 0 && (
        <Table size="sm" bordered responsive className="align-middle order-lines">
          <thead>
            <HeaderRow printFlags={printFlags} first={t('jobOrders.lines.category')} />
          </thead>
          <tbody>
            {custom.map((i, n) => {
              const line = lineAt(i);
              return (
                <LineRow
                  key={fields[i].id}
                  control={control}
                  index={i}
                  name={t('jobOrders.lines.customN', { n: n + 1 })}
                  category={null}
                  printFlags={printFlags}
                  ignored={!!line.ShouldIgnoreWhenPrint}
                  materialId={null}
                  canAdd={false}
                  canRemove
                  actions={actions}
                />
              );
            })}
          </tbody>
        </Table>
      )}
      <Button variant="outline-secondary" size="sm" className="mb-3" onClick={() => add(null)}>
        {t('jobOrders.lines.addCustom')}
      </Button>
    </>
  );
}
