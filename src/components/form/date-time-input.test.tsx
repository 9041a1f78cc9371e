import { zodResolver } from '@hookform/resolvers/zod';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { toRequestTime } from '@/lib/format';
import { renderWithProviders } from '@/test/test-utils';
import { requiredDate, requiredTime } from '@/lib/validation';
import { DateInput, FormField, SUNDAY_CLASS, TimeInput } from '.';

const schema = z.object({
  RequestDate: requiredDate('x.requestDateRequired'),
  StartTime: requiredTime(),
});
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;

function TestForm({ onSave, defaults = {} }: { onSave: (v: Output) => void; defaults?: Partial<Input> }) {
  const { control, handleSubmit, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { RequestDate: '', StartTime: '', ...defaults },
  });
  return (
    <form onSubmit={handleSubmit(onSave)} noValidate>
      <FormField label="Request date" error={formState.errors.RequestDate}>
        <Controller name="RequestDate" control={control} render={({ field }) => <DateInput {...field} />} />
      </FormField>
      <FormField label="Start time" error={formState.errors.StartTime}>
        <Controller name="StartTime" control={control} render={({ field }) => <TimeInput {...field} />} />
      </FormField>
      <button type="submit">Save</button>
    </form>
  );
}

describe('DateInput', () => {
  it('takes a typed MM/DD/YYYY date and gives YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithProviders(<TestForm onSave={onSave} defaults={{ StartTime: '08:00' }} />);
    const input = screen.getByLabelText('Request date');
    expect(input).toHaveAttribute('placeholder', 'MM/DD/YYYY');
    await user.type(input, '03/15/2026');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('03/15/2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0][0]).toEqual({ RequestDate: '2026-03-15', StartTime: '08:00' });
  });

  it('keeps the focus in the field after Enter or Escape closes the calendar (the picker blurs it)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TestForm onSave={vi.fn()} />);
    const input = screen.getByLabelText('Request date');
    await user.type(input, '03/15/2026');
    expect(document.querySelector('.react-datepicker')).not.toBeNull();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.querySelector('.react-datepicker')).toBeNull());
    expect(input).toHaveValue('03/15/2026');
    await waitFor(() => expect(input).toHaveFocus());
    // and the calendar does not open again on that focus
    await new Promise((settled) => setTimeout(settled, 50));
    expect(document.querySelector('.react-datepicker')).toBeNull();

    // Escape, the same
    await user.keyboard('{ArrowDown}');
    expect(document.querySelector('.react-datepicker')).not.toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelector('.react-datepicker')).toBeNull());
    await new Promise((settled) => setTimeout(settled, 50));
    expect(input).toHaveFocus();
  });

  it('shows a stored ISO date as MM/DD/YYYY, styles Sundays and shows no week numbers', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TestForm onSave={vi.fn()} defaults={{ RequestDate: '2026-05-13T00:00:00' }} />);
    const input = screen.getByLabelText('Request date');
    expect(input).toHaveValue('05/13/2026');
    await user.click(input);
    const sundays = document.querySelectorAll(`.react-datepicker__day.${SUNDAY_CLASS}`);
    // May 2026 shows its Sundays 3, 10, 17, 24, 31 (and April 26 from the week before).
    expect(Array.from(sundays, (d) => d.textContent)).toEqual(['26', '3', '10', '17', '24', '31']);
    const monday = document.querySelector('.react-datepicker__day--011');
    expect(monday).not.toHaveClass(SUNDAY_CLASS);
    expect(document.querySelector('.react-datepicker__week-number')).toBeNull();
  });

  it('picks a day from the calendar and can be cleared', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithProviders(
      <TestForm onSave={onSave} defaults={{ RequestDate: '2026-05-13', StartTime: '08:00' }} />,
    );
    const input = screen.getByLabelText('Request date');
    await user.click(input);
    await user.click(
      document.querySelector('.react-datepicker__day--020:not(.react-datepicker__day--outside-month)')!,
    );
    expect(input).toHaveValue('05/20/2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0][0]).toMatchObject({ RequestDate: '2026-05-20' });

    await user.click(screen.getByRole('button', { name: 'Clear Request date' }));
    expect(input).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('x.requestDateRequired')).toBeInTheDocument();
    expect(input).toHaveClass('is-invalid');
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it("names its clear button after the field it clears: the label's text, its own name, or just the date", () => {
    renderWithProviders(
      <>
        <TestForm onSave={vi.fn()} defaults={{ RequestDate: '2026-05-13', StartTime: '08:00' }} />
        <DateInput aria-label="Until" value="2026-05-14" onChange={vi.fn()} />
        <DateInput value="2026-05-15" onChange={vi.fn()} />
        <FormField label={<b>Shown</b>}>
          <DateInput value="2026-05-16" onChange={vi.fn()} />
        </FormField>
      </>,
    );
    const names = screen.getAllByRole('button', { name: /^Clear/ }).map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'Clear Request date',
      'Clear Start time',
      'Clear Until',
      'Clear date',
      'Clear date',
    ]);
  });
});

describe('TimeInput', () => {
  it('offers times in 5-minute steps and gives HH:mm', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithProviders(<TestForm onSave={onSave} defaults={{ RequestDate: '2026-05-13' }} />);
    const input = screen.getByLabelText('Start time');
    expect(input).toHaveAttribute('placeholder', 'hh:mm AM');
    await user.click(input);
    const items = Array.from(
      document.querySelectorAll('.react-datepicker__time-list-item'),
      (li) => li.textContent,
    );
    expect(items).toHaveLength(288);
    expect(items.slice(0, 3)).toEqual(['12:00 AM', '12:05 AM', '12:10 AM']);
    expect(items).toContain('1:35 PM');
    expect(items).not.toContain('1:37 PM');
    await user.click(screen.getByText('1:35 PM'));
    expect(input).toHaveValue('1:35 PM');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    const saved = onSave.mock.calls[0][0] as Output;
    expect(saved.StartTime).toBe('13:35');
    expect(toRequestTime(saved.StartTime)).toBe('13:35:00');
  });

  it('shows a stored time and requires one', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithProviders(
      <TestForm onSave={onSave} defaults={{ RequestDate: '2026-05-13', StartTime: '07:05:00' }} />,
    );
    const input = screen.getByLabelText('Start time');
    expect(input).toHaveValue('7:05 AM');
    await user.click(screen.getByRole('button', { name: 'Clear Start time' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});
