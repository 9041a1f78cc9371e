import type { Page } from '@playwright/test';
import { allowTime, expect, expectNoSeriousA11yViolations, signIn, test, type MockWindow } from './fixtures';
import { fillCreateDialog, save, waitingTable } from './work-log-dialog';

/*
 * Issue 25 §1 and §2: a subcontractor's work logs survive a lost connection (the outbox), and the work-log
 * tables filter by job and job type. The mock answers like an unreachable server while the browser is offline.
 */

/** The server's stored work logs whose description starts with the tag (the mock's database in this tab). */
function serverCount(page: Page, tag: string) {
  return page.evaluate((t) => {
    const db = JSON.parse(localStorage.getItem('daewon.mockDb') ?? '{"workLogs":[]}') as {
      workLogs: Array<{ Description: string }>;
    };
    return db.workLogs.filter((l) => l.Description.startsWith(t)).length;
  }, tag);
}

async function openWorkLogs(page: Page) {
  await signIn(page, 'subcontractor');
  await expect(page).toHaveURL(/\/workLogs$/);
  await expect(page.getByRole('table', { name: 'Work logs' }).locator('tbody tr').first()).toBeVisible({
    timeout: 30_000,
  });
}

test.describe('work logs with no connection, and finding one’s logs', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('logs saved offline wait on this laptop through a reload and are sent exactly once', async ({
    page,
    context,
  }) => {
    allowTime(240_000);
    const tag = `OBX${Date.now() % 100000}`;
    await openWorkLogs(page);
    const dialog = await fillCreateDialog(page, [`${tag} front`, `${tag} rear`]);

    // the connection drops before Save
    await context.setOffline(true);
    const status = page.getByRole('banner').getByRole('status');
    await expect(status).toHaveText('Offline');
    await save(page, dialog);
    await expect(
      page.getByText('Saved on this laptop — will be sent when the connection is back'),
    ).toBeVisible();
    await expect(waitingTable(page).getByRole('row', { name: new RegExp(tag) })).toHaveCount(2);
    await expect(waitingTable(page).getByRole('cell', { name: 'Waiting to send', exact: true })).toHaveCount(
      2,
    );
    await expect(status).toHaveText('Offline · 2 waiting');
    await page.screenshot({ path: 'shots/outbox-offline-1366.png' });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.screenshot({ path: 'shots/outbox-offline-1920.png' });
    await page.setViewportSize({ width: 1366, height: 768 });
    await expectNoSeriousA11yViolations(page);

    // signing out asks first and says where they stay; staying keeps everything
    await page.getByRole('button', { name: /Welcome/ }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    const ask = page.getByRole('dialog', { name: 'Sign out with work logs waiting?' });
    await expect(ask).toContainText('2 work logs waiting to be sent stay on this laptop for');
    await ask.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(ask).toBeHidden();

    // the browser is back online but the server is still out of reach (kept over the reload)
    await page.evaluate(() =>
      (window as unknown as MockWindow).__mockApi.networkError('POST', /\/api\/worklog$/, {
        keep: true,
      }),
    );
    await context.setOffline(false);
    await page.reload();
    await expect(waitingTable(page).getByRole('row', { name: new RegExp(tag) })).toHaveCount(2, {
      timeout: 30_000,
    });
    await expect(page.getByRole('banner').getByRole('status')).toHaveText('2 waiting');
    expect(await serverCount(page, tag)).toBe(0);

    // the server is reachable again: the next retry (or the online event) sends them, once each. The offline/online
    // toggle may pass too quickly for the page to see an online event; on a slow machine the retries have backed off
    // by then (2, 4, 8, 16… s, at most 60 s: retryDelayMs), so the wait covers the longest one.
    await page.evaluate(() => (window as unknown as MockWindow).__mockApi.clear());
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(waitingTable(page)).toHaveCount(0, { timeout: 70_000 });
    await expect(page.getByRole('cell', { name: `${tag} front`, exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('cell', { name: `${tag} rear`, exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('status')).toHaveCount(0);
    expect(await serverCount(page, tag)).toBe(2);
    // and stays so: nothing is sent again later
    await page.waitForTimeout(3000);
    expect(await serverCount(page, tag)).toBe(2);
  });

  test('a delete with no connection says so at once and deletes nothing later', async ({ page, context }) => {
    await openWorkLogs(page);
    const table = page.getByRole('table', { name: 'Work logs' });
    const row = table.locator('tbody tr').first();
    const deleteButton = row.getByRole('button', { name: /^Delete / });
    const name = await deleteButton.getAttribute('aria-label');
    await context.setOffline(true);
    await deleteButton.click();
    await page.getByRole('dialog', { name: 'Delete Work Log' }).getByRole('button', { name: 'Yes' }).click();
    await expect(
      page.getByText(
        'Error while deleting work log: The server could not be reached. Check the connection and try again.',
      ),
    ).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole('banner').getByRole('status')).toHaveCount(0);
    // nothing waited to be sent: the row is still there, and on the server
    await page.reload();
    await expect(table.getByRole('button', { name: name! })).toBeVisible({ timeout: 30_000 });
  });

  test('a connection lost before Create Work Log is opened: the dialog opens and the job is found offline', async ({
    page,
    context,
  }) => {
    allowTime(180_000);
    const tag = `OFF${Date.now() % 100000}`;
    // once the table is in, the screen loads the dialogs' code and the subcontractor's jobs while idle
    const jobsListed = page.waitForResponse(
      (r) => /\/api\/jobs\/autocomplete\?currentUserOnly=true$/.test(r.url()) && r.ok(),
    );
    const dialogCode = page.waitForResponse((r) => /work-log-create-dialog-[\w-]+\.js$/.test(r.url()));
    await openWorkLogs(page);
    await Promise.all([jobsListed, dialogCode]);

    await context.setOffline(true);
    await expect(page.getByRole('banner').getByRole('status')).toHaveText('Offline');
    const dialog = await fillCreateDialog(page, [`${tag} garage`]);
    await page.screenshot({ path: 'shots/outbox-offline-create-1366.png' });
    await save(page, dialog);
    await expect(
      page.getByText('Saved on this laptop — will be sent when the connection is back'),
    ).toBeVisible();
    await expect(waitingTable(page).getByRole('row', { name: new RegExp(tag) })).toHaveCount(1);

    await context.setOffline(false);
    await expect(waitingTable(page)).toHaveCount(0, { timeout: 70_000 });
    await expect(page.getByRole('cell', { name: `${tag} garage`, exact: true })).toBeVisible({
      timeout: 15_000,
    });
    expect(await serverCount(page, tag)).toBe(1);
  });

  test('a send whose answer was lost after the server stored it is not sent twice', async ({
    page,
    context,
  }) => {
    allowTime(240_000);
    const tag = `LOST${Date.now() % 100000}`;
    await openWorkLogs(page);

    // 1) the outbox's own send: stored, answer lost, looked up before sending again
    let dialog = await fillCreateDialog(page, [`${tag} outbox`]);
    await context.setOffline(true);
    await save(page, dialog);
    await expect(waitingTable(page).getByRole('row', { name: new RegExp(tag) })).toHaveCount(1);
    await page.evaluate(() =>
      (window as unknown as MockWindow).__mockApi.loseAnswer('POST', /\/api\/worklog$/, {
        times: 1,
      }),
    );
    await context.setOffline(false);
    await expect(waitingTable(page)).toHaveCount(0, { timeout: 30_000 });
    expect(await serverCount(page, `${tag} outbox`)).toBe(1);

    // 2) the dialog's own save: the connection drops after sending; the logs wait, then are found stored
    await page.evaluate(() =>
      (window as unknown as MockWindow).__mockApi.loseAnswer('POST', '/api/worklog/createWorkLogs', {
        times: 1,
      }),
    );
    dialog = await fillCreateDialog(page, [`${tag} dialog`]);
    await save(page, dialog);
    await expect(
      page.getByText('Saved on this laptop — will be sent when the connection is back'),
    ).toBeVisible();
    await expect(waitingTable(page)).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByRole('cell', { name: `${tag} dialog`, exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await page.waitForTimeout(3000);
    expect(await serverCount(page, `${tag} dialog`)).toBe(1);
    expect(await serverCount(page, `${tag} outbox`)).toBe(1);
  });

  test('a refused log comes back editable with the server’s message; edited, it is sent', async ({
    page,
    context,
  }) => {
    allowTime(240_000);
    const tag = `REF${Date.now() % 100000}`;
    await openWorkLogs(page);
    const dialog = await fillCreateDialog(page, [`${tag} first`]);
    await context.setOffline(true);
    await save(page, dialog);
    await page.evaluate(() =>
      (window as unknown as MockWindow).__mockApi.fail('POST', /\/api\/worklog$/, {
        status: 400,
        message: '<b>Job is closed</b> for new work logs.',
        times: 1,
      }),
    );
    await context.setOffline(false);
    const row = waitingTable(page).getByRole('row', { name: new RegExp(tag) });
    // the server's text shown as text, never as HTML
    await expect(row).toContainText('Not accepted by the server: <b>Job is closed</b> for new work logs.');
    // it waits for the user now, not for the connection
    await expect(page.getByRole('banner').getByRole('status')).toHaveText('1 not accepted');
    await page.screenshot({ path: 'shots/outbox-refused-1366.png' });
    await row.getByRole('button', { name: /Edit waiting work log/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Waiting Work Log' });
    await expect(edit).toContainText('Not accepted by the server: <b>Job is closed</b> for new work logs.');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: 'shots/outbox-edit-waiting-1366.png' });
    await edit.getByLabel('Description').fill(`${tag} fixed`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(waitingTable(page)).toHaveCount(0, { timeout: 30_000 });
    expect(await serverCount(page, `${tag} fixed`)).toBe(1);
    expect(await serverCount(page, `${tag} first`)).toBe(0);
  });

  test('filters by job and job type stay through a reload; an invoiced log has no Edit', async ({ page }) => {
    allowTime(180_000);
    await openWorkLogs(page);
    const logs = page.getByRole('table', { name: 'Work logs' });

    await page.getByRole('button', { name: 'Filters' }).click();
    const filters = page.getByRole('form', { name: 'Filters' });
    await filters.getByRole('combobox', { name: 'Job', exact: true }).fill('Brookfield Ridge Homes');
    const option = page.getByRole('option', { name: /Brookfield Ridge Homes/ }).first();
    const jobLabel = (await option.textContent())?.trim() ?? '';
    await option.click();
    await filters.getByLabel('Job Type').selectOption({ label: 'Siding' });
    await filters.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/jobId=\d+/);
    await expect(page).toHaveURL(/jobTypeId=\d+/);

    // the table keeps the previous rows while the filtered ones load (aria-busy): read them, all at once, when it is done
    const checkRows = async () => {
      await expect(logs.locator('tbody tr').first()).toBeVisible();
      await expect(logs).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
      const texts = await logs.locator('tbody tr').allTextContents();
      for (const text of texts) {
        if (/No data available/.test(text)) continue;
        expect(text).toContain(jobLabel);
        expect(text).toContain('Siding');
      }
    };
    await checkRows();
    await page.reload();
    await expect(page).toHaveURL(/jobId=\d+.*jobTypeId=\d+|jobTypeId=\d+.*jobId=\d+/);
    await expect(page.getByRole('form', { name: 'Filters' }).getByLabel('Job Type')).toHaveValue(/\d+/);
    await checkRows();
    await page.screenshot({ path: 'shots/outbox-filters-1366.png' });
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('form', { name: 'Filters' }).getByRole('button', { name: 'Clear' }).click();
    await expect(page).not.toHaveURL(/jobId=|jobTypeId=/);

    // the oldest logs are on invoices: marked, with no Edit or Delete (Last Modified starts hidden on a laptop-wide
    // window: shown from the Columns menu to sort by it)
    await page.getByRole('button', { name: 'Columns of Work logs' }).click();
    await page
      .getByRole('list', { name: 'Columns shown, in order' })
      .getByRole('checkbox', { name: 'Last Modified', exact: true })
      .check();
    await page.keyboard.press('Escape');
    await logs.getByRole('button', { name: /Last Modified$/ }).click();
    const invoiced = logs
      .getByRole('row')
      .filter({ hasText: /Invoiced \(#\d+\)/ })
      .first();
    await expect(invoiced).toBeVisible({ timeout: 15_000 });
    await expect(invoiced.getByRole('button', { name: /Edit work log/ })).toHaveCount(0);
    await expect(invoiced.getByRole('button', { name: /Delete work log/ })).toHaveCount(0);
  });
});
