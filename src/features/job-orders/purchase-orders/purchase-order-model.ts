import type { Job } from '@/api/jobs';
import {
  generatePurchaseOrderNumber,
  type LotPurchaseOrderLineItem,
  type PurchaseOrder,
  type PurchaseOrderPayload,
  type PurchaseOrderLineItem,
  type PurchaseOrderSupplyCompany,
} from '@/api/purchase-orders';
import type { WorkOrder } from '@/api/work-orders';
import { toRequestDate } from '@/lib/format';
import {
  isFilledLine,
  lotRowsFor,
  orderLines,
  templateLines,
  visibleCategories,
  withCategoryNames,
  type OrderCategory,
} from '../shared/order-rules';

/** The purchase order form's values (dates as YYYY-MM-DD for the date inputs). */
export interface PurchaseOrderFormValues {
  PurchaseOrderNumber: string;
  SupplyCompanyId: number | null;
  /** the chosen company's fax, phone, attention and e-mail, shown read-only */
  SupplyCompany: PurchaseOrderSupplyCompany | null;
  DueDate: string | null;
  ShipDate: string | null;
  ShipTo: string;
  PickupDate: string | null;
  PickupBy: string;
  lines: PurchaseOrderLineItem[];
  lots: LotPurchaseOrderLineItem[];
}

/** The number of a new order of this job (decision 8), given how many orders it has. */
export function newOrderNumber(job: Job, existingOrders: number): string {
  return generatePurchaseOrderNumber({
    builderName: job.BuilderName || job.JobSite?.Builder?.CompanyName || '',
    jobSiteCode: job.JobSite?.JobSiteCode ?? '',
    lotGroupCode: job.LotGroupCode,
    existingOrders,
  });
}

const lotRows = (
  job: Job,
  saved: readonly LotPurchaseOrderLineItem[],
  categories: readonly OrderCategory[],
) => lotRowsFor(job.Lots, saved, categories, (_lot, _type, row) => row);

/**
 * The form's values: the saved order's, or a new order's (the template's category lines, the job's lot rows and
 * the generated number, B §4) when `order` is null.
 */
export function purchaseOrderFormValues(
  job: Job,
  order: PurchaseOrder | null,
  categories: readonly OrderCategory[],
  newNumber: string,
): PurchaseOrderFormValues {
  if (!order)
    return {
      PurchaseOrderNumber: newNumber,
      SupplyCompanyId: null,
      SupplyCompany: null,
      DueDate: null,
      ShipDate: null,
      ShipTo: '',
      PickupDate: null,
      PickupBy: '',
      lines: templateLines(categories),
      lots: lotRows(job, [], categories),
    };
  return {
    PurchaseOrderNumber: order.PurchaseOrderNumber || newNumber,
    SupplyCompanyId: order.SupplyCompanyId,
    SupplyCompany: order.SupplyCompany ?? null,
    DueDate: toRequestDate(order.DueDate) || null,
    ShipDate: toRequestDate(order.ShipDate) || null,
    ShipTo: order.ShipTo ?? '',
    PickupDate: toRequestDate(order.PickupDate) || null,
    PickupBy: order.PickupBy ?? '',
    lines: orderLines(order.PurchaseOrderLineItems ?? [], categories),
    lots: lotRows(job, order.LotPurchaseOrderLineItems ?? [], categories),
  };
}

/**
 * Copy from work order (B §2): the work order's lines (those of categories disabled by default left out, B §4)
 * and its lot rows, without the print flags.
 */
export function linesFromWorkOrder(
  job: Job,
  workOrder: WorkOrder,
  categories: readonly OrderCategory[],
): Pick<PurchaseOrderFormValues, 'lines' | 'lots'> {
  const shown = new Set(visibleCategories(categories).map((c) => c.Id));
  const lines = workOrder.WorkOrderLineItems.filter(
    (l) => l.CategoryId == null || shown.has(l.CategoryId),
  ).map(({ ShouldIgnoreWhenPrint: _i, ShouldHighlightWhenPrint: _h, ...line }) => line);
  return {
    lines: orderLines(lines, categories),
    lots: lotRows(
      job,
      workOrder.LotWorkOrderLineItems.map(({ Lot: _lot, ...row }) => row),
      categories,
    ),
  };
}

/** What POST /api/purchaseorder takes: empty rows without a category left out, lines numbered (B §2). */
export function purchaseOrderPayload(
  id: number,
  jobId: number,
  values: PurchaseOrderFormValues,
  categories: readonly OrderCategory[],
): PurchaseOrderPayload {
  const { lines, lots, SupplyCompany: _company, ...header } = values;
  const kept = lines.filter((l) => l.CategoryId != null || isFilledLine(l));
  return {
    Id: id,
    JobId: jobId,
    ...header,
    PurchaseOrderNumber: header.PurchaseOrderNumber.trim(),
    PurchaseOrderLineItems: withCategoryNames(orderLines(kept, categories), categories),
    LotPurchaseOrderLineItems: lots,
  };
}
