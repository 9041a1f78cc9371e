import type { Dialog, Page } from '@playwright/test';
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

/** No serious or critical axe violations inside the open dialog (the notice and the form). */
const expectAccessibleDialog = (page: Page) =>
  expectNoSeriousA11yViolations(page, { include: '.modal.show' });

const RESTORED = 'Unsaved changes from earlier were restored.';

/** Accepts the browser's own questions (the "leave site?" of a reload) and records their kinds. */
function acceptBrowserDialogs(page: Page) {
  const seen: string[] = [];
  page.on('dialog', (dialog: Dialog) => {
    seen.push(dialog.type());
    void dialog.accept();
  });
  return seen;
}

test.describe('nothing typed is lost', () => {
  test('a new job’s draft survives a failed save, a reload and a 401 in the middle of typing', async ({
    page,
  }) => {
    allowTime(120_000);
    const browserDialogs = acceptBrowserDialogs(page);
    await signIn(page, 'staff');
    await expect(page.getByRole('button', { name: /Welcome/ })).toBeVisible();
    await page.goto('/jobs');
    await page.getByRole('button', { name: 'Add Job' }).click();
    const form = page.getByRole('dialog', { name: 'Create Job' });
    await pickOption(page, form, /^Job Site/, /Willow Creek/);
    await pickOption(page, form, /^Job Model/, 'Belmont');
    await form.getByLabel('Address').fill('12 Elm Street');
    await form.getByLabel('Home Owner').fill('Riley Stone');

    // 1. A failed save (500): the server's message, the dialog open with everything typed.
    await page.evaluate(() =>
      (window as unknown as MockWindow).__mockApi.fail('POST', /\/api\/jobs$/, {
        status: 500,
        message: 'The job store is offline',
        times: 1,
      }),
    );
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The job store is offline')).toBeVisible();
    await expect(form).toBeVisible();
    await expect(form.getByLabel('Address')).toHaveValue('12 Elm Street');

    // 2. A reload (the browser asks first; the draft survives it): the dialog reopens with the draft and says so.
    await page.reload();
    const restored = page.getByRole('dialog', { name: 'Create Job' });
    await expect(restored.getByRole('status')).toHaveText(new RegExp(RESTORED));
    await expect(restored.getByLabel('Address')).toHaveValue('12 Elm Street');
    await expect(restored.getByLabel('Home Owner')).toHaveValue('Riley Stone');
    // the pickers show the names of the restored choices
    await expect(restored).toContainText('Willow Creek');
    await expect(restored).toContainText('Belmont');
    expect(browserDialogs).toContain('beforeunload');
    await restored.getByRole('status').screenshot({ path: 'test-results/drafts-restored-notice.png' });
    await page.screenshot({ path: 'test-results/drafts-restored-dialog.png' });
    await expectAccessibleDialog(page);

    // 3. The session ends while the user types: the next call answers 401, the user signs in again and the form
    // reopens with everything typed, including what was typed just before.
    await restored.getByLabel('Lot Group Code').fill('LG-401');
    await page.evaluate(() => localStorage.removeItem('AuthToken'));
    await restored.getByLabel(/^Job Site/).fill('Oak');
    await expect(page).toHaveURL(/\/login/);
    await signIn(page, 'staff');
    await expect(page).toHaveURL(/\/jobs$/);
    const again = page.getByRole('dialog', { name: 'Create Job' });
    await expect(again.getByRole('status')).toHaveText(new RegExp(RESTORED));
    await expect(again.getByLabel('Lot Group Code')).toHaveValue('LG-401');
    await expect(again.getByLabel('Address')).toHaveValue('12 Elm Street');

    // Saved at last: the draft is forgotten, a reload opens nothing.
    await expectToast(page, 'Job created successfully', () =>
      again.getByRole('button', { name: 'Save' }).click(),
    );
    await expect(again).toBeHidden();
    await page.reload();
    await expect(page.getByRole('table', { name: 'Jobs' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Create Job' })).toHaveCount(0);
  });

  test('closing with changes asks first; Discard in the notice goes back to the saved values', async ({
    page,
  }) => {
    allowTime(90_000);
    acceptBrowserDialogs(page);
    await signIn(page, 'staff');
    await expect(page.getByRole('button', { name: /Welcome/ })).toBeVisible();
    await page.goto('/manage/clientCompany');
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    const form = page.getByRole('dialog', { name: 'Edit Builder' });
    const name = form.getByLabel(/^Company Name/);
    const saved = await name.inputValue();
    await name.fill(`${saved} (draft)`);

    await page.keyboard.press('Escape');
    const ask = page.getByRole('dialog', { name: 'Unsaved changes' });
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(name).toHaveValue(`${saved} (draft)`);

    await page.reload();
    const restored = page.getByRole('dialog', { name: 'Edit Builder' });
    await expect(restored.getByRole('status')).toHaveText(new RegExp(RESTORED));
    await expect(restored.getByLabel(/^Company Name/)).toHaveValue(`${saved} (draft)`);
    await restored.getByRole('button', { name: /Discard/ }).click();
    await expect(restored.getByLabel(/^Company Name/)).toHaveValue(saved);
    await expect(restored.getByRole('status')).toHaveCount(0);
    await restored.getByRole('button', { name: 'Cancel' }).click();
    await expect(restored).toBeHidden();
    await page.reload();
    await expect(page.getByRole('table', { name: 'Builders' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Edit Builder' })).toHaveCount(0);
  });

  test('leaving a page form with changes: Discard changes goes where the user asked, Keep editing stays', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text());
    });
    await signIn(page, 'staff');
    await page.goto('/jobs/1001/notes');
    const notes = page.getByLabel('Notes');
    await expect(notes).toBeVisible();
    await notes.fill('Typed and then left');
    await page.getByRole('link', { name: 'Files' }).click();
    const ask = page.getByRole('dialog', { name: 'Unsaved changes' });
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL(/\/jobs\/1001\/notes$/);
    await expect(notes).toHaveValue('Typed and then left');

    await page.getByRole('link', { name: 'Files' }).click();
    await ask.getByRole('button', { name: 'Discard changes' }).click();
    await expect(page).toHaveURL(/\/jobs\/1001\/files$/);
    await page.getByRole('link', { name: 'Notes' }).click();
    await expect(page.getByLabel('Notes')).not.toHaveValue('Typed and then left');
    expect(errors.filter((e) => e.includes('blocker'))).toEqual([]);
  });
});
