import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { busy } from '@/lib/busy';

/** The global busy spinner: shown while a foreground (non-background) call is in flight (decision 4). */
export function BusySpinner() {
  const { t } = useTranslation();
  const count = useSyncExternalStore(busy.subscribe, busy.get, busy.get);
  if (count === 0) return null;
  return (
    <div className="busy-spinner" role="status" aria-live="polite">
      {/* Bootstrap's markup: the first paint carries no component library */}
      <span className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{t('common.feedback.loading')}</span>
    </div>
  );
}
