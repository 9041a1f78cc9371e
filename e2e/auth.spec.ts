import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, signIn, test } from './fixtures';

test.describe('sign-in and access', () => {
  test('the login page is accessible and a wrong password shows the message', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await signIn(page, 'admin', 'wrong-password', { refused: true });
    await expect(page.getByRole('alert')).toHaveText(
      'Validation Error! The email or password you entered is incorrect.',
    );
    await expect(page).toHaveURL(/\/login$/);
  });

  test('Enter in the password field signs in; the shell welcomes the user; sign-out', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill('admin@example.com');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByLabel('Password').press('Enter');
    await expect(page.getByRole('button', { name: /Welcome Alex Morgan/ })).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Dashboard', exact: true }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: /Welcome/ }).click();
    await expect(page.getByRole('button', { name: 'Cancel Impersonation' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the client lands on Access Denied, which is accessible', async ({ page }) => {
    await signIn(page, 'client');
    await expect(page).toHaveURL(/\/access-denied$/);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a deep link while signed out returns there after sign-in', async ({ page }) => {
    await page.goto('/dashboard?from=bookmark');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, 'staff');
    await expect(page).toHaveURL(/\/dashboard\?from=bookmark$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });

  test('a legacy #! URL redirects to the clean URL', async ({ page }) => {
    await signIn(page, 'staff');
    await expect(page.getByRole('button', { name: /Welcome/ })).toBeVisible();
    await page.goto('/#!/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });

  test('an unknown URL goes through /redirecting', async ({ page }) => {
    await signIn(page, 'client');
    await expect(page).toHaveURL(/\/access-denied$/);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/access-denied$/);
  });

  test("the mock's data survives a reload", async ({ page }) => {
    await signIn(page, 'admin');
    await expect(page.getByRole('button', { name: /Welcome Alex Morgan/ })).toBeVisible();
    // The session lives in the mock database: a reload keeps the user signed in.
    await page.reload();
    await expect(page.getByRole('button', { name: /Welcome Alex Morgan/ })).toBeVisible();
  });
});

test.describe('start page and menu per account', () => {
  for (const [account, landing] of [
    ['admin', /\/jobs\/report$/],
    ['staff', /\/jobs\/report$/],
    ['finance', /\/jobs\/report$/],
    ['subcontractor', /\/workLogs(\?.*)?$/],
  ] as const) {
    test(`${account} lands on the first start page it may open`, async ({ page }) => {
      await signIn(page, account);
      await expect(page).toHaveURL(landing);
    });
  }

  test('the menu shows only what the account may open', async ({ page }) => {
    await signIn(page, 'staff');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Job Dashboard' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Jobs', exact: true })).toBeVisible();
    await page.getByRole('button', { name: /Welcome/ }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    // signed out once the sign-in page shows (going there earlier, with the token not yet cleared, opens the start page)
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, 'client');
    await expect(page).toHaveURL(/\/access-denied$/);
    await expect(menu.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Job Dashboard' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Job Schedule' })).toHaveCount(0);
  });
});

test.describe('sidebar toggle', () => {
  test.describe('under 769 px wide', () => {
    test.use({ viewport: { width: 600, height: 900 } });

    test('the toggle shows and hides the menu, which collapses after a link is clicked', async ({ page }) => {
      await signIn(page, 'staff');
      await expect(page).toHaveURL(/\/jobs\/report$/);
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      const toggle = page.getByRole('button', { name: 'Toggle the menu' });
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(menu).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await toggle.click();
      await expect(menu).toBeHidden();
      await toggle.click();
      await menu.getByRole('link', { name: 'Dashboard', exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
  });

  test.describe('769 px wide and over', () => {
    test.use({ viewport: { width: 1200, height: 900 } });

    test('the menu is shown; the toggle hides and shows it; a link click keeps it', async ({ page }) => {
      await signIn(page, 'staff');
      await expect(page).toHaveURL(/\/jobs\/report$/);
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      const toggle = page.getByRole('button', { name: 'Toggle the menu' });
      await expect(menu).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await menu.getByRole('link', { name: 'Dashboard', exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(menu).toBeVisible();
      await toggle.click();
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(menu).toBeVisible();
    });
  });
});

test.describe('demo data', () => {
  /** The role names of the mock API, read with the signed-in user's token. */
  const roleNames = (page: Page) =>
    page.evaluate(async () => {
      const res = await fetch('/membership.api/role', {
        headers: { Authorization: `Bearer ${localStorage.getItem('AuthToken')}` },
      });
      return ((await res.json()) as Array<{ Name: string }>).map((r) => r.Name);
    });
  const addRole = (page: Page, name: string) =>
    page.evaluate(async (roleName) => {
      const res = await fetch('/membership.api/role/post', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('AuthToken')}`,
        },
        body: JSON.stringify({ Name: roleName, Description: 'Made in the demo' }),
      });
      return res.status;
    }, name);

  async function signInAdmin(page: Page) {
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/jobs\/report$/);
  }

  test('"Reset demo data" restores the seed, from the header and from the sign-in page', async ({ page }) => {
    await signInAdmin(page);
    // The administrator's first sign-in created the missing default roles (decision 13).
    await expect
      .poll(() => roleNames(page))
      .toEqual(expect.arrayContaining(['BizVicePresident', 'BizService']));
    expect(await addRole(page, 'Demo Role A')).toBe(200);
    await page.reload();
    await expect(page.getByRole('button', { name: /Welcome Alex Morgan/ })).toBeVisible();
    expect(await roleNames(page)).toContain('Demo Role A');

    // From the header.
    await page.getByRole('button', { name: 'Reset demo data' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signInAdmin(page);
    expect(await roleNames(page)).not.toContain('Demo Role A');

    // From the sign-in page, for a demo user who broke their data and signed out.
    expect(await addRole(page, 'Demo Role B')).toBe(200);
    await page.getByRole('button', { name: /Welcome/ }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('button', { name: 'Reset demo data' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await signInAdmin(page);
    expect(await roleNames(page)).not.toContain('Demo Role B');
  });
});
