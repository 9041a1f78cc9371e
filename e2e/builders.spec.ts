import {
  allowTime,
  expect,
  expectNoSeriousA11yViolations,
  expectToast,
  pickOption,
  signIn,
  test,
} from './fixtures';

test.describe('builders and job sites', () => {
  test('staff creates a builder, a job site with a model and an option, then a town-house job on it', async ({
    page,
  }) => {
    allowTime(150_000);
    const suffix = Date.now() % 100000;
    const company = `Ridgeview Homes ${suffix}`;
    const code = `RV${suffix}`;
    await signIn(page, 'staff');
    await expect(page.getByRole('button', { name: /Welcome/ })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Builders' }).click();
    await expect(page.getByRole('heading', { name: 'Builders', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Add Builder' }).click();
    const form = page.getByRole('dialog', { name: 'Create Builder' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Please enter company name')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await form.getByLabel(/^Company Name/).fill(company);
    await form
      .getByLabel(/^Address/)
      .first()
      .fill('1200 Market St, Reston, VA 20190');
    await form.getByLabel(/^Phone Number/).fill('7035550188');
    await form.getByLabel(/^First Name/).fill('Dana');
    await form.getByLabel(/^Last Name/).fill('Whitfield');
    await form.getByLabel(/^Email/).fill(`dana.${suffix}@ridgeview.example.com`);
    await expectToast(page, 'Client company created successfully', () =>
      form.getByRole('button', { name: 'Save' }).click(),
    );
    await page.getByRole('row', { name: new RegExp(company) }).click();
    await expect(page.getByRole('heading', { name: company, level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Job Sites' }).click();
    await expect(page.getByRole('table', { name: 'Job sites' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Add Job Site' }).click();
    const site = page.getByRole('dialog', { name: 'Create Job Site' });
    await site.getByLabel(/^Name/).fill(`Maple Run ${suffix}`);
    await site.getByLabel(/^Job Site Code/).fill(code);
    await pickOption(page, site, /^Field Manager/, 'Sam');
    await expectNoSeriousA11yViolations(page);
    await expectToast(page, 'Job site created successfully', () =>
      site.getByRole('button', { name: 'Save' }).click(),
    );
    // The detail dialog shows the new site read-only.
    await page.getByRole('button', { name: `Details of Maple Run ${suffix}` }).click();
    const detail = page.getByRole('dialog', { name: `Maple Run ${suffix}` });
    await expect(detail).toContainText(code);
    await expect(detail).toContainText(company);
    await expectNoSeriousA11yViolations(page);
    await detail.getByRole('button', { name: 'Close' }).last().click();
    await expect(detail).toBeHidden();
    await page.getByRole('row', { name: new RegExp(`Maple Run ${suffix}`) }).click();
    await expect(page).toHaveURL(/\/jobSites\/\d+\/jobModels$/);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Add Job Model' }).click();
    const model = page.getByRole('dialog', { name: 'Create Job Model' });
    await model.getByLabel(/^Name/).fill('Hampton');
    await expectToast(page, 'Job model created successfully', () =>
      model.getByRole('button', { name: 'Save' }).click(),
    );
    await page.getByRole('link', { name: 'Job Options' }).click();
    await page.getByRole('button', { name: 'Add Job Option' }).click();
    const option = page.getByRole('dialog', { name: 'Create Job Option' });
    await option.getByLabel(/^Name/).fill('Stone Veneer');
    await expectToast(page, 'Job option created successfully', () =>
      option.getByRole('button', { name: 'Save' }).click(),
    );

    await page.goto('/jobs');
    await page.getByRole('button', { name: 'Add Job' }).click();
    const job = page.getByRole('dialog', { name: 'Create Job' });
    await pickOption(page, job, /^Job Site/, `Maple Run ${suffix}`);
    await pickOption(page, job, /^Job Model/, 'Hampton');
    await pickOption(page, job, /^Job Options/, 'Stone Veneer');
    await job.getByLabel('Lot Group Code').fill('12');
    await job.getByLabel('Town house (lots)').check();
    await job.getByRole('button', { name: 'Add Lot' }).click();
    await job.getByRole('button', { name: 'Add Lot' }).click();
    await job.getByLabel('Lot code of lot 1').fill('12-A');
    await job.getByLabel('Lot code of lot 2').fill('12-B');
    await expectToast(page, 'Job created successfully', () =>
      job.getByRole('button', { name: 'Save' }).click(),
    );
    await expect(job).toBeHidden();

    // Find the new builder's job in the jobs list by its filters...
    const table = page.getByRole('table', { name: 'Jobs' });
    await page.getByRole('button', { name: 'Filters' }).click();
    await pickOption(page, page, /^Builder$/, company);
    await pickOption(page, page, /^Job Site$/, `Maple Run ${suffix}`);
    await page.getByLabel('Lot Number').fill('12');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/builderId=\d+/);
    await expect(page).toHaveURL(/jobSite=\d+/);
    await expect(page).toHaveURL(/lotNumber=12/);
    const row = table.getByRole('row', { name: new RegExp(`Maple Run ${suffix}`) });
    await expect(row).toHaveCount(1);
    await expect(table.getByRole('row')).toHaveCount(2);

    // ...and by a deep link with the same query: the filters show names, never ids.
    const listUrl = page.url();
    await page.goto('/jobs');
    await page.goto(listUrl);
    await expect(table.getByRole('row', { name: new RegExp(`Maple Run ${suffix}`) })).toHaveCount(1);
    await expect(table.getByRole('row')).toHaveCount(2);
    const builderPicker = page.locator('.picker', { has: page.getByLabel(/^Builder$/) });
    const sitePicker = page.locator('.picker', { has: page.getByLabel(/^Job Site$/) });
    await expect(builderPicker).toContainText(company);
    await expect(sitePicker).toContainText(`Maple Run ${suffix}`);
    await expect(page.getByLabel('Lot Number')).toHaveValue('12');

    // Open it and check its info panel.
    await table.getByRole('row', { name: new RegExp(`Maple Run ${suffix}`) }).click();
    await expect(page).toHaveURL(/\/jobs\/\d+\/notes$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Maple Run ${suffix}`);
    const info = page.locator('dl.detail-list');
    const field = (label: string) => info.locator(`dt:text-is("${label}") + dd`);
    await expect(field('Builder')).toHaveText(company);
    await expect(field('Job Site')).toHaveText(`Maple Run ${suffix}`);
    await expect(field('Lot Number')).toHaveText('12');
    await expect(field('Job Options')).toHaveText('Stone Veneer');
    await expect(field('Job Model')).toHaveText('Hampton');
    await expect(field('Field Manager')).toContainText('Sam');
    await expectNoSeriousA11yViolations(page);

    // The edit dialog shows the saved job site and model by name.
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Job' });
    await expect(edit.locator('.picker', { has: page.getByLabel(/^Job Site/) })).toContainText(
      `Maple Run ${suffix}`,
    );
    await expect(edit.locator('.picker', { has: page.getByLabel(/^Job Model/) })).toContainText('Hampton');
    await expect(edit.getByLabel('Lot code of lot 2')).toHaveValue('12-B');
  });
});
