import { redirect } from 'react-router-dom';
import type { AppRoute } from '@/lib/routing';
import { session } from '@/lib/session';

/** The sign-in page (state login, /login, title Sign in). */
export const loginRoute: AppRoute = {
  path: '/login',
  handle: { name: 'login', title: 'auth.login.title' },
  loader: () => (session.getToken() ? redirect('/') : null),
  lazy: () => import('./login-page').then((m) => ({ Component: m.LoginPage })),
};
