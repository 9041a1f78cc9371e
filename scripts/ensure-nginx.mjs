// Makes sure the deployment smoke test (npm run test:deploy) has nginx and envsubst, as ensure-browser.mjs does
// for the browser: NGINX when set, else nginx on the PATH or in /usr/sbin; when missing and running as root on
// Debian it installs Debian's nginx and gettext-base packages and says so. Otherwise the caller skips the smoke
// test with one line saying what to install.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { aptInstall } from './apt.mjs';

function onPath(name, extra = []) {
  for (const dir of [...(process.env.PATH ?? '').split(delimiter), ...extra]) {
    if (dir && existsSync(join(dir, name))) return join(dir, name);
  }
  return null;
}

/** @returns {{ nginx: string, envsubst: string } | null} the tools deploy/serve.sh needs, or null when one is missing. */
export function findNginx() {
  const nginx = process.env.NGINX || onPath('nginx', ['/usr/sbin', '/usr/local/sbin']);
  const envsubst = onPath('envsubst');
  if (!nginx || !existsSync(nginx) || !envsubst) return null;
  return { nginx, envsubst };
}

/** The version line nginx prints (null when it cannot say). */
export function nginxVersion(nginx) {
  const result = spawnSync(nginx, ['-v'], { encoding: 'utf8', timeout: 20_000 });
  return `${result.stderr ?? ''}${result.stdout ?? ''}`.trim().replace(/^nginx version:\s*/, '') || null;
}

/** The line that says what to install, for a machine where it cannot be installed here. */
export const MISSING_NGINX =
  "no nginx/envsubst for the deployment smoke test: install them (Debian: apt-get install -y nginx gettext-base) or set NGINX to nginx's executable";

/**
 * Finds nginx and envsubst; installs Debian's packages when they are missing and this runs as root on Debian.
 * @returns {{ nginx: string, envsubst: string } | null}
 */
export function ensureNginx() {
  const found = findNginx();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
  if (!isRoot || !isDebian || process.env.NGINX) return null;
  console.log("ensure-nginx: no nginx found; installing Debian's nginx and gettext-base packages");
  // The package would start a system nginx on port 80; the test runs its own. A policy-rc.d answering 101
  // ("action forbidden") keeps the package from starting services while it installs (when none is there).
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = !existsSync(policy);
  if (ownPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    aptInstall('ensure-nginx', ['nginx', 'gettext-base'], { recommends: false });
  } finally {
    if (ownPolicy) rmSync(policy, { force: true });
  }
  return findNginx();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const found = ensureNginx();
  if (!found) {
    console.log(`ensure-nginx: ${MISSING_NGINX}`);
    process.exit(1);
  }
  console.log(`ensure-nginx: using ${found.nginx} (${nginxVersion(found.nginx) ?? 'nginx'})`);
}
