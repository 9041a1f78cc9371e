import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { FormField } from '@/components/form';
import { recordRequests, renderWithProviders, signInAs } from '@/test/test-utils';
import {
  DeferredColorPicker,
  DeferredMaterialCategoryPicker,
  DeferredMaterialPicker,
  DeferredSupplyCompanyPicker,
  DeferredUnitPicker,
} from './deferred-pickers';
import {
  DeferredContractorPicker,
  DeferredInvoiceStatusPicker,
  DeferredJobLotPicker,
  DeferredUserPicker,
} from './deferred-ready-pickers';
import { DeferredSelect, moduleLoader } from './picker-stand-in';
import type { PickerStart } from './picker-value';

/* The deferred pickers (picker-stand-in.tsx): a light stand-in until the user reaches for the picker. */

let requests: URL[] = [];
beforeEach(async () => {
  await signInAs('staff');
  requests = recordRequests();
});

const isStandIn = (combobox: HTMLElement) => !!combobox.closest('.picker-stand-in');

describe('deferred pickers', () => {
  it('show the value as the picker does, and the picker takes over on a click with its menu open', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(
      <DeferredMaterialPicker
        aria-label="Material"
        categoryId={3}
        value={15}
        selectedOption={{ value: 15, label: 'Saved soffit' }}
        onChange={onChange}
      />,
    );
    const standIn = screen.getByRole('combobox', { name: 'Material' });
    expect(isStandIn(standIn)).toBe(true);
    expect(document.querySelector('.picker')).toHaveTextContent('Saved soffit');
    // no call before the user asks for the options
    expect(requests.filter((u) => u.pathname.endsWith('/api/material/autocomplete'))).toHaveLength(0);

    await user.click(standIn);
    const option = await screen.findByRole('option', { name: 'HardieSoffit Vented Panel 12in x 12ft' });
    const picker = screen.getByRole('combobox', { name: 'Material' });
    expect(isStandIn(picker)).toBe(false);
    expect(picker).toHaveFocus();
    await user.click(option);
    expect(onChange).toHaveBeenCalledWith(15, expect.objectContaining({ CategoryId: 3 }));
  });

  it('the invoice status picker shows the status name or "Not Specified", and its picker takes over', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const [first, second] = db.invoiceStatuses;
    const { rerender } = renderWithProviders(
      <DeferredInvoiceStatusPicker aria-label="Invoice status" value={first.Id} onChange={onChange} />,
    );
    const standIn = screen.getByRole('combobox', { name: 'Invoice status' });
    expect(isStandIn(standIn)).toBe(true);
    await waitFor(() => expect(document.querySelector('.picker')).toHaveTextContent(first.Name));
    rerender(<DeferredInvoiceStatusPicker aria-label="Invoice status" value="na" onChange={onChange} />);
    expect(document.querySelector('.picker')).toHaveTextContent('Not Specified');

    await user.click(screen.getByRole('combobox', { name: 'Invoice status' }));
    const option = await screen.findByRole('option', { name: second.Name });
    expect(isStandIn(screen.getByRole('combobox', { name: 'Invoice status' }))).toBe(false);
    await user.click(option);
    expect(onChange).toHaveBeenCalledWith(second.Id);
  });

  it("the user picker shows the user's name (read in the background), and its picker takes over", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const luis = db.users.find((u) => u.Email === 'subcontractor@example.com')!;
    renderWithProviders(<DeferredUserPicker aria-label="Mechanic" value={luis.Id} onChange={onChange} />);
    const standIn = screen.getByRole('combobox', { name: 'Mechanic' });
    expect(isStandIn(standIn)).toBe(true);
    await waitFor(() => expect(document.querySelector('.picker')).toHaveTextContent('Luis Ortega'));
    await user.click(standIn);
    await waitFor(() => expect(isStandIn(screen.getByRole('combobox', { name: 'Mechanic' }))).toBe(false));
    expect(screen.getByRole('combobox', { name: 'Mechanic' })).toHaveFocus();
    expect(document.querySelector('.picker')).toHaveTextContent('Luis Ortega');
  });

  it('the contractor picker warns under its stand-in about expiring documents, as the picker does', async () => {
    const luis = db.users.find((u) => u.Email === 'subcontractor@example.com')!;
    renderWithProviders(
      <DeferredContractorPicker aria-label="Subcontractor" value={luis.Id} onChange={() => undefined} />,
    );
    expect(isStandIn(screen.getByRole('combobox', { name: 'Subcontractor' }))).toBe(true);
    expect(await screen.findByRole('status')).toHaveTextContent(
      /Luis Ortega has documents expiring soon: Driver License expires on \d\d\/\d\d\/\d{4}/,
    );
  });

  it("the lot picker shows the job's lot, and asks for a job first without one", async () => {
    const job = db.jobs.find((j) => (j.Lots ?? []).length > 0)!;
    const lot = job.Lots![0];
    const { rerender } = renderWithProviders(
      <DeferredJobLotPicker aria-label="Lot" jobId={job.Id} value={lot.Id} onChange={() => undefined} />,
    );
    await waitFor(() => expect(document.querySelector('.picker')).toHaveTextContent(lot.LotCode));
    rerender(<DeferredJobLotPicker aria-label="Lot" jobId={null} value={null} onChange={() => undefined} />);
    expect(screen.getByRole('combobox', { name: 'Lot' })).toBeDisabled();
    expect(document.querySelector('.picker')).toHaveTextContent('Select a job first');
  });

  it('hand over the typed text: the picker searches for it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(
      <label>
        Supply company
        <DeferredSupplyCompanyPicker value={null} onChange={onChange} />
      </label>,
    );
    await user.type(screen.getByRole('combobox', { name: 'Supply company' }), 'bradco');
    await user.click(await screen.findByRole('option', { name: 'Bradco Supply' }));
    expect(onChange).toHaveBeenCalledWith(3, expect.objectContaining({ Attention: 'Mike Kowalski' }));
  });

  it('in a form field: described by its error, required, before and after the picker takes over', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <FormField label="Supply Company" id="company" error="Please select Supply Company" required>
        <DeferredSupplyCompanyPicker inputId="company" value={null} onChange={() => undefined} isInvalid />
      </FormField>,
    );
    const standIn = screen.getByRole('combobox', { name: 'Supply Company' });
    expect(isStandIn(standIn)).toBe(true);
    expect(standIn).toHaveAttribute('aria-required', 'true');
    expect(standIn).toHaveAttribute('aria-invalid', 'true');
    expect(standIn).toHaveAccessibleDescription('Please select Supply Company Select...');
    await user.click(standIn);
    await waitFor(() =>
      expect(isStandIn(screen.getByRole('combobox', { name: 'Supply Company' }))).toBe(false),
    );
    const picker = screen.getByRole('combobox', { name: 'Supply Company' });
    expect(picker).toHaveAttribute('aria-required', 'true');
    expect(picker).toHaveAccessibleDescription(/^Please select Supply Company/);
  });

  it('take the focus from the keyboard, menu closed until asked for', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <input aria-label="Before" />
        <DeferredUnitPicker aria-label="Unit" value={null} onChange={() => undefined} />
      </>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Before' }));
    await user.tab();
    await waitFor(() => expect(isStandIn(screen.getByRole('combobox', { name: 'Unit' }))).toBe(false));
    expect(screen.getByRole('combobox', { name: 'Unit' })).toHaveFocus();
    expect(screen.queryByRole('option')).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('option', { name: 'Square' })).toBeInTheDocument();
  });

  it('read a label the screen does not know, and clear the value with the clear button', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [value, setValue] = useState<number | null>(2);
      return <DeferredMaterialCategoryPicker aria-label="Category" value={value} onChange={setValue} />;
    }
    renderWithProviders(<Harness />);
    await waitFor(() => expect(document.querySelector('.picker')).toHaveTextContent('Trim'));
    expect(isStandIn(screen.getByRole('combobox', { name: 'Category' }))).toBe(true);
    const clear = document.querySelector('.picker__clear-indicator');
    expect(clear).not.toBeNull();
    await user.pointer({ keys: '[MouseLeft]', target: clear! });
    await waitFor(() => expect(document.querySelector('.picker')).not.toHaveTextContent('Trim'));
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveFocus();
  });

  it('show a colour with its swatch, as the colour picker does', async () => {
    renderWithProviders(
      <DeferredColorPicker
        aria-label="Color"
        value={27}
        selectedOption={{ value: 27, label: 'Black' }}
        onChange={() => undefined}
      />,
    );
    expect(document.querySelector('.picker__single-value')).toHaveTextContent('Black');
    expect(screen.getByRole('combobox', { name: 'Color' })).toHaveAttribute('aria-expanded', 'false');
  });
});

/**
 * A DeferredSelect named "Thing" whose code arrives when the test says (`arrive`); the real select is an input named
 * "Real thing" holding the text handed over, and `started` records what each take-over was given.
 */
function renderDeferredThing() {
  let arrive: (module: { ok: true }) => void = () => undefined;
  const loader = moduleLoader(() => new Promise<{ ok: true }>((resolve) => (arrive = resolve)));
  const started: Array<PickerStart | null> = [];
  renderWithProviders(
    <DeferredSelect
      loader={loader}
      aria-label="Thing"
      placeholder="Select..."
      isClearable
      value={null}
      onClear={() => undefined}
      render={(_module, startWith) => {
        started.push(startWith);
        return <input aria-label="Real thing" defaultValue={startWith?.input} autoFocus />;
      }}
    />,
  );
  return { loader, started, arrive: () => arrive({ ok: true }) };
}

describe('DeferredSelect', () => {
  it('keeps what the user typed while the picker’s code loads, and hands it over with the menu asked for', async () => {
    const user = userEvent.setup();
    const { started, arrive } = renderDeferredThing();
    expect(screen.getByText('Select...')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Thing' }));
    await user.keyboard('ab');
    expect(screen.getByRole('combobox', { name: 'Thing' })).toHaveValue('ab');
    arrive();
    expect(await screen.findByRole('textbox', { name: 'Real thing' })).toBeInTheDocument();
    expect(started[0]).toEqual({ input: 'ab', open: true });
  });

  it('takes over in the same moment the code arrives: no key typed after it goes to the stand-in and is lost', async () => {
    const user = userEvent.setup();
    const { loader, arrive } = renderDeferredThing();
    await user.click(screen.getByRole('combobox', { name: 'Thing' }));
    await user.keyboard('De');
    // the take-over happens outside act() on purpose (act would commit it anyway): React's warning is expected
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    arrive();
    await loader.load();
    const logged = errors.mock.calls.map(([message]) => String(message));
    errors.mockRestore();
    expect(logged.every((message) => message.includes('not wrapped in act'))).toBe(true);
    // checked before React's next task: a key pressed now (the browser's next task) finds the select focused
    const real = screen.getByRole('textbox', { name: 'Real thing' });
    expect(real).toHaveValue('De');
    expect(real).toHaveFocus();
    expect(screen.queryByRole('combobox', { name: 'Thing' })).not.toBeInTheDocument();
  });
});
