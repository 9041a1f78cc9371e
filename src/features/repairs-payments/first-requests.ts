import { financialRowsQueryOptions, jobPaymentsQueryOptions } from '@/api/job-payments';
import { firstListRequest, firstQueryRequest, type FirstRequest } from '@/components/data-table/table-query';
import { parseRouteId } from '@/lib/list-params';
import { financialFilterOf } from './financial-report/financial-params';
import { repairListSource, repairReportSource } from './repair-list/repair-list-source';
import { jobRepairOrderSource } from './repair-orders/job-repair-order-source';

/* The repairs and payments area's first requests (issue 27 §1): what each screen's route loader asks for first. */
export const firstRequests: FirstRequest[] = [
  firstListRequest('/repairOrders', repairListSource),
  firstListRequest('/repairOrdersReport', repairReportSource),
  firstListRequest('/jobs/:jobId/repairOrder', jobRepairOrderSource),
  firstQueryRequest('/jobs/:jobId/paymentDetail', (_url, params) => {
    const id = parseRouteId(params.jobId);
    return id ? jobPaymentsQueryOptions(id) : null;
  }),
  firstQueryRequest('/financialReport', (url) => financialRowsQueryOptions(financialFilterOf(url.search))),
];
