import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, expectToast, signIn, test } from './fixtures';

/** Picks a react-select option by typing into the labelled input. */
async function pick(
  page: Page,
  scope: Locator | Page,
  label: string | RegExp,
  text: string,
  option: string | RegExp,
) {
  const input = scope.getByLabel(label);
  await input.click();
  await input.fill(text);
  await page.getByRole('option', { name: option }).first().click();
}

async function openFromMenu(page: Page, link: string, heading: string) {
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: link, exact: true })
    .click();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('table')).toBeVisible();
}

test.describe('reference data', () => {
  // axe over a page with an open dialog takes a while on a busy machine
  test.describe.configure({ timeout: 120_000 });

  test('staff adds a manufacturer', async ({ page }) => {
    const name = `Kaycan ${Date.now() % 100000}`;
    await signIn(page, 'staff');
    await expect(page.getByRole('button', { name: /Welcome/ })).toBeVisible({ timeout: 30_000 });
    await openFromMenu(page, 'Manufactures', 'Manufactures');
    await expect(page.getByRole('cell', { name: 'James Hardie', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Add Manufacture' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Manufacture' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Please enter manufacture name')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel(/^Name/).fill(name);
    await expectToast(page, 'Manufacture save successfully', () =>
      dialog.getByRole('button', { name: 'Save' }).click(),
    );
    await expect(dialog).toBeHidden();
    // last modified first: the new one heads the list
    await expect(page.getByRole('row').nth(1)).toContainText(name);
    await expect(page.getByRole('row').nth(1)).toContainText('staff@example.com');
  });

  test('staff adds a material whose colours are copied from another material', async ({ page }) => {
    const name = `Charter Oak Lap ${Date.now() % 100000}`;
    await signIn(page, 'staff');
    await expect(page.getByRole('button', { name: /Welcome/ })).toBeVisible({ timeout: 30_000 });
    await openFromMenu(page, 'Materials', 'Materials');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Add Material' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Material' });
    await dialog.getByLabel(/^Name/).fill(name);
    await pick(page, dialog, /^Manufacture/, 'Alsi', 'Alside');
    await pick(page, dialog, /^Category/, 'Sidi', 'Siding');
    const copy = dialog.getByRole('button', { name: 'Copy Colors' });
    await expect(copy).toBeDisabled();
    await pick(
      page,
      dialog,
      'Copy colors from another material',
      'Alside Charter',
      /Alside Charter Oak Double/,
    );
    await expect(copy).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await copy.click();
    const confirm = page.getByRole('dialog', { name: 'Copy Colors' });
    await expect(confirm).toContainText('Alside Charter Oak Double 4.5in Vinyl');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(dialog.getByText('Boothbay Blue', { exact: true })).toBeVisible();
    // a colour of our own too, typed with an empty entry and a repeat
    const colors = dialog.getByLabel(/^Available Colors/);
    await colors.fill('Seaside Gray, , boothbay blue');
    await page.getByRole('option', { name: /\(new\)$/ }).click();
    await expect(dialog.getByText('Seaside Gray', { exact: true })).toBeVisible();
    await expectToast(page, 'Material save successfully', () =>
      dialog.getByRole('button', { name: 'Save' }).click(),
    );
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Material Name').fill(name);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Alside');
    await expect(row).toContainText('Siding');
    await expect(row).toContainText('Arctic White');
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Material' });
    await expect(edit.getByText('Seaside Gray', { exact: true })).toBeVisible();
    await expect(edit.getByText('Boothbay Blue', { exact: true })).toHaveCount(1);
  });

  test("staff edits a category's display order and sees the order change", async ({ page }) => {
    await signIn(page, 'staff');
    await expect(page.getByRole('button', { name: /Welcome/ })).toBeVisible({ timeout: 30_000 });
    await openFromMenu(page, 'Material Categories', 'Material Categories');
    const firstCells = page.getByRole('row').nth(1).getByRole('cell');
    await expect(firstCells.nth(1)).toHaveText('Siding');
    await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Edit Shutters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Material Category' });
    const order = dialog.getByLabel('Display Order');
    await expect(order).toHaveValue('110');
    await expectNoSeriousA11yViolations(page);
    await order.fill('1');
    await expectToast(page, 'Material category save successfully', () =>
      dialog.getByRole('button', { name: 'Save' }).click(),
    );
    await expect(firstCells.nth(1)).toHaveText('Shutters');
    await expect(page.getByRole('row').nth(2).getByRole('cell').nth(1)).toHaveText('Siding');
  });

  test('staff filters colours by flag', async ({ page }) => {
    await signIn(page, 'staff');
    await expect(page.getByRole('button', { name: /Welcome/ })).toBeVisible({ timeout: 30_000 });
    await openFromMenu(page, 'Colors', 'Colors');
    await expectNoSeriousA11yViolations(page);
    const flags = page.getByRole('group', { name: 'Show colors for' });
    await expect(flags.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('cell', { name: 'Monterey Taupe', exact: true })).toBeVisible();

    await flags.getByRole('button', { name: 'Splashblock' }).click();
    await expect(page).toHaveURL(/splashblock=true/);
    await expect(page.getByRole('cell', { name: 'Monterey Taupe', exact: true })).toBeHidden();
    await expect(page.getByRole('cell', { name: 'Natural Concrete', exact: true })).toBeVisible();
    await expect(flags.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    await flags.getByRole('button', { name: 'Shutter' }).click();
    await expect(page).toHaveURL(/shutter=true/);
    await expect(page.getByRole('cell', { name: 'Natural Concrete', exact: true })).toBeHidden();
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('cell', { name: 'White', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Edit White' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Color' });
    await expect(dialog.getByRole('img', { name: 'Swatch of #FFFFFF' })).toBeVisible();
    await expect(dialog.getByLabel('Splashblock Color')).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel('Shutter Color').uncheck();
    await expectToast(page, 'Color save successfully', () =>
      dialog.getByRole('button', { name: 'Save' }).click(),
    );
    await expect(page.getByRole('cell', { name: 'White', exact: true })).toBeHidden();

    await flags.getByRole('button', { name: 'All' }).click();
    await expect(page).not.toHaveURL(/shutter|splashblock/);
    await expect(page.getByRole('cell', { name: 'Monterey Taupe', exact: true })).toBeVisible();
  });

  test('staff adds a colour on the colours screen and uses it on a material', async ({ page }) => {
    const name = `Harbor Mist ${Date.now() % 100000}`;
    await signIn(page, 'staff');
    await expect(page.getByRole('button', { name: /Welcome/ })).toBeVisible({ timeout: 30_000 });
    await openFromMenu(page, 'Colors', 'Colors');
    await expect(page.getByRole('cell', { name: 'Monterey Taupe', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Add Color' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Color' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Please enter color name')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel(/^Name/).fill(name);
    await dialog.getByLabel('Color Code').fill('#8fa3ad');
    await expect(dialog.getByRole('img', { name: 'Swatch of #8FA3AD' })).toBeVisible();
    await dialog.getByLabel('Gutter Color').check();
    await expectToast(page, 'Color save successfully', () =>
      dialog.getByRole('button', { name: 'Save' }).click(),
    );
    await expect(dialog).toBeHidden();
    // last modified first: the new colour heads the list
    await expect(page.getByRole('row').nth(1)).toContainText(name);
    await expect(page.getByRole('row').nth(1)).toContainText('#8FA3AD');

    await openFromMenu(page, 'Materials', 'Materials');
    await page.getByRole('button', { name: 'Edit Alside Charter Oak Double 4.5in Vinyl' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Material' });
    await expect(edit.getByText('Boothbay Blue', { exact: true })).toBeVisible();
    // the new colour is offered as a known colour, not as a new one
    await pick(page, edit, /^Available Colors/, 'Harbor Mi', name);
    await expect(edit.getByText(name, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectToast(page, 'Material save successfully', () =>
      edit.getByRole('button', { name: 'Save' }).click(),
    );
    await expect(edit).toBeHidden();
    // saved: the material opens again with the new colour among its colours
    await page.getByRole('button', { name: 'Edit Alside Charter Oak Double 4.5in Vinyl' }).click();
    const again = page.getByRole('dialog', { name: 'Edit Material' });
    await expect(again.getByText(name, { exact: true })).toBeVisible();
    await expect(again.getByText('Boothbay Blue', { exact: true })).toBeVisible();
  });

  test('staff creates and deletes a supply company', async ({ page }) => {
    const name = `Tri-State Supply ${Date.now() % 100000}`;
    await signIn(page, 'staff');
    await expect(page.getByRole('button', { name: /Welcome/ })).toBeVisible({ timeout: 30_000 });
    await openFromMenu(page, 'Supply Companies', 'Supply Companies');
    await expect(page.getByRole('cell', { name: 'Bradco Supply', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Add Supply Company' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Supply Company' });
    await dialog.getByLabel(/^Name/).fill(name);
    await dialog.getByLabel('Fax').pressSequentially('7035550142');
    await expect(dialog.getByLabel('Fax')).toHaveValue('703-555-0142');
    await dialog.getByLabel('Phone Number').pressSequentially('7035550140');
    await dialog.getByLabel('Attention').fill('Marco Diaz');
    await dialog.getByLabel('Email').fill('orders@tristate.example.com');
    await expectNoSeriousA11yViolations(page);
    await expectToast(page, 'Supply company created successfully', () =>
      dialog.getByRole('button', { name: 'Save' }).click(),
    );
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('703-555-0142');
    await expect(row).toContainText('Marco Diaz');
    await expect(row).toContainText('orders@tristate.example.com');

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Supply Company' });
    await expect(confirm).toContainText('Are you sure to delete this supply company ?');
    await expectToast(page, 'Supply company deleted successfully', () =>
      confirm.getByRole('button', { name: 'Yes' }).click(),
    );
    await expect(row).toBeHidden();
  });

  test('a user without the permissions cannot open these screens', async ({ page }) => {
    await signIn(page, 'finance');
    await expect(page.getByRole('button', { name: /Welcome/ })).toBeVisible({ timeout: 30_000 });
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const link of ['Materials', 'Material Categories', 'Colors', 'Manufactures', 'Supply Companies'])
      await expect(menu.getByRole('link', { name: link, exact: true })).toHaveCount(0);
    for (const path of [
      '/admin/manageMaterials',
      '/admin/manageMaterialCategories',
      '/admin/manageColors',
      '/admin/manageManufactures',
      '/admin/supplyCompanies',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/access-denied$/);
    }
  });
});
