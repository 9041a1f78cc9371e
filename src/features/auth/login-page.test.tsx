import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, resetDb } from '../../../mocks/node';
import { createSeed } from '../../../mocks/seed';
import { setDemoControls } from '@/lib/demo';
import { returnState } from '@/lib/session';
import { renderRoutes } from '@/test/test-utils';
import { loginRoute } from './routes';

afterEach(() => {
  setDemoControls(null);
  vi.unstubAllGlobals();
});

describe('sign-in page: Reset demo data', () => {
  it('is there while the demo API runs, and restores the seed', async () => {
    setDemoControls({ reset: resetDb });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    db.jobs.splice(0, 3);
    db.roles.splice(1, 1);
    returnState.remember('/jobs');
    const user = userEvent.setup();
    renderRoutes([loginRoute], ['/login']);
    await screen.findByRole('heading', { name: 'Sign in' });

    await user.click(screen.getByRole('button', { name: 'Reset demo data' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login'));
    const seed = createSeed();
    expect(db.jobs.length).toBe(seed.jobs.length);
    expect(db.roles).toEqual(seed.roles);
    expect(returnState.peek()).toBeNull();
  });

  it('is absent with the mock API off', async () => {
    renderRoutes([loginRoute], ['/login']);
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset demo data' })).toBeNull();
  });
});
