import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, mockControl, server } from '@mocks/node';
import { complianceBySubcontractor, type SubcontractorDocument } from '@/api/subcontractor-documents';
import { makeTestFile, stubObjectUrls, useNodeFileApis } from '@/components/files/test-support';
import { drafts } from '@/lib/drafts';
import type { AppRoute } from '@/lib/routing';
import { renderRoutes, signInAs } from '@/test/test-utils';
import { peopleFeature } from './routes';

const routes: AppRoute[] = [{ path: '/', children: peopleFeature.routes }];
const T = { timeout: 5000 };

let requests: Request[] = [];
beforeEach(async () => {
  await signInAs('admin');
  requests = [];
  server.events.on('request:start', ({ request }) => {
    requests.push(request.clone());
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function open(path: string) {
  const user = userEvent.setup();
  return { user, ...renderRoutes(routes, [path]) };
}

const columnTexts = (table: HTMLElement, column: number) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.querySelectorAll('td')[column]?.textContent ?? '');

describe('employees', () => {
  it('lists the users of the employee roles with columns 0 and 1 hidden, and filters by name', async () => {
    const { user, router } = open('/manages/employees');
    const table = await screen.findByRole('table', { name: 'Employees' }, T);
    expect(await within(table).findByText('Rivera')).toBeInTheDocument();
    expect(within(table).getByText('Lee')).toBeInTheDocument(); // vice president
    expect(within(table).queryByText('Ortega')).not.toBeInTheDocument(); // a subcontractor
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).not.toContain('Id');
    expect(headers).not.toContain('Company Name');
    // decision 20: 0 Id and 1 Company Name hidden; the Ssn (masked) and the actions shown
    expect(headers.join('|')).toMatch(
      /^First Name.*\|Last Name.*\|Email.*\|Phone Number.*\|Roles\|SSN.*\|Actions$/,
    );

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.type(screen.getByLabelText('Employee Name'), 'holt');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(columnTexts(table, 1)).toEqual(['Holt']));
    expect(router.state.location.search).toBe('?name=holt');
    // one documented call for the whole list (decision 18)
    expect(requests.filter((r) => new URL(r.url).pathname.endsWith('/daewon.api/bizUsers'))).toHaveLength(1);
  });

  it('creates an employee with the role chosen in the user dialog', async () => {
    const { user } = open('/manages/employees');
    const table = await screen.findByRole('table', { name: 'Employees' }, T);
    await user.click(screen.getByRole('button', { name: 'Create Employee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Employee' }, T);
    const role = within(dialog).getByLabelText(/^Role/);
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Staff', 'Finance Manager', 'Vice President', 'Production', 'Service']);
    expect(within(dialog).queryByLabelText(/^SSN/)).not.toBeInTheDocument();
    await user.selectOptions(role, 'BizProduction');
    await user.type(within(dialog).getByLabelText(/^First Name/), 'Marta');
    await user.type(within(dialog).getByLabelText(/^Last Name/), 'Keane');
    await user.type(within(dialog).getByLabelText(/^Email/), 'marta.keane@example.com');
    await user.type(within(dialog).getByLabelText(/^Cell Phone/), '5715550123');
    await user.type(within(dialog).getByLabelText(/^Address/), '12 Oak St, Reston VA');
    await user.type(within(dialog).getByLabelText(/^Password/), 'secret99');
    await user.type(within(dialog).getByLabelText(/^Repeat Password/), 'secret99');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User created successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Create Employee' })).not.toBeInTheDocument(),
    );
    expect(await within(table).findByText('Keane')).toBeInTheDocument();
    expect(db.users.find((u) => u.Email === 'marta.keane@example.com')).toMatchObject({
      Roles: ['BizProduction'],
      Address: '12 Oak St, Reston VA',
    });
  });

  it('deletes an employee after the confirmation; a failure says so; the table reloads', async () => {
    const { user } = open('/manages/employees?name=hannah');
    const table = await screen.findByRole('table', { name: 'Employees' }, T);
    await within(table).findByText('Ortiz');

    mockControl.fail('DELETE', '/bizUsers/', { status: 500, message: 'Database unavailable', times: 1 });
    await user.click(within(table).getByRole('button', { name: 'Delete Hannah Ortiz' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete User Alert' });
    expect(confirm).toHaveTextContent('Are you sure want to delete this user ?');
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(/Error while deleting user/)).toBeInTheDocument();
    expect(within(table).getByText('Ortiz')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Delete Hannah Ortiz' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete User Alert' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('Ortiz')).not.toBeInTheDocument());
    expect(db.users.some((u) => u.Email === 'hannah.ortiz@example.com')).toBe(false);
  });
});

describe('employee rows open the user form', () => {
  it.each([
    ['staff', 'Sam', 'Rivera', 'staff@example.com', 'Staff'],
    ['finance manager', 'Fiona', 'Chen', 'finance@example.com', 'Finance Manager'],
    ['vice president', 'Gordon', 'Lee', 'gordon.lee@example.com', 'Vice President'],
    ['production', 'Derek', 'Holt', 'derek.holt@example.com', 'Production'],
    ['service', 'Owen', 'Marsh', 'owen.marsh@example.com', 'Service'],
  ])(
    'a %s row opens the form with that user, and the unchanged save is accepted',
    async (_role, first, last, email, roleLabel) => {
      const { user } = open(`/manages/employees?name=${last}`);
      const table = await screen.findByRole('table', { name: 'Employees' }, T);
      await user.click(await within(table).findByRole('cell', { name: last }, T));
      const dialog = await screen.findByRole('dialog', { name: 'Update Employee' }, T);
      expect(within(dialog).getByLabelText(/^First Name/)).toHaveValue(first);
      expect(within(dialog).getByLabelText(/^Last Name/)).toHaveValue(last);
      expect(within(dialog).getByLabelText(/^Email/)).toHaveValue(email);
      const role = within(dialog).getByLabelText(/^Role/);
      expect(within(role).getByRole('option', { selected: true })).toHaveTextContent(roleLabel);
      // the form was read with GET /bizUsers/{id}, and its save is PUT /bizUsers/{id}
      const id = db.users.find((u) => u.Email === email)!.Id;
      expect(requests.some((r) => new URL(r.url).pathname.endsWith(`/bizUsers/${id}`))).toBe(true);
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(
        requests.some((r) => r.method === 'PUT' && new URL(r.url).pathname.endsWith(`/bizUsers/${id}`)),
      ).toBe(true);
    },
  );

  it("edits a finance manager's phone from the row's edit button; the list shows the new phone", async () => {
    const { user } = open('/manages/employees?name=ortiz');
    const table = await screen.findByRole('table', { name: 'Employees' }, T);
    await user.click(await within(table).findByRole('button', { name: 'Edit Hannah Ortiz' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Update Employee' }, T);
    const phone = within(dialog).getByLabelText(/^Cell Phone/);
    await user.clear(phone);
    await user.type(phone, '7035550199');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(await within(table).findByText('703-555-0199')).toBeInTheDocument();
    expect(db.users.find((u) => u.Email === 'hannah.ortiz@example.com')).toMatchObject({
      CellPhoneNumber: '703-555-0199',
      Roles: ['BizFinanceManager'],
    });
  });

  it('a user manager without /sysadmin (the vice president) edits an employee too', async () => {
    await signInAs('gordon.lee@example.com');
    const { user } = open('/manages/employees?name=nguyen');
    const table = await screen.findByRole('table', { name: 'Employees' }, T);
    await user.click(await within(table).findByRole('button', { name: 'Edit Maria Nguyen' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Update Employee' }, T);
    await user.clear(within(dialog).getByLabelText(/^Address/));
    await user.type(within(dialog).getByLabelText(/^Address/), '9 Elm St, Herndon VA');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(db.users.find((u) => u.Email === 'maria.nguyen@example.com')!.Address).toBe(
      '9 Elm St, Herndon VA',
    );
  });

  it("keeps the form open with the server's message when the save is refused", async () => {
    const { user } = open('/manages/employees?name=marsh');
    const table = await screen.findByRole('table', { name: 'Employees' }, T);
    await user.click(await within(table).findByRole('cell', { name: 'Marsh' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Update Employee' }, T);
    await user.clear(within(dialog).getByLabelText(/^First Name/));
    await user.type(within(dialog).getByLabelText(/^First Name/), 'Owain');
    mockControl.fail('PUT', '/bizUsers/', { status: 400, message: 'The user is locked.', times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The user is locked.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^First Name/)).toHaveValue('Owain');
  });
});

describe('subcontractors', () => {
  it('lists subcontractors from /datasource/bizUsers by role, filters by name, and shows the expiring documents', async () => {
    const { user } = open('/manages/contractors');
    const table = await screen.findByRole('table', { name: 'Subcontractors' }, T);
    expect(await within(table).findByText('Ortega Siding LLC')).toBeInTheDocument();
    expect(within(table).getByText('***-**-6789')).toBeInTheDocument();
    expect(within(table).queryByText('123-45-6789')).not.toBeInTheDocument();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.join('|')).toMatch(/Company Name.*First Name.*Last Name.*Email.*Phone Number.*Roles.*SSN/);

    // a one-line bar counting the flagged documents, drawn before the answer, that opens onto the list of them
    const panel = await screen.findByRole('region', { name: 'Expiring documents' }, T);
    expect(await within(panel).findByText('2 expired', {}, T)).toBeInTheDocument();
    expect(within(panel).getByText('3 expiring soon')).toBeInTheDocument();
    expect(within(panel).queryByRole('link')).not.toBeInTheDocument();
    // the names are read when it opens, not with the list
    const userReads = () => requests.filter((r) => /\/datasource\/bizUsers/.test(r.url)).length;
    expect(userReads()).toBe(1);
    await user.click(within(panel).getByRole('button', { name: 'Expiring documents' }));
    const luis = await within(panel).findByRole('link', { name: /Luis Ortega/ }, T);
    expect(userReads()).toBe(2);
    expect(luis).toHaveAttribute('href', '/manages/contractors/4/documents');
    expect(within(panel).getAllByText('Expired documents').length).toBeGreaterThan(0);
    // the flag in the table's company cell
    const ortegaRow = within(table).getByText('Ortega Siding LLC').closest('tr')!;
    expect(within(ortegaRow).getByText('Documents expiring')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.type(screen.getByLabelText('Name'), 'keystone');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(columnTexts(table, 0)).toHaveLength(1));
    expect(columnTexts(table, 0)[0]).toMatch(/^Keystone Trim Co/);
    const last = [...requests]
      .reverse()
      .find((r) => new URL(r.url).pathname.endsWith('/datasource/bizUsers'))!;
    const body = (await last.json()) as {
      role: string;
      search: { value: string };
      columns: { searchable: boolean }[];
    };
    expect(body.role).toBe('BizSubContractor');
    expect(body.search.value).toBe('keystone');
    expect(body).not.toHaveProperty('name');
    expect(body.columns.map((c) => c.searchable)).toEqual([true, true, true, false, false, false, false]);
  });

  it('draws the expiring documents bar before its answer, and says so when the documents cannot be read', async () => {
    mockControl.fail('GET', /\/api\/subcontractorDocument$/, {
      status: 500,
      message: 'Database unavailable',
    });
    open('/manages/contractors');
    const panel = await screen.findByRole('region', { name: 'Expiring documents' }, T);
    // the list's first row finds the bar already in place: it does not push the list down when it answers
    expect(within(panel).getByRole('status')).toHaveTextContent('Checking the documents...');
    await within(screen.getByRole('table', { name: 'Subcontractors' })).findByText(
      'Ortega Siding LLC',
      {},
      T,
    );
    expect(
      await within(panel).findByText('The documents could not be checked.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });

  it('creates a subcontractor with SSN and address, then opens the new profile', async () => {
    const { user, router } = open('/manages/contractors');
    await user.click(await screen.findByRole('button', { name: 'Create Subcontractor' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Create Subcontractor' }, T);
    expect(within(dialog).queryByLabelText(/^Role/)).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Company Name/), 'Shenandoah Siding');
    await user.type(within(dialog).getByLabelText(/^First Name/), 'Eli');
    await user.type(within(dialog).getByLabelText(/^Last Name/), 'Brandt');
    await user.type(within(dialog).getByLabelText(/^Email/), 'subcontractor@example.com');
    await user.tab();
    expect(await within(dialog).findByText('The email already exist')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Email/));
    await user.type(within(dialog).getByLabelText(/^Email/), 'eli@shenandoah.example');
    await user.type(within(dialog).getByLabelText(/^SSN/), '321549876');
    await user.type(within(dialog).getByLabelText(/^Address/), '4 Valley Rd, Winchester VA');
    await user.type(within(dialog).getByLabelText(/^Password/), 'secret77');
    await user.type(within(dialog).getByLabelText(/^Repeat Password/), 'secret77');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User created successfully')).toBeInTheDocument();
    const saved = db.users.find((u) => u.Email === 'eli@shenandoah.example')!;
    expect(saved).toMatchObject({
      Roles: ['BizSubContractor'],
      Ssn: '321-54-9876',
      CompanyName: 'Shenandoah Siding',
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/manages/contractors/${saved.Id}/profile`),
    );
    expect(await screen.findByRole('heading', { name: /Eli Brandt/ }, T)).toBeInTheDocument();
  });

  it('opens the profile tab by default and edits it (edit mode, save)', async () => {
    const { user, router } = open('/manages/contractors/4');
    await waitFor(() => expect(router.state.location.pathname).toBe('/manages/contractors/4/profile'));
    expect(await screen.findByRole('heading', { name: /Luis Ortega/ }, T)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page'),
    );
    expect(await screen.findByText('14 Mill Run Rd, Manassas, VA 20110')).toBeInTheDocument();
    // the compliance warning under the heading
    expect(screen.getByText(/Driver License expires on/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Profile' }, T);
    const phone = within(form).getByLabelText(/^Cell Phone/);
    await user.clear(phone);
    await user.type(phone, '7035550111');
    expect(phone).toHaveValue('703-555-0111');
    await user.clear(within(form).getByLabelText(/^SSN/));
    await user.type(within(form).getByLabelText(/^SSN/), '987654321');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(await screen.findByText('987-65-4321')).toBeInTheDocument();
    expect(db.users.find((u) => u.Id === 4)).toMatchObject({
      Ssn: '987-65-4321',
      CellPhoneNumber: '703-555-0111',
    });
  });

  it("reopens the profile's edit mode with the draft left before a reload", async () => {
    const luis = db.users.find((u) => u.Id === 4)!;
    drafts.write('contractorProfile', 4, {
      Role: 'BizSubContractor',
      FirstName: 'Luis',
      LastName: 'Ortega',
      CompanyName: 'Ortega Siding & Trim LLC',
      Email: luis.Email,
      CellPhoneNumber: luis.CellPhoneNumber,
      HomePhoneNumber: '',
      Ssn: '123-45-6789',
      Address: luis.Address,
      Comment: '',
      Password: '',
      PasswordRepeat: '',
    });
    open('/manages/contractors/4/profile');
    const form = await screen.findByRole('form', { name: 'Profile' }, T);
    expect(within(form).getByLabelText(/^Company Name/)).toHaveValue('Ortega Siding & Trim LLC');
  });

  it('lists, adds (type required, upload, record), downloads and deletes documents', async () => {
    await useNodeFileApis();
    const { user } = open('/manages/contractors/4/documents');
    const table = await screen.findByRole('table', { name: 'Documents' }, T);
    expect(await within(table).findByText('ortega-general-liability-certificate.pdf')).toBeInTheDocument();
    expect(within(table).getByText('Driver License')).toBeInTheDocument();

    const urls = stubObjectUrls();
    await user.click(within(table).getByRole('button', { name: 'Download ortega-driver-license.jpg' }));
    await waitFor(() => expect(urls.create).toHaveBeenCalled());
    const download = requests.find((r) =>
      /\/api\/subcontractorDocument\/\d+\/download$/.test(new URL(r.url).pathname),
    );
    expect(download?.method).toBe('GET');

    await user.click(screen.getByRole('button', { name: 'Add Document' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add Document' }, T);
    const save = () => within(dialog).getByRole('button', { name: 'Save' });
    expect(save()).toBeDisabled(); // no file yet
    expect(within(dialog).getByLabelText('Days before expiry')).toHaveValue('7');
    await user.upload(
      within(dialog).getByLabelText('File'),
      makeTestFile('%PDF-1.4', 'coi-2027.pdf', 'application/pdf'),
    );
    await user.click(save());
    const alert = await screen.findByRole('dialog', { name: 'Document type is not specified' });
    expect(alert).toHaveTextContent('Please select Type for the document');
    await user.click(within(alert).getByRole('button', { name: 'OK' }));

    dialog = screen.getByRole('dialog', { name: 'Add Document' });
    await user.selectOptions(within(dialog).getByLabelText(/^Type/), 'Insurance');
    await user.type(within(dialog).getByLabelText('Comment'), 'Renewed certificate');
    mockControl.fail('POST', /\/api\/subcontractorDocument$/, {
      status: 400,
      message: 'Storage is full',
      times: 1,
    });
    await user.click(save());
    expect(await screen.findByText('Error while saving document: Storage is full')).toBeInTheDocument();

    await user.click(save());
    const done = await screen.findByRole('dialog', { name: /File uploaded|Upload/ }, T);
    expect(done).toHaveTextContent('Document saved successfully');
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(await within(table).findByText('coi-2027.pdf')).toBeInTheDocument();
    const created = db.subcontractorDocuments.find((d) => d.FileRecord?.FileName === 'coi-2027.pdf')!;
    expect(created).toMatchObject({
      SubcontractorId: 4,
      DocumentType: 'Insurance',
      NotifyBeforeExpiryInDay: 7,
    });

    const row = within(table).getByText('coi-2027.pdf').closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Delete Insurance document' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Document' });
    expect(confirm).toHaveTextContent('Are you sure want to delete this document?');
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Document deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('coi-2027.pdf')).not.toBeInTheDocument());
  });
});

describe('compliance', () => {
  const doc = (over: Partial<SubcontractorDocument>): SubcontractorDocument => ({
    Id: 1,
    SubcontractorId: 9,
    FileRecord: null,
    FileRecordId: null,
    DocumentType: 'Insurance',
    ValidFrom: null,
    ValidTo: null,
    IsExpired: false,
    Comment: '',
    SendNotificationWhenExpired: false,
    NotificationTargetWhenExpired: '',
    NotifyBeforeExpiryInDay: 7,
    ...over,
  });
  const today = new Date(2026, 10, 25, 15, 0);

  it('flags expired and soon-expiring insurance and licences; a renewal replaces the old one', () => {
    const map = complianceBySubcontractor(
      [
        doc({ Id: 1, SubcontractorId: 1, ValidTo: '2026-11-20T00:00:00' }),
        doc({ Id: 2, SubcontractorId: 2, ValidTo: '2026-12-02', DocumentType: 'DriverLicense' }),
        doc({ Id: 3, SubcontractorId: 3, ValidTo: '2026-12-03' }),
        doc({ Id: 4, SubcontractorId: 4, ValidTo: '2026-11-01' }),
        doc({ Id: 5, SubcontractorId: 4, ValidTo: '2027-11-01' }),
        doc({ Id: 6, SubcontractorId: 5, ValidTo: '2026-11-01', DocumentType: 'Other' }),
        doc({ Id: 7, SubcontractorId: 6, ValidTo: '2026-12-10', NotifyBeforeExpiryInDay: 30 }),
      ],
      today,
    );
    expect(map.get(1)).toMatchObject({ level: 'expired', issues: [{ daysLeft: -5 }] });
    expect(map.get(2)).toMatchObject({
      level: 'expiring',
      issues: [{ daysLeft: 7, documentType: 'DriverLicense' }],
    });
    expect(map.has(3)).toBe(false); // 8 days: outside its 7-day notice
    expect(map.has(4)).toBe(false); // renewed
    expect(map.has(5)).toBe(false); // other documents do not count
    expect(map.get(6)?.level).toBe('expiring'); // its own notice period
  });
});
