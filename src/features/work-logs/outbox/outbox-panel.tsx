import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { useJobTypes, useWorkLogStatuses } from '@/api/work-logs';
import { RowActions } from '@/components/data-table';
import { feedback } from '@/components/feedback';
import type { OutboxEntry } from './outbox-core';
import { outboxUserKey, useOutboxEntries, workLogOutbox } from './work-log-outbox';

export interface OutboxPanelProps {
  userName: string | null | undefined;
  onEdit: (entry: OutboxEntry) => void;
}

/**
 * The work logs saved on this laptop, above the work-log tables (issue 25 §1): each marked "Waiting to send"
 * (or "Sending…", or refused with the server's message as text), with Edit and Discard. Nothing when empty.
 */
export function OutboxPanel({ userName, onEdit }: OutboxPanelProps) {
  const entries = useOutboxEntries(userName);
  if (!userName || entries.length === 0) return null;
  return <OutboxTable user={outboxUserKey(userName)} entries={entries} onEdit={onEdit} />;
}

/** The rows; the job type and status names come from the look-up lists (loaded only when rows wait). */
function OutboxTable({
  user,
  entries,
  onEdit,
}: {
  user: string;
  entries: readonly OutboxEntry[];
  onEdit: (entry: OutboxEntry) => void;
}) {
  const { t } = useTranslation();
  const jobTypes = useJobTypes();
  const statuses = useWorkLogStatuses();

  // the lists' names, or the names the entry was saved with when the lists are not at hand (no connection)
  const jobTypeOf = (e: OutboxEntry) =>
    jobTypes.data?.find((j) => j.Id === e.log.JobTypeId)?.Name ?? e.labels.jobType ?? '';
  const statusOf = (e: OutboxEntry) =>
    statuses.data?.find((s) => s.Id === e.log.StatusId)?.Name ?? e.labels.status ?? '';
  const rowName = (e: OutboxEntry) =>
    [e.labels.job, jobTypeOf(e), e.log.Description].filter(Boolean).join(', ');

  const discard = async (entry: OutboxEntry) => {
    const yes = await feedback.confirm({
      title: t('workLogs.outbox.discardTitle'),
      text: t('workLogs.outbox.discardText'),
    });
    if (!yes) return;
    // the connection may have come back while the question was open, and the entry gone to the server
    if (await workLogOutbox.discard(user, entry.key)) feedback.notify.success(t('workLogs.outbox.discarded'));
    else feedback.notify.info(t('workLogs.outbox.alreadySent'));
  };

  return (
    <Table size="sm" bordered responsive className="work-log-outbox mb-3">
      <caption className="caption-top">
        <span className="h5">{t('workLogs.outbox.title')}</span>{' '}
        <span className="text-body-secondary small">{t('workLogs.outbox.caption')}</span>
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('workLogs.outbox.state')}</th>
          <th scope="col">{t('workLogs.fields.jobInfo')}</th>
          <th scope="col">{t('workLogs.fields.jobType')}</th>
          <th scope="col">{t('workLogs.fields.status')}</th>
          <th scope="col">{t('workLogs.fields.recordType')}</th>
          <th scope="col">{t('workLogs.fields.description')}</th>
          <th scope="col">{t('workLogs.fields.quantity')}</th>
          <th scope="col">{t('workLogs.fields.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.key} className={entry.state === 'refused' ? 'table-danger' : undefined}>
            <td>
              {entry.state === 'refused' ? (
                <span className="text-danger-emphasis fw-semibold">
                  {t('workLogs.outbox.refused', { message: entry.error ?? '' })}
                </span>
              ) : (
                <span className="badge text-bg-warning fw-normal">
                  {entry.state === 'sending' ? t('workLogs.outbox.sending') : t('workLogs.outbox.waiting')}
                </span>
              )}
              {entry.kind === 'update' && (
                <span className="d-block small text-body-secondary">{t('workLogs.outbox.change')}</span>
              )}
            </td>
            <td>{entry.labels.job}</td>
            <td>{jobTypeOf(entry)}</td>
            <td>{statusOf(entry)}</td>
            <td>{entry.log.RecordType}</td>
            <td className="work-log-description">{entry.log.Description}</td>
            <td>{entry.log.Quantity}</td>
            <td>
              <RowActions
                edit={{
                  label: t('workLogs.outbox.editOf', { row: rowName(entry) }),
                  onClick: () => onEdit(entry),
                  disabled: entry.state === 'sending',
                }}
                remove={{
                  label: t('workLogs.outbox.discardOf', { row: rowName(entry) }),
                  onClick: () => void discard(entry),
                  disabled: entry.state === 'sending',
                }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
