import { memo } from 'react';
import Table from 'react-bootstrap/Table';
import { Controller, useFieldArray, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Job } from '@/api/jobs';
import { NumberInput } from '@/components/form';
import { useAfterPaint } from '@/lib/use-after-paint';
import { KnownColorPicker } from './lazy-fields';
import type { LinesFormValues } from './material-lines-editor';
import { lotCategories, type OrderCategory } from './order-rules';
import './lot-rows-editor.css';

const portal = () => (typeof document === 'undefined' ? null : document.body);

/**
 * The per-lot rows (B §2): one per lot and siding type, with siding colour, trim colour and a quantity per
 * town-house category, keyed by the category's short name. Memoised: it follows the form through its own
 * controllers, so the form's re-renders (e.g. react-hook-form's once it has mounted) do not make its rows again.
 */
export const LotRowsEditor = memo(function LotRowsEditor({
  control,
  categories,
  job,
}: {
  control: Control<LinesFormValues>;
  categories: readonly OrderCategory[];
  job: Job;
}) {
  const { t } = useTranslation();
  const { fields } = useFieldArray({ control, name: 'lots' });
  // below the material lines: drawn once the form's first screen has painted
  const painted = useAfterPaint(true);
  const columns = lotCategories(categories);
  const lotCode = (lotId: number) => job.Lots.find((l) => l.Id === lotId)?.LotCode ?? '';
  return (
    <>
      <h3 className="h6">{t('jobOrders.lots.title')}</h3>
      {!painted ? null : fields.length === 0 ? (
        <p className="text-body-secondary">{t('jobOrders.lots.none')}</p>
      ) : (
        // a box of its own, no taller than the window: with many lots (80 lots, 160 rows) the column names and the
        // lot stay in view while the rows scroll under them, and its sideways scroll bar is on the screen
        <div className="order-lots-box">
          <Table size="sm" bordered className="align-middle order-lots">
            <thead>
              <tr>
                <th scope="col">{t('jobOrders.lots.lot')}</th>
                <th scope="col">{t('jobOrders.lots.type')}</th>
                <th scope="col">{t('jobOrders.lots.sidingColor')}</th>
                <th scope="col">{t('jobOrders.lots.trimColor')}</th>
                {columns.map((c) => (
                  <th scope="col" key={c.Id}>
                    <abbr title={c.Name}>{c.ShortName}</abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {fields.map((field, i) => {
                const row = `${lotCode(field.LotId)} ${field.Type}`;
                return (
                  <tr key={field.id}>
                    <th scope="row">{lotCode(field.LotId)}</th>
                    <td>{field.Type}</td>
                    <td style={{ minWidth: '13rem' }}>
                      <Controller
                        control={control}
                        name={`lots.${i}.SelectedSidingColorId`}
                        render={({ field: f }) => (
                          <KnownColorPicker
                            aria-label={t('jobOrders.lots.sidingColorOf', { row })}
                            value={f.value}
                            onChange={(id) => f.onChange(id)}
                            isClearable
                            menuPortalTarget={portal()}
                          />
                        )}
                      />
                    </td>
                    <td style={{ minWidth: '13rem' }}>
                      <Controller
                        control={control}
                        name={`lots.${i}.SelectedTrimColorId`}
                        render={({ field: f }) => (
                          <KnownColorPicker
                            aria-label={t('jobOrders.lots.trimColorOf', { row })}
                            value={f.value}
                            onChange={(id) => f.onChange(id)}
                            isClearable
                            menuPortalTarget={portal()}
                          />
                        )}
                      />
                    </td>
                    {columns.map((c) => (
                      // at least room for a 4-digit quantity: a narrow page (a zoomed laptop) scrolls the table instead
                      <td key={c.Id} style={{ width: '6rem', minWidth: '4.5rem' }}>
                        <Controller
                          control={control}
                          name={`lots.${i}.MaterialQuantities.${c.ShortName}`}
                          render={({ field: f }) => (
                            <NumberInput
                              {...f}
                              size="sm"
                              aria-label={t('jobOrders.lots.quantityOf', { row, category: c.Name })}
                            />
                          )}
                        />
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </div>
      )}
    </>
  );
});
