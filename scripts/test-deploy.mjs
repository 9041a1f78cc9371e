// npm run test:deploy: the deployment smoke test (playwright.deploy.config.ts, e2e-deploy/). Finds or installs
// nginx first (ensure-nginx.mjs) and skips with one line when it cannot; finds or installs the browser
// (ensure-browser.mjs); then runs the smoke test, passing on any extra arguments to Playwright.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { MISSING_NGINX, ensureNginx, nginxVersion } from './ensure-nginx.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const found = ensureNginx();
if (!found) {
  console.log(`test:deploy: skipped, ${MISSING_NGINX}`);
  process.exit(0);
}
console.log(`test:deploy: nginx ${found.nginx} (${nginxVersion(found.nginx) ?? 'version unknown'})`);

const run = (command, args) => spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' }).status ?? 1;
const browser = run(process.execPath, ['scripts/ensure-browser.mjs']);
if (browser !== 0) process.exit(browser);
process.exit(
  run('npx', ['playwright', 'test', '-c', 'playwright.deploy.config.ts', ...process.argv.slice(2)]),
);
