import type { Locator, Page } from '@playwright/test';
import { allowTime, expect, expectNoSeriousA11yViolations, signIn, test, type DemoAccount } from './fixtures';

/*
 * Issue 24 §1-§3 on a 1366×768 laptop with the side menu open: every listed list fits its pane with its default
 * columns (in both densities), and with every column shown the row's name and its action column stay in view
 * while the middle scrolls sideways.
 */

test.use({ viewport: { width: 1366, height: 768 } });

interface Screen {
  name: string;
  /** the least-privileged demo account that sees it */
  account: DemoAccount;
  path: string;
  /** the accessible names of its tables */
  tables: string[];
  /** the header of the column the user acts in, held at the right of a wide table */
  action?: string;
  /** what the screen needs before its tables show (a subcontractor chosen) */
  prepare?: (page: Page) => Promise<void>;
}

async function chooseSubcontractor(page: Page) {
  await page.getByRole('combobox', { name: 'Subcontractor' }).fill('Ortega');
  await page.getByRole('option', { name: /Luis Ortega/ }).click();
}

const SCREENS: Screen[] = [
  {
    name: 'job dashboard',
    account: 'staff',
    path: '/jobs/report',
    tables: ['Job dashboard'],
    action: 'Actions',
  },
  { name: 'jobs list', account: 'staff', path: '/jobs', tables: ['Jobs'], action: 'Actions' },
  {
    name: 'approve work logs (edit mode)',
    account: 'staff',
    path: '/approveWorkLogs',
    tables: ['Work logs', 'Deductions'],
    action: 'Actions',
  },
  {
    name: 'approve work logs (invoice mode)',
    account: 'staff',
    path: '/approveWorkLogs?mode=invoice',
    tables: ['Work logs', 'Deductions'],
    action: 'Actions',
    prepare: chooseSubcontractor,
  },
  {
    name: 'work logs (subcontractor)',
    account: 'subcontractor',
    path: '/workLogs',
    tables: ['Work logs', 'Deductions'],
    action: 'Actions',
  },
  {
    name: 'work logs (staff)',
    account: 'staff',
    path: '/workLogs',
    tables: ['Work logs', 'Deductions'],
    action: 'Actions',
    prepare: chooseSubcontractor,
  },
  { name: 'invoices', account: 'finance', path: '/invoicesList', tables: ['Invoices'] },
  {
    name: 'repair order list',
    account: 'staff',
    path: '/repairOrders',
    tables: ['Repair orders'],
    action: 'Invoice Status',
  },
  { name: 'repair order report', account: 'staff', path: '/repairOrdersReport', tables: ['Repair orders'] },
  { name: 'subcontractors', account: 'admin', path: '/manages/contractors', tables: ['Subcontractors'] },
  {
    name: 'employees',
    account: 'admin',
    path: '/manages/employees',
    tables: ['Employees'],
    action: 'Actions',
  },
  {
    name: 'user manager: staff',
    account: 'admin',
    path: '/membership/usermanager/list/staff',
    tables: ['Staff'],
    action: 'Actions',
  },
  {
    name: 'user manager: clients',
    account: 'admin',
    path: '/membership/usermanager/list/clients',
    tables: ['Clients'],
    action: 'Actions',
  },
  { name: 'users', account: 'admin', path: '/membership/user/list', tables: ['Users'], action: 'Actions' },
];

/** Sideways overflow of the page, the main pane and a table's box (scrollWidth beyond clientWidth, in px). */
async function overflow(page: Page, table: Locator) {
  const box = table.locator('xpath=ancestor::div[contains(@class, "data-table-scroll")][1]');
  const [doc, main] = await page.evaluate(() => {
    const root = document.documentElement;
    const pane = document.querySelector('main');
    return [root.scrollWidth - root.clientWidth, pane ? pane.scrollWidth - pane.clientWidth : 0];
  });
  const inBox = await box.evaluate((el) => el.scrollWidth - el.clientWidth);
  return { doc, main, box: inBox };
}

async function openScreen(page: Page, screen: Screen) {
  await signIn(page, screen.account);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await page.goto(screen.path);
  await screen.prepare?.(page);
  for (const name of screen.tables) {
    // a body row (data or "No data available") has been drawn
    await expect(page.getByRole('table', { name, exact: true }).locator('tbody tr').first()).toBeVisible({
      timeout: 30_000,
    });
  }
  await expect(page.getByText('Loading…')).toHaveCount(0, { timeout: 30_000 });
  // the side menu is open beside the list
  const menuBox = await page.getByRole('navigation', { name: 'Main menu' }).boundingBox();
  expect(menuBox?.width ?? 0).toBeGreaterThan(150);
}

async function setCompact(page: Page, table: string, on: boolean) {
  const toggle = page.getByRole('switch', { name: `Compact rows in ${table}` });
  if ((await toggle.isChecked()) !== on) await toggle.click();
}

/**
 * Checks every column's box in a table's Columns menu (by keyboard), closes the menu and gives the name of the
 * identity column (the one whose box cannot be cleared).
 */
async function showAllColumns(page: Page, table: string): Promise<string> {
  await page.getByRole('button', { name: `Columns of ${table}` }).click();
  const list = page.getByRole('list', { name: 'Columns shown, in order' });
  const boxes = list.getByRole('checkbox');
  let identity = '';
  for (let i = 0; i < (await boxes.count()); i += 1) {
    const box = boxes.nth(i);
    if (await box.isDisabled()) identity = (await list.getByRole('listitem').nth(i).textContent()) ?? '';
    else if (!(await box.isChecked())) {
      await box.focus();
      await page.keyboard.press('Space');
      await expect(box).toBeChecked();
    }
  }
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  return identity.replace(/[↑↓]/g, '').trim();
}

for (const screen of SCREENS) {
  test(`${screen.name} fits 1366×768 with the menu open; all columns keep name and actions in view`, async ({
    page,
  }) => {
    allowTime(120_000);
    await openScreen(page, screen);

    for (const compact of [false, true]) {
      for (const name of screen.tables) await setCompact(page, name, compact);
      for (const name of screen.tables) {
        const table = page.getByRole('table', { name, exact: true });
        expect(await overflow(page, table), `${name}, compact ${compact}`).toEqual({
          doc: 0,
          main: 0,
          box: 0,
        });
      }
    }

    // every column shown: the page still does not scroll sideways; the table scrolls in its own box with the
    // identity column at the left and the action column at the right
    const name = screen.tables[0];
    await setCompact(page, name, false);
    const identity = await showAllColumns(page, name);
    expect(identity).not.toBe('');
    const table = page.getByRole('table', { name, exact: true });
    const box = table.locator('xpath=ancestor::div[contains(@class, "data-table-scroll")][1]');
    const { doc, main } = await overflow(page, table);
    expect({ doc, main }).toEqual({ doc: 0, main: 0 });
    await box.evaluate((el) => el.scrollTo({ left: (el.scrollWidth - el.clientWidth) / 2 }));
    const area = await box.boundingBox();
    const first = await table.getByRole('columnheader', { name: identity, exact: true }).boundingBox();
    expect(area && first).toBeTruthy();
    if (area && first) {
      expect(first.x).toBeGreaterThanOrEqual(area.x - 1);
      expect(first.x + first.width).toBeLessThanOrEqual(area.x + area.width + 1);
    }
    // every held action column in view, each left of the ones after it (none drawn over another)
    const held = await box
      .locator('thead th.cell-sticky-end')
      .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().toJSON() as DOMRect));
    if (area)
      held.forEach((cell, i) => {
        expect(cell.left).toBeGreaterThanOrEqual(area.x - 1);
        expect(cell.right).toBeLessThanOrEqual(area.x + area.width + 1);
        if (i > 0) expect(cell.left).toBeGreaterThanOrEqual(held[i - 1].right - 1);
      });
    if (screen.action) {
      const last = await table.getByRole('columnheader', { name: screen.action, exact: true }).boundingBox();
      expect(area && last).toBeTruthy();
      if (area && last) {
        expect(last.x).toBeGreaterThanOrEqual(area.x - 1);
        expect(last.x + last.width).toBeLessThanOrEqual(area.x + area.width + 1);
      }
    }
  });
}

test('the Columns menu is keyboard usable and passes axe; the dashboard in both densities', async ({
  page,
}) => {
  allowTime(120_000);
  await openScreen(page, SCREENS[0]);
  await page.screenshot({ path: 'shots/dashboard-1366.png' });

  const toggle = page.getByRole('button', { name: 'Columns of Job dashboard' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const list = page.getByRole('list', { name: 'Columns shown, in order' });
  await expect(list).toBeVisible();
  await expect(list.getByRole('checkbox', { name: 'Lot Group Code' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'shots/dashboard-columns-menu.png' });

  // by keyboard: hide Address, move Completion Date after Invoice Status
  await list.getByRole('checkbox', { name: 'Address' }).focus();
  await page.keyboard.press('Space');
  await list.getByRole('button', { name: 'Move Completion Date later' }).focus();
  await page.keyboard.press('Enter');
  await expect(list.getByRole('button', { name: 'Move Completion Date later' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  const table = page.getByRole('table', { name: 'Job dashboard', exact: true });
  await expect(table.getByRole('columnheader', { name: /Address/ })).toHaveCount(0);
  const headers = await table.locator('thead th').allTextContents();
  expect(headers.findIndex((h) => h.startsWith('Invoice Status'))).toBeLessThan(
    headers.findIndex((h) => h.startsWith('Completion Date')),
  );

  // remembered on the next visit
  await page.reload();
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  await expect(table.getByRole('columnheader', { name: /Address/ })).toHaveCount(0);
  expect(page.url()).not.toContain('Address');

  await page.getByRole('button', { name: 'Columns of Job dashboard' }).click();
  await page.getByRole('button', { name: 'Reset to default' }).click();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('columnheader', { name: /Address/ })).toHaveCount(1);

  await setCompact(page, 'Job dashboard', true);
  await page.screenshot({ path: 'shots/dashboard-1366-compact.png' });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.screenshot({ path: 'shots/dashboard-1920-compact.png' });
  await setCompact(page, 'Job dashboard', false);
  await page.screenshot({ path: 'shots/dashboard-1920.png' });
});

test('the approve table in both densities, and with every column shown', async ({ page }) => {
  allowTime(120_000);
  await openScreen(page, SCREENS[2]);
  await page.screenshot({ path: 'shots/approve-1366.png' });

  // a long table keeps its header row in view while the page scrolls
  await page.evaluate(() => window.scrollTo(0, 1500));
  const quantity = page
    .getByRole('table', { name: 'Work logs', exact: true })
    .getByRole('columnheader', { name: 'Quantity', exact: true });
  await expect.poll(async () => (await quantity.boundingBox())?.y ?? -100).toBeGreaterThanOrEqual(-1);
  expect((await quantity.boundingBox())?.y ?? 999).toBeLessThan(80);
  await page.screenshot({ path: 'shots/approve-1366-scrolled.png' });
  await page.evaluate(() => window.scrollTo(0, 0));
  await setCompact(page, 'Work logs', true);
  await page.screenshot({ path: 'shots/approve-1366-compact.png' });
  await showAllColumns(page, 'Work logs');
  const box = page.locator('.data-table-scroll').first();
  await box.evaluate((el) => el.scrollTo({ left: (el.scrollWidth - el.clientWidth) / 2 }));
  await page.screenshot({ path: 'shots/approve-1366-all-columns.png' });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.screenshot({ path: 'shots/approve-1920-compact.png' });
});

test("a job's page shows its tabs in the first screen, and the work order's lines fit their box", async ({
  page,
}) => {
  await signIn(page, 'staff');
  await page.goto('/jobs/1001/workOrder');
  const tabs = page.getByRole('link', { name: 'Work Order', exact: true });
  await expect(tabs).toBeVisible({ timeout: 30_000 });
  // the job's fields stand in two columns: the tabs are in the first screen, not under it
  expect((await tabs.boundingBox())?.y ?? 999).toBeLessThan(640);
  await page.getByRole('button', { name: 'Add custom item' }).click();
  const remove = page.getByRole('button', { name: /^Remove / }).first();
  await expect(remove).toBeVisible();
  // neither table of lines scrolls sideways: the row's Remove button is whole in view
  const boxes = await page
    .locator('.order-lines')
    .evaluateAll((tables) => tables.map((t) => [t.parentElement!.scrollWidth, t.parentElement!.clientWidth]));
  expect(boxes.length).toBe(2);
  for (const [scrollWidth, clientWidth] of boxes) expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
});
