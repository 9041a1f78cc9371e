import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Material } from '@/api/materials';
import type { ColumnView } from '@/components/data-table';
import { lazyDialog } from '@/components/modal';
import { materialListSource } from '../list-sources';
import { recordColumns, ReferenceListPage } from '../shared/reference-list-page';
import { useEditDialog } from '../shared/use-edit-dialog';
import { useReopenMaterialForm } from './material-draft';
import { MaterialFilters } from './material-filters';

const MaterialFormDialog = lazyDialog(() =>
  import('./material-form-dialog').then((m) => m.MaterialFormDialog),
);

const SHOWN_COLORS = 4;

/** backend.materialManagement (B §2): filters, the materials table, add and edit dialog. */
export function MaterialListPage() {
  const { t } = useTranslation();
  // undefined: closed; null: a new material; a number: that material
  const { editing, show, open, close } = useEditDialog<number>();
  useReopenMaterialForm((material) => open(material?.Id ?? null));
  const views = useMemo<Record<string, ColumnView<Material>>>(() => {
    const f = (name: string) => t(`referenceData.materials.fields.${name}`);
    return {
      Name: { header: f('name') },
      'Manufacture.Name': { header: f('manufacture'), cell: (row) => row.Manufacture?.Name ?? '' },
      'Category.Name': { header: f('category'), cell: (row) => row.Category?.Name ?? '' },
      AvailableColors: {
        header: f('availableColors'),
        exportValue: (row) => (row.AvailableColors ?? []).map((c) => c.Name).join(', '),
        cell: (row) => {
          const names = (row.AvailableColors ?? []).map((c) => c.Name);
          if (!names.length) return <span className="text-body-secondary">{f('noColors')}</span>;
          const more = names.length - SHOWN_COLORS;
          return (
            <span title={names.join(', ')}>
              {names.slice(0, SHOWN_COLORS).join(', ')}
              {more > 0 && (
                <span className="text-body-secondary">
                  {' '}
                  {t('referenceData.materials.fields.moreColors', { count: more })}
                </span>
              )}
            </span>
          );
        },
      },
      ...recordColumns<Material>(t, { edit: (row) => open(row.Id) }),
    };
  }, [t, open]);
  return (
    <ReferenceListPage
      title={t('referenceData.materials.title')}
      titleId="materials-title"
      aria-label={t('referenceData.materials.tableLabel')}
      source={materialListSource}
      views={views}
      filters={(list) => <MaterialFilters list={list} />}
      exportName="materials"
      add={{ label: t('referenceData.materials.add'), onClick: () => open(null) }}
    >
      <MaterialFormDialog show={show} materialId={editing ?? null} onHide={close} />
    </ReferenceListPage>
  );
}
