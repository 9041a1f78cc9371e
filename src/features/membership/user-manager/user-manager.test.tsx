import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { renderRoutes, signInAs } from '@/test/test-utils';
import { routesForTests } from '../test-routes';

// long journeys through several lazy chunks, on a shared 2-core machine
vi.setConfig({ testTimeout: 30_000 });

async function open(path: string, who = 'admin') {
  await signInAs(who);
  const user = userEvent.setup();
  return { user, ...renderRoutes(routesForTests, [path]) };
}

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.replace(/[▲▼↑↓⇅↕]/g, '').trim());

describe('user manager', () => {
  // decision 20: the indexes count 0 Id, 1 Company Name, 2 First Name, 3 Last Name, 4 Email, 5 Phone Number,
  // 6 Roles, 7 Ssn, 8 row actions
  it.each([
    ['clients', 'Clients', ['First Name', 'Last Name', 'Email', 'Phone Number', 'Actions']],
    ['contractors', 'Contractors', ['First Name', 'Last Name', 'Ssn', 'Actions']],
    [
      'companyClientManagers',
      'Company Client Managers',
      ['First Name', 'Last Name', 'Email', 'Ssn', 'Actions'],
    ],
    ['staff', 'Staff', ['First Name', 'Last Name', 'Email', 'Ssn', 'Actions']],
  ])('hides the columns of A §6 for %s as decision 20 counts them', async (filter, title, shown) => {
    await open(`/membership/usermanager/list/${filter}`);
    const table = await screen.findByRole('table', { name: title });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    expect(headers(table)).toEqual(shown);
    // every row keeps its actions
    const rows = within(table).getAllByRole('row').slice(1);
    for (const row of rows) expect(within(row).getByRole('button', { name: /^Edit / })).toBeInTheDocument();
  });

  it("shows only an Ssn's last four digits in the list, the whole number in the user's form", async () => {
    const luis = db.users.find((u) => u.Email === 'subcontractor@example.com')!;
    const { user } = await open('/membership/usermanager/list/contractors?LastName=ortega');
    const table = await screen.findByRole('table', { name: 'Contractors' });
    const row = (await within(table).findByText('Luis')).closest('tr')!;
    expect(within(row).getByText('***-**-6789')).toBeInTheDocument();
    expect(within(table).queryByText('123-45-6789')).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Edit Luis Ortega' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update User' }, { timeout: 15_000 });
    expect(within(dialog).getByLabelText(/^SSN/)).toHaveValue(luis.Ssn);
  });

  it('lists the role of the filter and filters by name and by column', async () => {
    const { user, router } = await open('/membership/usermanager/list/staff');
    const table = await screen.findByRole('table', { name: 'Staff' });
    expect(await within(table).findByText('staff@example.com')).toBeInTheDocument();
    expect(within(table).queryByText('finance@example.com')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.queryByLabelText('Company Name')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'sam.rivera');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toContain('Email=sam.rivera');
    await waitFor(() => expect(within(table).queryByText('staff@example.com')).not.toBeInTheDocument());
  });

  it('creates a staff user by role with the e-mail check, then the list shows it', async () => {
    const { user, router } = await open('/membership/usermanager/list/staff');
    await user.click(await screen.findByRole('button', { name: 'Create Staff User' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/membership/usermanager/staff/create/0'),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create User' }, { timeout: 15_000 });
    await user.selectOptions(within(dialog).getByLabelText(/^Role/), 'BizProduction');
    await user.type(within(dialog).getByLabelText(/^First Name/), 'Mia');
    await user.type(within(dialog).getByLabelText(/^Last Name/), 'Hart');
    await user.type(within(dialog).getByLabelText(/^Email/), 'staff@example.com');
    await user.tab();
    expect(await within(dialog).findByText('The email already exist')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Email/));
    await user.type(within(dialog).getByLabelText(/^Email/), 'mia.hart@example.com');
    await user.type(within(dialog).getByLabelText(/^Password/, { selector: 'input' }), 'Hart#2026x');
    await user.type(
      within(dialog).getByLabelText(/^Repeat Password|^Password Repeat|^Confirm/),
      'Hart#2026x',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/membership/usermanager/list/staff'));
    expect(db.users.find((u) => u.Email === 'mia.hart@example.com')?.Roles).toEqual(['BizProduction']);
  });

  it('invites a client without a password', async () => {
    const { router } = await open('/membership/usermanager/clients/invite/0');
    const dialog = await screen.findByRole('dialog', { name: 'Invite Client' }, { timeout: 15_000 });
    expect(within(dialog).queryByLabelText(/^Password/, { selector: 'input' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/membership/usermanager/clients/invite/0');
  });

  it('redirects the legacy /manageUsers URLs (decision 7)', async () => {
    const first = await open('/manageUsers/staff');
    await waitFor(() =>
      expect(first.router.state.location.pathname).toBe('/membership/usermanager/list/staff'),
    );
    first.unmount();
    const second = await open('/manageUsers/clients/invite');
    await waitFor(() =>
      expect(second.router.state.location.pathname).toBe('/membership/usermanager/clients/invite/0'),
    );
  });

  it('deletes a user after the confirmation', async () => {
    const target = db.users.find((u) => u.Email === 'priya.shah@example.com')!;
    target.Roles = ['BizStaff'];
    const { user } = await open('/membership/usermanager/list/staff?Email=priya');
    const table = await screen.findByRole('table', { name: 'Staff' });
    await user.click(await within(table).findByRole('button', { name: 'Delete Priya Shah' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete User Alert' });
    expect(confirm).toHaveTextContent('Are you sure want to delete this user ?');
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    expect(db.users.some((u) => u.Id === target.Id)).toBe(false);
  });
});

describe('membership menu', () => {
  it('offers clients, staff and user groups, and the system-admin screens', async () => {
    const { mergeMenu, visibleMenu } = await import('@/app/menu');
    const { features, routeRegistry } = await import('@/app/registry');
    const menu = visibleMenu(mergeMenu(features.flatMap((f) => f.menu ?? [])), routeRegistry, () => true);
    const group = (id: string) => menu.find((e) => e.id === id)?.children?.map((c) => c.to);
    expect(group('userManagement')).toEqual([
      '/membership/usermanager/list/clients',
      '/membership/usermanager/list/staff',
      '/membership/usergroup/list',
    ]);
    // users 1, roles 2, site settings 3 (issue 15's), companies 4
    expect(group('systemAdmin')).toEqual([
      '/membership/user/list',
      '/membership/role/list',
      '/admin/siteSettings',
      '/membership/company/list',
    ]);
  });
});
