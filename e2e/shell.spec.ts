import { expect, expectNoSeriousA11yViolations, signIn, test } from './fixtures';

test.describe('signing out with unsaved drafts', () => {
  test('asks first naming the form; Stay signed in keeps the draft, Discard and sign out signs out', async ({
    page,
  }) => {
    await signIn(page, 'staff');
    await page.goto('/jobs');
    await page.getByRole('row').nth(1).click();
    await expect(page).toHaveURL(/\/jobs\/\d+/);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Notes' }).click();
    const notes = page.getByLabel('Notes', { exact: true });
    await notes.fill('Call the home owner before the crew arrives');

    await page.getByRole('button', { name: /Welcome/ }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    const ask = page.getByRole('dialog', { name: 'Sign out with unsaved changes?' });
    await expect(ask).toContainText('Signing out discards the unsaved changes in this form: Job notes.');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: '/tmp/shell/sign-out-question.png' });
    await ask.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(ask).toBeHidden();
    await expect(page).toHaveURL(/\/jobs\/\d+/);
    await expect(notes).toHaveValue('Call the home owner before the crew arrives');

    await page.getByRole('button', { name: /Welcome/ }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await ask.getByRole('button', { name: 'Discard and sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // the draft is gone: the next user of this tab starts afresh
    expect(
      await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('draft:'))),
    ).toEqual([]);
  });
});
