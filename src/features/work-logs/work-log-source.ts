import {
  tableQueryOptions,
  type TableColumnSpec,
  type TableQueryInput,
} from '@/components/data-table/table-query';
import {
  ALL_SUBCONTRACTORS,
  workLogKeys,
  workLogsDataTable,
  WORK_LOG_PAGE_SIZE,
  type WorkLog,
} from '@/api/work-logs';
import { filterParam, defineListParams } from '@/lib/list-params';

/*
 * The work-log screen's two tables (C §2, C §9): what the route loader prefetches and the screen shows.
 * Small on purpose: the route table imports it.
 */

/**
 * The screen's URL: whose logs (an id; in approve mode absent means all), the approve toggle, and the filters
 * the table call documents (C §7: jobId and jobTypeId may be sent).
 */
export const workLogScreenParams = defineListParams({
  filters: {
    subcontractorId: filterParam.int({ min: 0 }),
    mode: filterParam.enum(['edit', 'invoice'] as const),
    jobId: filterParam.int({ min: 1 }),
    jobTypeId: filterParam.int({ min: 1 }),
  },
});

/** The tables' filters: a job and a job type. */
export interface WorkLogFilters {
  jobId?: number;
  jobTypeId?: number;
}

export type WorkLogTableKind = 'normal' | 'deduct';

/** Column ids in table order. The deduct table omits RequestedAmount and UnitPrice (C §2). */
export function workLogColumns(kind: WorkLogTableKind, approveMode: boolean): TableColumnSpec[] {
  return [
    ...(approveMode ? [{ id: 'SubcontractorName' }] : []),
    { id: 'JobInfo' },
    { id: 'JobType.Name' },
    { id: 'Status.Name' },
    { id: 'RecordType' },
    { id: 'Description' },
    { id: 'Quantity' },
    ...(kind === 'normal' ? [{ id: 'RequestedAmount' }, { id: 'UnitPrice' }] : []),
    { id: 'ApprovedAmount' },
    { id: 'ReadyForPayment' },
    { id: 'ModifiedDate' },
    { id: 'ModifiedBy' },
    { id: 'actions', sortable: false },
  ];
}

/** C §9: the column third from the end descending, then the first three columns ascending. */
export function workLogDefaultSort(columns: readonly TableColumnSpec[]) {
  return {
    sort: { column: columns[columns.length - 3].id, dir: 'desc' as const },
    thenSort: columns.slice(0, 3).map((c) => ({ column: c.id, dir: 'asc' as const })),
  };
}

/** One table's first page: the same input the screen's table uses. */
export function workLogTableInput(
  userId: number,
  kind: WorkLogTableKind,
  approveMode: boolean,
  { jobId, jobTypeId }: WorkLogFilters = {},
): TableQueryInput<WorkLog> {
  const columns = workLogColumns(kind, approveMode);
  const { sort, thenSort } = workLogDefaultSort(columns);
  const filters = {
    approveMode,
    isDeductRecords: kind === 'deduct',
    ...(jobId ? { jobId } : {}),
    ...(jobTypeId ? { jobTypeId } : {}),
  };
  return {
    queryKey: workLogKeys.table(userId, filters),
    fetcher: workLogsDataTable(userId, filters),
    columns,
    page: 1,
    pageSize: WORK_LOG_PAGE_SIZE,
    sort,
    thenSort,
  };
}

export const workLogTableQueryOptions = (
  userId: number,
  kind: WorkLogTableKind,
  approveMode: boolean,
  filters: WorkLogFilters = {},
) => tableQueryOptions(workLogTableInput(userId, kind, approveMode, filters));

/**
 * Whose tables a work-log URL shows and with which filters: the subcontractor it names, in approve mode everyone
 * unless the invoice toggle is on; `userId` is undefined when the tables wait for the subcontractors list (a
 * subcontractor's own logs: their id comes with it, C §2).
 */
export function workLogTablesOf(search: string, approveMode: boolean) {
  const { filters } = workLogScreenParams.parse(search);
  const named =
    filters.subcontractorId ?? (approveMode && filters.mode !== 'invoice' ? ALL_SUBCONTRACTORS : undefined);
  const userId = named !== undefined && (approveMode || named !== ALL_SUBCONTRACTORS) ? named : undefined;
  return { userId, filters: { jobId: filters.jobId, jobTypeId: filters.jobTypeId } satisfies WorkLogFilters };
}
