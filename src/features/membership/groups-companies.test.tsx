import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { mockControl } from '@mocks/utils';
import type { AppRoute } from '@/lib/routing';
import { renderRoutes, signInAs } from '@/test/test-utils';
import { browserRedirect } from './companies/dropbox-banner';
import { routesForTests } from './test-routes';

// long journeys through several lazy chunks, on a shared 2-core machine
vi.setConfig({ testTimeout: 30_000 });

async function open(path: string, who = 'admin') {
  await signInAs(who);
  const user = userEvent.setup();
  return { user, ...renderRoutes(routesForTests as AppRoute[], [path]) };
}

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => `${r.querySelectorAll('td')[1]?.textContent} ${r.querySelectorAll('td')[2]?.textContent}`);

describe('user groups', () => {
  it('adds a group: users shown once a name is typed, sorted by last then first name, back to the list', async () => {
    const { user, router } = await open('/membership/usergroup/list?sort=Name&dir=desc', 'staff');
    const table = await screen.findByRole('table', { name: 'User groups' });
    expect(await within(table).findByText('Owner')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByRole('heading', { name: 'Add User Group' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.queryByRole('heading', { name: 'Users' })).not.toBeInTheDocument();
    // the way back is to the list as it was left (its sort), after a save too
    expect(screen.getByRole('link', { name: 'Back to user groups' })).toHaveAttribute(
      'href',
      '/membership/usergroup/list?sort=Name&dir=desc',
    );

    await user.type(screen.getByLabelText(/^Name/), 'Siding Estimators');
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    for (const q of ['Rivera', 'Chen']) {
      // the autocomplete loads with the users section
      const picker = await screen.findByRole('combobox', { name: 'Add a user' });
      await waitFor(() => expect(picker).toBeEnabled());
      await user.type(picker, q);
      await user.click(await screen.findByRole('option', { name: new RegExp(q) }, { timeout: 5000 }));
    }
    const members = screen.getByRole('table', { name: 'Users of the group' });
    await waitFor(() => expect(rowNames(members)).toEqual(['Chen Fiona', 'Rivera Sam']));
    expect(within(members).getByText('finance@example.com')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Group saved successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/membership/usergroup/list'));
    expect(router.state.location.search).toBe('?sort=Name&dir=desc');
    const saved = db.userGroups.find((g) => g.Name === 'Siding Estimators')!;
    expect(saved.UserIds).toHaveLength(2);
  });

  it('locks the name of an existing group until Edit, removes a member and deletes the group', async () => {
    const group = db.userGroups.find((g) => g.Name === 'Production Team')!;
    const { user, router } = await open(`/membership/usergroup/edit/${group.Id}`, 'staff');
    expect(
      await screen.findByRole('heading', { name: 'Update User Group' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to user groups' })).toHaveAttribute(
      'href',
      '/membership/usergroup/list',
    );
    const name = screen.getByLabelText(/^Name/);
    expect(name).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(name).not.toHaveAttribute('readonly');
    await user.clear(name);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel Edit' }));
    expect(name).toHaveValue('Production Team');

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Group' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this group?');
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/membership/usergroup/list'));
    expect(db.userGroups.some((g) => g.Id === group.Id)).toBe(false);
  });
});

describe('companies', () => {
  it('lists the companies with their owners', async () => {
    await open('/membership/company/list');
    const table = await screen.findByRole('table', { name: 'Companies' });
    expect(await within(table).findByText('Daewon Exteriors')).toBeInTheDocument();
    expect(within(table).getByText('admin@example.com')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Owner's First Name/ })).toBeInTheDocument();
  });

  it('creates no meter when the password requirements name no rule, and shows the server refusal', async () => {
    const { server } = await import('@mocks/node');
    const { http, HttpResponse } = await import('msw');
    server.use(http.get('*/account/ChangePasswordRequirements', () => HttpResponse.json({})));
    const { user } = await open('/membership/company/details/create');
    expect(
      await screen.findByRole('heading', { name: 'New Company' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await user.type(await screen.findByLabelText(/^Name/, {}, { timeout: 15_000 }), 'Lark Gutters');
    await user.type(screen.getByLabelText(/^First Name/), 'Ivy');
    await user.type(screen.getByLabelText(/^Last Name/), 'Lark');
    await user.type(screen.getByLabelText(/^Email/), 'ivy.lark@example.com');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'abc');
    await user.type(screen.getByLabelText(/^Repeat Password/), 'abc');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText(/Complexity/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    // the form's own alert (an error notice, also an alert, may say it too)
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .some((a) => a.textContent?.includes('The password must be at least 8 characters long.')),
      ).toBe(true),
    );
    expect(screen.queryByText('Please specify stronger password')).not.toBeInTheDocument();
    expect(db.companies.some((c) => c.CompanyName === 'Lark Gutters')).toBe(false);
  });

  it('creates a company with its owner: messages after a save attempt, password complexity and repeat', async () => {
    const { user, router } = await open('/membership/company/details/create');
    expect(
      await screen.findByRole('heading', { name: 'New Company' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Remove' }, { timeout: 15_000 })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Please enter the company name')).toBeInTheDocument();
    expect(screen.getByText("Please enter the owner's email")).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Name/), 'Quinn Roofing');
    await user.type(screen.getByLabelText(/^First Name/), 'Nora');
    await user.type(screen.getByLabelText(/^Last Name/), 'Quinn');
    await user.type(screen.getByLabelText(/^Phone/), '7035550111');
    await user.type(screen.getByLabelText(/^Email/), 'admin@example.com');
    expect(screen.getByLabelText(/^First Name/)).toHaveClass('is-valid');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'abc');
    expect(screen.getByText('Complexity: 25 %')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Repeat Password/), 'abd');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Passwords are not equal')).toBeInTheDocument();
    // the mock's rule: at least 8 characters, then a complexity of 70 %
    expect(screen.getByText('The password must have at least 8 characters.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'defghij');
    expect(await screen.findByText('Please specify stronger password')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Password/, { selector: 'input' }));
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Roofing#2026');
    await user.clear(screen.getByLabelText(/^Repeat Password/));
    await user.type(screen.getByLabelText(/^Repeat Password/), 'Roofing#2026');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    // the form's own alert (the error notice of the failed save stays next to it until closed)
    expect(await screen.findByText('The email already exist')).toHaveAttribute('role', 'alert');

    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'nora.quinn@example.com');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Company successfully updated')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/membership/company/list'));
    expect(db.companies.find((c) => c.CompanyName === 'Quinn Roofing')).toBeTruthy();
  });

  it('edits General Information with pencil, OK and cancel; Dropbox banners, unattach and attach', async () => {
    const { user } = await open('/membership/company/details/1');
    expect(await screen.findByText('Dropbox Account Attached')).toBeInTheDocument();
    expect(screen.getByText(/Now you can use Documents module/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const name = screen.getByLabelText(/^Name/);
    await user.clear(name);
    expect(screen.getByRole('button', { name: 'OK' })).toBeDisabled();
    await user.type(name, 'Daewon Exteriors Inc');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Company successfully updated')).toBeInTheDocument();
    expect(db.companies[0].CompanyName).toBe('Daewon Exteriors Inc');
    expect(screen.getByRole('button', { name: 'Remove' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Unattach' }));
    const confirm = await screen.findByRole('dialog', { name: 'Unattach Dropbox' });
    expect(confirm).toHaveTextContent('Are you sure you want to unattach dropbox account?');
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Dropbox Account Not Attached')).toBeInTheDocument();
    expect(db.companies[0].IsDropBoxAttached).toBe(false);

    const go = (browserRedirect.go = vitestFn());
    await user.click(screen.getByRole('button', { name: 'Attach Dropbox' }));
    expect(go.calls).toEqual(['/membership.api/integration/getDropboxToken?companyId=1']);
  });

  it('refuses the company screens without /sysadmin (403 from the server)', async () => {
    mockControl.clear();
    await open('/membership/company/details/1', 'staff');
    expect(await screen.findByText('The company was not found or has been deleted.')).toBeInTheDocument();
  });
});

function vitestFn() {
  const calls: string[] = [];
  return Object.assign((url: string) => void calls.push(url), { calls });
}
