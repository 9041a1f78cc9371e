import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { daewonApi } from '@/lib/api-client';
import { busy } from '@/lib/busy';
import { renderWithProviders, signInAs } from '@/test/test-utils';
import { feedback, preloadFeedbackView, TOAST_DELAY_MS, useFeedback } from './index';

function Buttons() {
  const { notify, alert, confirm } = useFeedback();
  return (
    <>
      <button type="button" onClick={() => notify.success('Job saved')}>
        toast
      </button>
      <button type="button" onClick={() => void alert({ title: 'Job not found', text: 'It was deleted' })}>
        alert
      </button>
      <button
        type="button"
        onClick={() => void confirm({ title: 'Delete Job Confirmation', text: 'Are you sure?' })}
      >
        confirm
      </button>
    </>
  );
}

describe('toasts', () => {
  afterEach(() => vi.useRealTimers());

  it('shows a success toast that closes by itself after 2 s', () => {
    vi.useFakeTimers();
    renderWithProviders(<Buttons />);
    expect(TOAST_DELAY_MS).toBe(2000);
    act(() => feedback.notify.success('Job saved'));
    const toast = screen.getByText('Job saved').closest('.toast');
    // A success toast is read politely by the toasts' live region, not as an assertive alert.
    expect(toast).not.toHaveAttribute('role');
    expect(toast).not.toHaveAttribute('aria-live');
    expect(toast?.parentElement).toHaveAttribute('aria-live', 'polite');
    expect(toast).toHaveTextContent('Success');
    expect(toast).toHaveTextContent('Job saved');
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.getByText('Job saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    act(() => vi.runOnlyPendingTimers());
    expect(screen.queryByText('Job saved')).toBeNull();
    expect(feedback.get().toasts).toEqual([]);
  });

  it('keeps a toast for its own delay', () => {
    vi.useFakeTimers();
    renderWithProviders(<Buttons />);
    act(() => feedback.notify.info('Still working', { delay: 5000, title: 'Please wait' }));
    expect(screen.getByText('Please wait')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByText('Still working')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1100));
    act(() => vi.runOnlyPendingTimers());
    expect(screen.queryByText('Still working')).toBeNull();
  });

  it('keeps an error toast until it is closed, announced as an alert', () => {
    vi.useFakeTimers();
    renderWithProviders(<Buttons />);
    act(() => feedback.notify.error('Error while saving Job Site', { delay: 1000 }));
    const toast = screen.getByRole('alert');
    expect(toast).toHaveAttribute('aria-live', 'assertive');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Error while saving Job Site');
    act(() => vi.advanceTimersByTime(10_000));
    act(() => vi.runOnlyPendingTimers());
    expect(screen.getByRole('alert')).toHaveTextContent('Error while saving Job Site');
    expect(feedback.get().toasts).toHaveLength(1);
    act(() => screen.getByRole('button', { name: 'Dismiss notice' }).click());
    act(() => vi.runOnlyPendingTimers());
    expect(screen.queryByText('Error while saving Job Site')).toBeNull();
    expect(feedback.get().toasts).toEqual([]);
  });

  it('closes an error toast from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Buttons />);
    act(() => feedback.notify.error('Error while saving Job Site'));
    const close = screen.getByRole('button', { name: 'Dismiss notice' });
    close.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Error while saving Job Site')).toBeNull());
  });

  it('has its live region on the page before the first message once its code is in, so the message is read', async () => {
    await preloadFeedbackView();
    renderWithProviders(<Buttons />);
    const region = await waitFor(() => {
      const found = document.querySelector('.feedback-toasts');
      if (!found) throw new Error('no live region yet');
      return found;
    });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    act(() => feedback.notify.success('Job saved'));
    expect(region).toHaveTextContent('Job saved');
  });

  it('shows a toast raised from a component through useFeedback', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Buttons />);
    await user.click(screen.getByRole('button', { name: 'toast' }));
    expect(screen.getByText('Job saved')).toBeInTheDocument();
  });
});

describe('alert and confirm dialogs', () => {
  it('alert shows title and text and resolves on OK', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Buttons />);
    let done = false;
    act(
      () => void feedback.alert({ title: 'Job not found', text: 'It was deleted' }).then(() => (done = true)),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Job not found' });
    expect(dialog).toHaveTextContent('It was deleted');
    expect(done).toBe(false);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(done).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('confirm answers true for Yes and false for No and for Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Buttons />);
    const ask = () =>
      feedback.confirm({ title: 'Delete Job Confirmation', text: 'Are you sure want to delete this job ?' });

    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => void (answer = ask()));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Job Confirmation' });
    // the question is the dialog's description: read with its name, though the focus lands on No
    expect(dialog).toHaveAccessibleDescription('Are you sure want to delete this job ?');
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await expect(answer).resolves.toBe(true);

    act(() => void (answer = ask()));
    await user.click(await screen.findByRole('button', { name: 'No' }));
    await expect(answer).resolves.toBe(false);

    act(() => void (answer = ask()));
    await screen.findByRole('button', { name: 'Yes' });
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
  });

  it('confirm uses custom button labels', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Buttons />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(
      () => void (answer = feedback.confirm({ title: 'T', text: 'X', yesLabel: 'Delete', noLabel: 'Keep' })),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await expect(answer).resolves.toBe(true);
  });

  it('shows dialogs one at a time, in order', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Buttons />);
    const order: string[] = [];
    act(() => {
      void feedback.alert({ title: 'First', text: 'one' }).then(() => order.push('first'));
      void feedback.confirm({ title: 'Second', text: 'two' }).then((v) => order.push(`second:${v}`));
    });
    expect(await screen.findByRole('dialog', { name: 'First' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Second' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('dialog', { name: 'Second' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(order).toEqual(['first', 'second:true']));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens a question on its safe answer (No), loops Tab inside, and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Buttons />);
    const opener = screen.getByRole('button', { name: 'confirm' });
    await user.click(opener);
    const no = await screen.findByRole('button', { name: 'No' });
    await waitFor(() => expect(no).toHaveFocus());
    // No is the last control: Tab goes round to the first (Close), Shift+Tab from there back to No (jsdom lays out
    // nothing: every element is given a box, as the browser gives the dialog's controls)
    const boxes = vi
      .spyOn(HTMLElement.prototype, 'getClientRects')
      .mockReturnValue([new DOMRect(0, 0, 10, 10)] as never);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(no).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
    boxes.mockRestore();
    await user.click(no);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});

describe('busy spinner', () => {
  it('shows while a foreground call runs, never for a background call', async () => {
    const { unmount } = renderWithProviders(<Buttons />);
    expect(screen.queryByText('Loading…')).toBeNull();
    act(() => busy.start());
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    act(() => busy.stop());
    expect(screen.queryByText('Loading…')).toBeNull();
    unmount();

    await signInAs('admin');
    const seen: number[] = [];
    const unsubscribe = busy.subscribe(() => seen.push(busy.get()));
    await daewonApi
      .get('/api/jobsites/autocomplete', { background: true, params: { q: '' } })
      .catch(() => undefined);
    expect(seen).toEqual([]);
    await daewonApi.get('/api/jobsites/autocomplete', { params: { q: '' } }).catch(() => undefined);
    expect(seen).toEqual([1, 0]);
    unsubscribe();
  });
});
