import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '@/components/form';
import { BuilderPicker, JobSitePicker } from '@/components/pickers';
import type { FinancialFilterDraft } from './financial-filter-draft';

/**
 * The financial report's filters (A §2, B §5; decision 11): builder, job site (the picker sets JobSiteId and its
 * name as JobSiteName), start and end date (report coupling). Another builder clears the job site.
 */
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
          onChange={(BuilderId: number | null) =>
            onChange({
              ...draft,
              BuilderId,
              ...(BuilderId !== draft.BuilderId && draft.JobSiteId
                ? { JobSiteId: null, JobSiteName: '' }
                : {}),
            })
          }
          isClearable
        />
      </Col>
      <Col md={4}>
        <Form.Label htmlFor="financial-site">{t('financialReport.fields.jobSite')}</Form.Label>
        <JobSitePicker
          inputId="financial-site"
          builderId={draft.BuilderId}
          value={draft.JobSiteId}
          selectedOption={
            draft.JobSiteId && draft.JobSiteName ? { value: draft.JobSiteId, label: draft.JobSiteName } : null
          }
          onChange={(JobSiteId: number | null) => {
            if (!JobSiteId) onChange({ ...draft, JobSiteId: null, JobSiteName: '' });
          }}
          onSiteChange={(site) => {
            if (site) onChange({ ...draft, JobSiteId: site.Id, JobSiteName: site.Name });
          }}
          isClearable
        />
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
