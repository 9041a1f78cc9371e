import { zodResolver } from '@hookform/resolvers/zod';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Form from 'react-bootstrap/Form';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '@/test/test-utils';
import { money, numberValue, phone, requiredText } from '@/lib/validation';
import { FormField, MoneyInput, NumberInput, PhoneInput } from '.';

const schema = z.object({
  Name: requiredText('common.form.validation.required'),
  Phone: phone({ required: true }),
  Amount: money({ min: 0 }),
  Quantity: numberValue({ integer: true }),
});
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;

function TestForm({
  onSave,
  defaults = {},
  errorsAfterSave = false,
}: {
  onSave: (values: Output) => void;
  defaults?: Partial<Input>;
  errorsAfterSave?: boolean;
}) {
  const { control, register, handleSubmit, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { Name: '', Phone: '', Amount: null, Quantity: 0, ...defaults },
  });
  const showErrors = errorsAfterSave ? formState.submitCount > 0 : true;
  const { errors } = formState;
  return (
    <form onSubmit={handleSubmit(onSave)} noValidate>
      <FormField
        label="Company name"
        error={errors.Name}
        showErrors={showErrors}
        validityIcon
        help="As on invoices"
      >
        {(control) => <Form.Control {...control} {...register('Name')} />}
      </FormField>
      <FormField label="Phone" error={errors.Phone} showErrors={showErrors} validityIcon>
        <Controller name="Phone" control={control} render={({ field }) => <PhoneInput {...field} />} />
      </FormField>
      <FormField label="Amount" error={errors.Amount} showErrors={showErrors}>
        <Controller name="Amount" control={control} render={({ field }) => <MoneyInput {...field} />} />
      </FormField>
      <FormField label="Quantity" error={errors.Quantity} showErrors={showErrors}>
        <Controller
          name="Quantity"
          control={control}
          render={({ field }) => <NumberInput integer {...field} />}
        />
      </FormField>
      <button type="submit">Save</button>
    </form>
  );
}

describe('PhoneInput', () => {
  it('masks digits as they are typed, with the placeholder ###-###-####', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TestForm onSave={vi.fn()} />);
    const input = screen.getByLabelText('Phone');
    expect(input).toHaveAttribute('placeholder', '###-###-####');
    expect(input).toHaveAttribute('type', 'tel');
    await user.type(input, '703');
    expect(input).toHaveValue('703');
    await user.type(input, '5');
    expect(input).toHaveValue('703-5');
    await user.type(input, 'ab55-1234999');
    expect(input).toHaveValue('703-555-1234');
  });

  it('keeps the caret next to the digit being edited', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TestForm onSave={vi.fn()} defaults={{ Phone: '703-555-1234' }} />);
    const input = screen.getByLabelText<HTMLInputElement>('Phone');
    // Caret after "703-5": insert a 9.
    await user.click(input);
    input.setSelectionRange(5, 5);
    await user.keyboard('9');
    expect(input).toHaveValue('703-595-5123');
    expect(input.selectionStart).toBe(6);
    // Backspace right after a hyphen deletes the digit before it.
    input.setSelectionRange(4, 4);
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('705-955-123');
    expect(input.selectionStart).toBe(2);
  });

  it('submits the masked phone and rejects an incomplete one', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithProviders(<TestForm onSave={onSave} defaults={{ Name: 'Acme', Amount: 1 }} />);
    await user.type(screen.getByLabelText('Phone'), '70355512');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter the phone number as 999-999-9999')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Phone'), '34');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0][0]).toMatchObject({ Phone: '703-555-1234' });
  });
});

describe('MoneyInput', () => {
  it('has a $ prefix, gives a number and shows 2 decimals after blur', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithProviders(<TestForm onSave={onSave} defaults={{ Name: 'Acme', Phone: '703-555-1234' }} />);
    const input = screen.getByLabelText('Amount');
    expect(input.closest('.input-group')).toHaveTextContent('$');
    await user.type(input, '12a34.5.67');
    expect(input).toHaveValue('1234.56');
    await user.tab();
    expect(input).toHaveValue('1234.56');
    await user.clear(input);
    await user.type(input, '7.5');
    await user.tab();
    expect(input).toHaveValue('7.50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0][0]).toMatchObject({ Amount: 7.5 });
  });

  it('keeps at most 10 digits before the point, so that an amount reaches the server whole', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithProviders(<TestForm onSave={onSave} defaults={{ Name: 'Acme', Phone: '703-555-1234' }} />);
    const input = screen.getByLabelText('Amount');
    await user.click(input);
    await user.paste('99999999999999999999.99');
    expect(input).toHaveValue('9999999999.99');
    await user.clear(input);
    await user.type(input, '0000123.45');
    await user.tab();
    expect(input).toHaveValue('123.45');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0][0]).toMatchObject({ Amount: 123.45 });
  });

  it('takes the digits typed into a zero amount as the amount, and shows zero again when left untouched', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithProviders(
      <TestForm onSave={onSave} defaults={{ Name: 'Acme', Phone: '703-555-1234', Amount: 0 }} />,
    );
    const input = screen.getByLabelText('Amount');
    expect(input).toHaveValue('0.00');
    await user.click(input);
    await user.tab();
    expect(input).toHaveValue('0.00');
    await user.click(input);
    await user.keyboard('123');
    await user.tab();
    expect(input).toHaveValue('123.00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0][0]).toMatchObject({ Amount: 123 });
  });

  it('shows a stored amount with cents and an empty amount as required', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithProviders(
      <TestForm onSave={onSave} defaults={{ Name: 'Acme', Phone: '703-555-1234', Amount: 20 }} />,
    );
    const input = screen.getByLabelText('Amount');
    expect(input).toHaveValue('20.00');
    await user.clear(input);
    await user.tab();
    expect(input).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(input).toHaveClass('is-invalid');
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('NumberInput', () => {
  it('turns empty into 0 and keeps digits only', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithProviders(
      <TestForm
        onSave={onSave}
        defaults={{ Name: 'Acme', Phone: '703-555-1234', Amount: 5, Quantity: 12 }}
      />,
    );
    const input = screen.getByLabelText('Quantity');
    expect(input).toHaveValue('12');
    await user.clear(input);
    expect(input).toHaveValue('');
    await user.tab();
    expect(input).toHaveValue('0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0][0]).toMatchObject({ Quantity: 0 });
    await user.type(input, '4x2.5');
    await user.tab();
    expect(input).toHaveValue('425');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave.mock.calls[1][0]).toMatchObject({ Quantity: 425 });
  });
});

describe('FormField', () => {
  it('ties label, help text and error to the control, with validity icons', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TestForm onSave={vi.fn()} />);
    const name = screen.getByLabelText('Company name');
    expect(name).toHaveAccessibleDescription('As on invoices');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(name).toHaveClass('is-invalid');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('This field is required As on invoices');
    await user.type(name, 'Acme');
    await waitFor(() => expect(name).toHaveClass('is-valid'));
    expect(name).not.toHaveAttribute('aria-invalid');
    // Amount has no validity icon: never marked valid.
    await user.type(screen.getByLabelText('Amount'), '3');
    await waitFor(() => expect(screen.getByLabelText('Amount')).not.toHaveClass('is-invalid'));
    expect(screen.getByLabelText('Amount')).not.toHaveClass('is-valid');
  });

  it('shows errors only after a save attempt when the form says so', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TestForm onSave={vi.fn()} errorsAfterSave />);
    const phoneInput = screen.getByLabelText('Phone');
    // onChange validation runs while typing, but nothing is shown before a save.
    await user.type(phoneInput, '70');
    await user.clear(phoneInput);
    await user.type(screen.getByLabelText('Company name'), 'x');
    await user.clear(screen.getByLabelText('Company name'));
    expect(screen.queryByText('This field is required')).toBeNull();
    expect(phoneInput).not.toHaveClass('is-invalid');
    expect(phoneInput).not.toHaveClass('is-valid');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    expect(phoneInput).toHaveClass('is-invalid');
    expect(phoneInput).toHaveAccessibleDescription('This field is required');
  });

  it('translates schema keys and shows plain text as it is', () => {
    renderWithProviders(
      <>
        <FormField label="A" error="common.form.validation.email">
          {(c) => <Form.Control {...c} />}
        </FormField>
        <FormField label="B" error={{ message: 'Please select Job Site' }} required>
          {(c) => <Form.Control {...c} />}
        </FormField>
      </>,
    );
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please select Job Site')).toBeInTheDocument();
    expect(screen.getByLabelText(/^B/)).toHaveAccessibleDescription('Please select Job Site');
  });

  it('tells screen readers a required field is required (its star is hidden from them)', () => {
    renderWithProviders(
      <>
        <FormField label="Name" required>
          {(c) => <Form.Control {...c} />}
        </FormField>
        <FormField label="Quantity" required>
          <NumberInput value={0} onChange={() => undefined} />
        </FormField>
        <FormField label="Amount" required>
          <MoneyInput value={null} onChange={() => undefined} />
        </FormField>
        <FormField label="Phone" required>
          <PhoneInput value="" onChange={() => undefined} />
        </FormField>
        <FormField label="Notes">{(c) => <Form.Control {...c} />}</FormField>
      </>,
    );
    for (const name of ['Name', 'Quantity', 'Amount', 'Phone'])
      expect(screen.getByRole('textbox', { name })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('textbox', { name: 'Notes' })).not.toHaveAttribute('aria-required');
  });
});
