import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Locator, type Page } from '@playwright/test';
import type { mockControl } from '../mocks/utils';

export const DEMO_PASSWORD = 'demo1234';
export type DemoAccount = 'admin' | 'staff' | 'finance' | 'payments' | 'subcontractor' | 'client';

/**
 * Signs in through the login page and waits until the app has left it (the start page's chunks and first
 * calls take a while on a loaded 2-core machine), unless the sign-in is meant to be refused.
 */
export async function signIn(
  page: Page,
  account: DemoAccount | string,
  password = DEMO_PASSWORD,
  { refused = false }: { refused?: boolean } = {},
) {
  const email = account.includes('@') ? account : `${account}@example.com`;
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (!refused) await expect(page).not.toHaveURL(/\/login(\?|$)/, { timeout: 40_000 });
}

/**
 * Picks an option of the react-select labelled `label` inside `scope`: opens it, types `option` when it is a text
 * (a picker that searches as the user types), and clicks the first option of that name.
 */
export async function pickOption(page: Page, scope: Locator | Page, label: RegExp, option: string | RegExp) {
  await scope.getByLabel(label).click();
  if (typeof option === 'string') await scope.getByLabel(label).fill(option);
  await page.getByRole('option', { name: option }).first().click();
}

/** Once the shell has drawn (the account menu shows), opens a screen from the side menu by its link's name. */
export async function openFromMenu(page: Page, link: string) {
  await expect(page.getByRole('button', { name: /Welcome/ })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: link }).click();
}

/**
 * Does `action` (a click that saves, deletes or changes something) and expects the toast `message` it brings.
 * A toast shows for 2 s (TOAST_DELAY_MS): the wait starts before the action and allows 30 s, so a save that
 * answers late on a loaded machine, or a check that starts after the toast has gone, is not taken for a failure.
 * A toast of the same text still showing from an earlier action counts (as `getByText(...).first()` would).
 */
export async function expectToast(page: Page, message: string, action: () => Promise<unknown>) {
  const shown = page.getByText(message).first().waitFor({ state: 'visible', timeout: 30_000 });
  try {
    await action();
  } catch (error) {
    shown.catch(() => undefined); // the action's failure is the one to report
    throw error;
  }
  await shown;
}

/**
 * Types a date into a date picker's field and closes its calendar with Escape, as a user does, then waits until the
 * picker has settled. After Escape the picker gives its field the focus back on a timer and takes it away on the next
 * frame: a fill of the next field that starts in between loses its focus half-way and types into nothing (a document
 * saved without its "Valid To" date, once in CI).
 */
export async function fillDate(field: Locator, text: string) {
  await field.fill(text);
  await field.press('Escape');
  await expect(field).toHaveValue(text);
  await expect(field.page().locator('.react-datepicker-popper')).toHaveCount(0);
  // a task after the picker's timer, then a frame after its frame callback, then a task after that frame
  await field
    .page()
    .evaluate(
      () =>
        new Promise<void>((settled) => setTimeout(() => requestAnimationFrame(() => setTimeout(settled)))),
    );
}

/**
 * No serious or critical axe violations on the page as it is now (or in the part `include` selects), once its colour
 * transitions have ended: a button just clicked fades between its hover and rest colours for 0.15 s, and axe
 * measured the contrast of a frame in between once (the deployment smoke test's Export to Excel, in CI).
 *
 * Axe runs in the page itself (legacy mode) and keeps the nodes of its violations only: the default mode finishes
 * every run in a new page of its own, which with the passes' nodes took 3.5 s a check on 2 cores against 1 s, and
 * 130 checks add up. The app has no frames of other origins, the one thing the default mode would check better.
 */
export async function expectNoSeriousA11yViolations(page: Page, { include }: { include?: string } = {}) {
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
      null,
      { timeout: 2000 },
    )
    .catch(() => undefined);
  const axe = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  const results = await (include ? axe.include(include) : axe).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/**
 * Records the layout shifts of the page's next loads (their sum is the Cumulative Layout Shift; a shift within half
 * a second of an input does not count, so open the screen with page.goto). Read them with `layoutShifts`.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts of the page so far (recordLayoutShifts): each one and their sum. */
export async function layoutShifts(page: Page) {
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
  return { shifts, total: shifts.reduce((sum, value) => sum + value, 0) };
}

/**
 * The window of a page on the browser's mock, with its controls (fault injection, mocks/utils.ts `mockControl`;
 * mocks/browser.ts puts them there): `(window as unknown as MockWindow).__mockApi.fail(...)` inside page.evaluate.
 */
export type MockWindow = { __mockApi: typeof mockControl & { reset: () => void } };

/** Each test runs in a fresh browser context, so it starts on fresh demo data and signed out. */
export const test = base;

/**
 * A longer journey's time limit: `ms`, doubled under CI (a shared 2-core machine whose speed varies by half from run
 * to run; playwright.config.ts doubles the default limits there too). A passing test still ends when it is done.
 */
export function allowTime(ms: number) {
  test.setTimeout(process.env.CI ? ms * 2 : ms);
}
export { expect };
