import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { mockControl } from '@mocks/utils';
import { drafts } from '@/lib/drafts';
import type { AppRoute } from '@/lib/routing';
import { renderRoutes, signInAs } from '@/test/test-utils';
import { jobFormDefaults } from '../job-form/job-form-schema';
import { jobsFeature } from '../routes';

const routes: AppRoute[] = [
  { path: '/', children: [...jobsFeature.routes, { path: 'redirecting', element: <p>home</p> }] },
];
const T = { timeout: 8000 };

describe('notes tab draft', () => {
  it('keeps typed notes through a failed save and a reload, says so, and Discard restores the saved notes', async () => {
    await signInAs('staff');
    const user = userEvent.setup();
    const job = db.jobs[3];
    const first = renderRoutes(routes, [`/jobs/${job.Id}/notes`]);
    const notes = await screen.findByLabelText('Notes', {}, T);
    await waitFor(() => expect(notes).not.toHaveAttribute('readonly'));
    await user.clear(notes);
    await user.type(notes, 'Gutters arrive Monday.');
    mockControl.fail('PUT', `/api/jobs/${job.Id}`, { status: 500, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument();
    expect(screen.getByLabelText('Notes')).toHaveValue('Gutters arrive Monday.');
    expect(db.jobs.find((j) => j.Id === job.Id)!.Notes).toBe(job.Notes);

    // a reload: the page mounts afresh and finds the draft
    first.unmount();
    renderRoutes(routes, [`/jobs/${job.Id}/notes`]);
    const restored = await screen.findByLabelText('Notes', {}, T);
    await waitFor(() => expect(restored).toHaveValue('Gutters arrive Monday.'));
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Unsaved changes from earlier were restored.');
    await user.click(within(notice).getByRole('button', { name: /Discard/ }));
    expect(screen.getByLabelText('Notes')).toHaveValue(job.Notes ?? '');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(drafts.read('jobNotes', job.Id)).toBeNull();
  });

  it('asks before leaving the tab with unsaved notes; saving forgets the draft', async () => {
    await signInAs('staff');
    const user = userEvent.setup();
    const job = db.jobs[4];
    const { router } = renderRoutes(routes, [`/jobs/${job.Id}/notes`]);
    const notes = await screen.findByLabelText('Notes', {}, T);
    await waitFor(() => expect(notes).not.toHaveAttribute('readonly'));
    await user.type(notes, ' Call the owner first.');

    // leaving the way a user does: the page's Back to list link
    await user.click(screen.getByRole('link', { name: 'Back to list' }));
    const ask = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument(),
    );
    expect(router.state.location.pathname).toBe(`/jobs/${job.Id}/notes`);
    expect(screen.getByLabelText('Notes')).toHaveValue(`${job.Notes ?? ''} Call the owner first.`);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Notes saved')).toBeInTheDocument();
    expect(drafts.read('jobNotes', job.Id)).toBeNull();
    await act(() => router.navigate('/redirecting'));
    expect(await screen.findByText('home')).toBeInTheDocument();
  });
});

describe('job form draft', () => {
  it('reopens the job’s edit dialog on its detail page with the draft, lots included', async () => {
    await signInAs('staff');
    const job = db.jobs.find((j) => j.Lots.length === 0 && j.JobModelId !== null)!;
    const saved = jobFormDefaults({ ...job, Lots: [] } as unknown as Parameters<typeof jobFormDefaults>[0]);
    drafts.write('job', job.Id, {
      ...saved,
      Address: '77 Restored Road',
      IsTownHouse: true,
      Lots: [
        {
          LotCode: 'R-1',
          Address: '1 Restored Lane',
          HomeOwner: '',
          PhoneNumber: '',
          IsDeleted: false,
          SidingTypes: ['Vinyl'],
        },
      ],
    });
    renderRoutes(routes, [`/jobs/${job.Id}`]);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Job' }, T);
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Unsaved changes from earlier were restored.',
    );
    expect(within(dialog).getByLabelText('Address')).toHaveValue('77 Restored Road');
    expect(within(dialog).getByLabelText('Lot code of lot 1')).toHaveValue('R-1');
    expect(within(dialog).getByLabelText('Address of lot 1')).toHaveValue('1 Restored Lane');
  });
});
