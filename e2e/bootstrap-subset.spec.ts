import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

/*
 * The build ships only the Bootstrap rules the app can use (scripts/bootstrap-subset.mjs). On each screen and state
 * below, every element (and its ::before and ::after) must look exactly as it does with the whole of Bootstrap:
 * the same page is measured with the build's stylesheet, then again with Bootstrap's own file put in front of it.
 * A rule the subset lost shows as an element whose computed style changes.
 */

const FULL_BOOTSTRAP = readFileSync(
  createRequire(import.meta.url).resolve('bootstrap/dist/css/bootstrap.min.css'),
  'utf8',
);

const PROPERTIES = [
  'display',
  'position',
  'top',
  'left',
  'float',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border-top-width',
  'border-top-style',
  'border-top-color',
  'border-right-width',
  'border-bottom-width',
  'border-left-width',
  'border-radius',
  'color',
  'background-color',
  'background-image',
  'font-size',
  'font-weight',
  'font-style',
  'font-family',
  'line-height',
  'text-align',
  'text-decoration-line',
  'text-transform',
  'white-space',
  'vertical-align',
  'visibility',
  'opacity',
  'overflow-x',
  'overflow-y',
  'flex-direction',
  'flex-wrap',
  'flex-grow',
  'flex-shrink',
  'justify-content',
  'align-items',
  'gap',
  'width',
  'height',
  'max-width',
  'min-width',
  'box-shadow',
  'cursor',
  'z-index',
  'transform',
  'list-style-type',
  'outline-style',
  'pointer-events',
  'user-select',
  'content',
  'table-layout',
  'border-collapse',
];

/** Each element's computed style, keyed by its place in the page. */
function computedStyles(page: Page) {
  return page.evaluate((properties) => {
    const place = (el: Element) => {
      const parts: string[] = [];
      for (let e: Element | null = el; e && e !== document.documentElement; e = e.parentElement)
        parts.unshift(`${e.tagName.toLowerCase()}:${[...(e.parentElement?.children ?? [])].indexOf(e)}`);
      return parts.join('>');
    };
    const styles: Record<string, string> = {};
    for (const el of document.querySelectorAll('body *'))
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(el, pseudo);
        if (pseudo && (style.content === 'none' || style.content === 'normal')) continue;
        styles[`${place(el)}${pseudo ?? ''} (${el.getAttribute('class') ?? ''})`] = properties
          .map((p) => `${p}: ${style.getPropertyValue(p)}`)
          .join('; ');
      }
    return styles;
  }, PROPERTIES);
}

/**
 * The elements whose style changes when the whole of Bootstrap comes in front of the build's stylesheet: none. The
 * page is measured before, with and after it; an element that changed by itself meanwhile (a row drawn a frame
 * later, a menu's animation) is not counted.
 */
async function expectBootstrapRulesKept(page: Page) {
  const before = await computedStyles(page);
  await page.evaluate(
    (css) =>
      new Promise<void>((resolve) => {
        const style = document.createElement('style');
        style.id = 'whole-bootstrap';
        style.textContent = css;
        document.head.prepend(style);
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
    FULL_BOOTSTRAP,
  );
  const whole = await computedStyles(page);
  await page.evaluate(() => document.getElementById('whole-bootstrap')?.remove());
  const after = await computedStyles(page);
  const steady = Object.keys(before).filter((place) => after[place] === before[place]);
  expect(steady.length).toBeGreaterThan(20);
  const changed = steady.filter((place) => place in whole && whole[place] !== before[place]);
  expect(
    changed.slice(0, 5).map((place) => {
      const build = before[place].split('; ');
      const full = whole[place].split('; ');
      return `${place}: ${build.filter((v, i) => v !== full[i]).join('; ')} (whole Bootstrap: ${full.filter((v, i) => v !== build[i]).join('; ')})`;
    }),
  ).toEqual([]);
}

test.describe("Bootstrap's rules in the build", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('staff: the job list, its add form and its message, the account menu, the approve table', async ({
    page,
  }) => {
    await signIn(page, 'staff');
    await page.goto('/jobs');
    await expect(page.getByRole('table', { name: 'Jobs' }).locator('tbody tr td').first()).toBeVisible({
      timeout: 30_000,
    });
    await expectBootstrapRulesKept(page);

    await page.getByRole('button', { name: 'Add Job' }).click();
    const form = page.getByRole('dialog', { name: 'Create Job' });
    await form.getByRole('button', { name: 'Save' }).click();
    // the form's own message over it (A §2: "Please select Job Site")
    const missing = page.getByRole('dialog', { name: 'Job Site missing' });
    await expect(missing).toBeVisible();
    await expectBootstrapRulesKept(page);
    await missing.getByRole('button', { name: 'OK' }).click();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();

    await page.getByRole('button', { name: /Welcome/ }).click();
    await expect(page.getByRole('button', { name: 'Change Password' })).toBeVisible();
    await expectBootstrapRulesKept(page);
    await page.keyboard.press('Escape');

    await page.goto('/approveWorkLogs');
    await expect(page.locator('table tbody tr td').first()).toBeVisible({ timeout: 30_000 });
    await expectBootstrapRulesKept(page);
  });

  test('finance: the unpaid invoices and a job payment detail', async ({ page }) => {
    await signIn(page, 'finance');
    await page.goto('/invoicesList/?currentFilter=unpaid');
    await expect(page.locator('table tbody tr td').first()).toBeVisible({ timeout: 30_000 });
    await expectBootstrapRulesKept(page);
    await page.goto('/jobs/1001/paymentDetail');
    await expect(page.getByRole('table', { name: 'Payment records' })).toBeVisible({ timeout: 30_000 });
    await expectBootstrapRulesKept(page);
  });

  test("subcontractor: the work logs and the sign-in page's refusal", async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'subcontractor', 'wrong-password', { refused: true });
    await expect(page.getByRole('alert')).toBeVisible({ timeout: 30_000 });
    await expectBootstrapRulesKept(page);
    await signIn(page, 'subcontractor');
    await page.goto('/workLogs');
    await expect(page.locator('table tbody tr td').first()).toBeVisible({ timeout: 30_000 });
    await expectBootstrapRulesKept(page);
  });
});
