import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { jobAutocompleteQueryOptions, type JobSuggestion } from '@/api/autocomplete';
import { AppModal } from '@/components/modal';

/** The job autocomplete's debounce (A §9: 500 ms for job suggestions). */
export const FINDER_DEBOUNCE_MS = 500;

/** The typed text, once it has stopped changing for `delay` ms. */
function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The quick job finder's dialog (loaded on first open): a combobox over GET /api/jobs/autocomplete, showing
 * the documented answer fields (lot group code, builder, job site). Arrow keys move the active option,
 * Enter opens /jobs/{id}, Escape closes and focus returns to where it was.
 */
export function JobFinderDialog({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ids = useId();
  const inputId = `${ids}-input`;
  const listId = `${ids}-list`;
  const optionId = (job: JobSuggestion) => `${ids}-job-${job.Id}`;

  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const typed = text.trim();
  const q = useDebounced(typed, FINDER_DEBOUNCE_MS);
  const query = useQuery({ ...jobAutocompleteQueryOptions({ q }), enabled: show && q !== '' });
  const settled = q === typed && q !== '';
  const answer = settled ? query.data : undefined;
  const jobs = useMemo(() => answer ?? [], [answer]);

  // a new answer makes its first job the active one
  const [seen, setSeen] = useState<readonly JobSuggestion[]>(jobs);
  if (seen !== jobs) {
    setSeen(jobs);
    setActive(jobs.length ? 0 : -1);
  }

  const close = () => {
    setText('');
    setActive(-1);
    onHide();
  };
  const open = (job: JobSuggestion) => {
    close();
    navigate(`/jobs/${job.Id}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!jobs.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i < 0 ? (step > 0 ? 0 : jobs.length - 1) : (i + step + jobs.length) % jobs.length));
    } else if (event.key === 'Home' && jobs.length && event.ctrlKey) {
      event.preventDefault();
      setActive(0);
    } else if (event.key === 'End' && jobs.length && event.ctrlKey) {
      event.preventDefault();
      setActive(jobs.length - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (active >= 0 && jobs[active]) open(jobs[active]);
    }
  };

  // keep the active option in view while the arrows move it
  const activeJob = active >= 0 ? jobs[active] : undefined;
  useEffect(() => {
    if (activeJob) document.getElementById(optionId(activeJob))?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeJob]);

  const status = !typed
    ? t('app.finder.hint')
    : !settled || query.isFetching
      ? t('app.finder.searching')
      : query.isError
        ? t('app.finder.error')
        : jobs.length === 0
          ? t('app.finder.noResults')
          : t('app.finder.results', { count: jobs.length });

  return (
    <AppModal show={show} onHide={close} title={t('app.finder.title')} className="job-finder">
      <Form.Label htmlFor={inputId}>{t('app.finder.label')}</Form.Label>
      <Form.Control
        id={inputId}
        type="text"
        role="combobox"
        autoFocus
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={jobs.length > 0}
        aria-controls={listId}
        aria-activedescendant={activeJob ? optionId(activeJob) : undefined}
        aria-describedby={`${ids}-status`}
        placeholder={t('app.finder.placeholder')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <p id={`${ids}-status`} className="small text-body-secondary mt-2 mb-1" role="status">
        {status}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('app.finder.listLabel')}
        className="list-group job-finder-list"
        hidden={jobs.length === 0}
      >
        {jobs.map((job, i) => (
          <li
            key={job.Id}
            id={optionId(job)}
            role="option"
            aria-selected={i === active}
            className={`list-group-item list-group-item-action${i === active ? ' active' : ''}`}
            onMouseDown={(e) => e.preventDefault()}
            onMouseMove={() => setActive(i)}
            onClick={() => open(job)}
          >
            <span className="fw-semibold">{t('app.finder.lot', { lot: job.LotGroupCode })}</span>{' '}
            <span className="ms-1">
              {t('app.finder.where', { builder: job.BuilderName, site: job.JobSiteName })}
            </span>
          </li>
        ))}
      </ul>
    </AppModal>
  );
}
