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
];

/** The version line the browser prints, for the log (null when it cannot say). */
export function browserVersion(executablePath) {
  try {
    return execFileSync(executablePath, ['--version'], { encoding: 'utf8', timeout: 20_000 }).trim();
  } catch {
    return null;
  }
}
