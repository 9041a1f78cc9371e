import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, mockControl, server } from '@mocks/node';
import type { BizUserRecord } from '@/api/biz-users';
import { Roles } from '@/lib/permissions';
import { renderRoutes, signInAs } from '@/test/test-utils';
import { UserFormDialog, type UserFormDialogProps } from './index';
import { maskSsn, toUserPayload, userFormDefaults } from './user-schema';

let requests: Request[] = [];
const checks = () => requests.filter((r) => new URL(r.url).pathname.includes('/bizUsers/checkEmail/'));

beforeEach(async () => {
  await signInAs('admin');
  requests = [];
  server.events.on('request:start', ({ request }) => {
    requests.push(request);
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  sessionStorage.clear();
});

function open(props: Partial<UserFormDialogProps> = {}) {
  const onHide = vi.fn();
  const onSaved = vi.fn();
  const user = userEvent.setup();
  renderRoutes([
    {
      path: '/',
      element: (
        <UserFormDialog
          show
          onHide={onHide}
          onSaved={onSaved}
          mode="create"
          roles={[Roles.Staff, Roles.FinanceManager, Roles.Production]}
          {...props}
        />
      ),
    },
  ]);
  return { user, onHide, onSaved };
}

describe('UserFormDialog', () => {
  it('validates, checks the e-mail on blur, and creates the user with the chosen role first', async () => {
    const { user, onHide, onSaved } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Create User' });
    // BS is the default role for everyone but clients
    expect(within(dialog).getByLabelText(/^Role/)).toHaveValue(Roles.Staff);
    expect(within(dialog).queryByLabelText(/^SSN/)).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/^Address/)).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Cell Phone/)).toHaveAttribute('placeholder', '###-###-####');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const message of [
      'Please enter first name',
      'Please enter last name',
      'Please enter email',
      'Password is required',
    ])
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(onHide).not.toHaveBeenCalled();

    await user.selectOptions(within(dialog).getByLabelText(/^Role/), Roles.FinanceManager);
    await user.type(within(dialog).getByLabelText(/^First Name/), 'Nora');
    await user.type(within(dialog).getByLabelText(/^Last Name/), 'Quinn');
    await user.type(within(dialog).getByLabelText(/^Email/), 'ADMIN@example.com');
    await user.tab();
    expect(await within(dialog).findByText('The email already exist')).toBeInTheDocument();
    expect(checks()).toHaveLength(1);

    await user.clear(within(dialog).getByLabelText(/^Email/));
    await user.type(within(dialog).getByLabelText(/^Email/), 'nora.quinn@example.com');
    await user.tab();
    await waitFor(() =>
      expect(within(dialog).queryByText('The email already exist')).not.toBeInTheDocument(),
    );
    await user.type(within(dialog).getByLabelText(/^Cell Phone/), '7035550142');
    expect(within(dialog).getByLabelText(/^Cell Phone/)).toHaveValue('703-555-0142');
    await user.type(within(dialog).getByLabelText(/^Password/), 'secret12');
    await user.type(within(dialog).getByLabelText(/^Repeat Password/), 'secret13');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Passwords are not equal')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/^Repeat Password/));
    await user.type(within(dialog).getByLabelText(/^Repeat Password/), 'secret12');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User created successfully')).toBeInTheDocument();
    expect(onHide).toHaveBeenCalled();
    const saved = db.users.find((u) => u.Email === 'nora.quinn@example.com')!;
    expect(saved).toMatchObject({
      FirstName: 'Nora',
      LastName: 'Quinn',
      Roles: [Roles.FinanceManager],
      CellPhoneNumber: '703-555-0142',
      Password: 'secret12',
    });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ Id: saved.Id }));
    const create = requests.find((r) => new URL(r.url).pathname.endsWith('/daewon.api/bizUsers/createUser'));
    expect(create?.method).toBe('POST');
  });

  it('refuses to save a taken e-mail even without a blur first', async () => {
    const { user, onHide } = open({ roles: [Roles.Staff] });
    const dialog = await screen.findByRole('dialog', { name: 'Create User' });
    // one role: no role choice
    expect(within(dialog).queryByLabelText(/^Role/)).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^First Name/), 'Sam');
    await user.type(within(dialog).getByLabelText(/^Last Name/), 'Again');
    await user.type(within(dialog).getByLabelText(/^Email/), 'staff@example.com');
    await user.type(within(dialog).getByLabelText(/^Password/), 'secret12');
    await user.type(within(dialog).getByLabelText(/^Repeat Password/), 'secret12');
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText('The email already exist')).toBeInTheDocument();
    expect(onHide).not.toHaveBeenCalled();
    expect(db.users.filter((u) => u.Email === 'staff@example.com')).toHaveLength(1);
  });

  it('invites a client: role BC, needs invite, no password fields', async () => {
    const { user } = open({ mode: 'invite', audience: 'client', roles: [Roles.Client] });
    const dialog = await screen.findByRole('dialog', { name: 'Invite Client' });
    expect(within(dialog).queryByLabelText(/^Password/)).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Company Name/), 'Hollis Homes');
    await user.type(within(dialog).getByLabelText(/^First Name/), 'Iris');
    await user.type(within(dialog).getByLabelText(/^Last Name/), 'Hollis');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter email')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Email/), 'iris@hollis.example');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invitation created successfully')).toBeInTheDocument();
    expect(db.users.find((u) => u.Email === 'iris@hollis.example')).toMatchObject({
      Roles: [Roles.Client],
      isNeedInvite: true,
      CompanyName: 'Hollis Homes',
    });
  });

  it('hides e-mail and password when e-mail is optional, shows SSN and Address when configured', async () => {
    const { user } = open({
      roles: [Roles.SubContractor],
      emailOptional: true,
      customFields: { ssn: true, address: true },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Create User' });
    expect(within(dialog).queryByLabelText(/^Email/)).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/^Password/)).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^First Name/), 'Ray');
    await user.type(within(dialog).getByLabelText(/^Last Name/), 'Dunn');
    await user.type(within(dialog).getByLabelText(/^SSN/), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter the SSN as 999-99-9999')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^SSN/), '6789');
    expect(within(dialog).getByLabelText(/^SSN/)).toHaveValue('123-45-6789');
    await user.type(within(dialog).getByLabelText(/^Address/), '9 Elm St, Reston VA');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User created successfully')).toBeInTheDocument();
    expect(db.users.find((u) => u.LastName === 'Dunn')).toMatchObject({
      Email: '',
      Ssn: '123-45-6789',
      Address: '9 Elm St, Reston VA',
      Roles: [Roles.SubContractor],
    });
  });

  it('updates without a password and skips the e-mail check when only its case changed', async () => {
    const record = db.users.find((u) => u.Email === 'finance@example.com')!;
    const current: BizUserRecord = { ...record, Roles: [...record.Roles] };
    const { user } = open({ mode: 'update', user: current, roles: [Roles.FinanceManager] });
    const dialog = await screen.findByRole('dialog', { name: 'Update User' });
    expect(within(dialog).getByLabelText(/^First Name/)).toHaveValue('Fiona');
    await user.clear(within(dialog).getByLabelText(/^Email/));
    await user.type(within(dialog).getByLabelText(/^Email/), 'Finance@Example.com');
    await user.tab();
    await user.clear(within(dialog).getByLabelText(/^Last Name/));
    await user.type(within(dialog).getByLabelText(/^Last Name/), 'Chen-Park');

    mockControl.fail('PUT', '/bizUsers/', { status: 500, message: 'Database unavailable', times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error while updating user')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Database unavailable');
    expect(within(dialog).getByLabelText(/^Last Name/)).toHaveValue('Chen-Park');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(checks()).toHaveLength(0);
    expect(db.users.find((u) => u.Id === record.Id)).toMatchObject({
      LastName: 'Chen-Park',
      Password: 'demo1234',
    });
  });
});

describe('user form rules', () => {
  it('masks an SSN and builds the payload with the chosen role first', () => {
    expect(maskSsn('123456789123')).toBe('123-45-6789');
    expect(maskSsn('1234')).toBe('123-4');
    const defaults = userFormDefaults(null, [Roles.Client, Roles.Staff], 'client', 'create');
    expect(defaults.Role).toBe(Roles.Client);
    expect(userFormDefaults(null, [Roles.Client, Roles.Staff], 'other', 'create').Role).toBe(Roles.Staff);
    const payload = toUserPayload(
      {
        ...defaults,
        Role: Roles.Staff,
        FirstName: 'A',
        LastName: 'B',
        CompanyName: '',
        Email: 'a@b.co',
        CellPhoneNumber: '',
        HomePhoneNumber: '',
        Ssn: '',
        Address: '',
        Comment: '',
        Password: '',
        PasswordRepeat: '',
      },
      { mode: 'update', audience: 'other', emailOptional: false, ssn: false, address: false },
      {
        Id: 7,
        FirstName: 'A',
        LastName: 'B',
        Email: 'a@b.co',
        CellPhoneNumber: '',
        Roles: ['BizProduction', 'BizStaff'],
      },
    );
    expect(payload.Roles).toEqual([Roles.Staff, 'BizProduction']);
    expect(payload).not.toHaveProperty('Password');
  });
});
