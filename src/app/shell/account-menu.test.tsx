import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { db, server } from '../../../mocks/node';
import { signIn } from '@/api/auth';
import { membershipApi } from '@/lib/api-client';
import { i18next, LANGUAGE_STORAGE_KEY } from '@/lib/i18n';
import { changeLanguage } from '@/lib/language';
import { formatDate } from '@/lib/format';
import { registerRouter, session } from '@/lib/session';
import { renderRoutes, signInAs } from '@/test/test-utils';
import { featureRoutes } from '../registry';
import { createAppRoutes } from '../router';

function renderApp(initialEntries: string[]) {
  const rendered = renderRoutes(createAppRoutes(featureRoutes), initialEntries);
  registerRouter(rendered.router);
  return rendered;
}

/** The calls the mock receives from now on, as 'METHOD /path'. */
function recordCalls() {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return calls;
}

afterEach(async () => {
  registerRouter(null);
  await act(() => changeLanguage('en'));
});

const NEW_PASSWORD = 'Crew-Lead-2026!';

describe('account menu: Change Password for the signed-in user (issue 25 §3)', () => {
  it('a subcontractor changes their own password: the spec messages first, then success, still signed in', async () => {
    const token = await signInAs('subcontractor');
    const me = db.users.find((u) => u.Email === 'subcontractor@example.com')!;
    const calls = recordCalls();
    const user = userEvent.setup();
    renderApp(['/dashboard']);
    await user.click(await screen.findByRole('button', { name: /Welcome Luis Ortega/ }));
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    expect(calls).toContain(`GET /membership.api/account/IsUserAllowedToChangePassword/${me.Id}`);

    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    // the server's requirements
    expect(await within(dialog).findByText('At least 8 characters')).toBeInTheDocument();
    const save = within(dialog).getByRole('button', { name: 'Change Password' });
    await user.click(save);
    expect(await within(dialog).findByText('New password is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Password confirmation is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('New Password'), 'abcdefgh');
    await user.type(within(dialog).getByLabelText('Confirm Password'), 'abcdefgx');
    await user.click(save);
    expect(await within(dialog).findByText(/Please specify stronger password\. Current complexity: \d+ %/));
    expect(within(dialog).getByText('Passwords are not equal')).toBeInTheDocument();
    expect(calls.filter((c) => c.endsWith('/SecureChangePassword'))).toEqual([]);

    await user.clear(within(dialog).getByLabelText('New Password'));
    await user.type(within(dialog).getByLabelText('New Password'), NEW_PASSWORD);
    await user.clear(within(dialog).getByLabelText('Confirm Password'));
    await user.type(within(dialog).getByLabelText('Confirm Password'), NEW_PASSWORD);
    await user.click(save);

    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change Password' })).toBeNull());
    expect(calls.filter((c) => c.endsWith('/SecureChangePassword'))).toHaveLength(1);
    // the session is kept, and the new password signs in
    expect(session.getToken()).toBe(token);
    expect(screen.getByRole('button', { name: /Welcome Luis Ortega/ })).toBeInTheDocument();
    await expect(
      act(() => signIn({ Login: 'subcontractor@example.com', Password: NEW_PASSWORD })),
    ).resolves.toBeTruthy();
  });

  it("a refusal keeps the dialog open with the server's messages and what was typed", async () => {
    await signInAs('staff');
    const user = userEvent.setup();
    renderApp(['/dashboard']);
    await user.click(await screen.findByRole('button', { name: /Welcome Sam Rivera/ }));
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    await within(dialog).findByText('At least 8 characters');
    const staff = db.users.find((u) => u.Email === 'staff@example.com')!;
    // the account is deactivated meanwhile: the server refuses (200, success false)
    staff.IsActive = false;
    await user.type(within(dialog).getByLabelText('New Password'), NEW_PASSWORD);
    await user.type(within(dialog).getByLabelText('Confirm Password'), NEW_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(
      await within(dialog).findByText('The password of an inactive user cannot be changed.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('New Password')).toHaveValue(NEW_PASSWORD);
  });

  it('is not offered while viewing as another user', async () => {
    await signInAs('admin');
    const staff = db.users.find((u) => u.Email === 'staff@example.com')!;
    await membershipApi.get(`/auth/impersonate/${staff.Id}`);
    const calls = recordCalls();
    const user = userEvent.setup();
    renderApp(['/dashboard']);
    await user.click(await screen.findByRole('button', { name: /Welcome Sam Rivera/ }));
    expect(await screen.findByRole('button', { name: 'Cancel Impersonation' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change Password' })).toBeNull();
    expect(calls.some((c) => c.includes('/account/'))).toBe(false);
  });
});

describe('account menu: language (issue 25 §4)', () => {
  it('switches to Spanish and back, remembered in this browser, with <html lang> and dates following', async () => {
    await signInAs('subcontractor');
    const user = userEvent.setup();
    renderApp(['/dashboard']);
    await user.click(await screen.findByRole('button', { name: /Welcome Luis Ortega/ }));
    await user.click(await screen.findByRole('button', { name: 'Español' }));

    expect(await screen.findByRole('button', { name: /Hola, Luis Ortega/ })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(i18next.language).toBe('es');
    expect(formatDate('2026-03-04T12:00:00')).toBe('04/03/2026');

    await user.click(screen.getByRole('button', { name: /Hola, Luis Ortega/ }));
    expect(await screen.findByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('button', { name: /Welcome Luis Ortega/ })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    expect(formatDate('2026-03-04T12:00:00')).toBe('03/04/2026');
  });
});
