import type { Page } from '@playwright/test';
import { allowTime, expect, expectNoSeriousA11yViolations, signIn, test } from './fixtures';
import { fillCreateDialog } from './work-log-dialog';

/*
 * A 1366×768 laptop with the browser zoomed to 150 % (911×512 CSS pixels) and 125 % (1093×614): nothing a task needs
 * is cut or pushed past the screen's edge. The subcontractor's Create Work Logs rows, the office's work order and
 * the administrator's permission lists.
 */

/** How far the page scrolls sideways (0: not at all). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('zoomed to 150 %', () => {
  test.use({ viewport: { width: 911, height: 512 }, deviceScaleFactor: 1.5 });

  test('subcontractor: every field of the Create Work Logs rows is inside the dialog, each with its label', async ({
    page,
  }) => {
    allowTime(90_000);
    await signIn(page, 'subcontractor');
    await expect(page.getByRole('button', { name: /Welcome/ })).toBeVisible({ timeout: 30_000 });
    const dialog = await fillCreateDialog(page, ['Siding front', 'Siding back']);
    const content = await dialog.locator('.modal-content').boundingBox();
    expect(content!.x + content!.width).toBeLessThanOrEqual(911);
    const row = dialog.getByRole('group', { name: 'Row 2' });
    for (const control of [
      row.getByLabel('Quantity'),
      row.getByLabel('Requested Amount'),
      dialog.getByRole('button', { name: 'Remove row 2' }),
    ]) {
      await control.scrollIntoViewIfNeeded();
      const box = await control.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(content!.x);
      expect(box!.x + box!.width).toBeLessThanOrEqual(content!.x + content!.width);
    }
    // the rows wrap: each field's own label is shown (the header line is not)
    await expect(row.locator('label', { hasText: 'Quantity' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('zoomed to 125 %', () => {
  test.use({ viewport: { width: 1093, height: 614 }, deviceScaleFactor: 1.25 });

  test('staff: the work order does not scroll the page sideways, its lot quantities show whole', async ({
    page,
  }) => {
    allowTime(90_000);
    await signIn(page, 'staff');
    await page.goto('/jobs/1004/workOrder');
    await expect(page.locator('table.order-lots')).toBeVisible({ timeout: 30_000 });
    expect(await sideways(page)).toBe(0);
    // a lot's quantity input has room for its digits
    const cut = await page
      .locator('table.order-lots input')
      .evaluateAll(
        (inputs) =>
          inputs.filter(
            (input) => (input as HTMLInputElement).scrollWidth > (input as HTMLInputElement).clientWidth,
          ).length,
      );
    expect(cut).toBe(0);
    // the lines' and lots' pickers show their whole value (on two lines when narrow): two materials of one maker
    // were cut to the same "CertainTeed Mono…"
    const values = page.locator(
      'table.order-lines .picker__single-value, table.order-lots .picker__single-value',
    );
    await expect(values.first()).toBeVisible();
    const cutValues = await values.evaluateAll((els) =>
      els.filter((el) => el.scrollWidth > el.clientWidth).map((el) => el.textContent),
    );
    expect(cutValues).toEqual([]);
    await expect(page.getByText('CertainTeed Monogram 46 Double 4.5in Vinyl', { exact: true })).toBeVisible();
    // the lots scroll sideways in their own box, each row's lot held at its left
    const box = page.locator('.order-lots-box');
    await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    const boxLeft = (await box.boundingBox())!.x;
    const lotLeft = (await page.locator('table.order-lots tbody th').first().boundingBox())!.x;
    expect(Math.abs(lotLeft - boxLeft)).toBeLessThan(2);
  });

  test('admin: the permission lists show each permission’s whole name', async ({ page }) => {
    allowTime(90_000);
    await signIn(page, 'admin');
    await page.goto('/membership/role/details/1/permissions');
    const assigned = page.getByRole('listbox', { name: 'Assigned permissions', exact: true });
    await expect(assigned.getByRole('option').first()).toBeVisible({ timeout: 30_000 });
    const [box, widest] = await assigned.evaluate((select) => [
      select.clientWidth,
      Math.max(...[...(select as HTMLSelectElement).options].map((o) => o.text.length)),
    ]);
    // "Daewon.Permissions.CanAccessToDaewonLookupPages" (47 characters) in a list at least 600 px wide
    expect(widest).toBeGreaterThanOrEqual(40);
    expect(box).toBeGreaterThan(600);
    await expectNoSeriousA11yViolations(page);
  });
});
