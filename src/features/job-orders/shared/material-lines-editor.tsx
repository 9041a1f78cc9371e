import { Fragment, memo, useEffect, useMemo, useRef, type ReactElement, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import {
  Controller,
  useFieldArray,
  useWatch,
  type Control,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldPath,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '@/components/form';
import { useAfterPaint } from '@/lib/use-after-paint';
import type { ReferenceValueProps } from '@/components/pickers';
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

/** Lines drawn with the form's first screen; the others (and the custom lines) once it has painted. */
const FIRST_PAINT_LINES = 8;

/** Pickers in a scrolling table open their menus over the page, not inside the table. */
const portal = () => (typeof document === 'undefined' ? null : document.body);

interface RowProps {
  control: Control<LinesFormValues>;
  index: number;
  /** the line's stable key (the field array's id): its first picker's id is `firstFieldId(rowId)` */
  rowId: string;
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

type LinePath = FieldPath<LinesFormValues>;

/** Two fields of a line that one control edits: the second field's controller inside the first's. */
function FieldPair<A extends LinePath, B extends LinePath>({
  control,
  names,
  render,
}: {
  control: Control<LinesFormValues>;
  names: readonly [A, B];
  render: (
    first: ControllerRenderProps<LinesFormValues, A>,
    second: ControllerRenderProps<LinesFormValues, B>,
    firstState: ControllerFieldState,
  ) => ReactElement;
}) {
  return (
    <Controller
      control={control}
      name={names[0]}
      render={({ field, fieldState }) => (
        <Controller
          control={control}
          name={names[1]}
          render={({ field: second }) => render(field, second, fieldState)}
        />
      )}
    />
  );
}

/** What a reference picker takes for a line's id and the name kept beside it. */
type PickedReference = Pick<ReferenceValueProps<{ Name: string }>, 'value' | 'selectedOption' | 'onChange'>;

/**
 * A line's category or material: the picker edits the id and the name beside it, and the saved name labels the
 * choice without a request.
 */
function ReferenceField({
  control,
  path,
  of,
  render,
}: {
  control: Control<LinesFormValues>;
  path: `lines.${number}`;
  of: 'Category' | 'Material';
  render: (picked: PickedReference, invalid: boolean) => ReactElement;
}) {
  return (
    <FieldPair
      control={control}
      names={[`${path}.${of}Id`, `${path}.${of}Name`]}
      render={(field, nameField, fieldState) =>
        render(
          {
            value: field.value,
            selectedOption:
              field.value && nameField.value ? { value: field.value, label: nameField.value } : null,
            onChange: (id, item) => {
              field.onChange(id);
              nameField.onChange(item?.Name ?? '');
            },
          },
          !!fieldState.error,
        )
      }
    />
  );
}

/** The id of a line's first field (a category line's material, a custom line's category): an added line's focus. */
const firstFieldId = (rowId: string) => `line-${rowId}-first`;

/** The + button that adds a line to a category. */
function AddToButton({
  category,
  onClick,
  className,
}: {
  category: string;
  onClick: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Button
      size="sm"
      variant="outline-secondary"
      className={className}
      onClick={onClick}
      aria-label={t('jobOrders.lines.addTo', { category })}
      title={t('jobOrders.lines.addTo', { category })}
    >
      +
    </Button>
  );
}

/**
 * One line. Memoised: typing in a row does not re-render the others (a work order has some sixty pickers); its
 * fields follow the form through their own controllers.
 */
const LineRow = memo(function LineRow({
  control,
  index,
  rowId,
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
      <th scope="row" className="text-nowrap" style={category ? undefined : { minWidth: '10.5rem' }}>
        {category ? (
          name
        ) : (
          <ReferenceField
            control={control}
            path={path}
            of="Category"
            render={(picked, invalid) => (
              <MaterialCategoryPicker
                inputId={firstFieldId(rowId)}
                aria-label={t('jobOrders.lines.categoryOf', { line: name })}
                enabledOnly
                {...picked}
                isInvalid={invalid}
                menuPortalTarget={portal()}
              />
            )}
          />
        )}
      </th>
      {/* room for a picker's whole words beside its clear and open buttons (its value wraps between words) */}
      <td style={{ minWidth: '14rem' }}>
        {category ? (
          <ReferenceField
            control={control}
            path={path}
            of="Material"
            render={(picked) => (
              <MaterialPicker
                inputId={firstFieldId(rowId)}
                aria-label={t('jobOrders.lines.materialOf', { line: name })}
                categoryId={category.Id}
                {...picked}
                isClearable
                menuPortalTarget={portal()}
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
      <td style={{ minWidth: '10.5rem' }}>
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
      <td style={{ minWidth: '13rem' }}>
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
            <FieldPair
              control={control}
              names={[`${path}.ShouldIgnoreWhenPrint`, `${path}.ShouldHighlightWhenPrint`]}
              render={(field, highlight) => (
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
        {onAdd && <AddToButton category={category?.Name ?? ''} onClick={onAdd} className="me-1" />}
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

/** The columns' headers of a table of lines. */
function HeaderRow({ printFlags }: { printFlags: boolean }) {
  const { t } = useTranslation();
  return (
    <tr>
      <th scope="col">{t('jobOrders.lines.category')}</th>
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

/** A table of lines under the columns' headers. */
function LinesTable({ printFlags, children }: { printFlags: boolean; children: ReactNode }) {
  return (
    <Table size="sm" bordered responsive className="align-middle order-lines">
      <thead>
        <HeaderRow printFlags={printFlags} />
      </thead>
      <tbody>{children}</tbody>
    </Table>
  );
}

/**
 * The material lines of a work order or purchase order (B §2): the lines of each category (categories by display
 * order, those disabled by default hidden), then the custom lines, which take a category of their own and a free
 * material name. A category can take more lines; custom lines are added at the end. A category without a line
 * is drawn as an empty row with its add button when it is one of `rowCategories` (every shown category unless
 * given). Memoised, like its rows: it follows the form through its own subscriptions.
 */
export const MaterialLinesEditor = memo(function MaterialLinesEditor({
  control,
  categories,
  rowCategories,
  printFlags = false,
}: {
  control: Control<LinesFormValues>;
  categories: readonly OrderCategory[];
  /**
   * The categories that keep a row without a line: a work order's prepopulated ones (decision 21; the others
   * are added by hand as custom lines). Every shown category when left out (a purchase order).
   */
  rowCategories?: readonly OrderCategory[];
  printFlags?: boolean;
}) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const painted = useAfterPaint(true);
  const watched = useWatch({ control, name: 'lines' });
  const lineAt = (i: number): EditorLine => (watched?.[i] ?? fields[i]) as EditorLine;
  const shown = visibleCategories(categories);
  const keepsRow = useMemo(
    () => (rowCategories ? new Set(rowCategories.map((c) => c.Id)) : null),
    [rowCategories],
  );
  const indices = fields.map((_, i) => i);
  const custom = indices
    .filter((i) => isCustomLine(lineAt(i)))
    .sort((a, b) => lineAt(a).DisplayOrder - lineAt(b).DisplayOrder || a - b);
  const latest = useRef({ append, remove, lines: [] as EditorLine[] });
  latest.current = { append, remove, lines: fields.map((_, i) => lineAt(i)) };
  // an added line takes the focus in its first field, its material (or a custom line's category): the form
  // library would focus the first field it holds an element of, the quantity
  const focusAdded = useRef(false);
  const lastId = fields.at(-1)?.id;
  useEffect(() => {
    if (!focusAdded.current || !lastId) return;
    focusAdded.current = false;
    const frame = requestAnimationFrame(() => document.getElementById(firstFieldId(lastId))?.focus());
    return () => cancelAnimationFrame(frame);
  }, [lastId]);
  const actions = useMemo<RowActions>(
    () => ({
      add: (category) => {
        focusAdded.current = true;
        latest.current.append(
          { ...emptyLine(category, category === null), DisplayOrder: nextDisplayOrder(latest.current.lines) },
          { shouldFocus: false },
        );
      },
      remove: (index) => latest.current.remove(index),
    }),
    [],
  );
  const add = actions.add;
  // each shown category with its lines; before the first paint, only the first categories' lines
  const drawn: Array<{ category: OrderCategory; rows: number[] }> = [];
  let drawnLines = 0;
  for (const category of shown) {
    if (!painted && drawnLines >= FIRST_PAINT_LINES) break;
    const rows = indices.filter((i) => !isCustomLine(lineAt(i)) && lineAt(i).CategoryId === category.Id);
    if (rows.length === 0 && keepsRow && !keepsRow.has(category.Id)) continue;
    drawn.push({ category, rows });
    drawnLines += Math.max(1, rows.length);
  }
  /** what a row takes whatever its kind */
  const rowProps = (i: number) => ({
    control,
    index: i,
    rowId: fields[i].id,
    printFlags,
    ignored: !!lineAt(i).ShouldIgnoreWhenPrint,
    actions,
  });

  return (
    <>
      <h3 className="h6">{t('jobOrders.lines.materials')}</h3>
      <LinesTable printFlags={printFlags}>
        {drawn.map(({ category, rows }) => {
          if (rows.length === 0)
            return (
              <tr key={`empty-${category.Id}`}>
                <th scope="row">{category.Name}</th>
                <td colSpan={printFlags ? 6 : 4} className="text-body-secondary">
                  {t('jobOrders.lines.noLine')}
                </td>
                <td>
                  <AddToButton category={category.Name} onClick={() => add(category)} />
                </td>
              </tr>
            );
          return (
            <Fragment key={category.Id}>
              {rows.map((i, n) => (
                <LineRow
                  key={fields[i].id}
                  {...rowProps(i)}
                  name={n === 0 ? category.Name : `${category.Name} ${n + 1}`}
                  category={category}
                  materialId={lineAt(i).MaterialId}
                  canAdd={n === 0}
                  canRemove={rows.length > 1}
                />
              ))}
            </Fragment>
          );
        })}
      </LinesTable>

      <h3 className="h6">{t('jobOrders.lines.customItems')}</h3>
      {painted && custom.length > 0 && (
        <LinesTable printFlags={printFlags}>
          {custom.map((i, n) => (
            <LineRow
              key={fields[i].id}
              {...rowProps(i)}
              name={t('jobOrders.lines.customN', { n: n + 1 })}
              category={null}
              materialId={null}
              canAdd={false}
              canRemove
            />
          ))}
        </LinesTable>
      )}
      <Button variant="outline-secondary" size="sm" className="mb-3" onClick={() => add(null)}>
        {t('jobOrders.lines.addCustom')}
      </Button>
    </>
  );
});
