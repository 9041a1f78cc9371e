import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { FilterPanel, useFilterDraft, type UseListState } from '@/components/filters';
import { lazyComponent } from '@/lib/lazy-component';
import type { MaterialFilterParams } from '../list-sources';

// the pickers (react-select) load when the panel first opens, not with the list
const MaterialCategoryPicker = lazyComponent(() =>
  import('@/components/pickers/reference-pickers').then((m) => m.MaterialCategoryPicker),
);

interface Draft {
  materialName: string;
  manufactureName: string;
  categoryId: number | null;
}

/** The materials filter panel (B §2): material name, manufacture name and category; applied on Search. */
export function MaterialFilters({ list }: { list: UseListState<MaterialFilterParams> }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useFilterDraft<Draft>(list.syncKey, () => ({
    materialName: list.filters.materialName ?? '',
    manufactureName: list.filters.manufactureName ?? '',
    categoryId: list.filters.categoryId ?? null,
  }));
  const f = (name: string) => t(`referenceData.materials.filters.${name}`);
  return (
    <FilterPanel
      title={t('referenceData.filters')}
      defaultOpen={list.hasFilters}
      syncKey={list.syncKey}
      onApply={() =>
        list.setFilters({
          materialName: draft.materialName.trim() || undefined,
          manufactureName: draft.manufactureName.trim() || undefined,
          categoryId: draft.categoryId ?? undefined,
        })
      }
      onClear={() => {
        setDraft({ materialName: '', manufactureName: '', categoryId: null });
        list.clearFilters();
      }}
    >
      <div className="row g-3">
        <Form.Group controlId="materials-filter-name" className="col-md-4">
          <Form.Label>{f('materialName')}</Form.Label>
          <Form.Control
            value={draft.materialName}
            onChange={(e) => setDraft((d) => ({ ...d, materialName: e.target.value }))}
          />
        </Form.Group>
        <Form.Group controlId="materials-filter-manufacture" className="col-md-4">
          <Form.Label>{f('manufactureName')}</Form.Label>
          <Form.Control
            value={draft.manufactureName}
            onChange={(e) => setDraft((d) => ({ ...d, manufactureName: e.target.value }))}
          />
        </Form.Group>
        <div className="col-md-4">
          <Form.Label htmlFor="materials-filter-category">{f('category')}</Form.Label>
          <MaterialCategoryPicker
            inputId="materials-filter-category"
            value={draft.categoryId}
            onChange={(id) => setDraft((d) => ({ ...d, categoryId: id }))}
            isClearable
          />
        </div>
      </div>
    </FilterPanel>
  );
}
