import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useRepairOrder } from '@/api/repair-orders';
import { lazyComponent } from '@/lib/lazy-component';
import { parseRouteId } from '@/lib/list-params';
import { useJobTab } from '../job-context';
import { LoadingSpinner } from '@/components/feedback/loading-spinner';

/*
 * The repair order screens (B §2). The form is a chunk of its own, asked for the moment this module loads; the
 * route waits for it (routes.tsx: formReady), so that the form is drawn with the screen's first paint, not after a
 * spinner (which stands in only if it has not come, or failed: then the next mount loads it again).
 */
const loadForm = () => import('./repair-order-form');
const RepairOrderForm = lazyComponent(() => loadForm().then((m) => m.RepairOrderForm), Loading);
/** The form's module, there (or failed) when this settles. */
export const formReady: Promise<void> = RepairOrderForm.preload().then(
  () => undefined,
  () => undefined,
);

function Loading() {
  return (
    <div className="py-4 text-center">
      <LoadingSpinner />
    </div>
  );
}

/** /jobs/{jobId}/repairOrder/create (B §2). */
export function RepairOrderCreatePage() {
  const { job } = useJobTab();
  return <RepairOrderForm key="new" job={job} order={null} />;
}

/** /jobs/{jobId}/repairOrder/edit/{repairOrderId} (B §2). */
export function RepairOrderEditPage() {
  const { t } = useTranslation();
  const { job } = useJobTab();
  const id = parseRouteId(useParams().repairOrderId);
  const query = useRepairOrder(id);
  if (query.isPending && id) return <Loading />;
  if (!query.data || query.data.JobId !== job.Id)
    return (
      <Alert variant="danger">
        {t('repairOrders.form.loadError')}{' '}
        <Link to={`/jobs/${job.Id}/repairOrder`}>{t('repairOrders.form.backToList')}</Link>
      </Alert>
    );
  return (
    <RepairOrderForm key={`${query.data.Id}:${query.data.ModifiedDate ?? ''}`} job={job} order={query.data} />
  );
}
