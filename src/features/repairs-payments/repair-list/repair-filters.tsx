import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { FilterPanel, useFilterDraft, type UseListState } from '@/components/filters';
import { DateRangeFilter } from '@/components/form';
import {
  BuilderPicker,
  InvoiceStatusPicker,
  JobSitePicker,
  type InvoiceStatusValue,
} from '@/components/pickers';
import { createRange, toRequest, type DateRange, type DateRangePreset } from '@/lib/date-range';
import { REPAIR_STATUSES } from '@/api/repair-orders';
import type { RepairFilterParams, RepairUrlFilters } from '../repairs-payments-source';

/** The date-range presets of the repair order filters (B §2). */
export const REPAIR_RANGE_PRESETS: readonly DateRangePreset[] = [
  'Today',
  'Tomorrow',
  'NextWeek',
  'NextMonth',
  'Upcoming',
];

interface Draft {
  BuilderId: number | null;
  JobSite: number | null;
  created: DateRange;
  completion: DateRange;
  ModifiedBy: string;
  RepairStatus: string;
  InvoiceStatusId: InvoiceStatusValue | null;
}

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
      <Row className="g-3">
        <Col md={4}>
          <Form.Label htmlFor="repairs-builder">{t('repairOrders.fields.builder')}</Form.Label>
          <BuilderPicker
            inputId="repairs-builder"
            value={draft.BuilderId}
            onChange={(BuilderId: number | null) => set({ BuilderId, JobSite: null })}
            isClearable
          />
        </Col>
        <Col md={4}>
          <Form.Label htmlFor="repairs-site">{t('repairOrders.fields.jobSite')}</Form.Label>
          <JobSitePicker
            inputId="repairs-site"
            builderId={draft.BuilderId}
            value={draft.JobSite}
            onChange={(JobSite) => set({ JobSite })}
            isClearable
          />
        </Col>
        <Col md={4}>
          <Form.Group controlId="repairs-modified-by">
            <Form.Label>{t('repairOrders.fields.modifiedBy')}</Form.Label>
            <Form.Control value={draft.ModifiedBy} onChange={(e) => set({ ModifiedBy: e.target.value })} />
          </Form.Group>
        </Col>
        <Col md={4}>
          <Form.Group controlId="repairs-status">
            <Form.Label>{t('repairOrders.fields.status')}</Form.Label>
            <Form.Select value={draft.RepairStatus} onChange={(e) => set({ RepairStatus: e.target.value })}>
              <option value="">{t('repairOrders.status.all')}</option>
              <option value="Incomplete">{t('repairOrders.status.incomplete')}</option>
              <option value="Completed">{t('repairOrders.status.completed')}</option>
            </Form.Select>
          </Form.Group>
        </Col>
        <Col md={4}>
          <Form.Label htmlFor="repairs-invoice">{t('repairOrders.fields.invoiceStatus')}</Form.Label>
          <InvoiceStatusPicker
            inputId="repairs-invoice"
            forRepairOrder
            value={draft.InvoiceStatusId}
            onChange={(InvoiceStatusId) => set({ InvoiceStatusId })}
            placeholder={t('repairOrders.global.invoiceStatusAll')}
            isClearable
          />
        </Col>
        <Col lg={12} xl={6}>
          <DateRangeFilter
            label={t('repairOrders.global.createdRange')}
            idPrefix="repairs-created"
            presets={REPAIR_RANGE_PRESETS}
            variant="report"
            value={draft.created}
            onChange={(created) => set({ created })}
          />
        </Col>
        <Col lg={12} xl={6}>
          <DateRangeFilter
            label={t('repairOrders.global.completionRange')}
            idPrefix="repairs-completion"
            presets={REPAIR_RANGE_PRESETS}
            variant="report"
            value={draft.completion}
            onChange={(completion) => set({ completion })}
          />
        </Col>
      </Row>
    </FilterPanel>
  );
}
