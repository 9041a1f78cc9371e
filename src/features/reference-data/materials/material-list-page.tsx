import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import type { Material } from '@/api/materials';
import { ListPage, RowActions, type ColumnView } from '@/components/data-table';
import { lazyDialog } from '@/components/modal';
import { formatDateTime } from '@/lib/format';
import { materialListSource } from '../list-sources';
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
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  useReopenMaterialForm((material) => setEditing(material?.Id ?? null));
  const views = useMemo<Record<string, ColumnView<Material>>>(() => {
    const f = (name: string) => t(`referenceData.materials.fields.${name}`);
    return {
      Name: { header: f('name') },
      'Manufacture.Name': { header: f('manufacture'), cell: (row) => row.Manufacture?.Name ?? '' },
      'Category.Name': { header: f('category'), cell: (row) => row.Category?.Name ?? '' },
      AvailableColors: {
        header: f('availableColors'),
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
      ModifiedBy: { header: t('referenceData.fields.modifiedBy') },
      ModifiedDate: {
        header: t('referenceData.fields.date'),
        cell: (row) => formatDateTime(row.ModifiedDate),
      },
      actions: {
        header: t('referenceData.fields.actions'),
        width: 1,
        cell: (row) => (
          <RowActions
            edit={{ label: t('referenceData.editOf', { name: row.Name }), onClick: () => setEditing(row.Id) }}
          />
        ),
      },
    };
  }, [t]);
  return (
    <ListPage
      title={t('referenceData.materials.title')}
      titleId="materials-title"
      aria-label={t('referenceData.materials.tableLabel')}
      source={materialListSource}
      views={views}
      filters={(list) => <MaterialFilters list={list} />}
      rowKey={(row) => row.Id}
      toolbar={
        <Button variant="primary" onClick={() => setEditing(null)}>
          {t('referenceData.materials.add')}
        </Button>
      }
    >
      <MaterialFormDialog
        show={editing !== undefined}
        materialId={editing ?? null}
        onHide={() => setEditing(undefined)}
      />
    </ListPage>
  );
}
