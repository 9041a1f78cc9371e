import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { db, server } from '@mocks/node';
import { renderRoutes, signInAs } from '@/test/test-utils';
import type { AppRoute } from '@/lib/routing';
import { scheduleRoutes } from './routes';

// the app hangs the calendars under the jobs route (A §2: jobs.jobSchedule, jobs.repairSchedule)
const routes: AppRoute[] = [
  { path: '/', children: [{ path: 'jobs', handle: { name: 'jobs' }, children: scheduleRoutes }] },
];
const T = { timeout: 5000 };

/** The calendar's title (the month shown). */
const title = (text: string) => screen.findByRole('heading', { name: text, level: 2 }, T);

describe('calendars follow the URL', () => {
  it('moves to the month of a later `date` (back button, a link without it) without reloading', async () => {
    await signInAs('staff');
    const { router } = renderRoutes(routes, ['/jobs/jobschedule?date=03-01-2027']);
    expect(await title('March 2027')).toBeInTheDocument();
    const page = screen.getByRole('heading', { name: 'Job Schedule', level: 1 });

    await act(() => router.navigate('/jobs/jobschedule?date=05-10-2027'));
    expect(await title('May 2027')).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(await title('March 2027')).toBeInTheDocument();

    // a menu link carries no date: today's month
    await act(() => router.navigate('/jobs/jobschedule'));
    expect(await title(dayjs().format('MMMM YYYY'))).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // the same page all along: nothing was remounted
    expect(screen.getByRole('heading', { name: 'Job Schedule', level: 1 })).toBe(page);
  });

  it('writes the month shown by next / previous into the URL', async () => {
    await signInAs('staff');
    const { router } = renderRoutes(routes, ['/jobs/repairSchedule?date=11-01-2026&subcontractor=abc']);
    expect(await title('November 2026')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /next/i }));
    expect(await title('December 2026')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?date=12-01-2026'));
  });
});

describe('field manager picker (decision 19)', () => {
  afterEach(() => {
    server.events.removeAllListeners();
  });

  it('shows the field manager and subcontractor a URL names by name before either picker is used', async () => {
    const derek = db.users.find((u) => u.Email === 'derek.holt@example.com')!;
    const sub = db.users.find((u) => u.Email === 'subcontractor@example.com')!;
    await signInAs('staff');
    renderRoutes(routes, [
      `/jobs/jobschedule?date=03-01-2027&fieldManager=${derek.Id}&subcontractor=${sub.Id}`,
    ]);
    expect(await title('March 2027')).toBeInTheDocument();
    // the light stand-ins (the select library loads when the user reaches for one), showing the names
    expect(await screen.findByText('Derek Holt', {}, T)).toBeInTheDocument();
    expect(await screen.findByText(`${sub.FirstName} ${sub.LastName}`, {}, T)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Field manager' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Subcontractor' })).toBeInTheDocument();
  });

  it('asks once per role (staff, production) and offers both, merged by name', async () => {
    const roleFilters: Array<string | null> = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/user/autocomplete')) roleFilters.push(url.searchParams.get('roleFilter'));
    });
    await signInAs('staff');
    const user = userEvent.setup();
    renderRoutes(routes, ['/jobs/jobschedule?date=03-01-2027']);
    expect(await title('March 2027')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Field manager'));
    // a production user (Derek Holt) and a staff user (Sam Rivera) are both offered
    expect(await screen.findByRole('option', { name: 'Derek Holt' }, T)).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Sam Rivera' })).toBeInTheDocument();
    expect(new Set(roleFilters)).toEqual(new Set(['BizStaff', 'BizProduction']));
    const names = screen.getAllByRole('option').map((o) => o.textContent ?? '');
    const lastNames = names.map((n) => n.split(' ').slice(-1)[0]);
    expect(lastNames).toEqual(
      [...lastNames].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
  });
});
