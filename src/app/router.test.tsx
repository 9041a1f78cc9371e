import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockControl } from '../../mocks/node';
import { renderRoutes, signInAs } from '@/test/test-utils';
import { returnState, session } from '@/lib/session';
import { createAppRoutes } from './router';

describe('routing, guards and sign-in', () => {
  it('without a token any page goes to /login and is remembered', async () => {
    const { router } = renderRoutes(createAppRoutes(), ['/dashboard?x=1']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(returnState.peek()).toBe('/dashboard?x=1');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('signs in, loads permissions and user, and returns to the remembered route', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(createAppRoutes(), ['/dashboard?x=1']);
    await screen.findByRole('heading', { name: 'Sign in' });
    await user.type(screen.getByLabelText('E-mail'), 'staff@example.com');
    await user.type(screen.getByLabelText('Password'), 'demo1234{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.location.search).toBe('?x=1');
    expect(session.getToken()).toBeTruthy();
    expect(await screen.findByRole('button', { name: /Welcome Sam Rivera/ })).toBeInTheDocument();
  });

  it('shows the spec message for wrong credentials and does not double submit', async () => {
    const user = userEvent.setup();
    renderRoutes(createAppRoutes(), ['/login']);
    await screen.findByRole('heading', { name: 'Sign in' });
    await user.type(screen.getByLabelText('E-mail'), 'staff@example.com');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Validation Error! The email or password you entered is incorrect.',
    );
    expect(session.getToken()).toBeNull();
  });

  it('/redirecting sends a user without the job dashboard or work logs to Access Denied', async () => {
    await signInAs('client');
    const { router } = renderRoutes(createAppRoutes(), ['/']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-denied'));
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });

  it('an unknown URL goes to /redirecting', async () => {
    await signInAs('client');
    const { router } = renderRoutes(createAppRoutes(), ['/no/such/page']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-denied'));
  });

  it('a failing session check returns to /login', async () => {
    await signInAs('admin');
    mockControl.fail('GET', '/auth/user', { status: 500 });
    const { router } = renderRoutes(createAppRoutes(), ['/dashboard']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(session.getToken()).toBeNull();
  });

  it('a failed permission fetch gives an empty list (Access Denied for guarded start pages)', async () => {
    await signInAs('admin');
    mockControl.fail('GET', '/auth/permissions', { status: 500 });
    const { router } = renderRoutes(createAppRoutes(), ['/redirecting']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-denied'));
  });

  it('the breadcrumb starts at the dashboard and follows the page titles', async () => {
    await signInAs('client');
    renderRoutes(createAppRoutes(), ['/access-denied']);
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() => expect(crumbs).toHaveTextContent(/Dashboard\s*Access Denied/));
    expect(within(crumbs).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
