import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { hangChildRoutes } from '@/app/registry';
import { stubObjectUrls, useNodeFileApis } from '@/components/files/test-support';
import { jobsFeature } from '@/features/jobs/routes';
import type { AppRoute } from '@/lib/routing';
import { renderRoutes, signInAs } from '@/test/test-utils';
import { repairsPaymentsFeature } from '../routes';

const modules = [jobsFeature, repairsPaymentsFeature];
const routes: AppRoute[] = [
  {
    path: '/',
    children: [
      ...hangChildRoutes(
        modules.flatMap((m) => m.routes),
        modules,
      ),
      { path: 'redirecting', element: <p>home</p> },
    ],
  },
];
const T = { timeout: 8000 };
vi.setConfig({ testTimeout: 40_000 });

/** The attachment file calls the mock receives, with their auth header. */
function recordFileCalls() {
  const calls: Array<{ path: string; auth: string | null }> = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (/\/(view|download)attachment$/.test(path))
      calls.push({ path, auth: request.headers.get('Authorization') });
  });
  return calls;
}

describe('files tab: view and download (B §7)', () => {
  let urls: ReturnType<typeof stubObjectUrls>;
  beforeEach(async () => {
    await useNodeFileApis();
    urls = stubObjectUrls();
  });
  afterEach(() => {
    server.events.removeAllListeners();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('View shows the file through viewattachment; Download saves it through downloadattachment', async () => {
    const attachment = db.jobAttachments[0];
    const file = db.seedFiles.find((f) => f.Id === attachment.FileId)!;
    await signInAs('staff');
    const calls = recordFileCalls();
    const saved: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    const user = userEvent.setup();
    renderRoutes(routes, [`/jobs/${attachment.JobId}/files`]);

    const table = await screen.findByRole('table', { name: 'Contracts & POs' }, T);
    // the rows may be drawn again once the first page has settled
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'), T);
    await new Promise((r) => setTimeout(r, 300));
    await user.click(await within(table).findByRole('button', { name: `View ${file.FileName}` }, T));
    const viewer = await screen.findByRole('dialog', { name: file.FileName }, T);
    await within(viewer).findByTitle(file.FileName, {}, T);
    expect(calls).toEqual([
      {
        path: `/daewon.api/api/jobattachment/${attachment.Id}/viewattachment`,
        auth: expect.stringMatching(/^Bearer /),
      },
    ]);

    await user.click(within(viewer).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(calls.slice(1)).toEqual([
      {
        path: `/daewon.api/api/jobattachment/${attachment.Id}/downloadattachment`,
        auth: expect.stringMatching(/^Bearer /),
      },
    ]);
    expect(saved[0].download).toBe(file.FileName);
    expect(await urls.blobs.get(saved[0].href)?.text()).toBe(file.Content);
  });
});
