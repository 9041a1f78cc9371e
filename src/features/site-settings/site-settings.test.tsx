import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db, mockControl, server } from '@mocks/node';
import type { AppRoute } from '@/lib/routing';
import { recordBodies, recordRequests, renderRoutes, signInAs } from '@/test/test-utils';
import { DUPLICATE_SETTING_MESSAGE, SettingNotFoundError, SiteSettingsRegistry } from './registry';
import { siteSettingsFeature } from './routes';
import { siteSettings } from './settings';

const routes: AppRoute[] = [{ path: '/', children: siteSettingsFeature.routes }];
const T = { timeout: 5000 };

beforeEach(async () => {
  await signInAs('admin');
});
afterEach(() => sessionStorage.clear());

function open(path: string) {
  const user = userEvent.setup();
  return { user, ...renderRoutes(routes, [path]) };
}

describe('site settings registry', () => {
  it('refuses a second setting under one name and names an unknown key', () => {
    const registry = new SiteSettingsRegistry();
    const setting = { key: 'a', title: 'x', editor: () => Promise.reject(new Error('unused')) };
    registry.register(setting);
    expect(() => registry.register({ ...setting })).toThrow(DUPLICATE_SETTING_MESSAGE);
    expect(() => registry.get('b')).toThrow(SettingNotFoundError);
    expect(() => registry.get('b')).toThrow("Setting 'b' was not found in the settings registry");
    expect(siteSettings.list().map((s) => s.key)).toEqual(['subcontractorDocSettings']);
    expect(() =>
      siteSettings.register({ key: 'subcontractorDocSettings', title: 'y', editor: setting.editor }),
    ).toThrow('Setting with the provided name already exists');
  });
});

describe('site settings screens', () => {
  it('lists the registered settings and edits the subcontractor document settings (Save)', async () => {
    const { user, router } = open('/admin/siteSettings');
    await user.click(await screen.findByRole('link', { name: 'Subcontractor Document Settings' }, T));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/admin/siteSettings/subcontractorDocSettings'),
    );
    const form = await screen.findByRole('form', { name: 'Subcontractor Document Settings' }, T);
    expect(within(form).getByLabelText('Number of days prior to expiration')).toHaveValue('14');
    expect(
      within(form).getByLabelText('Send notifications when documents are going to expire'),
    ).toBeChecked();

    const recipients = within(form).getByLabelText('Recipient e-mails');
    await user.clear(recipients);
    await user.type(recipients, 'office@example.com; not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('Please enter valid e-mail addresses separated by semicolons'),
    ).toBeInTheDocument();

    await user.clear(recipients);
    await user.type(recipients, 'office@example.com; yard@example.com');
    const days = within(form).getByLabelText('Number of days prior to expiration');
    await user.clear(days);
    await user.type(days, '21');
    mockControl.fail('POST', '/api/subcontractorDocSettings', {
      status: 500,
      message: 'Mail server down',
      times: 1,
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Mail server down/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/siteSettings/subcontractorDocSettings');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/siteSettings'));
    expect(db.subcontractorDocSettings).toMatchObject({
      NumerOfDayPriorToExpiration: 21,
      RecipientEmailsToSendNotification: 'office@example.com; yard@example.com',
    });
  });

  it('adds recipients from the contacts picker (a user and a group) next to the typed ones, and saves them', async () => {
    // the user search answers the documented fields only (C §7: Id, FirstName, LastName): the address is read
    // from the user (GET /user/{id})
    server.use(
      http.get('*/user/autocomplete', ({ request }) => {
        const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
        return HttpResponse.json(
          db.users
            .filter((u) => u.IsActive && `${u.FirstName} ${u.LastName}`.toLowerCase().includes(q))
            .slice(0, 11)
            .map((u) => ({ Id: u.Id, FirstName: u.FirstName, LastName: u.LastName })),
        );
      }),
    );
    const urls = recordRequests();
    const saves = recordBodies<Record<string, unknown>>('POST', /\/api\/subcontractorDocSettings$/);
    const { user, router } = open('/admin/siteSettings/subcontractorDocSettings');
    const form = await screen.findByRole('form', { name: 'Subcontractor Document Settings' }, T);
    const recipients = within(form).getByLabelText('Recipient e-mails');
    expect(recipients).toHaveValue('office@example.com; sam.rivera@example.com');

    await user.click(within(form).getByRole('button', { name: 'Add from contacts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Contacts' }, T);
    await user.type(within(dialog).getByLabelText('Search users'), 'Fiona');
    await user.click(await screen.findByRole('option', { name: /Fiona Chen/ }, T));
    await user.click(within(dialog).getByRole('radio', { name: 'Groups' }));
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Owner' }, T));
    // a member already listed is not added twice
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Staff' }, T));
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Select Contacts' })).not.toBeInTheDocument(),
    );

    const staff = db.userGroups.find((g) => g.Name === 'Staff')!;
    const staffEmails = staff.UserIds.map((id) => db.users.find((u) => u.Id === id)!.Email).filter(
      (e) => e !== 'sam.rivera@example.com',
    );
    const expected = [
      'office@example.com',
      'sam.rivera@example.com',
      'finance@example.com',
      'admin@example.com',
      'gordon.lee@example.com',
      ...staffEmails,
    ].join('; ');
    await waitFor(() => expect(recipients).toHaveValue(expected));
    const fiona = db.users.find((u) => u.Email === 'finance@example.com')!;
    expect(urls.some((u) => u.pathname.endsWith(`/user/${fiona.Id}`))).toBe(true);

    // typing goes on after the picked addresses
    await user.type(recipients, '; yard@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/siteSettings'));
    expect(saves.at(-1)?.body).toMatchObject({
      RecipientEmailsToSendNotification: `${expected}; yard@example.com`,
    });
    expect(db.subcontractorDocSettings.RecipientEmailsToSendNotification).toBe(
      `${expected}; yard@example.com`,
    );
  });

  it('keeps the typed recipients and the picker choice when a group cannot be read', async () => {
    const { user } = open('/admin/siteSettings/subcontractorDocSettings');
    const form = await screen.findByRole('form', { name: 'Subcontractor Document Settings' }, T);
    const recipients = within(form).getByLabelText('Recipient e-mails');
    await user.click(within(form).getByRole('button', { name: 'Add from contacts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Contacts' }, T);
    await user.click(within(dialog).getByRole('radio', { name: 'Groups' }));
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Owner' }, T));
    mockControl.fail('GET', '/api/userGroup/getUsers/', { status: 500, times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(
      await screen.findByText('The members of the chosen groups could not be read. Please try again.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Owner' })).toBeChecked();
    expect(recipients).toHaveValue('office@example.com; sam.rivera@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(recipients).toHaveValue(
        'office@example.com; sam.rivera@example.com; admin@example.com; gordon.lee@example.com',
      ),
    );
  });

  it('Cancel returns to the list without saving', async () => {
    const { user, router } = open('/admin/siteSettings/subcontractorDocSettings');
    await screen.findByRole('form', { name: 'Subcontractor Document Settings' }, T);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/siteSettings'));
    expect(db.subcontractorDocSettings.NumerOfDayPriorToExpiration).toBe(14);
  });

  it('says clearly when a key is not a registered setting', async () => {
    open('/admin/siteSettings/emailBranding');
    expect(await screen.findByRole('heading', { name: 'Setting not found' }, T)).toBeInTheDocument();
    expect(
      screen.getByText("There is no setting named 'emailBranding' in the settings registry."),
    ).toBeInTheDocument();
  });
});
