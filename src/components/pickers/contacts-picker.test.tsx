import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { renderWithProviders, signInAs } from '@/test/test-utils';
import { ContactsPicker, type Contact } from './contacts-picker';

describe('ContactsPicker', () => {
  it('picks users directly and the members of a group, each once', async () => {
    await signInAs('staff');
    const user = userEvent.setup();
    const onPick = vi.fn<(contacts: Contact[]) => void>();
    const onHide = vi.fn();
    renderWithProviders(<ContactsPicker show onHide={onHide} onPick={onPick} />);
    const dialog = await screen.findByRole('dialog', { name: 'Select Contacts' });
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Search users'), 'Chen');
    await user.click(await screen.findByRole('option', { name: /Fiona Chen/ }));

    await user.click(within(dialog).getByRole('radio', { name: 'Groups' }));
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Owner' }));
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onPick).toHaveBeenCalled());
    const owner = db.userGroups.find((g) => g.Name === 'Owner')!;
    const ids = onPick.mock.calls[0][0].map((c) => c.Id);
    expect(ids).toEqual([db.users.find((u) => u.Email === 'finance@example.com')!.Id, ...owner.UserIds]);
    // the user search answers names only (C §7): the picked user's e-mail comes from GET /user/{id}
    expect(onPick.mock.calls[0][0][0].Email).toBe('finance@example.com');
    expect(onHide).toHaveBeenCalled();
  });
});
