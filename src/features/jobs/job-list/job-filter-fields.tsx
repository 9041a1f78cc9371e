import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import type { JobStatusFilter } from '@/api/jobs';
import { DateRangeFilter } from '@/components/form';
import { BuilderPicker, ContractorPicker, JobModelPicker, JobSitePicker } from '@/components/pickers';
import type { DateRange } from '@/lib/date-range';

/** The jobs list / dashboard filters as the form edits them (A §2). */
export interface JobFilterValues {
  builderId?: number;
  jobSite?: number;
  lotNumber?: string;
  address?: string;
  subcontractor?: number;
  jobModel?: number;
  status?: JobStatusFilter;
  range?: DateRange;
}

interface JobFilterFieldsProps {
  id: string;
  value: JobFilterValues;
  onChange: (value: JobFilterValues) => void;
  /** the dashboard adds the start date range */
  withDateRange?: boolean;
}

const STATUSES: JobStatusFilter[] = ['', 'Incomplete', 'Completed'];

/** The filter fields; the panel around them (collapse, Search, Clear, Enter) is the shared FilterPanel. */
export function JobFilterFields({ id, value: draft, onChange, withDateRange }: JobFilterFieldsProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<JobFilterValues>) => onChange({ ...draft, ...patch });

  return (
    <Row className="g-3">
      <Col md={4}>
        <Form.Label htmlFor={`${id}-builder`}>{t('jobs.fields.builder')}</Form.Label>
        <BuilderPicker
          inputId={`${id}-builder`}
          value={draft.builderId ?? null}
          onChange={(builderId) =>
            set({ builderId: builderId ?? undefined, jobSite: undefined, jobModel: undefined })
          }
          isClearable
        />
      </Col>
      <Col md={4}>
        <Form.Label htmlFor={`${id}-site`}>{t('jobs.fields.jobSite')}</Form.Label>
        <JobSitePicker
          inputId={`${id}-site`}
          builderId={draft.builderId ?? null}
          value={draft.jobSite ?? null}
          onChange={(jobSite) => set({ jobSite: jobSite ?? undefined, jobModel: undefined })}
          isClearable
        />
      </Col>
      <Col md={4}>
        <Form.Label htmlFor={`${id}-model`}>{t('jobs.fields.jobModel')}</Form.Label>
        {/* models belong to a site and their names repeat across sites: the list needs a site */}
        <JobModelPicker
          inputId={`${id}-model`}
          jobSiteId={draft.jobSite ?? null}
          searchable
          value={draft.jobModel ?? null}
          onChange={(jobModel) => set({ jobModel: jobModel ?? undefined })}
          isClearable
        />
      </Col>
      <Col md={4}>
        <Form.Group controlId={`${id}-lot`}>
          <Form.Label>{t('jobs.fields.lotNumber')}</Form.Label>
          <Form.Control value={draft.lotNumber ?? ''} onChange={(e) => set({ lotNumber: e.target.value })} />
        </Form.Group>
      </Col>
      <Col md={4}>
        <Form.Group controlId={`${id}-address`}>
          <Form.Label>{t('jobs.fields.address')}</Form.Label>
          <Form.Control value={draft.address ?? ''} onChange={(e) => set({ address: e.target.value })} />
        </Form.Group>
      </Col>
      <Col md={4}>
        <Form.Label htmlFor={`${id}-subcontractor`}>{t('jobs.fields.subcontractor')}</Form.Label>
        <ContractorPicker
          inputId={`${id}-subcontractor`}
          value={draft.subcontractor ?? null}
          onChange={(subcontractor: number | null) => set({ subcontractor: subcontractor ?? undefined })}
          isClearable
        />
      </Col>
      <Col md={4}>
        <Form.Group controlId={`${id}-status`}>
          <Form.Label>{t('jobs.fields.status')}</Form.Label>
          <Form.Select
            value={draft.status ?? ''}
            onChange={(e) => set({ status: e.target.value as JobStatusFilter })}
          >
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`jobs.status.${s ? s.toLowerCase() : 'all'}`)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </Col>
      {withDateRange && (
        // the whole line below 1200 px (a laptop zoomed to 150 %): its range, From and Until show their text whole
        <Col md={12} xl={8}>
          <DateRangeFilter
            label={t('jobs.fields.dateRange')}
            idPrefix={`${id}-range`}
            variant="report"
            value={draft.range ?? { preset: 'Custom', start: null, end: null }}
            onChange={(range) => set({ range })}
          />
        </Col>
      )}
    </Row>
  );
}
