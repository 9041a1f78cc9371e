import type { Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  layoutShifts,
  recordLayoutShifts,
  signIn,
  test,
} from './fixtures';

const monthTitle = (date: Date) => date.toLocaleString('en-US', { month: 'long', year: 'numeric' });
const pad = (n: number) => String(n).padStart(2, '0');
/** 'YYYY-MM' of a date (local time, as the calendar shows it). */
const yearMonth = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;
/** 'YYYY-MM-DD' of an ISO date-time (local time). */
const localDay = (iso: string) => {
  const d = new Date(iso);
  return `${yearMonth(d)}-${pad(d.getDate())}`;
};

type CalendarEntry = Record<string, string | number>;

/** Every entry the page's calendar calls (POST /api/jobs/calendar, /api/repairOrder/calendar) answer. */
function recordCalendarAnswers(page: Page, path: string): CalendarEntry[] {
  const entries: CalendarEntry[] = [];
  page.on('response', (r) => {
    if (!r.url().endsWith(path) || r.request().method() !== 'POST' || !r.ok()) return;
    void r
      .json()
      .then((list: CalendarEntry[]) => entries.push(...list))
      .catch(() => undefined);
  });
  return entries;
}

/**
 * The first entry drawn in a day of `month` (the grid also shows the neighbouring months' days), with
 * that day's date.
 */
async function entryInMonth(page: Page, month: Date, href: string) {
  const day = page
    .locator(`[role="cell"][data-date^="${yearMonth(month)}-"]`)
    .filter({ has: page.locator(`a[href${href}]`) })
    .first();
  await expect(day).toBeVisible();
  const date = (await day.getAttribute('data-date')) ?? '';
  const entry = day.locator(`a[href${href}]`).first();
  return { entry, date, href: (await entry.getAttribute('href')) ?? '' };
}

test.describe('job and repair calendars', () => {
  test('the job schedule shows this month’s jobs on their start dates; the list view; an entry opens its job', async ({
    page,
  }) => {
    const now = new Date();
    await signIn(page, 'staff');
    await expect(page.getByRole('button', { name: /Welcome/ })).toBeVisible();
    const answers = recordCalendarAnswers(page, '/api/jobs/calendar');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Job Schedule' })
      .click();
    await expect(page).toHaveURL(/\/jobs\/jobschedule/);
    await expect(page.getByRole('heading', { name: 'Job Schedule', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: monthTitle(now), level: 2 })).toBeVisible();

    // An entry sits on its job's start date, inside the month shown.
    const { entry, date, href } = await entryInMonth(page, now, '^="/jobs/"');
    expect(date.startsWith(yearMonth(now))).toBe(true);
    const id = Number(/^\/jobs\/(\d+)$/.exec(href)?.[1]);
    await expect.poll(() => answers.some((e) => e.Id === id)).toBe(true);
    const job = answers.find((e) => e.Id === id);
    expect(job, `calendar answer has job ${id}`).toBeTruthy();
    expect(localDay(String(job!.StartDate))).toBe(date);
    await expect(entry).toContainText(String(job!.LotGroupCode));
    await expectNoSeriousA11yViolations(page);

    // The month list view.
    await page.getByRole('tab', { name: 'List view' }).click();
    await expect(page.getByRole('tab', { name: 'List view' })).toHaveAttribute('aria-selected', 'true');
    const listed = page.locator('.schedule-calendar a[href^="/jobs/"]');
    await expect(listed.first()).toBeVisible();
    await expect(page.getByRole('heading', { name: monthTitle(now), level: 2 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('tab', { name: 'Month view' }).click();

    await (await entryInMonth(page, now, '^="/jobs/"')).entry.click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${id}(/notes)?$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(String(job!.LotGroupCode));
  });

  test('a deep link with a date opens that month; garbage filters are ignored; a repair entry opens its repair order', async ({
    page,
  }) => {
    const now = new Date();
    await signIn(page, 'staff');
    await expect(page.getByRole('button', { name: /Welcome/ })).toBeVisible();
    const answers = recordCalendarAnswers(page, '/api/repairOrder/calendar');
    const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
    await page.goto(
      `/jobs/repairSchedule?date=${pad(next.getMonth() + 1)}-01-${next.getFullYear()}&fieldManager=abc&subcontractor=x`,
    );
    await expect(page.getByRole('heading', { name: 'Repair Schedule', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: monthTitle(next), level: 2 })).toBeVisible();

    // The calendar follows later URL changes without reloading: a menu link (no date: this month),
    // then the back button (the linked month again).
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Repair Schedule' })
      .click();
    await expect(page.getByRole('heading', { name: monthTitle(now), level: 2 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/date=/);
    await expect(page.getByRole('heading', { name: monthTitle(next), level: 2 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );

    await page.getByRole('button', { name: /previous/i }).click();
    await expect(page.getByRole('heading', { name: monthTitle(now), level: 2 })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`date=${pad(now.getMonth() + 1)}-01-${now.getFullYear()}`));

    // A repair order sits on its request date, inside the month shown.
    const { entry, date, href } = await entryInMonth(page, now, '*="/repairOrder/edit/"');
    const [, jobId, orderId] = /^\/jobs\/(\d+)\/repairOrder\/edit\/(\d+)$/.exec(href) ?? [];
    expect(jobId && orderId, href).toBeTruthy();
    await expect.poll(() => answers.some((e) => e.Id === Number(orderId))).toBe(true);
    const order = answers.find((e) => e.Id === Number(orderId));
    expect(order, `calendar answer has repair order ${orderId}`).toBeTruthy();
    expect(order!.JobId).toBe(Number(jobId));
    expect(localDay(String(order!.RequestDate))).toBe(date);
    await expectNoSeriousA11yViolations(page);

    // The entry opens /jobs/{jobId}/repairOrder/edit/{id}. That screen comes with a later issue: until
    // then the app sends the unknown URL on to the start page, which is accepted here. A Ctrl-click
    // opens the entry in a new tab, which starts on the URL it was sent to.
    const target = `/jobs/${jobId}/repairOrder/edit/${orderId}`;
    const popup = page.context().waitForEvent('page');
    await entry.click({ modifiers: ['Control'] });
    const tab = await popup;
    // the new tab is created on the URL it was sent to (its first navigation)
    expect(new URL(tab.url()).pathname).toBe(target);
    await expect(tab).toHaveURL(new RegExp(`(${target}|/jobs/report)$`));
    await tab.close();
    // a plain click navigates in place, without reloading the page
    await entry.click();
    await expect(page).not.toHaveURL(/\/jobs\/repairSchedule/);
    await expect(page).toHaveURL(new RegExp(`(${target}|/jobs/report)$`));
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  });

  test('the month grid does not move as it draws: its weeks are as tall from the first drawing as when filled', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, 'staff');
    await expect(page.getByRole('button', { name: /Welcome/ })).toBeVisible();
    await recordLayoutShifts(page);
    await page.goto('/jobs/jobschedule');
    await expect(page.locator('.schedule-calendar a[href^="/jobs/"]').first()).toBeVisible();
    const weeks = page.getByRole('row', { name: /^Week \d+$/ });
    await expect(weeks).toHaveCount(6);
    // every week drawn (two weeks a frame), then a moment for a late shift
    await page.waitForTimeout(1000);
    const heights = await weeks.evaluateAll((rows) =>
      rows.map((row) => Math.round(row.getBoundingClientRect().height)),
    );
    // at least a sixth of the grid's width over FullCalendar's aspect ratio (a week with a busy day is taller)
    const width = await page
      .locator('.schedule-calendar')
      .evaluate((box) => box.getBoundingClientRect().width);
    for (const height of heights)
      expect(height, `${heights}`).toBeGreaterThanOrEqual(Math.floor(width / 1.35 / 6));
    const { shifts, total } = await layoutShifts(page);
    // was 0.16: every week grew from the height of its day numbers a frame after the first drawing
    expect(total, `layout shifts ${shifts}`).toBeLessThan(0.05);
  });

  test('a field manager chosen in the filters goes into the URL and shows by name when the link is opened again', async ({
    page,
  }) => {
    await signIn(page, 'staff');
    await expect(page.getByRole('button', { name: /Welcome/ })).toBeVisible();
    await page.goto('/jobs/jobschedule');
    await expect(page.getByRole('heading', { name: 'Job Schedule', level: 1 })).toBeVisible();
    // the filter is a light stand-in until the user reaches for it; then the picker takes over, keeping the typing
    const box = page.getByRole('combobox', { name: 'Field manager' });
    await box.click();
    await page.keyboard.type('Derek');
    await page.getByRole('option', { name: 'Derek Holt' }).click();
    await expect(page).toHaveURL(/fieldManager=\d+/);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Job Schedule', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Job Schedule' })).toContainText('Derek Holt');
    await expect(page.getByRole('combobox', { name: 'Field manager' })).toBeVisible();
  });

  test('a user without the permission sees neither calendar', async ({ page }) => {
    await signIn(page, 'client');
    await expect(page).toHaveURL(/\/access-denied$/);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Job Schedule' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Repair Schedule' })).toHaveCount(0);
    await page.goto('/jobs/jobschedule');
    await expect(page).toHaveURL(/\/access-denied$/);
    await page.goto('/jobs/repairSchedule');
    await expect(page).toHaveURL(/\/access-denied$/);
  });
});
