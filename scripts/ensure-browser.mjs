// Makes sure the end-to-end tests have a Chromium, so that `npm ci && npm test` works on a fresh machine.
// Uses CHROMIUM_PATH, the system's Chromium or Playwright's own browser; when none is there it installs one
// (Debian's `chromium` package when running as root on Debian, else Playwright's own installer) and says so,
// or stops with one line saying what to install.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { aptInstall } from './apt.mjs';
import { browserVersion, findChromium } from './browser.mjs';

function run(command, args) {
  console.log(`ensure-browser: ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit' }).status === 0;
}

function install() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
  if (isRoot && isDebian) {
    console.log("ensure-browser: no Chromium found; installing Debian's chromium package");
    return aptInstall('ensure-browser', ['chromium']);
  }
  console.log("ensure-browser: no Chromium found; installing Playwright's own Chromium");
  return run('npx', ['playwright', 'install', 'chromium']);
}

let found;
try {
  found = findChromium();
} catch (error) {
  console.error(`ensure-browser: ${error.message}`);
  process.exit(1);
}
if (!found) {
  install();
  found = findChromium();
}
if (!found) {
  console.error(
    'ensure-browser: no Chromium for the end-to-end tests: install one (Debian: apt-get install -y chromium) or set CHROMIUM_PATH to its executable',
  );
  process.exit(1);
}
const version = browserVersion(found.executablePath);
console.log(`ensure-browser: using ${found.executablePath}${version ? ` (${version})` : ''}`);
