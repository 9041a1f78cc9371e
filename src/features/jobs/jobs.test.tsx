import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { jobDto } from '@mocks/handlers/jobs';
import { server } from '@mocks/node';
import { mockControl } from '@mocks/utils';
import { withGuards } from '@/app/guards';
import { renderRoutes, signInAs, recordBodies, recordRequests } from '@/test/test-utils';
import type { AppRoute } from '@/lib/routing';
import { jobsFeature } from './routes';

const routes: AppRoute[] = [
  { path: '/', children: [...jobsFeature.routes, { path: 'redirecting', element: <p>home</p> }] },
];
/** The same routes with their access guards, as the app mounts them. */
const guardedRoutes: AppRoute[] = [
  {
    path: '/',
    children: [
      ...withGuards(jobsFeature.routes),
      { path: 'access-denied', element: <p>Access Denied</p> },
      { path: 'redirecting', element: <p>home</p> },
    ],
  },
];
const T = { timeout: 5000 };

afterEach(() => {
  server.events.removeAllListeners();
});

/** The text a picker's control shows. */
const pickerText = (label: HTMLElement) => (label.closest('.picker') as HTMLElement).textContent ?? '';

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

  it('"Back to list" returns to the list page, sort and filters the job was opened from (A §4)', async () => {
    await signInAs('staff');
    const user = userEvent.setup();
    const from = '/jobs?page=2&sort=Address&dir=asc';
    const { router } = renderRoutes(routes, [from]);
    const table = await screen.findByRole('table', {}, T);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), T);
    await user.click(within(table).getAllByRole('row')[1].querySelector('td')!);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/jobs\/\d+\/notes$/), T);
    // switching tabs keeps the way back
    expect(router.state.location.state).toEqual({ backTo: from });
    await user.click(await screen.findByRole('link', { name: 'Back to list' }, T));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(from),
    );
  });

  it('a job opened directly goes back to the job list', async () => {
    await signInAs('staff');
    openJob(db.jobs[0].Id);
    expect(await screen.findByRole('link', { name: 'Back to list' }, T)).toHaveAttribute('href', '/jobs');
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

describe('job detail access', () => {
  it('opens for a job report user (CanAccessJobReports only) without edit or delete', async () => {
    await signInAs('finance');
    const job = db.jobs[2];
    const { router } = renderRoutes(guardedRoutes, [`/jobs/${job.Id}`]);
    const notes = await screen.findByLabelText('Notes', {}, T);
    await waitFor(() => expect(notes).toHaveValue(job.Notes));
    expect(router.state.location.pathname).toBe(`/jobs/${job.Id}/notes`);
    expect(screen.getByText(job.LotGroupCode)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Notes')).toHaveAttribute('readonly');
  });

  it('a 404 sends a job report user to the job dashboard, a list they may open', async () => {
    await signInAs('finance');
    const user = userEvent.setup();
    const { router } = renderRoutes(guardedRoutes, ['/jobs/999999']);
    const dialog = await screen.findByRole('dialog', { name: 'Job not found' }, T);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/report'), T);
  });

  it('still refuses a user with neither permission', async () => {
    await signInAs('client');
    const { router } = renderRoutes(guardedRoutes, [`/jobs/${db.jobs[0].Id}`]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-denied'), T);
  });
});

describe('pickers of saved choices and deep links', () => {
  it('the edit dialog shows the job site and model names, not their ids', async () => {
    await signInAs('staff');
    const user = userEvent.setup();
    const job = db.jobs.find((j) => j.JobModelId !== null)!;
    const site = db.jobSites.find((x) => x.Id === job.JobSiteId)!;
    const model = db.jobModels.find((m) => m.Id === job.JobModelId)!;
    renderRoutes(routes, [`/jobs/${job.Id}`]);
    await user.click(await screen.findByRole('button', { name: 'Edit' }, T));
    const form = await screen.findByRole('dialog', { name: 'Edit Job' });
    expect(pickerText(within(form).getByLabelText(/^Job Site/))).toContain(site.Name);
    await waitFor(() => expect(pickerText(within(form).getByLabelText(/^Job Model/))).toContain(model.Name));
    expect(pickerText(within(form).getByLabelText(/^Job Site/))).not.toContain(String(site.Id));
  });

  it('the jobs list filters of a deep link show names', async () => {
    await signInAs('staff');
    const job = db.jobs.find((j) => j.JobSubcontractorIds.length > 0 && j.JobModelId !== null)!;
    const site = db.jobSites.find((x) => x.Id === job.JobSiteId)!;
    const builder = db.clientCompanies.find((c) => c.Id === site.BuilderId)!;
    const model = db.jobModels.find((m) => m.Id === job.JobModelId)!;
    const sub = db.users.find((u) => u.Id === job.JobSubcontractorIds[0])!;
    renderRoutes(routes, [
      `/jobs?builderId=${builder.Id}&jobSite=${site.Id}&jobModel=${model.Id}&subcontractor=${sub.Id}`,
    ]);
    const table = await screen.findByRole('table', { name: 'Jobs' }, T);
    expect(await within(table).findAllByText(job.LotGroupCode)).not.toHaveLength(0);
    await waitFor(() => expect(pickerText(screen.getByLabelText('Builder'))).toContain(builder.CompanyName));
    await waitFor(() => expect(pickerText(screen.getByLabelText('Job Site'))).toContain(site.Name));
    await waitFor(() => expect(pickerText(screen.getByLabelText('Job Model'))).toContain(model.Name));
    await waitFor(() =>
      expect(pickerText(screen.getByLabelText('Subcontractor'))).toContain(
        `${sub.FirstName} ${sub.LastName}`,
      ),
    );
  });
});

describe('job form lots', () => {
  it('tells a missing job site first, even while a lot code is missing too', async () => {
    await signInAs('staff');
    const user = userEvent.setup();
    renderRoutes(routes, ['/jobs']);
    await user.click(await screen.findByRole('button', { name: 'Add Job' }, T));
    const form = await screen.findByRole('dialog', { name: 'Create Job' });
    await user.click(within(form).getByLabelText('Town house (lots)'));
    await user.click(within(form).getByRole('button', { name: 'Add Lot' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const missing = await screen.findByRole('dialog', { name: 'Job Site missing' });
    expect(missing).toHaveTextContent('Please select Job Site');
  });

  it('asks for the lot code at the lot row and keeps everything typed', async () => {
    await signInAs('staff');
    const user = userEvent.setup();
    renderRoutes(routes, ['/jobs']);
    await user.click(await screen.findByRole('button', { name: 'Add Job' }, T));
    const form = await screen.findByRole('dialog', { name: 'Create Job' });
    await user.click(within(form).getByLabelText(/^Job Site/));
    await user.click(await screen.findByRole('option', { name: /Willow Creek/ }));
    const site = db.jobSites.find((x) => x.Name === 'Willow Creek')!;
    const model = db.jobModels.find((m) => m.JobSiteId === site.Id)!;
    await user.click(within(form).getByLabelText(/^Job Model/));
    await user.click(await screen.findByRole('option', { name: model.Name }));
    await user.click(within(form).getByLabelText('Town house (lots)'));
    await user.click(within(form).getByRole('button', { name: 'Add Lot' }));
    await user.click(within(form).getByRole('button', { name: 'Add Lot' }));
    await user.type(within(form).getByLabelText('Lot code of lot 1'), 'T-1');
    await user.type(within(form).getByLabelText('Address of lot 2'), '2 Birch Lane');

    const before = db.jobs.length;
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const second = within(form).getByLabelText('Lot code of lot 2');
    await waitFor(() => expect(second).toHaveAttribute('aria-invalid', 'true'));
    expect(second).toHaveAccessibleDescription('Please enter lot code');
    expect(within(form).getByLabelText('Lot code of lot 1')).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Address of lot 2')).toHaveValue('2 Birch Lane');
    expect(db.jobs.length).toBe(before);

    await user.type(second, 'T-2');
    await waitFor(() => expect(second).not.toHaveAttribute('aria-invalid', 'true'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Job created successfully')).toBeInTheDocument();
    expect(db.jobs.at(-1)!.Lots.map((l) => [l.LotCode, l.Address])).toEqual([
      ['T-1', ''],
      ['T-2', '2 Birch Lane'],
    ]);
  });
});

describe('job form town-house mode', () => {
  type PutBody = { Lots: Array<{ Id?: number; IsDeleted: boolean }> };
  const jobWithLots = () => db.jobs.find((j) => j.Lots.filter((l) => !l.IsDeleted).length >= 2)!;

  async function editJob(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: 'Edit' }, T));
    return screen.findByRole('dialog', { name: 'Edit Job' });
  }

  it('asks before leaving town-house mode: No keeps the mode and the lots, Yes deletes them on save', async () => {
    await signInAs('staff');
    const user = userEvent.setup();
    const job = jobWithLots();
    const saved = job.Lots.filter((l) => !l.IsDeleted).map((l) => l.Id);
    const puts = recordBodies<PutBody>('PUT', new RegExp(`/api/jobs/${job.Id}$`));
    const view = openJob(job.Id);
    let form = await editJob(user);
    const townHouse = within(form).getByLabelText('Town house (lots)');
    expect(townHouse).toBeChecked();

    await user.click(townHouse);
    let question = await screen.findByRole('dialog', { name: 'Turn off town-house mode' });
    expect(question).toHaveTextContent(
      `This job has ${saved.length} lots. Turning town-house mode off deletes them.`,
    );
    await user.click(within(question).getByRole('button', { name: 'No' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Turn off town-house mode' })).toBeNull(),
    );
    expect(within(form).getByLabelText('Town house (lots)')).toBeChecked();
    expect(within(form).getByLabelText('Lot code of lot 1')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Job updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(puts).toHaveLength(1));
    const kept = puts[0].body!.Lots.filter((l) => l.Id && saved.includes(l.Id));
    expect(kept).toHaveLength(saved.length);
    expect(kept.every((l) => !l.IsDeleted)).toBe(true);
    expect(db.jobs.find((j) => j.Id === job.Id)!.Lots.filter((l) => !l.IsDeleted)).toHaveLength(saved.length);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Job' })).toBeNull(), T);

    form = await editJob(user);
    await user.click(within(form).getByLabelText('Town house (lots)'));
    question = await screen.findByRole('dialog', { name: 'Turn off town-house mode' });
    await user.click(within(question).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(within(form).getByLabelText('Town house (lots)')).not.toBeChecked());
    expect(within(form).queryByLabelText('Lot code of lot 1')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(2), T);
    const deleted = puts[1].body!.Lots.filter((l) => l.Id && saved.includes(l.Id));
    expect(deleted).toHaveLength(saved.length);
    expect(deleted.every((l) => l.IsDeleted)).toBe(true);
    await waitFor(() =>
      expect(db.jobs.find((j) => j.Id === job.Id)!.Lots.filter((l) => !l.IsDeleted)).toHaveLength(0),
    );
    view.unmount();
  }, 40_000);

  it('does not ask for a job whose lots were never saved', async () => {
    await signInAs('staff');
    const user = userEvent.setup();
    renderRoutes(routes, ['/jobs']);
    await user.click(await screen.findByRole('button', { name: 'Add Job' }, T));
    const form = await screen.findByRole('dialog', { name: 'Create Job' });
    const townHouse = within(form).getByLabelText('Town house (lots)');
    await user.click(townHouse);
    await user.click(within(form).getByRole('button', { name: 'Add Lot' }));
    await user.click(townHouse);
    expect(townHouse).not.toBeChecked();
    expect(screen.queryByRole('dialog', { name: 'Turn off town-house mode' })).toBeNull();
  });
});

describe('job list edit', () => {
  /** A job with lots, options and subcontractors, whose table row the server sends without them. */
  function jobWithThinRow() {
    const job = db.jobs.find(
      (j) =>
        j.Lots.some((l) => !l.IsDeleted) && j.JobOptionIds.length > 0 && j.JobSubcontractorIds.length > 0,
    )!;
    const {
      Lots: _lots,
      JobOptionIds: _optionIds,
      JobOptions: _options,
      JobSubcontractorIds: _subcontractorIds,
      JobSubcontractors: _jobSubcontractors,
      Subcontractors: _subcontractors,
      ...row
    } = jobDto(job);
    server.use(
      http.post('*/api/jobs/datatables', async ({ request }) => {
        const { draw } = (await request.json()) as { draw: number };
        return HttpResponse.json({ draw, recordsTotal: 1, recordsFiltered: 1, data: [row] });
      }),
    );
    return job;
  }

  it('reads the job with GET /api/jobs/{id} and saves its lots, options and subcontractors, not the row', async () => {
    await signInAs('staff');
    const user = userEvent.setup();
    const job = jobWithThinRow();
    const lots = job.Lots.filter((l) => !l.IsDeleted).map((l) => l.Id);
    const reads = recordRequests();
    const puts = recordBodies<{
      Lots: Array<{ Id?: number; IsDeleted: boolean }>;
      JobOptionIds: number[];
      JobSubcontractorIds: number[];
    }>('PUT', new RegExp(`/api/jobs/${job.Id}$`));
    renderRoutes(routes, ['/jobs']);
    const table = await screen.findByRole('table', { name: 'Jobs' }, T);
    await user.click(await within(table).findByRole('button', { name: `Edit job ${job.LotGroupCode}` }, T));
    // the form opens once the job is read (a loading line until then)
    const townHouse = await screen.findByLabelText('Town house (lots)', {}, T);
    const form = screen.getByRole('dialog', { name: 'Edit Job' });
    expect(reads.some((u) => u.pathname.endsWith(`/api/jobs/${job.Id}`))).toBe(true);
    expect(townHouse).toBeChecked();
    expect(within(form).getAllByLabelText(/^Lot code of lot/)).toHaveLength(lots.length);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1), T);
    const body = puts[0].body!;
    expect(body.Lots.filter((l) => !l.IsDeleted).map((l) => l.Id)).toEqual(lots);
    expect(body.JobOptionIds).toEqual(job.JobOptionIds);
    expect(body.JobSubcontractorIds).toEqual(job.JobSubcontractorIds);
  }, 40_000);

  it('shows a loading line while the job is read, and the spec’s notice when it is gone', async () => {
    await signInAs('staff');
    const user = userEvent.setup();
    const job = jobWithThinRow();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(
        `*/api/jobs/${job.Id}`,
        async () => {
          await held;
          return HttpResponse.json({ Message: 'Job not found' }, { status: 404 });
        },
        { once: true },
      ),
    );
    renderRoutes(routes, ['/jobs']);
    const table = await screen.findByRole('table', { name: 'Jobs' }, T);
    await user.click(await within(table).findByRole('button', { name: `Edit job ${job.LotGroupCode}` }, T));
    const loading = await screen.findByRole('dialog', { name: 'Edit Job' }, T);
    expect(within(loading).getByRole('status')).toHaveTextContent('Loading the job…');
    release();
    const gone = await screen.findByRole('dialog', { name: 'Job not found' }, T);
    expect(within(gone).getByRole('alert')).toHaveTextContent('Job not found or has been deleted');
    await user.click(within(gone).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('job dashboard', () => {
  // The dashboard's first row (last modified first): one job made the latest, so no tie decides it.
  const firstJob = () => {
    const job = db.jobs[3];
    job.ModifiedDate = '2099-01-01T00:00:00';
    return job;
  };

  it('asks the server for last modified first, through a column it does not show', async () => {
    await signInAs('staff');
    const posts = recordBodies('POST', /\/api\/jobs\/datatables$/);
    renderRoutes(routes, ['/jobs/report']);
    const table = await screen.findByRole('table', { name: 'Job dashboard' }, T);
    expect(within(table).queryByRole('columnheader', { name: /Modified Date/ })).toBeNull();
    await waitFor(() => expect(posts.length).toBeGreaterThan(0));
    const request = posts[0].body as {
      order: Array<{ column: number; dir: string }>;
      columns: Array<{ data: string }>;
    };
    expect(request.order).toHaveLength(1);
    expect(request.columns[request.order[0].column].data).toBe('ModifiedDate');
    expect(request.order[0].dir).toBe('desc');
  });

  it('shows the status resolved from the documented InvoiceStatus name (no InvoiceStatusId in the answer)', async () => {
    await signInAs('staff');
    const job = firstJob();
    const status = db.invoiceStatuses[1];
    job.InvoiceStatusId = status.Id;
    renderRoutes(routes, ['/jobs/report']);
    const table = await screen.findByRole('table', { name: 'Job dashboard' }, T);
    const cell = (
      await within(table).findAllByRole('combobox', { name: `Invoice status of ${job.LotGroupCode}` })
    )[0];
    await waitFor(() => expect(pickerText(cell)).toContain(status.Name), T);
  });

  it('changes the invoice status in the row; a refusal shows the server text and keeps the old value', async () => {
    await signInAs('staff');
    const user = userEvent.setup();
    const puts = recordBodies('PUT', /\/api\/jobs\/\d+\/invoiceStatus\/\d+$/);
    const job = firstJob();
    const paid = db.invoiceStatuses.find((x) => x.Id !== job.InvoiceStatusId)!;
    const { router } = renderRoutes(routes, ['/jobs/report']);
    const table = await screen.findByRole('table', { name: 'Job dashboard' }, T);
    // the row's picker: a light stand-in until it is reached for, then the select (a new element)
    const cell = async () =>
      (await within(table).findAllByRole('combobox', { name: `Invoice status of ${job.LotGroupCode}` }))[0];
    const before = pickerText(await cell());

    mockControl.fail('PUT', '/invoiceStatus/', { status: 400, message: 'The invoice is locked.', times: 1 });
    await user.click(await cell());
    await user.click(await screen.findByRole('option', { name: paid.Name }, T));
    expect(await screen.findByText('The invoice is locked.', {}, T)).toBeInTheDocument();
    expect(screen.getByText('Bad Request')).toBeInTheDocument();
    await waitFor(async () => expect(pickerText(await cell())).toBe(before));
    expect(db.jobs.find((j) => j.Id === job.Id)!.InvoiceStatusId).toBe(job.InvoiceStatusId);

    await user.click(await cell());
    await user.click(await screen.findByRole('option', { name: paid.Name }, T));
    expect(await screen.findByText('Invoice status updated', {}, T)).toBeInTheDocument();
    expect(db.jobs.find((j) => j.Id === job.Id)!.InvoiceStatusId).toBe(paid.Id);
    await waitFor(() =>
      expect(puts.map((c) => c.path)).toContain(`/daewon.api/api/jobs/${job.Id}/invoiceStatus/${paid.Id}`),
    );
    await waitFor(async () => expect(pickerText(await cell())).toContain(paid.Name));

    // back to Not Specified: sent as 0
    await user.click(await cell());
    await user.click(await screen.findByRole('option', { name: 'Not Specified' }, T));
    await waitFor(() => expect(db.jobs.find((j) => j.Id === job.Id)!.InvoiceStatusId).toBeNull());
    // choosing in the row never opens the job
    expect(router.state.location.pathname).toBe('/jobs/report');
    expect(puts.at(-1)?.path).toBe(`/daewon.api/api/jobs/${job.Id}/invoiceStatus/0`);
  });

  it('edits the dates in the modal with PUT /api/jobs/{id}/bulkDateUpdate', async () => {
    await signInAs('staff');
    const user = userEvent.setup();
    const puts = recordBodies('PUT', /\/bulkDateUpdate$/);
    const job = firstJob();
    renderRoutes(routes, ['/jobs/report']);
    const table = await screen.findByRole('table', { name: 'Job dashboard' }, T);
    await user.click(
      (await within(table).findAllByRole('button', { name: `Edit dates of ${job.LotGroupCode}` }))[0],
    );
    const dialog = await screen.findByRole('dialog', { name: /^Edit dates: lot/ });
    const typeDate = async (label: string, value: string) => {
      const input = within(dialog).getByLabelText(label);
      await user.clear(input);
      await user.type(input, value);
      await user.keyboard('{Escape}');
    };
    await typeDate('Start Date', '03/02/2027');
    await typeDate('Work Order Created', '03/04/2027');
    await typeDate('Purchase Order Created', '03/05/2027');
    await typeDate('Purchase Order Ship Date', '03/09/2027');
    await typeDate('Gutter Install Date', '03/16/2027');
    await typeDate('Completed Date', '03/30/2027');

    // typed dates are not thrown away without asking (Cancel, x and Escape ask the same question)
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).toBeNull());
    expect(within(dialog).getByLabelText('Gutter Install Date')).toHaveValue('03/16/2027');

    mockControl.fail('PUT', '/bulkDateUpdate', { status: 500, times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Start Date')).toHaveValue('03/02/2027');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Dates updated')).toBeInTheDocument();
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toEqual({
      path: `/daewon.api/api/jobs/${job.Id}/bulkDateUpdate`,
      body: {
        StartDate: '2027-03-02',
        WordOrderCreatedDate: '2027-03-04',
        PurchaseOrderCreatedDate: '2027-03-05',
        PurchaseOrderShipDate: '2027-03-09',
        GutterOrderInstallDate: '2027-03-16',
        CompletedDate: '2027-03-30',
      },
    });
    const saved = db.jobs.find((j) => j.Id === job.Id)!;
    expect(saved.GutterOrderInstallDate?.slice(0, 10)).toBe('2027-03-16');
    expect(saved.WordOrderCreatedDate?.slice(0, 10)).toBe('2027-03-04');
  });
});

describe('one round: the route loader prefetches the page the table shows', () => {
  it('the jobs list asks once for the page, sort and filters of the URL, and the table shows that answer', async () => {
    await signInAs('staff');
    const posts = recordBodies('POST', /\/api\/jobs\/datatables$/);
    renderRoutes(routes, ['/jobs?page=2&sort=Address&dir=asc&status=Incomplete']);
    const table = await screen.findByRole('table', { name: 'Jobs' }, T);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2), T);
    // give a second request (one the table would make if its key differed from the loader's) time to start;
    // inside act, as the table draws its remaining rows meanwhile
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(posts).toHaveLength(1);
    const request = posts[0].body as {
      start: number;
      length: number;
      order: Array<{ column: number; dir: string }>;
      columns: Array<{ data: string }>;
      status: string;
    };
    expect(request.start).toBe(25);
    expect(request.length).toBe(25);
    expect(request.columns[request.order[0].column].data).toBe('Address');
    expect(request.order[0].dir).toBe('asc');
    expect(request.status).toBe('Incomplete');
  });
});
