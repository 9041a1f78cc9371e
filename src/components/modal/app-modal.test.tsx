import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/test-utils';
import { AppModal, type AppModalProps } from './app-modal';

function Opener(props: Partial<AppModalProps> & { onHideSpy?: () => void }) {
  const { onHideSpy, ...rest } = props;
  const [show, setShow] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setShow(true)}>
        Edit job
      </button>
      <AppModal
        title="Edit job site"
        {...rest}
        show={show}
        onHide={() => {
          onHideSpy?.();
          setShow(false);
        }}
        footer={
          <button type="button" onClick={() => setShow(false)}>
            Done
          </button>
        }
      >
        <label htmlFor="site-name">Name</label>
        <input id="site-name" />
      </AppModal>
    </>
  );
}

describe('AppModal', () => {
  it('is a dialog labelled by its title, with body and footer', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Edit job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit job site' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { name: 'Edit job site' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('offers the large and extra-wide sizes', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<Opener size="lg" />);
    await user.click(screen.getByRole('button', { name: 'Edit job' }));
    expect((await screen.findByRole('dialog')).querySelector('.modal-dialog')).toHaveClass('modal-lg');
    unmount();
    renderWithProviders(<Opener size="xl" />);
    await user.click(screen.getByRole('button', { name: 'Edit job' }));
    expect((await screen.findByRole('dialog')).querySelector('.modal-dialog')).toHaveClass('modal-xl');
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    const onHide = vi.fn();
    renderWithProviders(<Opener onHideSpy={onHide} />);
    await user.click(screen.getByRole('button', { name: 'Edit job' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onHide).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('does not close on Escape when keyboard is false', async () => {
    const user = userEvent.setup();
    const onHide = vi.fn();
    renderWithProviders(<Opener onHideSpy={onHide} keyboard={false} />);
    await user.click(screen.getByRole('button', { name: 'Edit job' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onHide).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on a backdrop click, except with a static backdrop', async () => {
    const user = userEvent.setup();
    const onHide = vi.fn();
    const { unmount } = renderWithProviders(<Opener onHideSpy={onHide} />);
    await user.click(screen.getByRole('button', { name: 'Edit job' }));
    // The backdrop area is the .modal element itself (around the dialog box).
    await user.click(await screen.findByRole('dialog'));
    expect(onHide).toHaveBeenCalledTimes(1);
    unmount();

    const onHideStatic = vi.fn();
    renderWithProviders(<Opener onHideSpy={onHideStatic} staticBackdrop />);
    await user.click(screen.getByRole('button', { name: 'Edit job' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(screen.getByLabelText('Name'), 'Oak Ridge');
    await user.click(dialog);
    expect(onHideStatic).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Oak Ridge');
    // A click inside the dialog box never closes it either.
    await user.click(screen.getByLabelText('Name'));
    expect(onHideStatic).not.toHaveBeenCalled();
  });

  it('keeps focus inside while open and returns it to the opener on close', async () => {
    const user = userEvent.setup();
    const onExited = vi.fn();
    renderWithProviders(<Opener onExited={onExited} />);
    const opener = screen.getByRole('button', { name: 'Edit job' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Focus that moves to the page behind is brought back to the dialog.
    opener.focus();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    expect(onExited).toHaveBeenCalledTimes(1);
  });

  it('closes when a transition inside it ends before the fade out has (the dialog never left in the page)', async () => {
    const dialogWith = (show: boolean) => (
      <AppModal show={show} onHide={() => undefined} title="Find a job">
        <label htmlFor="finder-text">Text</label>
        <input id="finder-text" />
      </AppModal>
    );
    const { rerender } = renderWithProviders(dialogWith(false));
    rerender(dialogWith(true));
    const dialog = await screen.findByRole('dialog', { name: 'Find a job' });
    await waitFor(() => expect(dialog).toHaveClass('show'));
    // Closed; the modal element's own fade never ends (as when no frame showed it), while a field inside ends a
    // transition of its own: its event bubbles up before the fade's fallback timer has run.
    act(() => rerender(dialogWith(false)));
    expect(dialog).not.toHaveClass('show');
    screen.getByLabelText('Text').dispatchEvent(new Event('transitionend', { bubbles: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
