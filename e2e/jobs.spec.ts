import {
  allowTime,
  expect,
  expectNoSeriousA11yViolations,
  expectToast,
  pickOption,
  signIn,
  test,
  type MockWindow,
} from './fixtures';

test.describe('jobs', () => {
  test('staff creates a town-house job with two lots, finds it, completes it, edits notes and dates, deletes it', async ({
    page,
  }) => {
    allowTime(120_000);
    const lotGroup = `E2E-${Date.now() % 100000}`;
    await signIn(page, 'staff');
    await expect(page).toHaveURL(/\/jobs\/report/);
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Jobs', exact: true })
      .click();
    await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Add Job' }).click();
    const form = page.getByRole('dialog', { name: 'Create Job' });
    await pickOption(page, form, /^Job Site/, /Willow Creek/);
    await pickOption(page, form, /^Job Model/, 'Belmont');
    await form.getByLabel('Lot Group Code').fill(lotGroup);
    await form.getByLabel('Address').fill('48 Meadow Lane');
    await form.getByLabel('Home Owner').fill('Jordan Pike');
    await form.getByLabel('Town house (lots)').check();
    await form.getByRole('button', { name: 'Add Lot' }).click();
    await form.getByRole('button', { name: 'Add Lot' }).click();
    await form.getByLabel('Lot code of lot 1').fill(`${lotGroup}-A`);
    await form.getByLabel('Lot code of lot 2').fill(`${lotGroup}-B`);
    await expectNoSeriousA11yViolations(page);
    await expectToast(page, 'Job created successfully', () =>
      form.getByRole('button', { name: 'Save' }).click(),
    );
    await expect(form).toBeHidden();

    // Find it by the filters, then by a deep link with the same query.
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Lot Number').fill(lotGroup);
    await page.getByLabel('Lot Number').press('Enter');
    await expect(page).toHaveURL(new RegExp(`lotNumber=${lotGroup}`));
    const row = page.getByRole('row', { name: new RegExp(lotGroup) });
    await expect(row).toHaveCount(1);
    const url = page.url();
    await page.goto(url);
    await expect(page.getByRole('row', { name: new RegExp(lotGroup) })).toHaveCount(1);
    await expect(page.getByLabel('Lot Number')).toHaveValue(lotGroup);

    await page.getByRole('row', { name: new RegExp(lotGroup) }).click();
    await expect(page).toHaveURL(/\/jobs\/\d+\/notes$/);
    const jobUrl = page.url();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(lotGroup);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Mark as Completed' }).click();
    await page
      .getByRole('dialog', { name: 'Mark Job Completed' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect(page.getByRole('button', { name: 'Mark as Incomplete' })).toBeVisible();
    await page.getByRole('button', { name: 'Mark as Incomplete' }).click();
    await page
      .getByRole('dialog', { name: 'Mark Job Incomplete' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect(page.getByRole('button', { name: 'Mark as Completed' })).toBeVisible();

    await page.getByLabel('Notes').fill('Gate code 4412. Call before delivery.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Notes saved')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Notes')).toHaveValue('Gate code 4412. Call before delivery.');

    // Dates from the dashboard.
    await page.goto(`/jobs/report?lotNumber=${lotGroup}`);
    await expect(page.getByRole('heading', { name: 'Job Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(lotGroup) })).toHaveCount(1);
    await expect(page.getByRole('combobox', { name: `Invoice status of ${lotGroup}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: `Edit dates of ${lotGroup}` }).click();
    const dates = page.getByRole('dialog', { name: /Edit dates/ });
    await dates.getByLabel('Gutter Install Date', { exact: true }).fill('12/15/2026');
    await expectNoSeriousA11yViolations(page);
    await dates.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Dates updated')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(lotGroup) })).toContainText('12/15/2026');

    await page.goto(jobUrl);
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Job Confirmation' });
    await expect(confirm).toContainText('Are you sure want to delete this job ?');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await page.goto(jobUrl);
    await expect(page.getByRole('dialog', { name: 'Job not found' })).toContainText(
      'Job not found or has been deleted',
    );
  });

  test('a save or delete whose answer is lost: no second job from a retry, no delete offered for a job gone', async ({
    page,
  }) => {
    const lotGroup = `LOST-${Date.now() % 100000}`;
    await signIn(page, 'staff');
    await page.goto('/jobs');
    await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add Job' }).click();
    const form = page.getByRole('dialog', { name: 'Create Job' });
    await pickOption(page, form, /^Job Site/, /Willow Creek/);
    await pickOption(page, form, /^Job Model/, 'Belmont');
    await form.getByLabel('Lot Group Code').fill(lotGroup);
    await form.getByLabel('Address').fill('7 Lost Answer Road');
    await form.getByLabel('Home Owner').fill('Robin Vale');
    // the job is stored, then the connection drops before the answer comes back
    await page.evaluate(() =>
      (window as unknown as MockWindow).__mockApi.loseAnswer('POST', /\/api\/jobs$/, { times: 1 }),
    );
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText('The server did not answer. This may have been saved: check before saving again.'),
    ).toBeVisible();
    await expect(form.getByLabel('Lot Group Code')).toHaveValue(lotGroup);
    // the list behind the dialog shows what the server has
    await expect(page.getByRole('row', { name: new RegExp(lotGroup) })).toHaveCount(1);
    await form.getByRole('button', { name: 'Save' }).click();
    const ask = page.getByRole('dialog', { name: 'Save again?' });
    await expect(ask).toContainText('may have been saved');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('dialog', { name: /Unsaved changes/ })
      .getByRole('button', { name: 'Discard changes' })
      .click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(lotGroup) })).toHaveCount(1);

    // a delete whose answer is lost: the job is read again, found gone, and the page goes back to the list
    await page.getByRole('row', { name: new RegExp(lotGroup) }).click();
    await expect(page).toHaveURL(/\/jobs\/\d+\/notes$/);
    await page.evaluate(() =>
      (window as unknown as MockWindow).__mockApi.loseAnswer('DELETE', /\/api\/jobs\/\d+$/, { times: 1 }),
    );
    await page.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Job Confirmation' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Job not found' })).toContainText(
      'Job not found or has been deleted',
    );
    await page.getByRole('dialog', { name: 'Job not found' }).getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/jobs(\?|$)/);
    await expect(page.getByRole('row', { name: new RegExp(lotGroup) })).toHaveCount(0);
  });

  test('the jobs table pages, sorts, and opens a row in a new tab with Ctrl-click', async ({
    page,
    context,
  }) => {
    await signIn(page, 'staff');
    await expect(page.getByRole('button', { name: /Welcome/ })).toBeVisible();
    await page.goto('/jobs');
    const table = page.getByRole('table', { name: 'Jobs' });
    await expect(table.getByRole('row')).toHaveCount(26);
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await table.getByRole('button', { name: 'Address' }).click();
    await expect(page).toHaveURL(/sort=Address/);
    await expect(table.getByRole('columnheader', { name: 'Address' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const first = table.getByRole('row').nth(1);
    const popup = context.waitForEvent('page');
    await first.click({ modifiers: ['Control'] });
    const opened = await popup;
    await expect(opened).toHaveURL(/\/jobs\/\d+/);
    await expect(page).toHaveURL(/\/jobs\?/);
  });

  test('a job report user (no job management) opens a job from a dashboard row, read-only', async ({
    page,
  }) => {
    await signIn(page, 'finance');
    await expect(page).toHaveURL(/\/jobs\/report/);
    const table = page.getByRole('table', { name: 'Job dashboard' });
    await table.getByRole('row').nth(1).getByRole('cell').first().click();
    await expect(page).toHaveURL(/\/jobs\/\d+\/notes$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Access Denied')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(page.getByLabel('Notes')).not.toBeEditable();
    await expectNoSeriousA11yViolations(page);
  });

  test('staff edits a town-house job from the list: leaving town-house mode asks first, and No keeps the lots', async ({
    page,
  }) => {
    allowTime(120_000);
    // job 1039 of the demo data: lot group 215, lots 215-A and 215-B
    await signIn(page, 'staff');
    await expect(page.getByRole('button', { name: /Welcome/ })).toBeVisible({ timeout: 30_000 });
    await page.goto('/jobs?lotNumber=215');
    const table = page.getByRole('table', { name: 'Jobs' });
    await table.getByRole('button', { name: 'Edit job 215', exact: true }).first().click();
    // the job is read (GET /api/jobs/{id}) before its form opens
    const form = page.getByRole('dialog', { name: 'Edit Job' });
    await expect(form.getByLabel('Lot code of lot 1')).toHaveValue('215-A', { timeout: 20_000 });
    await expect(form.getByLabel('Lot code of lot 2')).toHaveValue('215-B');
    const townHouse = form.getByLabel('Town house (lots)');
    await expect(townHouse).toBeChecked();

    await townHouse.click();
    const question = page.getByRole('dialog', { name: 'Turn off town-house mode' });
    await expect(question).toContainText('This job has 2 lots. Turning town-house mode off deletes them.');
    await expectNoSeriousA11yViolations(page);
    await question.getByRole('button', { name: 'No' }).click();
    await expect(question).toBeHidden();
    await expect(townHouse).toBeChecked();
    await expectToast(page, 'Job updated successfully', () =>
      form.getByRole('button', { name: 'Save' }).click(),
    );
    await expect(form).toBeHidden();

    await table.getByRole('button', { name: 'Edit job 215', exact: true }).first().click();
    await expect(form.getByLabel('Lot code of lot 2')).toHaveValue('215-B', { timeout: 20_000 });
    await expect(form.getByLabel('Town house (lots)')).toBeChecked();
  });

  test('a user without the permissions sees none of the job screens', async ({ page }) => {
    await signIn(page, 'client');
    await expect(page).toHaveURL(/\/access-denied$/);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Jobs' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Job Dashboard' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Builders' })).toHaveCount(0);
    await page.goto('/jobs');
    await expect(page).toHaveURL(/\/access-denied$/);
    await page.goto('/jobs/report');
    await expect(page).toHaveURL(/\/access-denied$/);
    await page.goto('/jobs/1001');
    await expect(page).toHaveURL(/\/access-denied$/);
    await page.goto('/manage/clientCompany');
    await expect(page).toHaveURL(/\/access-denied$/);
    await page.goto('/manage/clientCompany/1/jobsites');
    await expect(page).toHaveURL(/\/access-denied$/);
  });
});
