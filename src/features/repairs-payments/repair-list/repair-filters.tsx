import { useTranslation } from 'react-i18next';
import { FilterFieldsLoading, FilterPanel, useFilterDraft, type UseListState } from '@/components/filters';
import { createRange, toRequest, type DateRange } from '@/lib/date-range';
import { lazyComponent } from '@/lib/lazy-component';
import { REPAIR_STATUSES } from '@/api/repair-orders';
import type { RepairFilterParams, RepairUrlFilters } from './repair-list-source';
import type { RepairFilterDraft as Draft } from './repair-filter-draft';

// The fields (pickers, date ranges) load when the panel first opens.
const RepairFilterFields = lazyComponent(
  () => import('./repair-filter-fields').then((m) => m.RepairFilterFields),
  FilterFieldsLoading,
);

const rangeOf = (start?: string, end?: string): DateRange =>
  start || end ? { preset: 'Custom', start: start ?? null, end: end ?? null } : { ...createRange('Custom') };

function toDraft(f: RepairUrlFilters): Draft {
  const invoice = f.InvoiceStatusId;
  return {
    BuilderId: f.BuilderId ?? null,
    JobSite: f.JobSite ?? null,
    created: rangeOf(f.StartDate, f.EndDate),
    completion: rangeOf(f.CompletionStartDate, f.CompletionEndDate),
    ModifiedBy: f.ModifiedBy ?? '',
    RepairStatus: f.RepairStatus ?? '',
    InvoiceStatusId: !invoice ? null : invoice === 'na' ? 'na' : Number(invoice) || null,
  };
}

function fromDraft(d: Draft): RepairUrlFilters {
  const created = toRequest(d.created);
  const completion = toRequest(d.completion);
  return {
    BuilderId: d.BuilderId ?? undefined,
    JobSite: d.JobSite ?? undefined,
    StartDate: created.start ?? undefined,
    EndDate: created.end ?? undefined,
    CompletionStartDate: completion.start ?? undefined,
    CompletionEndDate: completion.end ?? undefined,
    ModifiedBy: d.ModifiedBy.trim() || undefined,
    RepairStatus: (REPAIR_STATUSES as readonly string[]).includes(d.RepairStatus)
      ? (d.RepairStatus as RepairUrlFilters['RepairStatus'])
      : undefined,
    InvoiceStatusId: d.InvoiceStatusId === null ? undefined : String(d.InvoiceStatusId),
  };
}

/** The repair order list / report filters (B §2), applied to the URL on Search or Enter. */
export function RepairFilters({ list }: { list: UseListState<RepairFilterParams> }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useFilterDraft<Draft>(list.syncKey, () => toDraft(list.filters));
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <FilterPanel
      title={t('repairOrders.global.filters')}
      defaultOpen={list.hasFilters}
      syncKey={list.syncKey}
      onApply={() => list.setFilters(fromDraft(draft))}
      onClear={() => list.clearFilters()}
    >
      <RepairFilterFields draft={draft} set={set} />
    </FilterPanel>
  );
}
