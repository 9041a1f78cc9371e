import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { queryClient } from '@/lib/query-client';
import { signInAs } from '@/test/test-utils';
import { getGutterOrder, useSaveGutterOrder } from './gutter-orders';
import { jobKeys } from './jobs';
import { getPurchaseOrder, useSavePurchaseOrder } from './purchase-orders';
import { getWorkOrder, useSaveWorkOrder } from './work-orders';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

/** A page of the job dashboard in the cache, as its table left it. */
function cachedDashboardPage() {
  const key = jobKeys.list({ page: 1, report: true });
  queryClient.setQueryData(key, { data: [], recordsFiltered: 0 });
  return () => queryClient.getQueryState(key)?.isInvalidated;
}

/*
 * The job dashboard's rows show the orders' dates (gutter install date, PO and work order dates): a saved order
 * makes the job lists stale, so the dashboard shows the new date when the user goes back to it.
 */
describe("an order's save and the job lists", () => {
  it('a gutter order', async () => {
    await signInAs('staff');
    const order = (await getGutterOrder(db.gutterOrders[0].JobId))!;
    const stale = cachedDashboardPage();
    const { result } = renderHook(() => useSaveGutterOrder(), { wrapper });
    await act(() => result.current.mutateAsync({ ...order, InstallDate: '2026-12-20T00:00:00' }));
    expect(stale()).toBe(true);
  });

  it('a work order', async () => {
    await signInAs('staff');
    const order = (await getWorkOrder(db.workOrders[0].JobId))!;
    const stale = cachedDashboardPage();
    const { result } = renderHook(() => useSaveWorkOrder(), { wrapper });
    await act(() => result.current.mutateAsync(order));
    expect(stale()).toBe(true);
  });

  it('a purchase order', async () => {
    await signInAs('staff');
    const order = await getPurchaseOrder(db.purchaseOrders[0].Id);
    const stale = cachedDashboardPage();
    const { result } = renderHook(() => useSavePurchaseOrder(), { wrapper });
    await act(() => result.current.mutateAsync(order));
    expect(stale()).toBe(true);
  });
});
