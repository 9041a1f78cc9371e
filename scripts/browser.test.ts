import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROWSER_UI_FEATURES, CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from './browser.mjs';

/** The names in the installed Playwright's own `disabledFeatures = [...]` list (its Chromium launch switches). */
function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const lib = join(dirname(require.resolve('playwright-core/package.json')), 'lib');
  const files = readdirSync(lib, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
  for (const file of files) {
    const text = readFileSync(join(lib, file), 'utf8');
    const list = /disabledFeatures\s*=\s*\[([\s\S]*?)\]\s*\.filter/.exec(text);
    if (list) return [...list[1].matchAll(/["']([A-Za-z0-9]+)["']/g)].map((m) => m[1]);
  }
  throw new Error(
    "playwright-core's list of disabled Chromium features was not found: check scripts/browser.mjs",
  );
}

describe('the Chromium launch arguments', () => {
  it('keep every feature Playwright turns off (Chromium keeps only the last --disable-features)', () => {
    const installed = playwrightDisabledFeatures();
    expect(installed.length).toBeGreaterThan(5);
    expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual([...installed].sort());
  });

  it("turn off the browser window's own pages too, in a single --disable-features", () => {
    const switches = CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    const names = switches[0].slice('--disable-features='.length).split(',');
    expect(names).toEqual(expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_FEATURES]));
    expect(BROWSER_UI_FEATURES).toContain('WebUIOmniboxPopup');
  });
});
