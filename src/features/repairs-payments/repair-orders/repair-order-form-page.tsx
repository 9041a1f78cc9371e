import { lazy, Suspense } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useRepairOrder } from '@/api/repair-orders';
import { parseRouteId } from '@/lib/list-params';
import { useJobTab } from '../job-context';

/*
 * The repair order screens (B §2). The form (react-select pickers, date and time pickers, zod) is a chunk of its
 * own, asked for the moment this module loads, so it arrives together with the order the route loader prefetched.
 */
const loadForm = () => import('./repair-order-form');
const formModule = loadForm();
const RepairOrderForm = lazy(() => formModule.catch(loadForm).then((m) => ({ default: m.RepairOrderForm })));

function Loading() {
  const { t } = useTranslation();
  return (
    <div className="py-4 text-center">
      <Spinner animation="border" role="status">
        <span className="visually-hidden">{t('common.dataTable.loading')}</span>
      </Spinner>
    </div>
  );
}

/** /jobs/{jobId}/repairOrder/create (B §2). */
export function RepairOrderCreatePage() {
  const { job } = useJobTab();
  return (
    <Suspense fallback={<Loading />}>
      <RepairOrderForm key="new" job={job} order={null} />
    </Suspense>
  );
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
    <Suspense fallback={<Loading />}>
      <RepairOrderForm
        key={`${query.data.Id}:${query.data.ModifiedDate ?? ''}`}
        job={job}
        order={query.data}
      />
    </Suspense>
  );
}
