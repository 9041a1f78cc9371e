import type { Page } from '@playwright/test';
import { allowTime, expect, expectNoSeriousA11yViolations, expectToast, signIn, test } from './fixtures';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

async function signOut(page: Page) {
  await page.getByRole('button', { name: /Welcome/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Moves the named permissions to the assigned list of a dual list. */
async function assign(page: Page, names: string[]) {
  const available = page.getByLabel(/^Unassigned/);
  await available.selectOption(names);
  await page.getByRole('button', { name: 'Assign the selected', exact: true }).click();
  for (const name of names)
    await expect(page.getByLabel(/^Assigned/).getByRole('option', { name })).toBeAttached();
}

test.describe('membership administration', () => {
  // several screens and an axe check each, on a shared 2-core machine
  test.beforeEach(() => allowTime(120_000));

  test('an admin makes a role of three permissions, gives it to a new staff user, who sees exactly what it opens', async ({
    page,
  }) => {
    allowTime(180_000);
    const suffix = Date.now() % 100000;
    const roleName = `Estimators ${suffix}`;
    const email = `estimator.${suffix}@example.com`;
    await signIn(page, 'admin');
    await expect(page.getByRole('button', { name: /Welcome/ })).toBeVisible();

    await page.goto('/membership/role/list');
    await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Roles' }).getByRole('row').nth(1)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Add Role' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Role' });
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await dialog.getByLabel(/^Name/).fill(roleName);
    await dialog.getByLabel('Description').fill('Prepare estimates for builders');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: roleName, level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Permissions' }).click();
    await expect(
      page
        .getByLabel(/^Unassigned/)
        .getByRole('option')
        .first(),
    ).toBeAttached();
    await expectNoSeriousA11yViolations(page);
    await assign(page, [
      'Daewon.Permissions.CanManageJobs',
      'Daewon.Permissions.CanAccessJobReports',
      'Membership.Permissions.CanManageClientCompanies',
    ]);

    // a new staff user through the user manager
    await page.goto('/membership/usermanager/list/staff');
    await expect(page.getByRole('table', { name: 'Staff' }).getByRole('row').nth(1)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Create Staff User' }).click();
    const form = page.getByRole('dialog', { name: 'Create User' });
    await form.getByLabel(/^First Name/).fill('Erin');
    await form.getByLabel(/^Last Name/).fill(`Estimator${suffix}`);
    await form.getByLabel(/^Email/).fill(email);
    await form
      .getByLabel(/^Password/)
      .first()
      .fill('Estimate#2026');
    await form.getByLabel(/^Repeat Password|^Password Repeat|^Confirm/).fill('Estimate#2026');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();

    // the role replaces the staff role in the user's permissions tab
    await page.goto(`/membership/user/list?email=${encodeURIComponent(email)}`);
    await page.getByRole('row', { name: new RegExp(email) }).click();
    await page.getByRole('link', { name: 'Permissions' }).click();
    // the toggles follow the server: each click saves, then shows the saved state
    await page.getByRole('checkbox', { name: 'Assign role BizStaff' }).click();
    await expect(page.getByRole('checkbox', { name: 'Assign role BizStaff' })).not.toBeChecked();
    await page.getByRole('checkbox', { name: `Assign role ${roleName}` }).click();
    await expect(page.getByRole('checkbox', { name: `Assign role ${roleName}` })).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await signOut(page);

    await signIn(page, email, 'Estimate#2026');
    await expect(page.getByRole('button', { name: /Welcome Erin/ })).toBeVisible();
    const links = (await menu(page).getByRole('link').allInnerTexts()).map((s) => s.trim()).filter(Boolean);
    // exactly: the screens of the three permissions, plus the open ones (Dashboard, User Groups)
    expect(links).toEqual([
      'Dashboard',
      'Job Schedule',
      'Repair Schedule',
      'Job Dashboard',
      'Repair Orders Report',
      'Jobs',
      'Repair Orders',
      'Builders',
      'User Groups',
    ]);
    await page.goto('/manage/clientCompany');
    await expect(page.getByRole('heading', { name: 'Builders', level: 1 })).toBeVisible();
    await page.goto('/membership/user/list');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  });

  test('an admin impersonates the subcontractor and cancels the impersonation', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(page.getByRole('button', { name: /Welcome Alex Morgan/ })).toBeVisible();
    await page.goto('/membership/user/list?email=subcontractor%40example.com');
    const table = page.getByRole('table', { name: 'Users' });
    await expect(table.getByText('subcontractor@example.com')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // the URL carries a filter: the filter panel is open
    await expect(page.getByLabel('Role')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('subcontractor@example.com');
    await expectNoSeriousA11yViolations(page);
    await table.getByRole('button', { name: 'Impersonate Luis Ortega' }).click();
    await expect(page.getByText(/You are viewing as Luis Ortega \(signed in as Alex Morgan\)/)).toBeVisible();
    await expect(page.getByRole('button', { name: /Welcome Luis Ortega/ })).toBeVisible();
    await page.getByRole('button', { name: /Welcome/ }).click();
    await page.getByRole('button', { name: 'Cancel Impersonation' }).click();
    await expect(page.getByRole('button', { name: /Welcome Alex Morgan/ })).toBeVisible();
    await expect(page.getByText(/You are viewing as/)).toHaveCount(0);
  });

  test('an admin changes a password against the server complexity rule, and the user signs in with it', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await expect(page.getByRole('button', { name: /Welcome/ })).toBeVisible();
    await page.goto('/membership/user/list?email=hannah.ortiz');
    await page.getByRole('row', { name: /hannah\.ortiz@example\.com/ }).click();
    await expect(page.getByRole('heading', { name: 'Hannah Ortiz', level: 1 })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Active' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Security' }).click();
    await page.getByLabel(/^New Password/).fill('gutters1');
    await page.getByLabel(/^Confirm Password/).fill('gutters1');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(
      page.getByText(/Please specify stronger password\. Current complexity: \d+ %/),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel(/^New Password/).fill('Gutters#Line42');
    await page.getByLabel(/^Confirm Password/).fill('Gutters#Line42');
    await expectToast(page, 'Password changed successfully', () =>
      page.getByRole('button', { name: 'Change Password' }).click(),
    );
    await signOut(page);
    await signIn(page, 'hannah.ortiz@example.com', 'Gutters#Line42');
    await expect(page.getByRole('button', { name: /Welcome Hannah Ortiz/ })).toBeVisible();
  });

  test('staff creates a user group; an admin creates a company and sees its Dropbox status', async ({
    page,
  }) => {
    const suffix = Date.now() % 100000;
    const group = `Trim Crew ${suffix}`;
    await signIn(page, 'staff');
    await expect(page.getByRole('button', { name: /Welcome/ })).toBeVisible();
    await menu(page).getByRole('link', { name: 'User Groups', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'User Groups', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'User groups' }).getByText('Owner')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByRole('heading', { name: 'Add User Group' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await page.getByLabel(/^Name/).fill(group);
    await page.getByLabel('Add a user').fill('Ortega');
    await page.getByRole('option', { name: /Luis Ortega/ }).click();
    await expect(page.getByRole('table', { name: 'Users of the group' }).getByText('Ortega')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectToast(page, 'Group saved successfully', () =>
      page.getByRole('button', { name: 'Save' }).click(),
    );
    await expect(page.getByRole('table', { name: 'User groups' }).getByText(group)).toBeVisible();
    await signOut(page);

    await signIn(page, 'admin');
    await expect(page.getByRole('button', { name: /Welcome/ })).toBeVisible();
    await menu(page).getByRole('link', { name: 'Companies', exact: true }).click();
    await expect(page.getByRole('table', { name: 'Companies' }).getByText('Daewon Exteriors')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Add Company' }).click();
    await expect(page.getByRole('heading', { name: 'New Company' })).toBeVisible();
    await page.getByLabel(/^Name/).fill(`Fairfax Gutters ${suffix}`);
    await page.getByLabel(/^Code/).fill(`FG${suffix}`);
    await page.getByLabel(/^Domain/).fill(`fg${suffix}.example.com`);
    await page.getByLabel(/^First Name/).fill('Nora');
    await page.getByLabel(/^Last Name/).fill('Quinn');
    await page.getByLabel(/^Phone/).fill('7035550111');
    await page.getByLabel(/^Email/).fill(`nora.${suffix}@example.com`);
    await page
      .getByLabel(/^Password/)
      .first()
      .fill('Fairfax#2026');
    await page.getByLabel(/^Repeat Password/).fill('Fairfax#2026');
    await expect(page.getByText(/Complexity: \d+ %/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Company successfully updated')).toBeVisible();
    await expect(page).toHaveURL(/\/membership\/company\/list$/);
    await page.getByRole('row', { name: new RegExp(`Fairfax Gutters ${suffix}`) }).click();
    await expect(page.getByText('Dropbox Account Not Attached')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
  });

  test('an admin deletes a user from the users list after the confirmation; oneself is refused', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await expect(page.getByRole('button', { name: /Welcome/ })).toBeVisible();
    await page.goto('/membership/user/list?lastName=shah');
    const table = page.getByRole('table', { name: 'Users' });
    const row = table.getByRole('row', { name: /priya\.shah@example\.com/ });
    await expect(row).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await row.getByRole('button', { name: 'Delete Priya Shah' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete User Alert' });
    await expect(confirm).toContainText('Are you sure want to delete this user ?');
    await expectNoSeriousA11yViolations(page);
    await expectToast(page, 'User deleted successfully', () =>
      confirm.getByRole('button', { name: 'Yes' }).click(),
    );
    await expect(row).toBeHidden();
    await expect(page.getByText('No data available')).toBeVisible();

    // the server refuses to delete oneself, and says so
    await page.goto('/membership/user/list?email=admin%40example.com');
    await table.getByRole('button', { name: 'Delete Alex Morgan' }).click();
    await page
      .getByRole('dialog', { name: 'Delete User Alert' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect(
      page.getByText('Error while deleting user: You cannot delete your own account.'),
    ).toBeVisible();
    await expect(table.getByRole('cell', { name: 'admin@example.com' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('an admin renames a role; a reload in the middle keeps what was typed', async ({ page }) => {
    const suffix = Date.now() % 100000;
    // the browser's "leave site?" of a reload with changes: accepted
    page.on('dialog', (dialog) => void dialog.accept());
    await signIn(page, 'admin');
    await expect(page.getByRole('button', { name: /Welcome/ })).toBeVisible();
    await page.goto('/membership/role/list');
    await page.getByRole('button', { name: 'Add Role' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Role' });
    await dialog.getByLabel(/^Name/).fill(`Surveyors ${suffix}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: `Surveyors ${suffix}`, level: 1 })).toBeVisible();

    // view mode first, without the form's code: the pointer on Edit starts loading it, before the click
    const panel = page.getByRole('form', { name: 'General Information' });
    await expect(panel).toHaveCount(0);
    const editorCode = page.waitForResponse(
      (response) => /role-info-editor-[\w-]+\.js$/.test(response.url()),
      { timeout: 15_000 },
    );
    await page.getByRole('button', { name: 'Edit' }).hover();
    await editorCode;
    await page.getByRole('button', { name: 'Edit' }).click();
    await panel.getByLabel(/^Name/).fill(`Site Surveyors ${suffix}`);
    await panel.getByLabel('Description').fill('Walk the lots before siding');
    await page.reload();
    await expect(panel.getByRole('status')).toHaveText(/Unsaved changes from earlier were restored\./);
    await expect(panel.getByLabel(/^Name/)).toHaveValue(`Site Surveyors ${suffix}`);
    await expect(panel.getByLabel('Description')).toHaveValue('Walk the lots before siding');
    await expect(page.getByRole('button', { name: 'Remove' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: 'test-results/role-info-restored.png' });

    await expectToast(page, 'Role saved successfully', () =>
      page.getByRole('button', { name: 'Save' }).click(),
    );
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Site Surveyors ${suffix}`, level: 1 })).toBeVisible();
    // saved: a reload opens the view mode
    await page.reload();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(panel).toHaveCount(0);
  });
});
