import { allowTime, expect, expectNoSeriousA11yViolations, signIn, test } from './fixtures';

test.describe('quick job finder', () => {
  test('Ctrl-K finds a job by part of its address and opens it with the keyboard only', async ({ page }) => {
    allowTime(60_000);
    await signIn(page, 'staff');
    await expect(page).toHaveURL(/\/jobs\/report/);
    const opener = page.getByRole('button', { name: 'Find a job' });
    await expect(opener).toBeVisible();

    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Find a job' });
    await expect(dialog).toBeVisible();
    const input = dialog.getByRole('combobox', { name: 'Lot, address, home owner, builder or job site' });
    await expect(input).toBeFocused();

    await page.keyboard.type('Hickory Bend');
    const list = dialog.getByRole('listbox', { name: 'Matching jobs' });
    await expect(list.getByRole('option').first()).toBeVisible();
    await expect(dialog.getByRole('status')).toContainText(/jobs? found/);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('finder.png') });

    await page.keyboard.press('ArrowDown');
    const active = list.getByRole('option', { selected: true });
    await expect(active).toHaveCount(1);
    const lot = ((await active.locator('.fw-semibold').textContent()) ?? '').replace(/^Lot /, '');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/jobs\/\d+\/notes$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Lot ${lot}`);

    // Escape closes and the focus goes back to where it was
    await opener.focus();
    await page.keyboard.press('Control+k');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
