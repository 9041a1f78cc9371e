import { useState } from 'react';
import { FilterFieldsLoading, FilterPanel } from '@/components/filters';
import { lazyComponent } from '@/lib/lazy-component';
import type { WorkLogFilterFieldsProps } from './work-log-filter-fields';
import type { WorkLogFilters } from './work-log-source';

// The fields (the job picker, the job types) load when the panel first opens; the panel itself is drawn with the
// tables, so that it does not push them down when it comes.
const WorkLogFilterFields = lazyComponent(
  () => import('./work-log-filter-fields').then((m) => m.WorkLogFilterFields),
  FilterFieldsLoading,
);

export interface WorkLogFilterPanelProps extends Pick<
  WorkLogFilterFieldsProps,
  'ownOnly' | 'subcontractorId'
> {
  /** the filters the URL holds */
  value: WorkLogFilters;
  onApply: (next: WorkLogFilters) => void;
}

/**
 * The work-log tables' filters (issue 25 §2): a job and a job type (work-log-filter-fields.tsx), with Search and
 * Clear. Open when the URL carries one.
 */
export function WorkLogFilterPanel({ value, onApply, ownOnly, subcontractorId }: WorkLogFilterPanelProps) {
  const syncKey = `${value.jobId ?? ''}/${value.jobTypeId ?? ''}`;
  // the form's values start again from the URL whenever it changes (back, a link)
  const [draft, setDraft] = useState<WorkLogFilters & { from: string }>({ ...value, from: syncKey });
  const current = draft.from === syncKey ? draft : { ...value, from: syncKey };
  if (draft.from !== syncKey) setDraft(current);
  const hasFilters = value.jobId !== undefined || value.jobTypeId !== undefined;

  return (
    <FilterPanel
      defaultOpen={hasFilters}
      syncKey={syncKey}
      onApply={() => onApply({ jobId: current.jobId, jobTypeId: current.jobTypeId })}
      onClear={() => {
        setDraft({ from: syncKey });
        onApply({});
      }}
    >
      <WorkLogFilterFields
        value={current}
        onChange={(next) => setDraft({ ...next, from: syncKey })}
        ownOnly={ownOnly}
        subcontractorId={subcontractorId}
      />
    </FilterPanel>
  );
}
