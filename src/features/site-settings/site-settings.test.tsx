import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db, mockControl } from '@mocks/node';
import type { AppRoute } from '@/lib/routing';
import { renderRoutes, signInAs } from '@/test/test-utils';
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
