import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Manufacturer } from '@/api/manufacturers';
import type { ColumnView } from '@/components/data-table';
import { lazyDialog } from '@/components/modal';
import { manufacturerListSource } from '../list-sources';
import { recordColumns, ReferenceListPage } from '../shared/reference-list-page';
import { useEditDialog } from '../shared/use-edit-dialog';
import { useReopenManufacturerForm } from './manufacturer-draft';

const ManufacturerFormDialog = lazyDialog(() =>
  import('./manufacturer-form-dialog').then((m) => m.ManufacturerFormDialog),
);

/** backend.manufacturesManagement (B §2): name, modified by, date; add and edit. */
export function ManufacturerListPage() {
  const { t } = useTranslation();
  const { editing, show, open, close } = useEditDialog<Manufacturer>();
  useReopenManufacturerForm(open);
  const views = useMemo<Record<string, ColumnView<Manufacturer>>>(
    () => ({
      Name: { header: t('referenceData.fields.name') },
      ...recordColumns<Manufacturer>(t, { edit: open }),
    }),
    [t, open],
  );
  return (
    <ReferenceListPage
      title={t('referenceData.manufactures.title')}
      titleId="manufactures-title"
      aria-label={t('referenceData.manufactures.tableLabel')}
      source={manufacturerListSource}
      views={views}
      exportName="manufacturers"
      add={{ label: t('referenceData.manufactures.add'), onClick: () => open(null) }}
    >
      <ManufacturerFormDialog show={show} item={editing} onHide={close} />
    </ReferenceListPage>
  );
}
