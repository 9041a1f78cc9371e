// Finds the Chromium the end-to-end tests (and the bench) drive, in this order: CHROMIUM_PATH, the system's
// Chromium (Debian's package, or another Chromium/Chrome on the PATH), Playwright's own browser cache.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { chromium } from '@playwright/test';

const SYSTEM_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && existsSync(join(dir, name))) return join(dir, name);
  }
  return null;
}

/**
 * @returns {{ kind: 'env' | 'system' | 'playwright', executablePath: string } | null} the browser to use, or
 * null when none is installed. A CHROMIUM_PATH that names no file is an error, not a fallback.
 */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} names no file`);
    return { kind: 'env', executablePath: fromEnv };
  }
  for (const path of ['/usr/bin/chromium', ...SYSTEM_NAMES.map(onPath)]) {
    if (path && existsSync(path)) return { kind: 'system', executablePath: path };
  }
  const own = chromium.executablePath();
  if (own && existsSync(own)) return { kind: 'playwright', executablePath: own };
  return null;
}

/**
 * The features Playwright turns off in every Chromium it launches (playwright-core's `chromiumSwitches`). Chromium
 * keeps only the last `--disable-features` of its command line, and Playwright puts the arguments it is given after
 * its own: a list of ours would drop these, so ours carries them too. `browser.test.ts` holds this list to the
 * installed Playwright's.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The browser window's own pages, which are no part of the page under test. Chromium's headless mode is the whole
 * browser: every new context opens a window, and each window loaded the address bar's popup (a WebUI page of about
 * 200 files with a renderer of its own, twice) and preloaded the browser's other WebUI pages. On a 2-core machine
 * that took about 2 s of CPU per context, while the page loaded: the bench's sign-in form took 1.95 s at 4x with it
 * and 0.93 s without (docs/performance.md, 2026-12-04, twenty-ninth run).
 */
export const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'PreloadTopChromeWebUI'];

/** The launch arguments that work on these machines (closed network, root, no GPU). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_FEATURES].join(',')}`,
];

/** The version line the browser prints, for the log (null when it cannot say). */
export function browserVersion(executablePath) {
  try {
    return execFileSync(executablePath, ['--version'], { encoding: 'utf8', timeout: 20_000 }).trim();
  } catch {
    return null;
  }
}
