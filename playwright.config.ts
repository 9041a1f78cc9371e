import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/browser.mjs';

/**
 * The browser: CHROMIUM_PATH, the system's Chromium, or Playwright's own (scripts/browser.mjs);
 * `npm run test:e2e` installs one first when none is there (scripts/ensure-browser.mjs).
 */
const executablePath = findChromium()?.executablePath;
const PORT = Number(process.env.E2E_PORT || 4173);

/**
 * CI runs on a shared 2-core machine whose speed varies by half from run to run: it gives every wait twice the time
 * (a wait that passes only ends sooner; these bound how long a real hang takes to report).
 */
const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: './e2e',
  timeout: CI ? 120_000 : 60_000,
  expect: { timeout: CI ? 15_000 : 7_000 },
  // a run that hangs (a browser that no longer answers, say) ends with its report rather than at CI's own limit
  globalTimeout: CI ? 55 * 60_000 : 0,
  fullyParallel: true,
  workers: 2,
  retries: CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // a failed test keeps its trace: the DOM at each step, without the screencast (a JPEG of every frame the page
    // draws, which took as much CPU as the page itself and made each test about twice as long on 2 cores)
    trace: { mode: 'retain-on-failure', screenshots: false },
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    // each port builds into its own folder, so that several runs (different E2E_PORT) never share a build
    command: `npx vite build --mode test --logLevel warn --outDir .e2e-dist/${PORT} --emptyOutDir && npx vite preview --outDir .e2e-dist/${PORT} --port ${PORT} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}/login`,
    reuseExistingServer: !CI,
    timeout: 180_000,
  },
});
