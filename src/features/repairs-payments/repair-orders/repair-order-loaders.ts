import type { LoaderFunctionArgs } from 'react-router-dom';
import { invoiceStatusesQueryOptions } from '@/api/autocomplete';
import { materialCategoriesQueryOptions } from '@/api/material-categories';
import { repairOrderQueryOptions } from '@/api/repair-orders';
import { listLoader } from '@/components/data-table/table-query';
import { parseRouteId } from '@/lib/list-params';
import { queryClient } from '@/lib/query-client';
import { jobRepairOrderSource } from './job-repair-order-source';

/*
 * The repair order tab's loaders, a small chunk of their own (API modules only, no UI), so that their calls leave
 * with the screens' chunks in one round.
 */

export const jobRepairOrderSourceLoader = listLoader(jobRepairOrderSource);

/**
 * The form's lists, asked for by its pickers the moment they mount: the material categories (the material
 * pickers) and the repair order invoice statuses. (The contractor pickers' compliance list is left to them: it is
 * refused to users who may not see it, and a refused prefetch would make the picker ask a second time.)
 */
function prefetchFormLists() {
  void queryClient.prefetchQuery(materialCategoriesQueryOptions());
  void queryClient.prefetchQuery(invoiceStatusesQueryOptions(true));
}

/**
 * The order to edit and the form's lists, in parallel with the form's chunk; the screen opens with the order (a
 * failed read is the screen's to show: prefetchQuery does not throw).
 */
export async function prefetchRepairOrder({ params }: LoaderFunctionArgs) {
  const id = parseRouteId(params.repairOrderId);
  prefetchFormLists();
  if (id) await queryClient.prefetchQuery(repairOrderQueryOptions(id));
  return null;
}

/** A new order: the form's lists, in parallel with the form's chunk. */
export function prefetchNewRepairOrder() {
  prefetchFormLists();
  return null;
}
