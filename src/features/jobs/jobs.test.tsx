import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { mockControl } from '@mocks/utils';
import { renderRoutes, signInAs } from '@/test/test-utils';
import type { AppRoute } from '@/lib/routing';
import { jobsFeature } from './routes';

const routes: AppRoute[] = [
  { path: '/', children: [...jobsFeature.routes, { path: 'redirecting', element: <p>home</p> }] },
];

function openJob(id: number) {
  return renderRoutes(routes, [`/jobs/${id}`]);
}

describe('job detail', () => {
  it('opens the Notes tab from the bare detail URL and saves the notes with the whole job', async () => {
    await signInAs('staff');
    const user = userEvent.setup();
    const job = db.jobs[3];
    const { router } = openJob(job.Id);
    const notes = await screen.findByLabelText('Notes', {}, { timeout: 5000 });
    expect(router.state.location.pathname).toBe(`/jobs/${job.Id}/notes`);
    await user.clear(notes);
    await user.type(notes, 'Siding delivered to the garage.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Notes saved')).toBeInTheDocument();
    const saved = db.jobs.find((j) => j.Id === job.Id)!;
    expect(saved.Notes).toBe('Siding delivered to the garage.');
    expect(saved.LotGroupCode).toBe(job.LotGroupCode);
  });

  it('marks a job completed and back, each after a confirmation (A §4)', async () => {
    await signInAs('staff');
    const user = userEvent.setup();
    const job = db.jobs.find((j) => !j.IsCompleted)!;
    openJob(job.Id);
    await user.click(await screen.findByRole('button', { name: 'Mark as Completed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark Job Completed' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('button', { name: 'Mark as Incomplete' })).toBeInTheDocument();
    expect(db.jobs.find((j) => j.Id === job.Id)!.IsCompleted).toBe(true);
    expect(screen.getAllByText('Completed').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Mark as Incomplete' }));
    const back = await screen.findByRole('dialog', { name: 'Mark Job Incomplete' });
    await user.click(within(back).getByRole('button', { name: 'No' }));
    expect(db.jobs.find((j) => j.Id === job.Id)!.IsCompleted).toBe(true);
  });

  it('hides the completion buttons without the permission', async () => {
    const staff = db.users.find((u) => u.Email === 'staff@example.com')!;
    const role = db.roles.find((r) => staff.Roles.includes(r.Name))!;
    role.Permissions = role.Permissions.filter((p) => !p.endsWith('CanMarkJobsAsCompleted'));
    await signInAs('staff');
    openJob(db.jobs[0].Id);
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark as/ })).not.toBeInTheDocument();
  });

  it('a 404 shows "Job not found or has been deleted" and returns to the list', async () => {
    await signInAs('staff');
    const user = userEvent.setup();
    const { router } = openJob(999999);
    const dialog = await screen.findByRole('dialog', { name: 'Job not found' });
    expect(dialog).toHaveTextContent('Job not found or has been deleted');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs'));
  });

  it('deletes after the confirmation and goes back to the list', async () => {
    await signInAs('staff');
    const user = userEvent.setup();
    const job = db.jobs[5];
    const { router } = openJob(job.Id);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Job Confirmation' });
    expect(dialog).toHaveTextContent('Are you sure want to delete this job ?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs'));
    expect(db.jobs.some((j) => j.Id === job.Id)).toBe(false);
  });
});

describe('job form', () => {
  it('refuses to save without a job site, then without a model; keeps what was typed on a failure', async () => {
    await signInAs('staff');
    const user = userEvent.setup();
    renderRoutes(routes, ['/jobs']);
    await user.click(await screen.findByRole('button', { name: 'Add Job' }, { timeout: 5000 }));
    const form = await screen.findByRole('dialog', { name: 'Create Job' });
    await user.type(within(form).getByLabelText('Address'), '12 Elm Street');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const missing = await screen.findByRole('dialog', { name: 'Job Site missing' });
    expect(missing).toHaveTextContent('Please select Job Site');
    await user.click(within(missing).getByRole('button', { name: 'OK' }));

    await user.click(within(form).getByLabelText(/^Job Site/));
    await user.click(await screen.findByRole('option', { name: /Willow Creek/ }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const noModel = await screen.findByRole('dialog', { name: 'Job model missing' });
    expect(noModel).toHaveTextContent('Please select Job Model');
    await user.click(within(noModel).getByRole('button', { name: 'OK' }));

    await user.click(within(form).getByLabelText(/^Job Model/));
    const site = db.jobSites.find((s) => s.Name === 'Willow Creek')!;
    const model = db.jobModels.find((m) => m.JobSiteId === site.Id)!;
    await user.click(await screen.findByRole('option', { name: model.Name }));
    mockControl.fail('POST', '/api/jobs', { status: 500, times: 1 });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument();
    expect(within(form).getByLabelText('Address')).toHaveValue('12 Elm Street');

    const before = db.jobs.length;
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Job created successfully')).toBeInTheDocument();
    expect(db.jobs.length).toBe(before + 1);
    expect(db.jobs.at(-1)).toMatchObject({
      Address: '12 Elm Street',
      JobSiteId: site.Id,
      JobModelId: model.Id,
    });
  });
});
