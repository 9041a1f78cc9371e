import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/test-utils';
import { NoticeDaysField, NotificationRecipientsField } from '.';

interface Values {
  Days: number;
  Recipients: string;
}

function TestForm({ onSave }: { onSave: (values: Values) => void }) {
  const { control, register, handleSubmit } = useForm<Values>({ defaultValues: { Days: 7, Recipients: '' } });
  return (
    <form onSubmit={handleSubmit(onSave)} noValidate>
      <NoticeDaysField control={control} name="Days" id="test-days" label="Days" error="Whole days, please" />
      <NotificationRecipientsField
        id="test-recipients"
        label="Recipients"
        help="Separate addresses with ;"
        required
        registration={register('Recipients')}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('notification fields', () => {
  it('binds the days (whole numbers) and the recipients to the form, with their ids, help and error', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithProviders(<TestForm onSave={onSave} />);
    const days = screen.getByLabelText('Days');
    expect(days).toHaveAttribute('id', 'test-days');
    expect(days).toHaveValue('7');
    expect(days).toHaveAccessibleDescription('Whole days, please');
    const recipients = screen.getByLabelText(/^Recipients/);
    expect(recipients).toHaveAttribute('id', 'test-recipients');
    expect(recipients).toHaveAccessibleDescription('Separate addresses with ;');

    await user.clear(days);
    await user.type(days, '14');
    await user.type(recipients, 'a@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ Days: 14, Recipients: 'a@example.com' }, expect.anything());
  });
});
