import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MaterialCategory } from '@/api/material-categories';
import type { ColumnView } from '@/components/data-table';
import { lazyDialog } from '@/components/modal';
import { materialCategoryListSource } from '../list-sources';
import { recordColumns, ReferenceListPage } from '../shared/reference-list-page';
import { useEditDialog } from '../shared/use-edit-dialog';
import { YesNo, yesNoText } from '../yes-no';
import { useReopenCategoryForm } from './category-draft';

const CategoryFormDialog = lazyDialog(() =>
  import('./category-form-dialog').then((m) => m.CategoryFormDialog),
);

/** backend.materialCategoriesManagement (B §2): by display order, 30 a page, edit only (no add or delete). */
export function CategoryListPage() {
  const { t } = useTranslation();
  // edit only: a waiting draft of a new category (there is no add) leaves the dialog closed
  const { editing, show, open, close } = useEditDialog<number>();
  useReopenCategoryForm((category) => (category ? open(category.Id) : close()));
  const views = useMemo<Record<string, ColumnView<MaterialCategory>>>(() => {
    const f = (name: string) => t(`referenceData.categories.fields.${name}`);
    return {
      DisplayOrder: { header: f('displayOrder'), kind: 'number' },
      Name: { header: f('name') },
      ShortName: { header: f('shortName') },
      DisabledByDefault: {
        header: f('disabledByDefault'),
        exportValue: (row) => yesNoText(t, row.DisabledByDefault),
        cell: (row) => <YesNo on={row.DisabledByDefault} />,
      },
      NeededByTownHouse: {
        header: f('neededByTownHouse'),
        exportValue: (row) => yesNoText(t, row.NeededByTownHouse),
        cell: (row) => <YesNo on={row.NeededByTownHouse} />,
      },
      IsPrePopulatedMaterial: {
        header: f('isPrePopulatedMaterial'),
        exportValue: (row) => yesNoText(t, row.IsPrePopulatedMaterial),
        cell: (row) => <YesNo on={row.IsPrePopulatedMaterial} />,
      },
      ...recordColumns<MaterialCategory>(t, { edit: (row) => open(row.Id) }),
    };
  }, [t, open]);
  return (
    <ReferenceListPage
      title={t('referenceData.categories.title')}
      titleId="categories-title"
      aria-label={t('referenceData.categories.tableLabel')}
      source={materialCategoryListSource}
      views={views}
      exportName="material-categories"
    >
      <CategoryFormDialog show={show} categoryId={editing ?? null} onHide={close} />
    </ReferenceListPage>
  );
}
