import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { mockControl } from '@mocks/utils';
import type { AppRoute } from '@/lib/routing';
import { renderRoutes, signInAs } from '@/test/test-utils';
import { referenceDataFeature } from './routes';

const routes: AppRoute[] = [{ path: '/', children: referenceDataFeature.routes }];
const T = { timeout: 10000 };

/** The JSON bodies the mock received, by path ending. */
let bodies: Array<{ path: string; body: Record<string, unknown> }> = [];
const sent = (path: string) => bodies.filter((b) => b.path.endsWith(path)).map((b) => b.body);

beforeEach(() => {
  bodies = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'POST' && request.method !== 'PUT') return;
    const path = new URL(request.url).pathname;
    void request
      .clone()
      .json()
      .then((body: Record<string, unknown>) => bodies.push({ path, body }))
      .catch(() => undefined);
  });
});
afterEach(() => server.events.removeAllListeners());

async function open(path: string) {
  await signInAs('staff');
  const user = userEvent.setup();
  const rendered = renderRoutes(routes, [path]);
  return { user, ...rendered };
}

/** The texts of one column of a table's data rows. */
const columnTexts = (table: HTMLElement, column = 0) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.querySelectorAll('td')[column]?.textContent ?? '');

/** Picks an option of a react-select by typing. */
async function pick(
  user: ReturnType<typeof userEvent.setup>,
  input: HTMLElement,
  text: string,
  option: string | RegExp,
) {
  await user.type(input, text);
  await user.click(await screen.findByRole('option', { name: option }, T));
}

describe('materials', () => {
  it('sends the three filters with the table request and keeps them in the URL', async () => {
    const { user, router } = await open('/admin/manageMaterials');
    const table = await screen.findByRole('table', { name: 'Materials' }, T);
    await within(table).findAllByRole('button', { name: /^Edit / }, T);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.type(screen.getByLabelText('Material Name'), 'soffit');
    await user.type(screen.getByLabelText('Manufacture Name'), 'hardie');
    await pick(user, await screen.findByRole('combobox', { name: 'Category' }, T), 'Soff', 'Soffit');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(columnTexts(table)).toEqual(expect.arrayContaining([expect.stringContaining('HardieSoffit')])),
    );
    await waitFor(() => expect(columnTexts(table).every((n) => n.startsWith('HardieSoffit'))).toBe(true));
    const request = sent('/api/material/datatables').at(-1)!;
    expect(request).toMatchObject({ materialName: 'soffit', manufactureName: 'hardie', categoryId: 3 });
    expect(router.state.location.search).toBe('?materialName=soffit&manufactureName=hardie&categoryId=3');
  });

  it('validates, copies colours from another material after a confirmation, and saves', async () => {
    const { user } = await open('/admin/manageMaterials');
    await user.click(await screen.findByRole('button', { name: 'Add Material' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Add Material' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter material name')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select category')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Name/), 'Test Lap Siding 6in');
    await pick(user, within(dialog).getByLabelText(/^Manufacture/), 'Alsi', 'Alside');
    await pick(user, within(dialog).getByLabelText(/^Category/), 'Sid', 'Siding');
    const copy = within(dialog).getByRole('button', { name: 'Copy Colors' });
    expect(copy).toBeDisabled();
    await pick(
      user,
      within(dialog).getByLabelText('Copy colors from another material'),
      'Royal Estate',
      /Royal Estate/,
    );
    expect(copy).toBeEnabled();
    await user.click(copy);
    const confirm = await screen.findByRole('dialog', { name: 'Copy Colors' });
    expect(confirm).toHaveTextContent('replaced by the colors of Royal Estate Double 4in Vinyl');
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    const colors = within(dialog)
      .getByLabelText(/^Available Colors/)
      .closest('.picker') as HTMLElement;
    await waitFor(() => expect(colors).toHaveTextContent('Boothbay Blue'));

    mockControl.fail('POST', '/api/material', { status: 500, message: 'Database unavailable', times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Material save error')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Material save successfully')).toBeInTheDocument();
    const saved = db.materials.find((m) => m.Name === 'Test Lap Siding 6in')!;
    const source = db.materials.find((m) => m.Name === 'Royal Estate Double 4in Vinyl')!;
    expect(saved.AvailableColorIds).toEqual(source.AvailableColorIds);
    expect(saved.CategoryId).toBe(1);
    const body = sent('/api/material').at(-1)!;
    expect(body).toMatchObject({ Name: 'Test Lap Siding 6in', CategoryId: 1 });
  });

  it('closes the edit dialog with "Error while loading material data" when the material cannot be read', async () => {
    const { user } = await open('/admin/manageMaterials?materialName=7.25in');
    const table = await screen.findByRole('table', { name: 'Materials' }, T);
    const name = 'HardiePlank Lap Siding 7.25in Smooth';
    mockControl.fail('GET', /\/api\/material\/\d+$/, { status: 500, times: 1 });
    await user.click(await within(table).findByRole('button', { name: `Edit ${name}` }, T));
    expect(await screen.findByText('Error while loading material data')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit Material' })).not.toBeInTheDocument(),
    );
  });

  it('edits a material: loads it and shows its manufacturer, category and colours', async () => {
    const { user } = await open('/admin/manageMaterials');
    const table = await screen.findByRole('table', { name: 'Materials' }, T);
    await user.click(
      await within(table).findByRole('button', { name: 'Edit Berger 3in Round Downspout' }, T),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Material' });
    // the form takes the record in an effect just after its fields appear
    const name = await within(dialog).findByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveValue('Berger 3in Round Downspout'));
    const shown = (label: RegExp) =>
      (within(dialog).getByLabelText(label).closest('.picker') as HTMLElement).textContent;
    await waitFor(() => expect(shown(/^Manufacture/)).toContain('Berger Building Products'));
    expect(shown(/^Category/)).toContain('Downspout');
    expect(shown(/^Available Colors/)).toContain('Musket Brown');
  });
});

describe('material categories', () => {
  it('lists by display order, 30 a page, with edit only; a new display order moves the row', async () => {
    const { user } = await open('/admin/manageMaterialCategories');
    const table = await screen.findByRole('table', { name: 'Material categories' }, T);
    await within(table).findByText('Siding', {}, T);
    expect(columnTexts(table, 1).slice(0, 3)).toEqual(['Siding', 'Trim', 'Soffit']);
    const request = sent('/api/materialCategory/datatables').at(-1)!;
    expect(request.length).toBe(30);
    expect(request.order).toEqual([{ column: 0, dir: 'asc' }]);
    expect(within(table).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Edit Soffit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Material Category' });
    const order = await within(dialog).findByLabelText('Display Order');
    await waitFor(() => expect(within(dialog).getByLabelText(/^Short Name/)).toHaveValue('SOF'));
    await user.clear(order);
    await user.type(order, '5');
    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter category name')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Soffit');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Material category save successfully')).toBeInTheDocument();
    await waitFor(() => expect(columnTexts(table, 1)[0]).toBe('Soffit'));
    expect(sent('/api/materialCategory/3').at(-1)).toMatchObject({ DisplayOrder: 5, ShortName: 'SOF' });
  });

  it('closes the dialog with "Error while loading material category data" on a failed read', async () => {
    const { user } = await open('/admin/manageMaterialCategories');
    const table = await screen.findByRole('table', { name: 'Material categories' }, T);
    mockControl.fail('GET', /\/api\/materialCategory\/\d+$/, { status: 500, times: 1 });
    await user.click(await within(table).findByRole('button', { name: 'Edit Trim' }, T));
    expect(await screen.findByText('Error while loading material category data')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('colors', () => {
  it('sends the chosen flags (none = All), 25 a page, last modified first', async () => {
    const { user, router } = await open('/admin/manageColors');
    const table = await screen.findByRole('table', { name: 'Colors' }, T);
    await within(table).findAllByRole('row', {}, T);
    const first = sent('/api/color/datatables').at(-1)!;
    expect(first.length).toBe(25);
    expect(first).not.toHaveProperty('gutterColor');
    expect(
      (first.columns as Array<{ data: string }>)[(first.order as Array<{ column: number }>)[0].column].data,
    ).toBe('ModifiedDate');
    const flags = screen.getByRole('group', { name: 'Show colors for' });
    expect(within(flags).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(flags).getByRole('button', { name: 'Shutter' }));
    await user.click(within(flags).getByRole('button', { name: 'Gutter' }));
    await waitFor(() =>
      expect(sent('/api/color/datatables').at(-1)).toMatchObject({ shutterColor: true, gutterColor: true }),
    );
    expect(router.state.location.search).toBe('?shutter=true&gutter=true');
    await waitFor(() => expect(columnTexts(table).sort()).toEqual(['Black', 'White']));
    expect(within(flags).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(within(flags).getByRole('button', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('edits a colour with a swatch of its code; a failure shows "Error while saving Color"', async () => {
    const { user } = await open('/admin/manageColors');
    const table = await screen.findByRole('table', { name: 'Colors' }, T);
    await user.click(await within(table).findByRole('button', { name: 'Edit Clay' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Color' });
    expect(within(dialog).getByRole('img', { name: 'Swatch of #B9A88F' })).toBeInTheDocument();
    const code = within(dialog).getByLabelText('Color Code');
    await user.clear(code);
    await user.type(code, 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a color code such as #1C1C1C')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '#a89a80');
    await user.click(within(dialog).getByLabelText('Shutter Color'));

    mockControl.fail('PUT', '/api/color/', { status: 500, times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error while saving Color')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Color save successfully')).toBeInTheDocument();
    expect(db.colors.find((c) => c.Name === 'Clay')).toMatchObject({
      ColorCode: '#A89A80',
      IsShutterColor: true,
    });
  });

  it('adds a colour from the list: the same dialog, its checks, the server refusal, the list refreshed', async () => {
    const { user } = await open('/admin/manageColors');
    const table = await screen.findByRole('table', { name: 'Colors' }, T);
    await within(table).findAllByRole('button', { name: /^Edit / }, T);
    const before = sent('/api/color/datatables').length;
    await user.click(screen.getByRole('button', { name: 'Add Color' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Color' });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter color name')).toBeInTheDocument();
    expect(sent('/api/color')).toHaveLength(0);

    // a name the server already has: its reason under 'Error while saving Color', the typed values kept
    await user.type(within(dialog).getByLabelText(/^Name/), 'clay');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("A color named 'clay' already exists.")).toBeInTheDocument();
    expect(screen.getByText('Error while saving Color')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('clay');

    const name = within(dialog).getByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Harbor Mist');
    await user.type(within(dialog).getByLabelText('Color Code'), '#8fa3ad');
    expect(within(dialog).getByRole('img', { name: 'Swatch of #8FA3AD' })).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Gutter Color'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Color save successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Color' })).not.toBeInTheDocument());
    expect(sent('/api/color').at(-1)).toEqual({
      Name: 'Harbor Mist',
      ColorCode: '#8FA3AD',
      IsShutterColor: false,
      IsGutterColor: true,
      IsDownSpoutColor: false,
      IsSplashblockColor: false,
    });
    expect(db.colors.find((c) => c.Name === 'Harbor Mist')).toMatchObject({ IsGutterColor: true });
    // the list is asked again and shows the new colour
    expect(await within(table).findByText('Harbor Mist', {}, T)).toBeInTheDocument();
    expect(sent('/api/color/datatables').length).toBeGreaterThan(before);
  });
});

describe('manufacturers', () => {
  it('lists 25 a page, last modified first; adds one and reports a failed save', async () => {
    const { user } = await open('/admin/manageManufactures');
    const table = await screen.findByRole('table', { name: 'Manufactures' }, T);
    await within(table).findAllByRole('button', { name: /^Edit / }, T);
    expect(sent('/api/materialManufacture/datatables').at(-1)).toMatchObject({ length: 25 });
    await user.click(screen.getByRole('button', { name: 'Add Manufacture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Manufacture' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter manufacture name')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Kaycan');
    mockControl.fail('POST', '/api/materialManufacture', { status: 500, times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error while saving manufacture')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Manufacture save successfully')).toBeInTheDocument();
    expect(await within(table).findByText('Kaycan')).toBeInTheDocument();
    // the server refuses a duplicate name with its message
    await user.click(screen.getByRole('button', { name: 'Add Manufacture' }));
    const again = await screen.findByRole('dialog', { name: 'Add Manufacture' });
    await user.type(within(again).getByLabelText(/^Name/), 'kaycan');
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("A manufacture named 'kaycan' already exists.")).toBeInTheDocument();
  });
});

describe('drafts', () => {
  it('reopens a supply company edit with the typed values after a reload', async () => {
    const first = await open('/admin/supplyCompanies');
    const table = await screen.findByRole('table', { name: 'Supply companies' }, T);
    await first.user.click(await within(table).findByRole('button', { name: 'Edit Bradco Supply' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Supply Company' });
    await first.user.clear(within(dialog).getByLabelText('Attention'));
    await first.user.type(within(dialog).getByLabelText('Attention'), 'Night desk');
    first.unmount();

    const second = await open('/admin/supplyCompanies');
    const again = await screen.findByRole('dialog', { name: 'Edit Supply Company' }, T);
    expect(within(again).getByLabelText('Attention')).toHaveValue('Night desk');
    expect(within(again).getByText('Unsaved changes from earlier were restored.')).toBeInTheDocument();
    await second.user.click(within(again).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Supply company updated successfully')).toBeInTheDocument();
    expect(db.supplyCompanies.find((c) => c.Name === 'Bradco Supply')?.Attention).toBe('Night desk');
  });

  it('reopens a new material with its typed name and colours', async () => {
    const first = await open('/admin/manageMaterials');
    await first.user.click(await screen.findByRole('button', { name: 'Add Material' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Add Material' });
    await first.user.type(within(dialog).getByLabelText(/^Name/), 'Draft Panel');
    await first.user.type(within(dialog).getByLabelText(/^Available Colors/), 'Fog, Dusk');
    await first.user.click(await screen.findByRole('option', { name: 'Fog, Dusk (new)' }, T));
    first.unmount();

    await open('/admin/manageMaterials');
    const again = await screen.findByRole('dialog', { name: 'Add Material' }, T);
    const name = await within(again).findByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveValue('Draft Panel'));
    const colors = within(again)
      .getByLabelText(/^Available Colors/)
      .closest('.picker') as HTMLElement;
    expect(colors).toHaveTextContent('Fog');
    expect(colors).toHaveTextContent('Dusk');
  });
});

describe('supply companies', () => {
  it('creates a company with masked phone and fax, then deletes it after the confirmation', async () => {
    const { user } = await open('/admin/supplyCompanies');
    const table = await screen.findByRole('table', { name: 'Supply companies' }, T);
    await within(table).findByText('Bradco Supply', {}, T);
    await user.click(screen.getByRole('button', { name: 'Add Supply Company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Supply Company' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Tri-State Siding Supply');
    await user.type(within(dialog).getByLabelText('Fax'), '7035550142');
    expect(within(dialog).getByLabelText('Fax')).toHaveValue('703-555-0142');
    await user.type(within(dialog).getByLabelText('Phone Number'), '70355501');
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Phone Number'), '40');
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'orders@tristate.example');
    await user.type(within(dialog).getByLabelText('Attention'), 'Marco Diaz');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Supply company created successfully')).toBeInTheDocument();
    expect(await within(table).findByText('Tri-State Siding Supply')).toBeInTheDocument();
    expect(db.supplyCompanies.find((c) => c.Name === 'Tri-State Siding Supply')).toMatchObject({
      Fax: '703-555-0142',
      PhoneNumber: '703-555-0140',
      Attention: 'Marco Diaz',
    });

    mockControl.fail('DELETE', '/api/SupplyCompany/', {
      status: 400,
      message: 'Supplier is in use.',
      times: 1,
    });
    await user.click(within(table).getByRole('button', { name: 'Delete Tri-State Siding Supply' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete Supply Company' });
    expect(confirm).toHaveTextContent('Are you sure to delete this supply company ?');
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByText('Error while deleting supply company: Supplier is in use.'),
    ).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Delete Tri-State Siding Supply' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete Supply Company' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Supply company deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('Tri-State Siding Supply')).not.toBeInTheDocument());
  });

  it('edits a company and shows the save error', async () => {
    const { user } = await open('/admin/supplyCompanies');
    const table = await screen.findByRole('table', { name: 'Supply companies' }, T);
    await user.click(await within(table).findByRole('button', { name: 'Edit SRS Distribution' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Supply Company' });
    expect(within(dialog).getByLabelText('Attention')).toHaveValue('Luis Ortega');
    mockControl.fail('PUT', '/api/SupplyCompany/', { status: 500, times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error while saving supply company')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Supply company updated successfully')).toBeInTheDocument();
  });
});
