import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, resetDb } from '../../../mocks/node';
import { createSeed } from '../../../mocks/seed';
import { setDemoControls } from '@/lib/demo';
import { LANGUAGE_STORAGE_KEY } from '@/lib/i18n';
import { changeLanguage } from '@/lib/language';
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

describe('sign-in page: language (issue 25 §4)', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  it('offers the language, English first; Spanish changes the page and is remembered', async () => {
    const user = userEvent.setup();
    renderRoutes([loginRoute], ['/login']);
    await screen.findByRole('heading', { name: 'Sign in' });
    const choice = screen.getByRole('combobox', { name: 'Language' });
    expect(choice).toHaveValue('en');
    await user.selectOptions(choice, 'Español');

    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    // the validation messages too
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Ingrese su correo electrónico')).toBeInTheDocument();
  });
});
