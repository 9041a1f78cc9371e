import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { JOB_DETAIL_ACCESS } from '@/features/jobs/routes';
import { isAllowed } from '@/lib/permissions';
import type { AppRoute, TabInfo } from '@/lib/routing';
import { registerRouter } from '@/lib/session';
import { renderRoutes, signInAs } from '@/test/test-utils';
import { featureRoutes, routeRegistry } from './registry';
import { createAppRoutes } from './router';

/*
 * The job detail as the app composes it (issue 23; A §2, B §2, B §6, decisions 9 and 22): it admits whoever may open
 * one of its tabs, shows only those, and opens on the first of them.
 */

// the whole app's screens load several lazy chunks; the 2-core machine is shared
vi.setConfig({ testTimeout: 40_000 });
const T = { timeout: 15_000 };

afterEach(() => registerRouter(null));

function renderApp(url: string) {
  const rendered = renderRoutes(createAppRoutes(featureRoutes), [url]);
  registerRouter(rendered.router);
  return { user: userEvent.setup(), ...rendered };
}

/** The labels of the job detail's tab strip. */
async function tabLabels() {
  const strip = await screen.findByRole('navigation', { name: 'Sections' }, T);
  return within(strip)
    .getAllByRole('link')
    .map((l) => l.textContent);
}

const path = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname;

describe('who the job detail admits', () => {
  it('its access is the tabs’ access: whoever may open one of them (decision 9’s tabs)', () => {
    const detail = routeRegistry.get('jobs.detail')!;
    const tabs = featureTabs();
    const keys = new Set(
      tabs.flatMap((t) => (typeof t.access === 'string' ? [t.access] : [...(t.access ?? [])])),
    );
    expect(tabs.every((t) => t.access)).toBe(true);
    expect(new Set(detail.access)).toEqual(keys);
    expect(new Set(JOB_DETAIL_ACCESS)).toEqual(keys);
    expect(tabs.map((t) => t.path)).toEqual([
      'notes',
      'workOrder',
      'purchaseOrder',
      'arf',
      'gutter',
      'paymentDetail',
      'repairOrder',
      'files',
    ]);
  });

  it('a payments clerk follows the financial report’s lot link to the Payment Detail: only that tab, no Access Denied', async () => {
    await signInAs('payments');
    const { user, router } = renderApp('/financialReport');
    const links = await screen.findAllByTitle("Open the job's payment detail", {}, T);
    const href = links[0].getAttribute('href')!;
    await user.click(links[0]);
    await waitFor(() => expect(path(router)).toBe(href), T);
    expect(await screen.findByRole('table', { name: 'Payment records' }, T)).toBeInTheDocument();
    expect(await tabLabels()).toEqual(['Payment Detail']);
    expect(screen.queryByRole('heading', { name: 'Access Denied' })).not.toBeInTheDocument();
    // the header: only what the clerk may use; Back to list returns to the report
    for (const name of ['Edit', 'Delete', 'Mark as Completed', 'Mark as Incomplete'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to list' }));
    await waitFor(() => expect(path(router)).toBe('/financialReport'), T);
  });

  it('opens on the payments clerk’s first tab from the bare URL or a tab they may not open', async () => {
    await signInAs('payments');
    const job = db.jobs[0];
    for (const tab of [
      '',
      '/notes',
      '/purchaseOrder',
      '/purchaseOrder/detail/0',
      '/repairOrder/create',
      '/files',
    ]) {
      const { router, unmount } = renderApp(`/jobs/${job.Id}${tab}`);
      await waitFor(
        () => expect(`${tab} → ${path(router)}`).toBe(`${tab} → /jobs/${job.Id}/paymentDetail`),
        T,
      );
      expect(await screen.findByRole('table', { name: 'Payment records' }, T)).toBeInTheDocument();
      unmount();
    }
  });

  it('a job report user opens on the Notes tab and sees the notes, repair orders, payment and files tabs', async () => {
    await signInAs('finance');
    const job = db.jobs[0];
    const { router } = renderApp(`/jobs/${job.Id}/workOrder`);
    await waitFor(() => expect(path(router)).toBe(`/jobs/${job.Id}/notes`), T);
    expect(await screen.findByLabelText('Notes', {}, T)).toHaveAttribute('readonly');
    expect(await tabLabels()).toEqual(['Notes', 'Payment Detail', 'Repair Orders', 'Files']);
  });

  it('a report-only user who types the create URL finds the job’s repair orders instead', async () => {
    await signInAs('finance');
    const job = db.repairOrders[0].JobId;
    const { router } = renderApp(`/jobs/${job}/repairOrder/create`);
    await waitFor(() => expect(path(router)).toBe(`/jobs/${job}/repairOrder`), T);
    expect(await screen.findByRole('table', { name: 'Repair orders of this job' }, T)).toBeInTheDocument();
  });

  it('a job manager still has every tab', async () => {
    await signInAs('staff');
    const job = db.jobs[0];
    renderApp(`/jobs/${job.Id}`);
    expect(await tabLabels()).toEqual([
      'Notes',
      'Work Order',
      'Purchase Order',
      'ARF Order',
      'Gutter',
      'Payment Detail',
      'Repair Orders',
      'Files',
    ]);
  });

  it('a user with no tab of the job is refused', async () => {
    await signInAs('client');
    expect(isAllowed([], JOB_DETAIL_ACCESS)).toBe(false);
    const { router } = renderApp(`/jobs/${db.jobs[0].Id}`);
    await waitFor(() => expect(path(router)).toBe('/access-denied'), T);
  });
});

/** The job detail's tabs as the app hangs them (the parent route's handle). */
function featureTabs(): TabInfo[] {
  const find = (routes: AppRoute[]): AppRoute | undefined => {
    for (const r of routes) {
      if (r.handle?.name === 'jobs.detail') return r;
      const inner = r.children && find(r.children);
      if (inner) return inner;
    }
    return undefined;
  };
  return find(featureRoutes)?.handle?.tabs ?? [];
}
