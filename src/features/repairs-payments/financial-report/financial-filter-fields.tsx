import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '@/components/form';
import { BuilderPicker } from '@/components/pickers';
import type { FinancialFilterDraft } from './financial-filter-draft';

/** The financial report's filters (A §2, B §5): builder, job site name, start and end date (report coupling). */
export function FinancialFilterFields({
  draft,
  onChange,
}: {
  draft: FinancialFilterDraft;
  onChange: (draft: FinancialFilterDraft) => void;
}) {
  const { t } = useTranslation();
  return (
    <Row className="g-3">
      <Col md={4}>
        <Form.Label htmlFor="financial-builder">{t('financialReport.fields.builder')}</Form.Label>
        <BuilderPicker
          inputId="financial-builder"
          value={draft.BuilderId}
          onChange={(BuilderId: number | null) => onChange({ ...draft, BuilderId })}
          isClearable
        />
      </Col>
      <Col md={4}>
        <Form.Group controlId="financial-site">
          <Form.Label>{t('financialReport.fields.jobSiteName')}</Form.Label>
          <Form.Control
            value={draft.JobSiteName}
            onChange={(e) => onChange({ ...draft, JobSiteName: e.target.value })}
          />
        </Form.Group>
      </Col>
      <Col md={12} lg={8}>
        <DateRangeFilter
          label={t('financialReport.fields.range')}
          idPrefix="financial-range"
          presets={[]}
          variant="report"
          hideClear
          value={draft.range}
          onChange={(range) => onChange({ ...draft, range })}
        />
      </Col>
    </Row>
  );
}
