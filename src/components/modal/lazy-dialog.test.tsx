import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/test-utils';
import { lazyDialog } from './lazy-dialog';

interface NoteDialogProps {
  show: boolean;
  onHide: () => void;
}

function NoteDialog({ onHide }: NoteDialogProps) {
  return (
    <div role="dialog" aria-label="Note">
      <button type="button" onClick={onHide}>
        Close note
      </button>
    </div>
  );
}

describe('lazyDialog', () => {
  it('says so and closes when its code cannot be loaded (no connection); the next opening loads again', async () => {
    const user = userEvent.setup();
    const load = vi
      .fn<() => Promise<typeof NoteDialog>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(NoteDialog);
    const LazyNote = lazyDialog(load);
    const hidden = vi.fn();
    function Screen() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <p>The screen stays</p>
          <button type="button" onClick={() => setOpen(true)}>
            Add note
          </button>
          <LazyNote
            show={open}
            onHide={() => {
              hidden();
              setOpen(false);
            }}
          />
        </>
      );
    }
    renderWithProviders(<Screen />);
    expect(load).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(
      await screen.findByText(
        'This part of the app could not be loaded. Check the connection and try again.',
      ),
    ).toBeInTheDocument();
    expect(hidden).toHaveBeenCalledTimes(1);
    expect(screen.getByText('The screen stays')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Note' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByRole('dialog', { name: 'Note' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
