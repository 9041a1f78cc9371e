import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { db, server } from '../../../mocks/node';
import { registerRouter } from '@/lib/session';
import { renderRoutes, signInAs } from '@/test/test-utils';
import { createAppRoutes } from '../router';

function renderApp(initialEntries: string[]) {
  const rendered = renderRoutes(createAppRoutes(), initialEntries);
  registerRouter(rendered.router);
  return rendered;
}

/** The query texts of the job autocomplete calls the mock receives. */
function recordFinderCalls() {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/api/jobs/autocomplete')) calls.push(url.searchParams.get('q') ?? '');
  };
  server.events.on('request:start', listener);
  cleanups.push(() => server.events.removeListener('request:start', listener));
  return calls;
}

const cleanups: Array<() => void> = [];
afterEach(() => {
  cleanups.splice(0).forEach((done) => done());
  registerRouter(null);
});

const T = { timeout: 15_000 };

describe('the quick job finder (Ctrl-K)', () => {
  it('finds a job by part of its address with one debounced call and opens it with the keyboard', async () => {
    await signInAs('staff');
    const calls = recordFinderCalls();
    const user = userEvent.setup();
    const { router } = renderApp(['/dashboard']);
    const opener = await screen.findByRole('button', { name: 'Find a job' }, T);
    // the dialog's code is not loaded before the first open
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    opener.focus();
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Find a job' }, T);
    const input = within(dialog).getByRole('combobox', {
      name: 'Lot, address, home owner, builder or job site',
    });
    await waitFor(() => expect(input).toHaveFocus());

    const job = db.jobs.find((j) => j.Address.split(' ').length > 2)!;
    const part = job.Address.split(' ').slice(1, 3).join(' ');
    await user.type(input, part);
    const list = await within(dialog).findByRole('listbox', { name: 'Matching jobs' }, T);
    // typing the whole text asked once, with the whole text (500 ms debounce)
    expect(calls).toEqual([part]);
    const options = within(list).getAllByRole('option');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');

    const index = options.findIndex((o) => o.id.endsWith(`-job-${job.Id}`));
    expect(index).toBeGreaterThanOrEqual(0);
    for (let i = 0; i < index; i++) await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[index].id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toMatch(new RegExp(`^/jobs/${job.Id}`)), T);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/jobs/${job.Id}/notes`), T);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 40_000);

  it('shows only the documented fields, closes with Escape and gives the focus back', async () => {
    await signInAs('staff');
    const user = userEvent.setup();
    renderApp(['/dashboard']);
    const opener = await screen.findByRole('button', { name: 'Find a job' }, T);
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Find a job' }, T);
    const job = db.jobs[0];
    await user.type(within(dialog).getByRole('combobox'), job.LotGroupCode);
    const option = await within(dialog).findByRole(
      'option',
      { name: new RegExp(`Lot ${job.LotGroupCode}\\b`) },
      T,
    );
    expect(option.textContent).not.toContain(job.Address);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    // opens again with an empty search
    await user.keyboard('{Meta>}k{/Meta}');
    const again = await screen.findByRole('dialog', { name: 'Find a job' }, T);
    expect(within(again).getByRole('combobox')).toHaveValue('');
  });

  it('is not offered to a user who may not open a job', async () => {
    await signInAs('client');
    const user = userEvent.setup();
    renderApp(['/dashboard']);
    await screen.findByRole('button', { name: /Welcome/ }, T);
    expect(screen.queryByRole('button', { name: 'Find a job' })).not.toBeInTheDocument();
    await user.keyboard('{Control>}k{/Control}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
