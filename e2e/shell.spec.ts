import { readFile } from 'node:fs/promises';
import { allowTime, expect, expectNoSeriousA11yViolations, signIn, test, type MockWindow } from './fixtures';

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

test.describe('the administration home (/admin)', () => {
  test('the administrator sees the Manage and System Admin screens and opens one', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, 'admin');
    await page.goto('/admin');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Administration', level: 1 })).toBeVisible();
    const manage = main.getByRole('region', { name: 'Manage' });
    await expect(manage.getByRole('link')).toHaveText([
      'Builders',
      'Employees',
      'Contractors',
      'Supply Companies',
      'Manufactures',
      'Colors',
      'Material Categories',
      'Materials',
    ]);
    await expect(main.getByRole('region', { name: 'System Admin' }).getByRole('link')).toHaveText([
      'Users',
      'Roles',
      'Site Settings',
      'Companies',
    ]);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: '/tmp/shell/admin-home-admin.png' });
    await manage.getByRole('link', { name: 'Supply Companies' }).click();
    await expect(page).toHaveURL(/\/admin\/supplyCompanies$/);
  });

  test('staff see their screens; a subcontractor sees none and is told so', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, 'staff');
    await page.goto('/admin');
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: 'Manage' }).getByRole('link')).toHaveText([
      'Builders',
      'Supply Companies',
      'Manufactures',
      'Colors',
      'Material Categories',
      'Materials',
    ]);
    await expect(main.getByRole('region', { name: 'System Admin' })).toHaveCount(0);

    await page.getByRole('button', { name: /Welcome/ }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, 'subcontractor');
    await page.goto('/admin');
    await expect(main.getByRole('heading', { name: 'Administration', level: 1 })).toBeVisible();
    await expect(main.getByRole('region', { name: 'No management screens' })).toContainText(
      'Your account may not open any of the management screens.',
    );
    await expect(page).toHaveURL(/\/admin$/);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: '/tmp/shell/admin-home-subcontractor.png' });
  });
});

test.describe('upload file name and attachment download', () => {
  test('a file uploaded under another name is listed, shown and downloaded under it', async ({ page }) => {
    allowTime(120_000);
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, 'staff');
    await page.goto('/jobs/1001/files');
    const table = page.getByRole('table', { name: 'Contracts & POs' });
    await expect(table).toBeVisible({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Upload Files' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Files' });
    const name = dialog.getByRole('textbox', { name: 'File Name' });
    await expect(name).toBeDisabled();
    await dialog.getByLabel('Files', { exact: true }).setInputFiles({
      name: 'scan_0042.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Signed change order: add shutters.'),
    });
    await expect(name).toBeEnabled();
    await expect(name).toHaveValue('scan_0042.txt');
    await name.fill('Change order 7');
    await expectNoSeriousA11yViolations(page);
    await dialog.screenshot({ path: '/tmp/shell/upload-file-name.png' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog', { name: 'Upload complete' }).getByRole('button', { name: 'OK' }).click();
    const renamed = table.getByRole('button', { name: 'Change order 7.txt', exact: true });
    await expect(renamed).toBeVisible();

    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/attachment$/.test(path)) calls.push(path.replace(/\/\d+\//, '/{id}/'));
    });
    await renamed.click();
    const viewer = page.getByRole('dialog', { name: 'Change order 7.txt' });
    await expect(viewer.getByTitle('Change order 7.txt')).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      viewer.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Change order 7.txt');
    expect(await readFile((await download.path())!, 'utf8')).toContain('add shutters');
    expect(calls).toEqual([
      '/daewon.api/api/jobattachment/{id}/viewattachment',
      '/daewon.api/api/jobattachment/{id}/downloadattachment',
    ]);
  });
});

test.describe('error notices', () => {
  test('a failed save’s error notice stays until it is dismissed', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, 'staff');
    await page.goto('/jobs/1001/notes');
    await page.getByLabel('Notes', { exact: true }).fill('Gate code 4412');
    await page.evaluate(() =>
      (window as unknown as MockWindow).__mockApi.fail('PUT', /\/api\/jobs\/\d+$/, {
        status: 500,
        message: 'The job store is offline',
        times: 1,
      }),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'The job store is offline' });
    await expect(notice).toBeVisible();
    await page.waitForTimeout(3000);
    await expect(notice).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: '/tmp/shell/error-notice.png' });
    await notice.getByRole('button', { name: 'Dismiss notice' }).focus();
    await page.keyboard.press('Enter');
    await expect(notice).toBeHidden();
  });
});
