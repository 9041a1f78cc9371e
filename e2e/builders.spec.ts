import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, signIn, test } from './fixtures';

async function pick(page: Page, scope: Locator, label: RegExp, option: string | RegExp) {
  await scope.getByLabel(label).click();
  if (typeof option === 'string') await scope.getByLabel(label).fill(option);
  await page.getByRole('option', { name: option }).first().click();
}

test.describe('builders and job sites', () => {
  test('staff creates a builder, a job site with a model and an option, then a town-house job on it', async ({
    page,
  }) => {
    test.setTimeout(150_000);
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
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Client company created successfully')).toBeVisible();
    await page.getByRole('row', { name: new RegExp(company) }).click();
    await expect(page.getByRole('heading', { name: company, level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Job Sites' }).click();
    await page.getByRole('button', { name: 'Add Job Site' }).click();
    const site = page.getByRole('dialog', { name: 'Create Job Site' });
    await site.getByLabel(/^Name/).fill(`Maple Run ${suffix}`);
    await site.getByLabel(/^Job Site Code/).fill(code);
    await pick(page, site, /^Field Manager/, 'Sam');
    await expectNoSeriousA11yViolations(page);
    await site.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Job site created successfully')).toBeVisible();
    await page.getByRole('row', { name: new RegExp(`Maple Run ${suffix}`) }).click();
    await expect(page).toHaveURL(/\/jobSites\/\d+\/jobModels$/);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Add Job Model' }).click();
    const model = page.getByRole('dialog', { name: 'Create Job Model' });
    await model.getByLabel(/^Name/).fill('Hampton');
    await model.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Job model created successfully')).toBeVisible();
    await page.getByRole('link', { name: 'Job Options' }).click();
    await page.getByRole('button', { name: 'Add Job Option' }).click();
    const option = page.getByRole('dialog', { name: 'Create Job Option' });
    await option.getByLabel(/^Name/).fill('Stone Veneer');
    await option.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Job option created successfully')).toBeVisible();

    await page.goto('/jobs');
    await page.getByRole('button', { name: 'Add Job' }).click();
    const job = page.getByRole('dialog', { name: 'Create Job' });
    await pick(page, job, /^Job Site/, `Maple Run ${suffix}`);
    await pick(page, job, /^Job Model/, 'Hampton');
    await pick(page, job, /^Job Options/, 'Stone Veneer');
    await job.getByLabel('Lot Group Code').fill('12');
    await job.getByLabel('Town house (lots)').check();
    await job.getByRole('button', { name: 'Add Lot' }).click();
    await job.getByRole('button', { name: 'Add Lot' }).click();
    await job.getByLabel('Lot code of lot 1').fill('12-A');
    await job.getByLabel('Lot code of lot 2').fill('12-B');
    await job.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Job created successfully')).toBeVisible();
    await page.goto(`/jobs?address=&lotNumber=12`);
    const row = page.getByRole('row', { name: new RegExp(`Maple Run ${suffix}`) });
    await expect(row).toHaveCount(1);
    await row.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Maple Run ${suffix}`);
    await expect(page.getByText('Stone Veneer')).toBeVisible();
  });
});
