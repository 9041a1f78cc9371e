import {
  allowTime,
  expect,
  expectNoSeriousA11yViolations,
  expectToast,
  fillDate,
  openFromMenu,
  signIn,
  test,
} from './fixtures';

const pad = (n: number) => String(n).padStart(2, '0');
/** MM/DD/YYYY of today plus some days (the date inputs' format, A §9). */
function dayFromToday(days: number) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`;
}

test.describe('people', () => {
  test('admin creates an employee, then deletes them', async ({ page }) => {
    allowTime(90_000);
    const suffix = Date.now() % 100000;
    await signIn(page, 'admin');
    await openFromMenu(page, 'Employees');
    await expect(page.getByRole('heading', { name: 'Employees', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Employees' });
    await expect(table.getByRole('cell', { name: 'Rivera', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Create Employee' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Employee' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Please enter first name')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel(/^Role/).selectOption({ label: 'Service' });
    await dialog.getByLabel(/^First Name/).fill('Wren');
    await dialog.getByLabel(/^Last Name/).fill(`Calloway${suffix}`);
    await dialog.getByLabel(/^Email/).fill('staff@example.com');
    await dialog.getByLabel(/^Cell Phone/).click();
    await expect(dialog.getByText('The email already exist')).toBeVisible();
    await dialog.getByLabel(/^Email/).fill(`wren.${suffix}@example.com`);
    await dialog.getByLabel(/^Cell Phone/).pressSequentially('5715550177');
    await expect(dialog.getByLabel(/^Cell Phone/)).toHaveValue('571-555-0177');
    await dialog.getByLabel(/^Password/).fill('secret55');
    await dialog.getByLabel(/^Repeat Password/).fill('secret55');
    await expectToast(page, 'User created successfully', () =>
      dialog.getByRole('button', { name: 'Save' }).click(),
    );
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Employee Name').fill(`Calloway${suffix}`);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = table.getByRole('row', { name: new RegExp(`Calloway${suffix}`) });
    await expect(row).toContainText('Service');
    await row.getByRole('button', { name: `Delete Wren Calloway${suffix}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete User Alert' });
    await expect(confirm).toContainText('Are you sure want to delete this user ?');
    await expectNoSeriousA11yViolations(page);
    await expectToast(page, 'User deleted successfully', () =>
      confirm.getByRole('button', { name: 'Yes' }).click(),
    );
    await expect(row).toBeHidden();
  });

  test('admin creates a subcontractor, uploads an insurance that expires next week, and sees the flag on the list and in the job form', async ({
    page,
  }) => {
    allowTime(150_000);
    const suffix = Date.now() % 100000;
    const company = `Tidewater Exteriors ${suffix}`;
    await signIn(page, 'admin');
    await openFromMenu(page, 'Contractors');
    await expect(page.getByRole('heading', { name: 'Subcontractors', level: 1 })).toBeVisible();
    const expiring = page.getByRole('region', { name: 'Expiring documents' });
    await expect(expiring).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Subcontractors' }).getByText('Ortega Siding LLC'),
    ).toBeVisible();
    await expect(expiring.getByText(/\d+ expired/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // the bar opens onto the documents (checked with axe too), and closes again
    const toggle = expiring.getByRole('button', { name: 'Expiring documents' });
    await toggle.click();
    await expect(expiring.getByRole('link', { name: /Luis Ortega/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await page.getByRole('button', { name: 'Create Subcontractor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Subcontractor' });
    await dialog.getByLabel(/^Company Name/).fill(company);
    await dialog.getByLabel(/^First Name/).fill('Cole');
    await dialog.getByLabel(/^Last Name/).fill(`Hadley${suffix}`);
    await dialog.getByLabel(/^Email/).fill(`cole.${suffix}@tidewater.example.com`);
    await dialog.getByLabel(/^SSN/).pressSequentially('555443333');
    await expect(dialog.getByLabel(/^SSN/)).toHaveValue('555-44-3333');
    await dialog.getByLabel(/^Address/).fill('77 Harbor Rd, Norfolk, VA 23510');
    await dialog.getByLabel(/^Password/).fill('secret55');
    await dialog.getByLabel(/^Repeat Password/).fill('secret55');
    await expectNoSeriousA11yViolations(page);
    await expectToast(page, 'User created successfully', () =>
      dialog.getByRole('button', { name: 'Save' }).click(),
    );
    await expect(page).toHaveURL(/\/manages\/contractors\/\d+\/profile$/);
    await expect(
      page.getByRole('heading', { name: new RegExp(`Cole Hadley${suffix}`), level: 1 }),
    ).toBeVisible();
    await expect(page.getByText('555-44-3333')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Documents' }).click();
    const documents = page.getByRole('table', { name: 'Documents' });
    await expect(documents.getByText('No data available')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Add Document' }).click();
    const upload = page.getByRole('dialog', { name: 'Add Document' });
    await upload.getByLabel('File', { exact: true }).setInputFiles({
      name: 'tidewater-coi.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 certificate of insurance'),
    });
    await upload.getByRole('button', { name: 'Save' }).click();
    const missing = page.getByRole('dialog', { name: 'Document type is not specified' });
    await expect(missing).toContainText('Please select Type for the document');
    await missing.getByRole('button', { name: 'OK' }).click();
    await upload.getByLabel(/^Type/).selectOption({ label: 'Insurance' });
    await fillDate(upload.getByLabel('Valid From', { exact: true }), dayFromToday(-358));
    await fillDate(upload.getByLabel('Valid To', { exact: true }), dayFromToday(6));
    await upload.getByLabel('Comment').fill('General liability, Erie Insurance');
    await expectNoSeriousA11yViolations(page);
    await upload.getByRole('button', { name: 'Save' }).click();
    const saved = page.getByRole('dialog').filter({ hasText: 'Document saved successfully' });
    await saved.getByRole('button', { name: 'OK' }).click();
    await expect(documents.getByText('tidewater-coi.pdf')).toBeVisible();
    await expect(page.getByText(/Insurance expires on/).first()).toBeVisible();

    // the list: the flag in the row and on the "Expiring documents" panel
    await page.getByRole('link', { name: 'Back to subcontractors' }).click();
    const panel = page.getByRole('region', { name: 'Expiring documents' });
    await panel.getByRole('button', { name: 'Expiring documents' }).click();
    await expect(panel.getByRole('link', { name: new RegExp(`Cole Hadley${suffix}`) })).toBeVisible();
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Name', { exact: true }).fill(`Hadley${suffix}`);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page
      .getByRole('table', { name: 'Subcontractors' })
      .getByRole('row', { name: new RegExp(company) });
    await expect(row.getByText('Documents expiring')).toBeVisible();

    // the job form's subcontractor picker warns, it does not block
    await page.goto('/jobs');
    await page.getByRole('button', { name: 'Add Job' }).click();
    const job = page.getByRole('dialog', { name: 'Create Job' });
    await job.getByLabel('Subcontractors').fill(`Hadley${suffix}`);
    const option = page.getByRole('option', { name: new RegExp(`Cole Hadley${suffix}`) });
    await expect(option).toContainText('Documents expiring');
    await option.click();
    await expect(job.getByRole('status')).toContainText(
      `Cole Hadley${suffix} has documents expiring soon: Insurance expires on ${dayFromToday(6)}`,
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('admin adds notification recipients from the contacts picker: a user and a group', async ({
    page,
  }) => {
    allowTime(90_000);
    await signIn(page, 'admin');
    await expect(page.getByRole('button', { name: /Welcome/ })).toBeVisible({ timeout: 30_000 });
    await page.goto('/admin/siteSettings/subcontractorDocSettings');
    const recipients = page.getByLabel('Recipient e-mails');
    await expect(recipients).toHaveValue('office@example.com; sam.rivera@example.com', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Add from contacts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Contacts' });
    await dialog.getByLabel('Search users').fill('Fiona');
    await page.getByRole('option', { name: /Fiona Chen/ }).click();
    await expectNoSeriousA11yViolations(page);
    // the mode toggle's radio is drawn as a button: its label takes the click
    await dialog.locator('label[for="contacts-mode-groups"]').click();
    await expect(dialog.getByRole('radio', { name: 'Groups' })).toBeChecked();
    await dialog.getByRole('checkbox', { name: 'Owner' }).check();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    const expected =
      'office@example.com; sam.rivera@example.com; finance@example.com; admin@example.com; gordon.lee@example.com';
    await expect(recipients).toHaveValue(expected);
    await expectToast(page, 'Settings saved successfully', () =>
      page.getByRole('button', { name: 'Save' }).click(),
    );
    await page.getByRole('link', { name: 'Subcontractor Document Settings' }).click();
    await expect(page.getByLabel('Recipient e-mails')).toHaveValue(expected);
  });

  test('admin changes the subcontractor document settings; an unknown setting says so', async ({ page }) => {
    allowTime(90_000);
    await signIn(page, 'admin');
    await openFromMenu(page, 'Site Settings');
    await expect(page.getByRole('heading', { name: 'Site Settings', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Subcontractor Document Settings' }).click();
    await expect(page).toHaveURL(/\/admin\/siteSettings\/subcontractorDocSettings$/);
    const days = page.getByLabel('Number of days prior to expiration');
    await expect(days).toHaveValue('14');
    await expectNoSeriousA11yViolations(page);
    await days.fill('30');
    await page.getByLabel('Recipient e-mails').fill('office@example.com; compliance@example.com');
    await page.getByLabel('E-mail title').fill('Documents expiring within 30 days');
    await expectToast(page, 'Settings saved successfully', () =>
      page.getByRole('button', { name: 'Save' }).click(),
    );
    await expect(page).toHaveURL(/\/admin\/siteSettings$/);

    await page.getByRole('link', { name: 'Subcontractor Document Settings' }).click();
    await expect(page.getByLabel('Number of days prior to expiration')).toHaveValue('30');
    await expect(page.getByLabel('E-mail title')).toHaveValue('Documents expiring within 30 days');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/admin\/siteSettings$/);

    await page.goto('/admin/siteSettings/noSuchSetting');
    await expect(page.getByRole('heading', { name: 'Setting not found' })).toBeVisible();
    await expect(
      page.getByText("There is no setting named 'noSuchSetting' in the settings registry."),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("admin edits a finance manager's phone number from the employees list", async ({ page }) => {
    allowTime(90_000);
    await signIn(page, 'admin');
    await openFromMenu(page, 'Employees');
    const table = page.getByRole('table', { name: 'Employees' });
    const row = table.getByRole('row', { name: /finance@example\.com/ });
    await expect(row).toContainText('Finance Manager');
    await expectNoSeriousA11yViolations(page);

    // the row itself opens the user's form (the edit button does too)
    await row.getByRole('cell', { name: 'Chen', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Employee' });
    await expect(dialog.getByLabel(/^First Name/)).toHaveValue('Fiona');
    await expect(dialog.getByLabel(/^Email/)).toHaveValue('finance@example.com');
    await expect(dialog.getByLabel(/^Role/)).toHaveValue('BizFinanceManager');
    await expectNoSeriousA11yViolations(page);
    const phone = dialog.getByLabel(/^Cell Phone/);
    await phone.fill('');
    await phone.pressSequentially('5715550142');
    await expect(phone).toHaveValue('571-555-0142');
    await expectToast(page, 'User updated successfully', () =>
      dialog.getByRole('button', { name: 'Save' }).click(),
    );
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('571-555-0142');
    await expect(row).toContainText('Finance Manager');

    // the edit button opens the same form with the saved phone
    await row.getByRole('button', { name: 'Edit Fiona Chen' }).click();
    await expect(dialog.getByLabel(/^Cell Phone/)).toHaveValue('571-555-0142');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});
