import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '@/components/form';
import { BuilderPicker, InvoiceStatusPicker, JobSitePicker } from '@/components/pickers';
import type { DateRangePreset } from '@/lib/date-range';
import type { RepairFilterDraft as Draft } from './repair-filter-draft';

/** The date-range presets of the repair order filters (B §2). */
export const REPAIR_RANGE_PRESETS: readonly DateRangePreset[] = [
  'Today',
  'Tomorrow',
  'NextWeek',
  'NextMonth',
  'Upcoming',
];

/** The repair order list / report filter fields (B §2). */
export function RepairFilterFields({ draft, set }: { draft: Draft; set: (patch: Partial<Draft>) => void }) {
  const { t } = useTranslation();
  return (
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
  );
}
