import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/api/auth';
import { useOnline, useOutboxEntries, useOutboxSender } from './work-log-outbox';

/**
 * The header's quiet indicator (issue 25 §1): "Offline · 2 waiting" while offline or while work logs wait in
 * this user's outbox, and how many the server did not accept (they wait for the user, not for the connection);
 * nothing otherwise. It also keeps the outbox sending while the user is signed in.
 */
export function OutboxStatus() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  useOutboxSender(user?.userName);
  const entries = useOutboxEntries(user?.userName);
  const online = useOnline();
  const refused = entries.filter((e) => e.state === 'refused').length;
  const waiting = entries.length - refused;
  const parts = [
    ...(online ? [] : [t('workLogs.outbox.offline')]),
    ...(waiting > 0 ? [t('workLogs.outbox.waitingCount', { count: waiting })] : []),
    ...(refused > 0 ? [t('workLogs.outbox.refusedCount', { count: refused })] : []),
  ];
  if (parts.length === 0) return null;
  return (
    <span
      role="status"
      className="outbox-status badge rounded-pill text-bg-secondary fw-normal"
      title={t('workLogs.outbox.statusHint')}
    >
      {parts.join(' · ')}
    </span>
  );
}
