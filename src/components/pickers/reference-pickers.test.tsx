import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockControl } from '@mocks/node';
import type { ColorRef } from '@/api/colors';
import { recordRequests, renderWithProviders, signInAs } from '@/test/test-utils';
import {
  ColorMultiSelect,
  ColorPicker,
  MaterialCategoryPicker,
  MaterialPicker,
  SupplyCompanyPicker,
  UnitPicker,
  addColorEntries,
  dedupeColors,
} from './index';

let requests: URL[] = [];
const seen = (path: string) => requests.filter((u) => u.pathname.endsWith(path));

beforeEach(async () => {
  await signInAs('staff');
  requests = recordRequests();
});

describe('addColorEntries (C §5 colour multi-select)', () => {
  it('splits comma-separated input, drops empty entries and repeats', () => {
    const current: ColorRef[] = [{ Id: 3, Name: 'Black' }];
    expect(addColorEntries(current, ' Red, ,blue,, black ,Red')).toEqual([
      { Id: 3, Name: 'Black' },
      { Id: 0, Name: 'Red' },
      { Id: 0, Name: 'blue' },
    ]);
  });

  it('takes the id of a known colour of the same name', () => {
    expect(addColorEntries([], 'white', [{ Id: 19, Name: 'White' }])).toEqual([{ Id: 19, Name: 'White' }]);
  });

  it('dedupes by id, then by name', () => {
    expect(
      dedupeColors([
        { Id: 1, Name: 'A' },
        { Id: 1, Name: 'A' },
        { Id: 0, Name: 'a' },
        { Id: 0, Name: '  ' },
      ]),
    ).toEqual([{ Id: 1, Name: 'A' }]);
  });
});

describe('reference pickers', () => {
  it('colour picker asks for the material and flags, and retries a failed load 3 times', async () => {
    const user = userEvent.setup();
    mockControl.fail('GET', '/api/color/autocomplete', { status: 500, times: 3 });
    const onChange = vi.fn();
    renderWithProviders(
      <ColorPicker
        aria-label="Gutter color"
        materialId={36}
        flags={['gutter']}
        value={null}
        onChange={onChange}
      />,
    );
    await user.type(screen.getByRole('combobox', { name: 'Gutter color' }), 'whi');
    await screen.findByRole('option', { name: 'White' }, { timeout: 3000 });
    // three failures (the open's list and the search share them), then the answer
    const calls = seen('/api/color/autocomplete');
    expect(calls.length).toBeGreaterThanOrEqual(4);
    const last = calls.at(-1)!;
    expect(last.searchParams.get('q')).toBe('whi');
    expect(last.searchParams.get('materialId')).toBe('36');
    expect(last.searchParams.get('gutterColor')).toBe('true');
    expect(last.searchParams.get('shutterColor')).toBeNull();
    await user.click(screen.getByRole('option', { name: 'White' }));
    expect(onChange).toHaveBeenCalledWith(
      19,
      expect.objectContaining({ Name: 'White', ColorCode: '#FFFFFF' }),
    );
  });

  it('material picker searches within its category', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(
      <MaterialPicker aria-label="Material" categoryId={3} value={null} onChange={onChange} />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Material' }));
    const option = await screen.findByRole('option', { name: 'HardieSoffit Vented Panel 12in x 12ft' });
    expect(seen('/api/material/autocomplete').at(-1)?.searchParams.get('categoryId')).toBe('3');
    expect(screen.queryByRole('option', { name: /Lap Siding/ })).not.toBeInTheDocument();
    await user.click(option);
    expect(onChange).toHaveBeenCalledWith(15, expect.objectContaining({ CategoryId: 3 }));
  });

  it('category picker leaves out the categories disabled by default when asked', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <MaterialCategoryPicker aria-label="Category" enabledOnly value={null} onChange={() => undefined} />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await screen.findByRole('option', { name: 'Siding' });
    expect(screen.queryByRole('option', { name: 'Gutter' })).not.toBeInTheDocument();
  });

  it('shows the label of a saved category without its option loaded', async () => {
    renderWithProviders(
      <MaterialCategoryPicker aria-label="Category" value={2} onChange={() => undefined} />,
    );
    await waitFor(() => expect(document.querySelector('.picker')?.textContent).toContain('Trim'));
  });

  it('supply company picker reads the whole list once and hands over the company', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<SupplyCompanyPicker aria-label="Supply company" value={null} onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Supply company' });
    await user.type(input, 'bradco');
    await user.click(await screen.findByRole('option', { name: 'Bradco Supply' }));
    expect(onChange).toHaveBeenCalledWith(
      3,
      expect.objectContaining({ Fax: '301-555-7734', Attention: 'Mike Kowalski' }),
    );
    expect(seen('/api/SupplyCompany')).toHaveLength(1);
  });

  it('unit picker lists the units', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UnitPicker aria-label="Unit" value={null} onChange={() => undefined} />);
    await user.click(screen.getByRole('combobox', { name: 'Unit' }));
    expect(await screen.findByRole('option', { name: 'Square' })).toBeInTheDocument();
  });

  it('colour multi-select adds several typed colours at once, without repeats', async () => {
    const user = userEvent.setup();
    const changes: ColorRef[][] = [];
    function Harness() {
      const [colors, setColors] = useState<ColorRef[]>([{ Id: 27, Name: 'Black' }]);
      return (
        <ColorMultiSelect
          aria-label="Colors"
          value={colors}
          onChange={(next) => {
            changes.push(next);
            setColors(next);
          }}
        />
      );
    }
    renderWithProviders(<Harness />);
    await user.type(screen.getByRole('combobox', { name: 'Colors' }), 'Sea Glass, ,black, Dune');
    await user.click(await screen.findByRole('option', { name: 'Sea Glass, ,black, Dune (new)' }));
    expect(changes.at(-1)).toEqual([
      { Id: 27, Name: 'Black' },
      { Id: 0, Name: 'Sea Glass' },
      { Id: 0, Name: 'Dune' },
    ]);
  });
});
