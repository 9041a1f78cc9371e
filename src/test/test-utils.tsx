import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { FeedbackProvider } from '@/components/feedback';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { i18next } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { session } from '@/lib/session';
import { server } from '@mocks/node';
import { signIn } from '@/api/auth';

export const DEMO_PASSWORD = 'demo1234';

/** Signs in a demo account against the mock API and stores its token. */
export async function signInAs(
  email: 'admin' | 'staff' | 'finance' | 'payments' | 'subcontractor' | 'client' | string,
) {
  const login = email.includes('@') ? email : `${email}@example.com`;
  // inside act: the call moves the busy spinner of whatever the test has already rendered
  const token = await act(() => signIn({ Login: login, Password: DEMO_PASSWORD }));
  act(() => session.setToken(token));
  return token;
}

/** Renders with the app's providers (React Query, i18n). */
export function renderWithProviders(ui: ReactElement, options?: RenderOptions) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18next}>
        <FeedbackProvider>{children}</FeedbackProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
  return { queryClient, ...render(ui, { wrapper: Wrapper, ...options }) };
}

/** Mounts route objects in a memory router, so loaders and guards run. */
export function renderRoutes(
  routes: RouteObject[],
  initialEntries: string[] = ['/'],
  options: Omit<Parameters<typeof createMemoryRouter>[1], 'initialEntries'> = {},
) {
  const router = createMemoryRouter(routes, { ...options, initialEntries });
  const result = renderWithProviders(<RouterProvider router={router} />);
  return { router, ...result };
}

/** The URL of every call the mock receives from now on (the test set-up forgets the listener after each test). */
export function recordRequests(): URL[] {
  const urls: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    urls.push(new URL(request.url));
  });
  return urls;
}

/** The bodies of the calls the mock receives whose method and path match (JSON, or null when empty). */
export function recordBodies<Body = unknown>(method: string, pattern: RegExp) {
  const calls: Array<{ path: string; body: Body | null }> = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (request.method !== method || !pattern.test(path)) return;
    void request
      .clone()
      .text()
      .then((text) => calls.push({ path, body: text ? (JSON.parse(text) as Body) : null }));
  });
  return calls;
}
