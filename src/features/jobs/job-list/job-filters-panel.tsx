import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toRequest } from '@/lib/date-range';
import { FilterFieldsLoading, FilterPanel } from '@/components/filters';
import { lazyComponent } from '@/lib/lazy-component';
import type { JobFilterValues } from './job-filter-fields';

// The fields' pickers and date range load when the panel first opens.
const JobFilterFields = lazyComponent(
  () => import('./job-filter-fields').then((m) => m.JobFilterFields),
  FilterFieldsLoading,
);
import { fromFormValues, toFormValues, type JobUrlFilters } from './job-list-params';

interface JobFiltersPanelProps {
  id: string;
  filters: JobUrlFilters;
  hasFilters: boolean;
  onApply: (filters: JobUrlFilters) => void;
  onClear: () => void;
  withDateRange?: boolean;
}

/** The jobs list / dashboard filter panel: edits a draft, applies it to the URL on Search or Enter. */
export function JobFiltersPanel({
  id,
  filters,
  hasFilters,
  onApply,
  onClear,
  withDateRange,
}: JobFiltersPanelProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<JobFilterValues>(() => toFormValues(filters));
  const apply = () =>
    onApply(fromFormValues(draft, withDateRange && draft.range ? toRequest(draft.range) : undefined));
  const clear = () => {
    setDraft(toFormValues({}));
    onClear();
  };
  return (
    <FilterPanel title={t('jobs.list.filters')} defaultOpen={hasFilters} onApply={apply} onClear={clear}>
      <JobFilterFields id={id} value={draft} onChange={setDraft} withDateRange={withDateRange} />
    </FilterPanel>
  );
}
