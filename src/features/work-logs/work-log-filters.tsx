import { useId, useState } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { useJobTypes } from '@/api/work-logs';
import { FilterPanel } from '@/components/filters';
import { JobPicker } from '@/components/pickers';
import type { WorkLogFilters } from './work-log-source';

export interface WorkLogFilterPanelProps {
  /** the filters the URL holds */
  value: WorkLogFilters;
  onApply: (next: WorkLogFilters) => void;
  /** a subcontractor signed in: their own jobs in the picker */
  ownOnly: boolean;
  /** the chosen subcontractor (staff): their jobs in the picker; null for all */
  subcontractorId: number | null;
}

/**
 * The work-log tables' filters (issue 25 §2): a job (the job autocomplete) and a job type, the two the table
 * call documents (C §7), with Search and Clear. Open when the URL carries one.
 */
export function WorkLogFilterPanel({ value, onApply, ownOnly, subcontractorId }: WorkLogFilterPanelProps) {
  const { t } = useTranslation();
  const jobInput = useId();
  const jobTypeInput = useId();
  const jobTypes = useJobTypes();
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
      <Row className="g-3">
        <Col md={6}>
          <Form.Label htmlFor={jobInput}>{t('workLogs.fields.job')}</Form.Label>
          <JobPicker
            inputId={jobInput}
            isClearable
            currentUserOnly={ownOnly || undefined}
            subcontractorId={ownOnly ? undefined : subcontractorId}
            value={current.jobId ?? null}
            onChange={(id) => setDraft({ ...current, jobId: id ?? undefined })}
          />
        </Col>
        <Col md={4}>
          <Form.Label htmlFor={jobTypeInput}>{t('workLogs.fields.jobType')}</Form.Label>
          <Form.Select
            id={jobTypeInput}
            value={current.jobTypeId === undefined ? '' : String(current.jobTypeId)}
            onChange={(e) =>
              setDraft({ ...current, jobTypeId: e.target.value ? Number(e.target.value) : undefined })
            }
          >
            <option value="">{t('workLogs.filters.allJobTypes')}</option>
            {/* the URL's choice stays shown while the list loads */}
            {current.jobTypeId !== undefined && !jobTypes.data && (
              <option value={String(current.jobTypeId)}>{t('workLogs.loadingPicker')}</option>
            )}
            {(jobTypes.data ?? []).map((type) => (
              <option key={type.Id} value={String(type.Id)}>
                {type.Name}
              </option>
            ))}
          </Form.Select>
        </Col>
      </Row>
    </FilterPanel>
  );
}
