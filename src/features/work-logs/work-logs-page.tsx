import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '@/api/auth';
import { jobAutocompleteQueryOptions } from '@/api/autocomplete';
import {
  ALL_SUBCONTRACTORS,
  jobTypesQueryOptions,
  recordTypesQueryOptions,
  useDeleteWorkLog,
  useWorkLogUsers,
  workLogKeys,
  workLogStatusesQueryOptions,
  type WorkLog,
} from '@/api/work-logs';
import { useCan } from '@/components/access';
import { useTableAnswered } from '@/components/data-table';
import { confirmedDelete } from '@/components/feedback';
import { lazyDialog } from '@/components/modal';
import { Permissions } from '@/lib/permissions';
import type { OutboxEntry } from './outbox/outbox-core';
import { useReopenWorkLogForms, type CreateKind } from './work-log-drafts';
import { useGenerateInvoice } from './use-generate-invoice';
import { workLogScreenParams, workLogTableInput, type WorkLogFilters } from './work-log-source';
import { WorkLogFilterPanel } from './work-log-filters';
import { WorkLogTable, type InPlaceMode } from './work-log-table';
import './work-logs.css';
import { lazyAfterPaint } from '@/lib/lazy-after-paint';
import { registerOfflineShell } from '@/lib/offline-shell';
import { whenIdle } from '@/lib/when-idle';
import { ToggleChoice } from '@/components/form/toggle-choice';

// The subcontractor picker (react-select) and the outbox panel load with their own chunks once the tables have
// painted, not with the screen nor inside its first render. The filter panel is drawn with the tables (its fields
// load when it opens): coming later, it pushed them down.
const WorkLogCreateDialog = lazyDialog(() =>
  import('./work-log-create-dialog').then((m) => m.WorkLogCreateDialog),
);
function PickerLoading() {
  const { t } = useTranslation();
  return <div className="form-control text-body-secondary">{t('workLogs.loadingPicker')}</div>;
}
const WorkLogSubcontractorPicker = lazyAfterPaint(
  () =>
    import('@/components/pickers/work-log-subcontractor-picker').then((m) => m.WorkLogSubcontractorPicker),
  PickerLoading,
);
const WorkLogEditDialog = lazyDialog(() => import('./work-log-edit-dialog').then((m) => m.WorkLogEditDialog));
// the logs waiting on this laptop (a subcontractor's): IndexedDB is read beside the tables
const OutboxPanel = lazyAfterPaint(() => import('./outbox/outbox-panel').then((m) => m.OutboxPanel));

type ApproveMode = 'edit' | 'invoice';

/**
 * The create and edit dialogs' look-up lists (statuses, record types, job types) load once the tables' answers
 * are in and the browser is idle, not with the tables: on the browser's six connections they queued before them.
 * For a subcontractor (`ownOnly`), so do the dialogs' code and their jobs as the Job picker lists them: one whose
 * connection drops later can still open Create Work Log and choose a job (issue 25; the picker searches that list
 * while offline). Staff, online at the office, load the dialogs when they open them.
 */
function DialogLookups({ ownOnly, userName }: { ownOnly: boolean; userName: string | undefined }) {
  const client = useQueryClient();
  // a subcontractor's look-ups are kept in this browser and brought back at once: after a reload without a
  // connection, Create Work Log still knows whose logs, the jobs, job types, statuses and record types
  useEffect(() => {
    if (!ownOnly || !userName) return;
    // and the app itself opens without a connection (production builds)
    registerOfflineShell();
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('./outbox/offline-lookups')
      .then((m) => {
        if (!cancelled) stop = m.keepOfflineLookups(client, userName);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [client, ownOnly, userName]);
  const fetching = useIsFetching({ queryKey: workLogKeys.lists() });
  const done = useRef(false);
  useEffect(() => {
    if (fetching > 0 || done.current) return;
    const run = () => {
      done.current = true;
      void client.prefetchQuery(workLogStatusesQueryOptions());
      void client.prefetchQuery(recordTypesQueryOptions());
      void client.prefetchQuery(jobTypesQueryOptions());
      if (!ownOnly) return;
      void WorkLogCreateDialog.preload().catch(() => undefined);
      void WorkLogEditDialog.preload().catch(() => undefined);
      void client.prefetchQuery(jobAutocompleteQueryOptions({ currentUserOnly: true }));
    };
    return whenIdle(run, 1000, 0);
  }, [fetching, client, ownOnly]);
  return null;
}

/** worklog (/workLogs): a subcontractor's work logs; a subcontractor signed in sees only their own (C §2). */
export function WorkLogsPage() {
  return <WorkLogScreen approveMode={false} />;
}

/** approveWorkLog (/approveWorkLogs): the same screen in approve mode (C §2, C §4). */
export function ApproveWorkLogsPage() {
  return <WorkLogScreen approveMode />;
}

function WorkLogScreen({ approveMode }: { approveMode: boolean }) {
  const { t } = useTranslation();
  const pickerId = useId();
  const canApprove = useCan(Permissions.CanApproveWorkLogs);
  const canCreateBackcharge = useCan(Permissions.CanCreateBackcharge);
  const canBackcharge = canApprove || canCreateBackcharge;
  const ownOnly = !canApprove;
  const [searchParams, setSearchParams] = useSearchParams();
  const { filters } = workLogScreenParams.parse(searchParams);
  const mode: ApproveMode | null = approveMode ? (filters.mode ?? 'edit') : null;
  const users = useWorkLogUsers();
  const { data: currentUser } = useCurrentUser();
  const tableFilters: WorkLogFilters = { jobId: filters.jobId, jobTypeId: filters.jobTypeId };

  // whose logs: a subcontractor their own; approve mode all unless one is chosen (not in invoice mode)
  let subcontractorId: number | null;
  if (ownOnly) subcontractorId = users.data?.[0]?.Id ?? null;
  else if (mode === 'edit') subcontractorId = filters.subcontractorId ?? ALL_SUBCONTRACTORS;
  else subcontractorId = filters.subcontractorId || null;

  // the deduct table comes below the normal one once that has its rows: drawn before them, it stood where they come
  // and they pushed it down the page (its data is asked for with theirs, by the route loader)
  const normalAnswered = useTableAnswered(
    workLogTableInput(subcontractorId ?? 0, 'normal', approveMode, tableFilters).queryKey,
  );

  const setUrl = (next: {
    subcontractorId?: number | null;
    mode?: ApproveMode;
    filters?: WorkLogFilters;
  }) => {
    const sub = 'subcontractorId' in next ? next.subcontractorId : filters.subcontractorId;
    const nextMode = next.mode ?? mode;
    const { jobId, jobTypeId } = next.filters ?? tableFilters;
    const params = new URLSearchParams();
    if (
      sub !== null &&
      sub !== undefined &&
      !(mode === 'edit' && sub === ALL_SUBCONTRACTORS && nextMode === 'edit')
    )
      params.set('subcontractorId', String(sub));
    if (approveMode && nextMode === 'invoice') params.set('mode', 'invoice');
    if (jobId) params.set('jobId', String(jobId));
    if (jobTypeId) params.set('jobTypeId', String(jobTypeId));
    // a filter is a step the back button undoes; the subcontractor and mode replace the entry
    setSearchParams(params, { replace: !next.filters });
  };

  // C §2: switching to invoice mode clears the "all" choice
  const switchMode = (next: ApproveMode) => {
    if (next === 'invoice' && (subcontractorId === ALL_SUBCONTRACTORS || subcontractorId === null))
      setUrl({ mode: next, subcontractorId: null });
    else
      setUrl({
        mode: next,
        subcontractorId: subcontractorId === ALL_SUBCONTRACTORS ? null : subcontractorId,
      });
  };

  const [creating, setCreating] = useState<CreateKind | null>(null);
  const [editing, setEditing] = useState<WorkLog | null>(null);
  const [editingQueued, setEditingQueued] = useState<OutboxEntry | null>(null);
  const one = subcontractorId !== null && subcontractorId !== ALL_SUBCONTRACTORS ? subcontractorId : null;
  useReopenWorkLogForms(one, setCreating, setEditing);

  const { mutateAsync: remove } = useDeleteWorkLog();
  const onDelete = useCallback(
    (row: WorkLog) =>
      void confirmedDelete({
        confirm: { title: t('workLogs.delete.title'), text: t('workLogs.delete.confirm') },
        remove: () => remove(row.Id),
        success: t('workLogs.delete.success'),
        failure: {
          text: (e) =>
            e.message ? `${t('workLogs.delete.error')}: ${e.message}` : t('workLogs.delete.error'),
        },
      }),
    [remove, t],
  );

  const subcontractorName = (() => {
    const u = users.data?.find((x) => x.Id === one);
    return u ? `${u.FirstName} ${u.LastName}` : '';
  })();
  const generate = useGenerateInvoice();
  const inPlace: InPlaceMode = mode ?? 'none';

  const toolbar = (
    <>
      {one !== null && (
        <Button variant="primary" size="sm" onClick={() => setCreating('workLog')}>
          {t('workLogs.actions.create')}
        </Button>
      )}
      {one !== null && canBackcharge && (
        <Button variant="outline-danger" size="sm" onClick={() => setCreating('backcharge')}>
          {t('workLogs.actions.backcharge')}
        </Button>
      )}
      {mode === 'invoice' && one !== null && (
        <Button
          variant="success"
          size="sm"
          disabled={generate.running}
          onClick={() => void generate.run(one, subcontractorName)}
        >
          {generate.running ? t('workLogs.invoice.working') : t('workLogs.actions.generateInvoice')}
        </Button>
      )}
    </>
  );

  const title = approveMode ? t('workLogs.approveTitle') : t('workLogs.title');
  return (
    <section aria-labelledby="work-logs-title" className="work-logs-page">
      <h1 id="work-logs-title" className="h3 mb-3">
        {title}
      </h1>
      <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
        {!ownOnly && (
          <div className="work-log-subcontractor">
            <label htmlFor={pickerId} className="form-label mb-1">
              {t('workLogs.subcontractor')}
            </label>
            <WorkLogSubcontractorPicker
              inputId={pickerId}
              allowAll={mode === 'edit'}
              value={subcontractorId}
              onChange={(id) => setUrl({ subcontractorId: id })}
            />
          </div>
        )}
        {mode && (
          <ToggleButtonGroup
            type="radio"
            name="approve-mode"
            value={mode}
            onChange={(v: ApproveMode) => switchMode(v)}
            aria-label={t('workLogs.modes.label')}
          >
            <ToggleChoice id="approve-mode-edit" value="edit" variant="outline-primary">
              {t('workLogs.modes.edit')}
            </ToggleChoice>
            <ToggleChoice id="approve-mode-invoice" value="invoice" variant="outline-primary">
              {t('workLogs.modes.invoice')}
            </ToggleChoice>
          </ToggleButtonGroup>
        )}
      </div>
      <WorkLogFilterPanel
        value={tableFilters}
        onApply={(next) => setUrl({ filters: next })}
        ownOnly={ownOnly}
        subcontractorId={one}
      />
      {ownOnly && <OutboxPanel userName={currentUser?.userName} onEdit={setEditingQueued} />}
      {subcontractorId === null && ownOnly && users.isPending ? (
        <p className="text-body-secondary" role="status">
          {t('workLogs.loadingPicker')}
        </p>
      ) : subcontractorId === null ? (
        <Alert variant="info">
          {ownOnly
            ? t('workLogs.noSubcontractorRecord')
            : mode === 'invoice'
              ? t('workLogs.selectForInvoice')
              : t('workLogs.selectSubcontractor')}
        </Alert>
      ) : (
        <>
          <WorkLogTable
            key={`normal/${tableFilters.jobId ?? ''}/${tableFilters.jobTypeId ?? ''}`}
            userId={subcontractorId}
            kind="normal"
            approveMode={approveMode}
            inPlace={inPlace}
            filters={tableFilters}
            caption={<span className="h5">{t('workLogs.tables.normal')}</span>}
            onEdit={setEditing}
            onDelete={onDelete}
            toolbar={toolbar}
          />
          {normalAnswered && (
            <WorkLogTable
              key={`deduct/${tableFilters.jobId ?? ''}/${tableFilters.jobTypeId ?? ''}`}
              userId={subcontractorId}
              kind="deduct"
              approveMode={approveMode}
              inPlace={inPlace}
              filters={tableFilters}
              caption={<span className="h5">{t('workLogs.tables.deduct')}</span>}
              onEdit={setEditing}
              onDelete={onDelete}
            />
          )}
        </>
      )}
      <WorkLogCreateDialog
        show={creating !== null && one !== null}
        kind={creating ?? 'workLog'}
        subcontractorId={one ?? 0}
        ownOnly={ownOnly}
        onHide={() => setCreating(null)}
      />
      {generate.element}
      <DialogLookups ownOnly={ownOnly} userName={currentUser?.userName} />
      <WorkLogEditDialog
        show={editing !== null || editingQueued !== null}
        workLog={editingQueued ? null : editing}
        queued={editingQueued}
        ownOnly={ownOnly}
        onHide={() => {
          setEditing(null);
          setEditingQueued(null);
        }}
      />
    </section>
  );
}
