import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db, mockControl } from '../../../mocks/node';
import { daewonApi } from '@/lib/api-client';
import { renderWithProviders, signInAs } from '@/test/test-utils';
import { confirmedDelete, type ConfirmedDeleteOptions } from './index';

/** A button that runs the one delete flow against the mock API (DELETE /api/jobs/{id}) and shows its result. */
function DeleteButton({
  options,
  onDone,
}: {
  options: ConfirmedDeleteOptions;
  onDone: (deleted: boolean) => void;
}) {
  return (
    <button type="button" onClick={() => void confirmedDelete(options).then(onDone)}>
      delete
    </button>
  );
}

async function run(
  options: Partial<ConfirmedDeleteOptions> & { id: number },
  answer: 'Yes' | 'No' = 'Yes',
  waitForResult = true,
) {
  const user = userEvent.setup();
  const results: boolean[] = [];
  renderWithProviders(
    <DeleteButton
      options={{
        confirm: { title: 'Delete Job Confirmation', text: 'Are you sure want to delete this job ?' },
        remove: () => daewonApi.delete(`/api/jobs/${options.id}`),
        success: 'Job deleted',
        ...options,
      }}
      onDone={(deleted) => results.push(deleted)}
    />,
  );
  await user.click(screen.getByRole('button', { name: 'delete' }));
  const question = await screen.findByRole('dialog', { name: 'Delete Job Confirmation' });
  expect(question).toHaveTextContent('Are you sure want to delete this job ?');
  await user.click(within(question).getByRole('button', { name: answer }));
  if (waitForResult) await waitFor(() => expect(results).toHaveLength(1));
  return { user, results };
}

describe('confirmedDelete: ask, call, then the success notice or the server message', () => {
  it('deletes after Yes and shows the success toast', async () => {
    await signInAs('staff');
    const id = db.jobs[0].Id;
    const { results } = await run({ id });
    expect(results).toEqual([true]);
    expect(await screen.findByText('Job deleted')).toBeInTheDocument();
    expect(db.jobs.some((j) => j.Id === id)).toBe(false);
  });

  it('No: nothing is called and nothing deleted', async () => {
    await signInAs('staff');
    const id = db.jobs[0].Id;
    const { results } = await run({ id }, 'No');
    expect(results).toEqual([false]);
    expect(db.jobs.some((j) => j.Id === id)).toBe(true);
  });

  it("a refusal shows the server's message as an error toast and keeps the record", async () => {
    await signInAs('staff');
    const id = db.jobs[0].Id;
    mockControl.fail('DELETE', `/api/jobs/${id}`, { status: 400, message: 'The job has invoices.' });
    const { results } = await run({ id });
    expect(results).toEqual([false]);
    expect(await screen.findByRole('alert')).toHaveTextContent('The job has invoices.');
    expect(screen.queryByText('Job deleted')).toBeNull();
    expect(db.jobs.some((j) => j.Id === id)).toBe(true);
  });

  it('a failure can read as a titled alert with its own text; success can be an alert too', async () => {
    await signInAs('staff');
    const id = db.jobs[0].Id;
    mockControl.fail('DELETE', `/api/jobs/${id}`, { status: 500, message: 'Database offline', times: 1 });
    const { user, results } = await run(
      {
        id,
        failure: { alertTitle: 'Error while deleting', text: (e) => `Could not delete: ${e.message}` },
        success: { title: 'Deleted', text: 'Job site deleted successfully' },
      },
      'Yes',
      false,
    );
    const alert = await screen.findByRole('dialog', { name: 'Error while deleting' });
    expect(alert).toHaveTextContent('Could not delete: Database offline');
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    // the flow ends when the alert is closed
    await waitFor(() => expect(results).toEqual([false]));

    // the second try succeeds: the success alert
    await user.click(screen.getByRole('button', { name: 'delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Job Confirmation' })).getByRole('button', {
        name: 'Yes',
      }),
    );
    const done = await screen.findByRole('dialog', { name: 'Deleted' });
    expect(done).toHaveTextContent('Job site deleted successfully');
    expect(db.jobs.some((j) => j.Id === id)).toBe(false);
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(results).toEqual([false, true]));
  });
});
