import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import type { Manufacturer } from '@/api/manufacturers';
import { ListPage, RowActions, type ColumnView } from '@/components/data-table';
import { lazyDialog } from '@/components/modal';
import { formatDateTime } from '@/lib/format';
import { manufacturerListSource } from '../list-sources';
import { useReopenManufacturerForm } from './manufacturer-draft';

const ManufacturerFormDialog = lazyDialog(() =>
  import('./manufacturer-form-dialog').then((m) => m.ManufacturerFormDialog),
);

/** backend.manufacturesManagement (B §2): name, modified by, date; add and edit. */
export function ManufacturerListPage() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Manufacturer | null | undefined>(undefined);
  useReopenManufacturerForm(setEditing);
  const views = useMemo<Record<string, ColumnView<Manufacturer>>>(
    () => ({
      Name: { header: t('referenceData.fields.name') },
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
            edit={{ label: t('referenceData.editOf', { name: row.Name }), onClick: () => setEditing(row) }}
          />
        ),
      },
    }),
    [t],
  );
  return (
    <ListPage
      title={t('referenceData.manufactures.title')}
      titleId="manufactures-title"
      aria-label={t('referenceData.manufactures.tableLabel')}
      source={manufacturerListSource}
      views={views}
      rowKey={(row) => row.Id}
      toolbar={
        <Button variant="primary" onClick={() => setEditing(null)}>
          {t('referenceData.manufactures.add')}
        </Button>
      }
    >
      <ManufacturerFormDialog
        show={editing !== undefined}
        item={editing}
        onHide={() => setEditing(undefined)}
      />
    </ListPage>
  );
}
