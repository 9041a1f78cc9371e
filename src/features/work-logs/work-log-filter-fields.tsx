import { useId } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { useJobTypes } from '@/api/work-logs';
import { JobPicker } from '@/components/pickers';
import type { WorkLogFilters } from './work-log-source';

export interface WorkLogFilterFieldsProps {
  /** the form's values */
  value: WorkLogFilters;
  onChange: (next: WorkLogFilters) => void;
  /** a subcontractor signed in: their own jobs in the picker */
  ownOnly: boolean;
  /** the chosen subcontractor (staff): their jobs in the picker; null for all */
  subcontractorId: number | null;
}

/**
 * The work-log filters' fields (issue 25 §2): a job (the job autocomplete) and a job type, the two the table call
 * documents (C §7). Loaded when the panel first opens (work-log-filters.tsx).
 */
export function WorkLogFilterFields({ value, onChange, ownOnly, subcontractorId }: WorkLogFilterFieldsProps) {
  const { t } = useTranslation();
  const jobInput = useId();
  const jobTypeInput = useId();
  const jobTypes = useJobTypes();

  return (
    <Row className="g-3">
      <Col md={6}>
        <Form.Label htmlFor={jobInput}>{t('workLogs.fields.job')}</Form.Label>
        <JobPicker
          inputId={jobInput}
          isClearable
          currentUserOnly={ownOnly || undefined}
          subcontractorId={ownOnly ? undefined : subcontractorId}
          value={value.jobId ?? null}
          onChange={(id) => onChange({ ...value, jobId: id ?? undefined })}
        />
      </Col>
      <Col md={4}>
        <Form.Label htmlFor={jobTypeInput}>{t('workLogs.fields.jobType')}</Form.Label>
        <Form.Select
          id={jobTypeInput}
          value={value.jobTypeId === undefined ? '' : String(value.jobTypeId)}
          onChange={(e) =>
            onChange({ ...value, jobTypeId: e.target.value ? Number(e.target.value) : undefined })
          }
        >
          <option value="">{t('workLogs.filters.allJobTypes')}</option>
          {/* the URL's choice stays shown while the list loads */}
          {value.jobTypeId !== undefined && !jobTypes.data && (
            <option value={String(value.jobTypeId)}>{t('workLogs.loadingPicker')}</option>
          )}
          {(jobTypes.data ?? []).map((type) => (
            <option key={type.Id} value={String(type.Id)}>
              {type.Name}
            </option>
          ))}
        </Form.Select>
      </Col>
    </Row>
  );
}
