import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MaterialCategory } from '@/api/material-categories';
import { ListPage, RowActions, type ColumnView } from '@/components/data-table';
import { lazyDialog } from '@/components/modal';
import { formatDateTime } from '@/lib/format';
import { materialCategoryListSource } from '../list-sources';
import { YesNo } from '../yes-no';
import { useReopenCategoryForm } from './category-draft';

const CategoryFormDialog = lazyDialog(() =>
  import('./category-form-dialog').then((m) => m.CategoryFormDialog),
);

/** backend.materialCategoriesManagement (B §2): by display order, 30 a page, edit only (no add or delete). */
export function CategoryListPage() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<number | null>(null);
  useReopenCategoryForm((category) => setEditing(category?.Id ?? null));
  const views = useMemo<Record<string, ColumnView<MaterialCategory>>>(() => {
    const f = (name: string) => t(`referenceData.categories.fields.${name}`);
    return {
      DisplayOrder: { header: f('displayOrder') },
      Name: { header: f('name') },
      ShortName: { header: f('shortName') },
      DisabledByDefault: {
        header: f('disabledByDefault'),
        cell: (row) => <YesNo on={row.DisabledByDefault} />,
      },
      NeededByTownHouse: {
        header: f('neededByTownHouse'),
        cell: (row) => <YesNo on={row.NeededByTownHouse} />,
      },
      IsPrePopulatedMaterial: {
        header: f('isPrePopulatedMaterial'),
        cell: (row) => <YesNo on={row.IsPrePopulatedMaterial} />,
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
      title={t('referenceData.categories.title')}
      titleId="categories-title"
      aria-label={t('referenceData.categories.tableLabel')}
      source={materialCategoryListSource}
      views={views}
      rowKey={(row) => row.Id}
    >
      <CategoryFormDialog show={editing !== null} categoryId={editing} onHide={() => setEditing(null)} />
    </ListPage>
  );
}
