import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { DEPLOY_SETTINGS } from './e2e-deploy/settings';
import { CHROMIUM_ARGS, findChromium } from './scripts/browser.mjs';

/**
 * The deployment's smoke test (`npm run test:deploy`, part of `npm test`; scripts/test-deploy.mjs finds or
 * installs nginx first): the production build (mock off) served by real nginx through deploy/serve.sh, both API
 * bases proxied to the mock API server (`npm run mock:server`), driven in Chromium.
 * Ports: DEPLOY_PORT (nginx, default 4180) and DEPLOY_MOCK_PORT (the mock API, default 9091).
 */
const executablePath = findChromium()?.executablePath;
const PORT = Number(process.env.DEPLOY_PORT || 4180);
const MOCK_PORT = Number(process.env.DEPLOY_MOCK_PORT || 9091);
const ROOT = fileURLToPath(new URL('.', import.meta.url));
const DIST_DIR = `${ROOT}.deploy-dist/${PORT}`;

export default defineConfig({
  testDir: './e2e-deploy',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // the DOM at each step, without the screencast (playwright.config.ts)
    trace: { mode: 'retain-on-failure', screenshots: false },
    ...devices['Desktop Chrome'],
    viewport: { width: 1366, height: 768 },
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium' }],
  webServer: [
    {
      command: 'node scripts/mock-server.mjs',
      env: { MOCK_PORT: String(MOCK_PORT), MOCK_HOST: '127.0.0.1' },
      port: MOCK_PORT,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      // the production build with the mock off, then nginx in the foreground with the template filled in
      command: `npx vite build --logLevel warn --outDir ${DIST_DIR} --emptyOutDir && ` + `sh deploy/serve.sh`,
      env: {
        VITE_MOCK_API: 'false',
        DIST_DIR,
        RUN_DIR: `${ROOT}.deploy-run/${PORT}`,
        LISTEN: `127.0.0.1:${PORT}`,
        DAEWON_API_URL: `http://127.0.0.1:${MOCK_PORT}`,
        MEMBERSHIP_API_URL: `http://127.0.0.1:${MOCK_PORT}`,
        ACCESS_LOG: 'off',
        ...DEPLOY_SETTINGS,
      },
      url: `http://127.0.0.1:${PORT}/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
});
