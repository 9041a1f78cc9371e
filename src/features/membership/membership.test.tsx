import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { mockControl } from '@mocks/utils';
import { drafts } from '@/lib/drafts';
import type { AppRoute } from '@/lib/routing';
import { renderRoutes, signInAs } from '@/test/test-utils';
import { ROLE_FORM_ID } from './roles/role-draft';
import { membershipFeature } from './routes';

// long journeys through several lazy chunks, on a shared 2-core machine
vi.setConfig({ testTimeout: 30_000 });

/** the first screen of a file loads its chunks cold */
const SLOW = { timeout: 15_000 };

const routes: AppRoute[] = [{ path: '/', children: membershipFeature.routes }];

async function open(path: string, who = 'admin') {
  await signInAs(who);
  const user = userEvent.setup();
  return { user, ...renderRoutes(routes, [path]) };
}

const userId = (email: string) => db.users.find((u) => u.Email === email)!.Id;
const permissionId = (name: string) => db.permissions.find((p) => p.Name === name)!.Id;

describe('users list', () => {
  it('shows the users and sends the filters as column searches', async () => {
    const { user, router } = await open('/membership/user/list');
    const table = await screen.findByRole('table', { name: 'Users' }, SLOW);
    expect(await within(table).findByText('admin@example.com')).toBeInTheDocument();
    for (const header of ['Id', 'Company', 'Role', 'First Name', 'Last Name', 'Email'])
      expect(within(table).getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeInTheDocument();

    const bodies: Array<{ columns: Array<{ data: string; search: { value: string } }> }> = [];
    const { server } = await import('@mocks/node');
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/datasource/user'))
        void request
          .clone()
          .json()
          .then((b) => bodies.push(b));
    });

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const role = await screen.findByLabelText('Role');
    await waitFor(() =>
      expect(within(role).getByRole('option', { name: 'BizFinanceManager' })).toBeInTheDocument(),
    );
    await user.selectOptions(role, 'BizFinanceManager');
    await user.type(screen.getByLabelText('Last Name'), 'chen');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(table).queryByText('admin@example.com')).not.toBeInTheDocument());
    expect(within(table).getByText('finance@example.com')).toBeInTheDocument();
    expect(router.state.location.search).toContain('role=BizFinanceManager');
    // the request bodies are read asynchronously: the filtered one is the last to arrive
    await waitFor(() => {
      const last = bodies[bodies.length - 1];
      const search = Object.fromEntries(last.columns.map((c) => [c.data, c.search.value]));
      expect(search).toMatchObject({ Roles: 'BizFinanceManager', LastName: 'chen', FirstName: '' });
    });
    server.events.removeAllListeners();
  });

  it('impersonates a user and reloads the page', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const { user } = await open('/membership/user/list?email=subcontractor');
    const table = await screen.findByRole('table', { name: 'Users' });
    await user.click(await within(table).findByRole('button', { name: 'Impersonate Luis Ortega' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(
      db.sessions.some((s) => s.userId === userId('subcontractor@example.com') && s.originalUserId),
    ).toBe(true);
    vi.unstubAllGlobals();
  });
});

describe('users list: delete (decision 14)', () => {
  it('asks first, deletes with DELETE /user/{id} and reloads the list; No keeps the user', async () => {
    const priya = userId('priya.shah@example.com');
    const { user } = await open('/membership/user/list?lastName=shah');
    const table = await screen.findByRole('table', { name: 'Users' });
    const remove = await within(table).findByRole('button', { name: 'Delete Priya Shah' }, SLOW);

    await user.click(remove);
    let confirm = await screen.findByRole('dialog', { name: 'Delete User Alert' });
    expect(confirm).toHaveTextContent('Are you sure want to delete this user ?');
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.users.some((u) => u.Id === priya)).toBe(true);

    await user.click(remove);
    confirm = await screen.findByRole('dialog', { name: 'Delete User Alert' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    expect(db.users.some((u) => u.Id === priya)).toBe(false);
    await waitFor(() => expect(within(table).queryByText('priya.shah@example.com')).not.toBeInTheDocument());
  });

  it("shows the server's refusal (oneself, a user in use) and keeps the row", async () => {
    const { user } = await open('/membership/user/list?email=admin%40example.com');
    const table = await screen.findByRole('table', { name: 'Users' });
    await user.click(await within(table).findByRole('button', { name: 'Delete Alex Morgan' }, SLOW));
    const confirm = await screen.findByRole('dialog', { name: 'Delete User Alert' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByText('Error while deleting user: You cannot delete your own account.'),
    ).toBeInTheDocument();
    expect(within(table).getByText('admin@example.com')).toBeInTheDocument();
    expect(db.users.some((u) => u.Email === 'admin@example.com')).toBe(true);
  });
});

describe('user detail', () => {
  it('shows the personal info with a read-only active flag', async () => {
    await open(`/membership/user/details/${userId('staff@example.com')}/personalInfo`);
    expect(await screen.findByRole('heading', { name: 'Sam Rivera', level: 1 })).toBeInTheDocument();
    const active = await screen.findByRole('checkbox', { name: 'Active' });
    expect(active).toBeChecked();
    expect(active).toBeDisabled();
    expect(screen.getByText('staff@example.com')).toBeInTheDocument();
  });

  it('edits the personal info and saves it (the whole user, PUT /bizUsers/{id}); the view shows it', async () => {
    const id = userId('derek.holt@example.com');
    const before = { ...db.users.find((u) => u.Id === id)! };
    const { user } = await open(`/membership/user/details/${id}/personalInfo`);
    await user.click(await screen.findByRole('button', { name: 'Edit' }, SLOW));
    const form = await screen.findByRole('form', { name: 'Personal Information' }, SLOW);
    expect(within(form).getByRole('checkbox', { name: 'Active' })).toBeDisabled();
    await user.clear(within(form).getByLabelText(/^First Name/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Please enter first name')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^First Name/), 'Derrick');
    await user.clear(within(form).getByLabelText(/^Email/));
    await user.type(within(form).getByLabelText(/^Email/), 'staff@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('The email already exist')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/^Email/));
    await user.type(within(form).getByLabelText(/^Email/), 'derrick.holt@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Derrick Holt', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('derrick.holt@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    // only the edited fields changed
    expect(db.users.find((u) => u.Id === id)).toMatchObject({
      FirstName: 'Derrick',
      Email: 'derrick.holt@example.com',
      Roles: before.Roles,
      CellPhoneNumber: before.CellPhoneNumber,
      IsActive: true,
    });
  });

  it('discards the edit (the saved values come back), and a refused save keeps what was typed', async () => {
    const id = userId('owen.marsh@example.com');
    const { user } = await open(`/membership/user/details/${id}/personalInfo`);
    await user.click(await screen.findByRole('button', { name: 'Edit' }, SLOW));
    let form = await screen.findByRole('form', { name: 'Personal Information' }, SLOW);
    await user.clear(within(form).getByLabelText(/^Last Name/));
    await user.type(within(form).getByLabelText(/^Last Name/), 'Marshall');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('form', { name: 'Personal Information' })).not.toBeInTheDocument();
    expect(screen.getByText('Owen Marsh', { selector: 'dd' })).toBeInTheDocument();
    expect(db.users.find((u) => u.Id === id)!.LastName).toBe('Marsh');

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    form = await screen.findByRole('form', { name: 'Personal Information' }, SLOW);
    expect(within(form).getByLabelText(/^Last Name/)).toHaveValue('Marsh');
    await user.clear(within(form).getByLabelText(/^Last Name/));
    await user.type(within(form).getByLabelText(/^Last Name/), 'Marshall');
    mockControl.fail('PUT', '/bizUsers/', { status: 400, message: 'The user is locked.', times: 1 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('The user is locked.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Last Name/)).toHaveValue('Marshall');
    expect(db.users.find((u) => u.Id === id)!.LastName).toBe('Marsh');
  });

  it('assigns a role, shows its permissions, moves a direct permission and lists inherited vs direct', async () => {
    const id = userId('finance@example.com');
    const { user } = await open(`/membership/user/details/${id}/permissions`);
    const toggle = await screen.findByRole('checkbox', { name: 'Assign role BizProduction' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('Permissions saved successfully')).toBeInTheDocument();
    expect(db.users.find((u) => u.Id === id)!.Roles).toContain('BizProduction');
    await user.click(screen.getByRole('button', { name: 'BizProduction' }));
    const preview = await screen.findByRole('list', { name: 'Permissions of BizProduction' });
    expect(await within(preview).findByText('Daewon.Permissions.CanMarkJobsAsCompleted')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Permissions' }));
    await user.type(screen.getByLabelText('Search'), 'SupplyCompanies');
    const available = screen.getByLabelText('Unassigned permissions');
    await user.selectOptions(available, 'Daewon.Permissions.CanManageSupplyCompanies');
    await user.click(screen.getByRole('button', { name: 'Assign the selected' }));
    const assigned = screen.getByLabelText('Assigned permissions');
    expect(
      await within(assigned).findByText('Daewon.Permissions.CanManageSupplyCompanies'),
    ).toBeInTheDocument();
    expect(db.users.find((u) => u.Id === id)!.Permissions).toContain(
      'Daewon.Permissions.CanManageSupplyCompanies',
    );

    await user.click(screen.getByRole('button', { name: 'Advanced' }));
    const advanced = await screen.findByRole('table', { name: /inherited from a role or direct/ });
    const supplyRow = within(advanced)
      .getByText('Daewon.Permissions.CanManageSupplyCompanies')
      .closest('tr')!;
    expect(supplyRow).toHaveTextContent('Direct');
    const markRow = within(advanced).getByText('Daewon.Permissions.CanMarkJobsAsCompleted').closest('tr')!;
    expect(markRow).toHaveTextContent('BizProduction');
  });

  it('changes a password with the messages of C §5 and shows the server list on failure', async () => {
    const id = userId('finance@example.com');
    const { user } = await open(`/membership/user/details/${id}/security`);
    const submit = await screen.findByRole('button', { name: 'Change Password' });
    expect(screen.getByText('At least 8 characters')).toBeInTheDocument();
    await user.click(submit);
    expect(await screen.findByText('New password is required')).toBeInTheDocument();
    expect(screen.getByText('Password confirmation is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^New Password/), 'abcdefgh');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'abcdefgX');
    expect(
      await screen.findByText('Please specify stronger password. Current complexity: 46 %'),
    ).toBeInTheDocument();
    expect(screen.getByText('Passwords are not equal')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^New Password/));
    await user.type(screen.getByLabelText(/^New Password/), 'Siding#Line42');
    await user.clear(screen.getByLabelText(/^Confirm Password/));
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Siding#Line42');
    mockControl.fail('POST', '/account/SecureChangePassword', {
      status: 400,
      message: 'Password was used recently.',
      times: 1,
    });
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Password was used recently.');
    await user.click(submit);
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(db.users.find((u) => u.Id === id)!.Password).toBe('Siding#Line42');
  });

  it('shows no meter and no rule when the requirements name nothing readable; the server refuses and says why', async () => {
    const { server } = await import('@mocks/node');
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.get('*/account/ChangePasswordRequirements', () =>
        HttpResponse.json({ Policy: 'default', Level: 3 }),
      ),
    );
    const posts: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/account/SecureChangePassword'))
        void request
          .clone()
          .json()
          .then((b) => posts.push(b));
    });
    const id = userId('finance@example.com');
    const { user } = await open(`/membership/user/details/${id}/security`);
    const submit = await screen.findByRole('button', { name: 'Change Password' }, SLOW);
    await user.type(screen.getByLabelText(/^New Password/), 'abc');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'abc');
    // no meter, no figure, no "valid" look: the client cannot know the rule
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText(/Complexity/)).not.toBeInTheDocument();
    expect(screen.queryByText('Password requirements:')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^New Password/)).not.toHaveClass('is-valid');
    await user.click(submit);
    // the server's own messages speak
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The password must be at least 8 characters long.');
    expect(alert).toHaveTextContent(/The password is too weak/);
    expect(posts).toEqual([{ UserId: id, NewPassword: 'abc', NewPasswordRepeat: 'abc' }]);

    // a 400 answer: its message is shown
    mockControl.fail('POST', '/account/SecureChangePassword', {
      status: 400,
      message: 'The password does not meet the password policy.',
      times: 1,
    });
    await user.click(submit);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('The password does not meet the password policy.'),
    );
    server.events.removeAllListeners();
  });

  it('reads other spellings of the rule: the server hint, its length and its complexity (one figure)', async () => {
    const { server } = await import('@mocks/node');
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.get('*/account/ChangePasswordRequirements', () =>
        HttpResponse.json({
          requiredLength: 10,
          RequiredComplexity: 60,
          hint: 'Ten characters or more, mixed.',
        }),
      ),
    );
    const { user } = await open(`/membership/user/details/${userId('finance@example.com')}/security`);
    expect(await screen.findByText('Ten characters or more, mixed.', {}, SLOW)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New Password/), 'Abcdef1!');
    expect(screen.getByRole('progressbar', { name: 'Password complexity' })).toHaveClass('bg-warning'); // too short for the rule
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Abcdef1!');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('The password must have at least 10 characters.')).toBeInTheDocument();
    // no second figure of our own beside the server's words
    expect(screen.queryByText(/must reach a complexity/)).not.toBeInTheDocument();
  });

  it('hides the form for a user whose password may not be changed', async () => {
    await open(`/membership/user/details/${userId('victor.sloane@example.com')}/security`);
    expect(await screen.findByText('The password of this user cannot be changed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change Password' })).not.toBeInTheDocument();
  });
});

describe('roles', () => {
  it('adds a role (Save disabled while the name is empty) and opens its details', async () => {
    const { user, router } = await open('/membership/role/list');
    const table = await screen.findByRole('table', { name: 'Roles' });
    expect(await within(table).findByText('BizStaff')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Role' }, { timeout: 15_000 });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Estimators');
    await user.type(within(dialog).getByLabelText('Description'), 'Prepare estimates');
    expect(save).toBeEnabled();
    await user.click(save);
    expect(await screen.findByText('Role created successfully')).toBeInTheDocument();
    const role = db.roles.find((r) => r.Name === 'Estimators')!;
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/membership/role/details/${role.Id}/roleInfo`),
    );
    expect(await screen.findByRole('heading', { name: 'Estimators', level: 1 })).toBeInTheDocument();
  });

  it('reopens Add Role with a new role typed before a reload, and says so', async () => {
    drafts.write(ROLE_FORM_ID, null, { Name: 'Surveyors', Description: 'Walk the lots' });
    await open('/membership/role/list');
    const dialog = await screen.findByRole('dialog', { name: 'Add Role' }, SLOW);
    // the draft is put in the form by an effect just after the dialog appears
    await waitFor(() => expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Surveyors'));
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Walk the lots');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Unsaved changes from earlier were restored.',
    );
  });

  it('reopens a role’s edit mode with what was typed before a reload; the role list leaves that draft alone', async () => {
    const role = db.roles.find((r) => r.Name === 'BizProduction')!;
    drafts.write(ROLE_FORM_ID, role.Id, { Name: 'Field Service', Description: role.Description ?? '' });
    const list = await open('/membership/role/list');
    expect(
      await within(await screen.findByRole('table', { name: 'Roles' })).findByText('BizProduction'),
    ).toBeVisible();
    // Add Role creates: another role's waiting edit does not open it
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('dialog', { name: 'Add Role' })).not.toBeInTheDocument();
    list.unmount();

    await open(`/membership/role/details/${role.Id}/roleInfo`);
    const form = await screen.findByRole('form', { name: 'General Information' }, SLOW);
    await waitFor(() => expect(within(form).getByLabelText(/^Name/)).toHaveValue('Field Service'));
    expect(within(form).getByRole('status')).toHaveTextContent('Unsaved changes from earlier were restored.');
    expect(screen.getByRole('button', { name: 'Remove' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(drafts.read(ROLE_FORM_ID, role.Id)).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Name/ })).not.toBeInTheDocument();
  });

  it('edits a role with Save disabled while the name is empty, then removes it after the confirmation', async () => {
    const role = db.roles.find((r) => r.Name === 'BizClient')!;
    const { user, router } = await open(`/membership/role/details/${role.Id}/roleInfo`);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    // the edit mode's code loads when editing starts
    const name = await screen.findByLabelText(/^Name/, {}, SLOW);
    await user.clear(name);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(name, 'BizClients');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Role saved successfully')).toBeInTheDocument();
    expect(db.roles.find((r) => r.Id === role.Id)!.Name).toBe('BizClients');

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Role' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this role?');
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/membership/role/list'));
    expect(db.roles.some((r) => r.Id === role.Id)).toBe(false);
  });

  it('moves permissions between the two lists and lists the assigned ones', async () => {
    const role = db.roles.find((r) => r.Name === 'BizClientCompanyManager')!;
    const { user } = await open(`/membership/role/details/${role.Id}/permissions`);
    const available = await screen.findByLabelText('Unassigned permissions');
    await waitFor(() => expect(within(available).getAllByRole('option').length).toBeGreaterThan(3));
    expect(available).toHaveAttribute('size', '8');
    await user.selectOptions(available, [
      'Daewon.Permissions.CanManageJobs',
      'Daewon.Permissions.CanAccessJobReports',
    ]);
    await user.click(screen.getByRole('button', { name: 'Assign the selected' }));
    const assigned = screen.getByLabelText('Assigned permissions');
    expect(await within(assigned).findByText('Daewon.Permissions.CanManageJobs')).toBeInTheDocument();
    expect(db.roles.find((r) => r.Id === role.Id)!.Permissions).toEqual(
      expect.arrayContaining(['Daewon.Permissions.CanManageJobs', 'Daewon.Permissions.CanAccessJobReports']),
    );
    await user.selectOptions(assigned, ['Daewon.Permissions.CanManageJobs']);
    await user.click(screen.getByRole('button', { name: 'Unassign the selected' }));
    await waitFor(() =>
      expect(within(assigned).queryByText('Daewon.Permissions.CanManageJobs')).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Advanced' }));
    const advanced = await screen.findByRole('table', { name: 'The permissions assigned to the role' });
    expect(within(advanced).getByText('Daewon.Permissions.CanAccessJobReports')).toBeInTheDocument();
    expect(
      within(advanced).getByText(String(permissionId('Daewon.Permissions.CanAccessJobReports'))),
    ).toBeInTheDocument();
  });

  it('shows the server message when a move fails', async () => {
    const role = db.roles.find((r) => r.Name === 'BizClient')!;
    const { user } = await open(`/membership/role/details/${role.Id}/permissions`);
    const available = await screen.findByLabelText('Unassigned permissions');
    await waitFor(() => expect(within(available).getAllByRole('option').length).toBeGreaterThan(3));
    mockControl.fail('POST', `/role/${role.Id}/permission`, { status: 500, message: 'Database is busy' });
    await user.selectOptions(available, ['Daewon.Permissions.CanManageJobs']);
    await user.click(screen.getByRole('button', { name: 'Assign the selected' }));
    expect(await screen.findByText('Error while saving permissions: Database is busy')).toBeInTheDocument();
  });
});

describe('Add User draft', () => {
  it('uses the user dialog draft id of its create form', async () => {
    const { userFormDraftId } = await import('@/components/user-dialog/user-form-dialog');
    const { ADD_USER_DRAFT_ID } = await import('./users/user-list-page');
    expect(ADD_USER_DRAFT_ID).toBe(userFormDraftId('create', 'other', 'membershipUsers'));
  });
});
