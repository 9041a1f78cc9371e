import type { Job } from '@/api/jobs';
import type {
  LotWorkOrderLineItem,
  WorkOrder,
  WorkOrderLineItem,
  WorkOrderPrintRequest,
} from '@/api/work-orders';
import {
  lotRowsFor,
  orderLines,
  prepopulatedCategories,
  templateLines,
  withCategoryNames,
  type OrderCategory,
} from '../shared/order-rules';

/** The work order form's values. */
export interface WorkOrderFormValues {
  lines: WorkOrderLineItem[];
  lots: LotWorkOrderLineItem[];
}

const withPrintFlags = (
  line: Omit<WorkOrderLineItem, 'ShouldIgnoreWhenPrint' | 'ShouldHighlightWhenPrint'>,
) => ({
  ...line,
  ShouldIgnoreWhenPrint: false,
  ShouldHighlightWhenPrint: false,
});

/**
 * The form's values: the saved work order's lines, or, in template mode (B §4: no work order yet), the template:
 * a line per prepopulated category (decision 21: IsPrePopulatedMaterial and not DisabledByDefault, in
 * DisplayOrder); and the lots' siding rows of the job.
 */
export function workOrderFormValues(
  job: Job,
  order: WorkOrder | null,
  categories: readonly OrderCategory[],
): WorkOrderFormValues {
  const lines = order
    ? orderLines(order.WorkOrderLineItems, categories)
    : templateLines(prepopulatedCategories(categories)).map(withPrintFlags);
  return {
    lines,
    lots: lotRowsFor(job.Lots, order?.LotWorkOrderLineItems ?? [], categories, (lot, _type, row) => ({
      ...row,
      Lot: lot.LotCode,
    })),
  };
}

/** What POST /api/workorder takes: lines numbered as printed (custom ones last), highlight off where ignored. */
export function workOrderPayload(
  jobId: number,
  values: WorkOrderFormValues,
  categories: readonly OrderCategory[],
): WorkOrder {
  return {
    JobId: jobId,
    WorkOrderLineItems: withCategoryNames(orderLines(values.lines, categories), categories).map((l) => ({
      ...l,
      ShouldHighlightWhenPrint: !l.ShouldIgnoreWhenPrint && l.ShouldHighlightWhenPrint,
    })),
    LotWorkOrderLineItems: values.lots,
  };
}

/** The print request (B §3): the lines left out and the highlighted ones, by the DisplayOrder they are saved with. */
export function workOrderPrintRequest(
  values: WorkOrderFormValues,
  categories: readonly OrderCategory[],
): WorkOrderPrintRequest {
  const lines = orderLines(values.lines, categories);
  return {
    IgnoredPrintItems: lines.filter((l) => l.ShouldIgnoreWhenPrint).map((l) => l.DisplayOrder),
    HighlightPrintItems: lines
      .filter((l) => !l.ShouldIgnoreWhenPrint && l.ShouldHighlightWhenPrint)
      .map((l) => l.DisplayOrder),
  };
}
