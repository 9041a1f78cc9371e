// Installs Debian's packages for the test command on a fresh machine (ensure-browser.mjs, ensure-nginx.mjs; as root):
// `apt-get update`, then `apt-get install`. It asks no questions (DEBIAN_FRONTEND=noninteractive), waits at most two
// minutes for another apt's lock, gives up on a mirror that stops answering, and never takes more than ten minutes:
// an install that cannot finish says so and the caller goes on to its own message, rather than the run hanging until
// CI's limit.
import { spawnSync } from 'node:child_process';

const OPTIONS = [
  '-o',
  'DPkg::Lock::Timeout=120',
  '-o',
  'Acquire::http::Timeout=60',
  '-o',
  'Acquire::Retries=3',
];
const STEP_TIMEOUT_MS = 10 * 60_000;

function aptGet(who, args) {
  console.log(`${who}: apt-get ${args.join(' ')}`);
  const result = spawnSync('apt-get', [...OPTIONS, ...args], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    timeout: STEP_TIMEOUT_MS,
  });
  if (result.error) console.log(`${who}: apt-get ${args[0]} did not finish: ${result.error.message}`);
  return result.status === 0;
}

/**
 * Installs `packages` with Debian's apt-get; `who` prefixes what it prints.
 * @param {string} who
 * @param {string[]} packages
 * @param {{ recommends?: boolean }} [options] recommends: false adds --no-install-recommends
 * @returns {boolean} whether both steps succeeded
 */
export function aptInstall(who, packages, { recommends = true } = {}) {
  return (
    aptGet(who, ['update', '-qq']) &&
    aptGet(who, ['install', '-y', '-qq', ...(recommends ? [] : ['--no-install-recommends']), ...packages])
  );
}
