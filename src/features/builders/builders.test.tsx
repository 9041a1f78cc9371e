import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { mockControl } from '@mocks/utils';
import type { AppRoute } from '@/lib/routing';
import { recordRequests, renderRoutes, signInAs } from '@/test/test-utils';
import { buildersFeature } from './routes';

const routes: AppRoute[] = [{ path: '/', children: buildersFeature.routes }];
const T = { timeout: 5000 };

async function openList(path = '/manage/clientCompany') {
  await signInAs('staff');
  const user = userEvent.setup();
  const rendered = renderRoutes(routes, [path]);
  return { user, ...rendered };
}

/** The texts of one column of a table's data rows. */
const columnTexts = (table: HTMLElement, column = 0) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.querySelectorAll('td')[column]?.textContent ?? '');

describe('builders list', () => {
  it('loads the builders and filters them by name in the URL', async () => {
    const { user, router } = await openList();
    const table = await screen.findByRole('table', { name: 'Builders' }, T);
    expect(await within(table).findByText('Brookfield Ridge Homes')).toBeInTheDocument();
    expect(within(table).getByText('Oakmont Residential')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.type(screen.getByLabelText('Company Name'), 'oak');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(table).queryByText('Brookfield Ridge Homes')).not.toBeInTheDocument());
    expect(within(table).getByText('Oakmont Residential')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?name=oak');
  });

  it('shows the validation messages only after a save attempt, then creates the builder', async () => {
    const { user } = await openList();
    await user.click(await screen.findByRole('button', { name: 'Add Builder' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Create Builder' });
    // a new builder's contact has no password to keep
    expect(
      within(dialog).getByText('Leave empty to give the contact a default password.'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Company Name/), 'x');
    await user.clear(within(dialog).getByLabelText(/^Company Name/));
    expect(within(dialog).queryByText('Please enter company name')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const message of [
      'Please enter company name',
      'Please enter address',
      'Please enter phone number',
      'Please enter first name',
      'Please enter last name',
      'Please enter email',
    ])
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Company Name/)).toHaveClass('is-invalid');

    await user.type(within(dialog).getByLabelText(/^Company Name/), 'Riverbend Homes');
    await user.type(within(dialog).getByLabelText(/^Address/), '1 River Rd, Fairfax VA');
    await user.type(within(dialog).getByLabelText(/^Phone Number/), '7035550199');
    expect(within(dialog).getByLabelText(/^Phone Number/)).toHaveValue('703-555-0199');
    await user.type(within(dialog).getByLabelText(/^First Name/), 'Dana');
    await user.type(within(dialog).getByLabelText(/^Last Name/), 'Lee');
    await user.type(within(dialog).getByLabelText(/^Email/), 'dana.lee@riverbend.example');
    expect(within(dialog).getByLabelText(/^Company Name/)).toHaveClass('is-valid');

    mockControl.fail('POST', '/clientCompany', { status: 500, message: 'Server is down', times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error while creating client company')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Company Name/)).toHaveValue('Riverbend Homes');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Client company created successfully')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Builders' });
    expect(await within(table).findByText('Riverbend Homes')).toBeInTheDocument();
    const saved = db.clientCompanies.find((c) => c.CompanyName === 'Riverbend Homes')!;
    expect(db.users.find((u) => u.Id === saved.MainContactUserId)).toMatchObject({
      Email: 'dana.lee@riverbend.example',
      Roles: ['BizClientCompanyManager'],
    });
  });

  it('deletes a builder after the confirmation and reloads the table', async () => {
    const id = db.clientCompanies.length + 100;
    db.clientCompanies.push({
      ...db.clientCompanies[3],
      Id: id,
      CompanyName: 'Empty Builder',
      MainContactUserId: null,
    });
    const { user } = await openList();
    const table = await screen.findByRole('table', { name: 'Builders' }, T);
    await user.click(await within(table).findByRole('button', { name: 'Delete Empty Builder' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Builder' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Client company deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('Empty Builder')).not.toBeInTheDocument());
  });

  it('a failed delete shows the error toast and still reloads the table (C §8)', async () => {
    const { user } = await openList();
    const table = await screen.findByRole('table', { name: 'Builders' }, T);
    const builder = db.clientCompanies[0];
    await user.click(await within(table).findByRole('button', { name: `Delete ${builder.CompanyName}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Builder' });
    // meanwhile someone else renames another builder: the reload shows it
    db.clientCompanies[1].CompanyName = 'Renamed Meanwhile Homes';
    mockControl.fail('DELETE', '/clientCompany/', { status: 500, message: 'Builder is in use.', times: 1 });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByText('Error while deleting client company: Builder is in use.', {}, T),
    ).toBeInTheDocument();
    expect(await within(table).findByText('Renamed Meanwhile Homes', {}, T)).toBeInTheDocument();
    expect(within(table).getByText(builder.CompanyName)).toBeInTheDocument();
  });
});

describe('builder detail', () => {
  it('a URL whose builder id is not an id shows Builder not found and asks the server for nothing', async () => {
    await signInAs('staff');
    const requests = recordRequests();
    renderRoutes(routes, ['/manage/clientCompany/abc/managers']);
    expect(await screen.findByText('Builder not found', {}, T)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(requests.map((u) => u.pathname)).toEqual([]);
  });

  it('opens the first tab and edits the info panel with discard restoring the values', async () => {
    const { user, router } = await openList('/manage/clientCompany/1');
    expect(
      await screen.findByRole('heading', { name: 'Brookfield Ridge Homes', level: 1 }, T),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/clientCompany/1/managers'));
    expect(await screen.findByRole('table', { name: 'Company client managers' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    // the edit form's code loads when editing starts
    const name = await screen.findByLabelText(/^Company Name/, {}, T);
    await user.clear(name);
    await user.type(name, 'Changed');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.getAllByText('Brookfield Ridge Homes').length).toBeGreaterThan(0);
    expect(screen.queryByText('Changed')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const company = await screen.findByLabelText(/^Company Name/, {}, T);
    await waitFor(() => expect(company).toHaveValue('Brookfield Ridge Homes'));
    await user.clear(screen.getByLabelText(/^Address/));
    await user.type(screen.getByLabelText(/^Address/), '77 New Street');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Client company updated successfully')).toBeInTheDocument();
    expect(await screen.findByText('77 New Street')).toBeInTheDocument();
    expect(db.clientCompanies.find((c) => c.Id === 1)!.Address).toBe('77 New Street');
  });
});

describe('builder managers tab (documented calls only, decision 19)', () => {
  it('lists only this builder’s managers and filters them by name in the browser', async () => {
    const managers = db.users.filter(
      (u) => u.ClientCompanyId === 1 && u.Roles.includes('BizClientCompanyManager'),
    );
    expect(managers.length).toBeGreaterThan(0);
    const { user } = await openList('/manage/clientCompany/1/managers');
    const table = await screen.findByRole('table', { name: 'Company client managers' }, T);
    const emails = () => columnTexts(table, 1);
    await waitFor(() => expect(emails().sort()).toEqual(managers.map((m) => m.Email).sort()), T);

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.type(screen.getByLabelText('Name'), managers[0].LastName);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(emails()).toContain(managers[0].Email));
    const term = managers[0].LastName.toLowerCase();
    const matching = managers.filter((m) =>
      `${m.FirstName} ${m.LastName} ${m.Email}`.toLowerCase().includes(term),
    );
    await waitFor(() => expect(emails().sort()).toEqual(matching.map((m) => m.Email).sort()));
  });
});

describe('back to list (A §4)', () => {
  it('a job site’s "Back to list" returns to the job sites list it was opened from', async () => {
    const from = '/manage/clientCompany/1/jobsites?sort=Name&dir=desc';
    const { user, router } = await openList(from);
    const table = await screen.findByRole('table', { name: 'Job sites' }, T);
    await user.click(await within(table).findByText('Stonegate Manor', {}, T));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobSites/2/jobModels'));
    await user.click(await screen.findByRole('link', { name: 'Back to list' }, T));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(from),
    );
  });

  it('a builder or job site opened directly goes back to the default list', async () => {
    await openList('/manage/clientCompany/1');
    expect(await screen.findByRole('link', { name: 'Back to list' }, T)).toHaveAttribute(
      'href',
      '/manage/clientCompany',
    );
  });
});

describe('job sites', () => {
  const openSites = () => openList('/manage/clientCompany/1/jobsites');

  it('lists the builder’s job sites and opens a site on row click', async () => {
    const { user, router } = await openSites();
    const table = await screen.findByRole('table', { name: 'Job sites' }, T);
    expect(await within(table).findByText('Willow Creek')).toBeInTheDocument();
    expect(within(table).queryByText('Autumn Glen')).not.toBeInTheDocument();
    await user.click(within(table).getByText('Stonegate Manor'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobSites/2/jobModels'));
  });

  it('a deep-linked field manager filter shows the manager’s name, never the id', async () => {
    const site = db.jobSites.find((s) => s.Id === 1)!;
    const manager = db.users.find((u) => u.Id === site.FieldManagerId)!;
    await openList(`/manage/clientCompany/1/jobsites?fieldManager=${manager.Id}`);
    const table = await screen.findByRole('table', { name: 'Job sites' }, T);
    expect(await within(table).findByText('Willow Creek')).toBeInTheDocument();
    // the picker loads with the open filter panel
    const picker = (await screen.findByLabelText('Field Manager', {}, T)).closest('.picker') as HTMLElement;
    await waitFor(() => expect(picker).toHaveTextContent(`${manager.FirstName} ${manager.LastName}`));
    expect(picker.textContent).not.toContain(String(manager.Id));
  });

  it('asks the stronger question when the site has jobs, then alerts the deletion', async () => {
    const { user } = await openSites();
    const table = await screen.findByRole('table', { name: 'Job sites' }, T);
    await user.click(await within(table).findByRole('button', { name: 'Delete Willow Creek' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Job Site' });
    expect(confirm).toHaveTextContent(
      'There are jobs belong to this job site. Are you sure want to delete this job site anyway ?',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    const done = await screen.findByRole('dialog', { name: 'Job Site Deleted' });
    expect(done).toHaveTextContent('Job site deleted successfully');
    expect(db.jobSites.some((s) => s.Id === 1)).toBe(false);
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(table).queryByText('Willow Creek')).not.toBeInTheDocument());
  });

  it('asks the plain question for a site without jobs; No keeps it', async () => {
    db.jobSites.push({
      Id: 900,
      Name: 'Empty Acres',
      JobSiteCode: 'EA',
      BuilderId: 1,
      FieldManagerId: 5,
      SuperintendentIds: [],
      ModifiedBy: 'staff@example.com',
      ModifiedDate: new Date().toISOString(),
    });
    const { user } = await openSites();
    const table = await screen.findByRole('table', { name: 'Job sites' }, T);
    await user.click(await within(table).findByRole('button', { name: 'Delete Empty Acres' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Job Site' });
    expect(confirm).toHaveTextContent('Are you sure want to delete this job site?');
    expect(confirm).not.toHaveTextContent('There are jobs');
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(db.jobSites.some((s) => s.Id === 900)).toBe(true);

    await user.click(within(table).getByRole('button', { name: 'Delete Empty Acres' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Job Site' })).getByRole('button', {
        name: 'Yes',
      }),
    );
    expect(await screen.findByText('Job site deleted successfully')).toBeInTheDocument();
    expect(db.jobSites.some((s) => s.Id === 900)).toBe(false);
  });

  it('shows a site in its detail dialog, read-only, and goes on to edit it', async () => {
    const { user } = await openSites();
    const site = db.jobSites.find((s) => s.Name === 'Willow Creek')!;
    const fieldManager = db.users.find((u) => u.Id === site.FieldManagerId)!;
    const table = await screen.findByRole('table', { name: 'Job sites' }, T);
    await user.click(await within(table).findByRole('button', { name: 'Details of Willow Creek' }));
    const detail = await screen.findByRole('dialog', { name: 'Willow Creek' });
    expect(await within(detail).findByText(site.JobSiteCode, {}, T)).toBeInTheDocument();
    expect(detail).toHaveTextContent(`${fieldManager.FirstName} ${fieldManager.LastName}`);
    expect(within(detail).queryByRole('textbox')).toBeNull();
    expect(within(detail).getByRole('link', { name: 'Open models and options' })).toHaveAttribute(
      'href',
      `/jobSites/${site.Id}`,
    );
    await user.click(within(detail).getByRole('button', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Job Site' });
    expect(within(edit).getByLabelText(/^Name/)).toHaveValue('Willow Creek');
    expect(screen.queryByRole('dialog', { name: 'Willow Creek' })).toBeNull();
  });

  it('validates the job site form on change', async () => {
    const { user } = await openSites();
    await user.click(await screen.findByRole('button', { name: 'Add Job Site' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Create Job Site' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'A');
    await user.clear(within(dialog).getByLabelText(/^Name/));
    expect(await within(dialog).findByText('Please enter job site name')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Job Site Code/), 'X');
    await user.clear(within(dialog).getByLabelText(/^Job Site Code/));
    expect(await within(dialog).findByText('Please enter job site code')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please select a field manager')).toBeInTheDocument();
  });

  it('saves a job site without a code: the code validator is not applied on save (A §5)', async () => {
    const { user } = await openSites();
    const fieldManager = db.users.find((u) => u.Roles.includes('BizStaff'))!;
    await user.click(await screen.findByRole('button', { name: 'Add Job Site' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Create Job Site' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Codeless Commons');
    await user.type(within(dialog).getByLabelText(/^Job Site Code/), 'X');
    await user.clear(within(dialog).getByLabelText(/^Job Site Code/));
    expect(await within(dialog).findByText('Please enter job site code')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('combobox', { name: /^Field Manager/ }), fieldManager.FirstName);
    await user.click(await screen.findByRole('option', { name: new RegExp(fieldManager.LastName) }, T));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(db.jobSites.some((s) => s.Name === 'Codeless Commons')).toBe(true));
    expect(db.jobSites.find((s) => s.Name === 'Codeless Commons')!.JobSiteCode).toBe('');
  });

  it('shows the A §8 alerts when a save fails: no answer or 5xx, then a refusal (4xx)', async () => {
    const { user } = await openSites();
    const table = await screen.findByRole('table', { name: 'Job sites' }, T);
    await user.click(await within(table).findByRole('button', { name: 'Edit Willow Creek' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Job Site' });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Willow Creek');
    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.type(within(dialog).getByLabelText(/^Name/), 'Willow Creek East');

    mockControl.networkError('PUT', '/api/jobsites/1', { times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const offline = await screen.findByRole('dialog', { name: 'Error while saving Job Site' });
    expect(offline).toHaveTextContent('Cannot connect to server');
    await user.click(within(offline).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Error while saving Job Site' })).not.toBeInTheDocument(),
    );

    mockControl.fail('PUT', '/api/jobsites/1', { status: 500, times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const down = await screen.findByRole('dialog', { name: 'Error while saving Job Site' });
    expect(down).toHaveTextContent('Cannot connect to server');
    await user.click(within(down).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Error while saving Job Site' })).not.toBeInTheDocument(),
    );

    mockControl.fail('PUT', '/api/jobsites/1', { status: 400, message: 'Duplicate code', times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const failed = await screen.findByRole('dialog', { name: 'Error while saving Job Site' });
    expect(failed).toHaveTextContent('Error while saving Job Site: Bad Request');
    await user.click(within(failed).getByRole('button', { name: 'OK' }));
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Willow Creek East');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Job site updated successfully')).toBeInTheDocument();
    expect(db.jobSites.find((s) => s.Id === 1)!.Name).toBe('Willow Creek East');
  });
});

describe('job site detail', () => {
  it('shows the header, a disabled elevations tab, and adds a job model sorted by name', async () => {
    const { user, router } = await openList('/jobSites/1');
    expect(await screen.findByRole('heading', { name: 'Willow Creek', level: 1 }, T)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobSites/1/jobModels'));
    expect(screen.getByText('Brookfield Ridge Homes')).toBeInTheDocument();
    expect(screen.getByText('James Walker')).toBeInTheDocument();
    expect(screen.getByText('Job Elevations')).toHaveAttribute('aria-disabled', 'true');

    const table = await screen.findByRole('table', { name: 'Job Models' });
    expect(await within(table).findByText('Belmont')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Job Model' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Job Model' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter name')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Name/), 'Ashford');
    mockControl.fail('POST', '/api/jobModels', { status: 500, message: 'Model store unavailable', times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const error = await screen.findByRole('dialog', { name: 'Error while saving Job Model' });
    expect(error).toHaveTextContent('Model store unavailable');
    await user.click(within(error).getByRole('button', { name: 'OK' }));

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Job model created successfully')).toBeInTheDocument();
    await within(table).findByText('Ashford');
    const names = columnTexts(table);
    expect(names.slice(0, 2)).toEqual(['Ashford', 'Belmont']);
  });

  it('sends the disabled job elevations tab’s URL to the first tab', async () => {
    const { router } = await openList('/jobSites/1/jobElevations');
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobSites/1/jobModels'), T);
    expect(await screen.findByRole('table', { name: 'Job Models' }, T)).toBeInTheDocument();
  });

  it('lists the models through the shared data table: name ascending, sortable, server text on a failed delete', async () => {
    const { user } = await openList('/jobSites/1/jobModels');
    const table = await screen.findByRole('table', { name: 'Job Models' }, T);
    const names = () => columnTexts(table);
    const expected = db.jobModels
      .filter((m) => m.JobSiteId === 1)
      .map((m) => m.Name)
      .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true }));
    await waitFor(() => expect(names()).toEqual(expected));
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(within(table).getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(names()).toEqual([...expected].reverse()));

    // a model used by jobs cannot be deleted: the server's text is shown
    const used = db.jobModels.find((m) => m.JobSiteId === 1 && db.jobs.some((j) => j.JobModelId === m.Id))!;
    await user.click(within(table).getByRole('button', { name: `Delete ${used.Name}` }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Job Model' })).getByRole('button', {
        name: 'Yes',
      }),
    );
    const error = await screen.findByRole('dialog', { name: 'Error while deleting Job Model' });
    expect(error).toHaveTextContent(`'${used.Name}' is used by`);
  });

  it('edits a job option in its tab', async () => {
    const { user } = await openList('/jobSites/1/jobOptions');
    const table = await screen.findByRole('table', { name: 'Job Options' }, T);
    const option = db.jobOptions
      .filter((o) => o.JobSiteId === 1)
      .sort((a, b) => a.Name.localeCompare(b.Name))[0];
    await user.click(await within(table).findByRole('button', { name: `Edit ${option.Name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Job Option' });
    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.type(within(dialog).getByLabelText(/^Name/), 'Zinc Trim');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Job option updated successfully')).toBeInTheDocument();
    expect(await within(table).findByText('Zinc Trim')).toBeInTheDocument();
    expect(db.jobOptions.find((o) => o.Id === option.Id)!.Name).toBe('Zinc Trim');
  });
});

describe('one round: the job sites tab shows the page its route loader prefetched', () => {
  it('asks once, for the builder of the route and the filters of the URL', async () => {
    const { server } = await import('@mocks/node');
    const bodies: unknown[] = [];
    const listen = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/api/jobsites/datatables'))
        void request
          .clone()
          .json()
          .then((body: unknown) => bodies.push(body));
    };
    server.events.on('request:start', listen);
    try {
      await openList('/manage/clientCompany/1/jobsites?name=Willow');
      const table = await screen.findByRole('table', { name: 'Job sites' }, T);
      expect(await within(table).findByText('Willow Creek', {}, T)).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(bodies).toHaveLength(1);
      expect(bodies[0]).toMatchObject({ builderId: 1, name: 'Willow' });
    } finally {
      server.events.removeListener('request:start', listen);
    }
  });
});
