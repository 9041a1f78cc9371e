import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeRegistry } from '@/app/registry';
import { makeTestFile, useNodeFileApis } from '@/components/files/test-support';
import { renderRoutes, signInAs } from '@/test/test-utils';
import { partsGalleryFeature } from './routes';

/** The gallery's code loads lazily (and is large): give it time. */
const LOAD = { timeout: 8000 };

describe('the building-blocks gallery', () => {
  beforeEach(async () => {
    await useNodeFileApis();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is registered in test builds at /dev/parts, with no access key', () => {
    expect(routeRegistry.get('dev.parts')).toEqual({
      name: 'dev.parts',
      path: '/dev/parts',
      access: undefined,
    });
  });

  it('opens its first tab keeping the query, shows every part, and only the tabs the user may open', async () => {
    await signInAs('staff');
    const { router } = renderRoutes(partsGalleryFeature.routes, ['/dev/parts?page=2']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dev/parts/overview'), LOAD);
    expect(router.state.location.search).toBe('?page=2');
    expect(
      await screen.findByRole('heading', { name: 'Building blocks', level: 1 }, LOAD),
    ).toBeInTheDocument();
    for (const part of [
      'Data table and filter panel',
      'Notifications and dialogs',
      'Modals',
      'Pickers',
      'Inputs in a validated form',
      'Date-range filter',
      'Files',
      'Print and export',
      'Routed tabs',
      'View and edit panel',
    ]) {
      expect(screen.getByRole('region', { name: part })).toBeInTheDocument();
    }
    const tabs = within(screen.getByRole('navigation', { name: 'Sections' }));
    // Staff do not hold /sysadmin: no Administrators tab; the disabled tab shows but is not a link.
    expect(tabs.getAllByRole('link').map((l) => l.textContent)).toEqual(['Overview', 'Details']);
    expect(tabs.getByText('Not available')).toHaveAttribute('aria-disabled', 'true');
    expect(await screen.findByText(/The overview tab opens first/, undefined, LOAD)).toBeInTheDocument();
    // The table loads page 2 of the jobs from the mock.
    const table = await screen.findByRole('table', { name: 'Sample jobs' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11), LOAD);
  });

  it('uploads several files and lists them with their sizes', async () => {
    const user = userEvent.setup();
    await signInAs('admin');
    renderRoutes(partsGalleryFeature.routes, ['/dev/parts/overview']);
    const files = await screen.findByRole('region', { name: 'Files' }, LOAD);
    expect(within(files).getByText('No files uploaded yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();

    await user.click(within(files).getByRole('button', { name: 'Upload several files' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload attachments' });
    await user.upload(within(dialog).getByLabelText('Files'), [
      makeTestFile('one', 'a.txt', 'text/plain'),
      makeTestFile('x'.repeat(3000), 'b.txt', 'text/plain'),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const done = await screen.findByRole('dialog', { name: 'Upload complete' });
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    const list = await within(files).findByRole('table', { name: 'Uploaded files' });
    expect(within(list).getByRole('row', { name: /a\.txt 3 bytes/ })).toBeInTheDocument();
    expect(within(list).getByRole('row', { name: /b\.txt 3 KB/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
  });
});
