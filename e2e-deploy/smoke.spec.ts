import { request as httpRequest } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { APIResponse, BrowserContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, signIn, test } from '../e2e/fixtures';
import { DEPLOY_SETTINGS } from './settings';

/*
 * The deployment smoke test (issue 26 §2): the production build behind real nginx (deploy/serve.sh), both API
 * bases proxied to the mock API server. Headers, caching, the client-route fallback and the API's own 404 over
 * HTTP; then in Chromium a user's round through the screens that stretch the Content-Security-Policy (upload,
 * file viewer, download, print window, Excel export, the SSO window) with no policy violation reported.
 */

const JOB = 1001; // the seed's first job

/** A one-page PDF saying `text` (the file viewer shows it with the browser's PDF viewer, in a frame). */
function onePagePdf(text: string): Buffer {
  const content = `BT /F1 24 Tf 40 70 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** The directives of a Content-Security-Policy header: name → its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name.toLowerCase(), sources]),
  );
}

function header(response: APIResponse, name: string): string {
  return response.headers()[name.toLowerCase()] ?? '';
}

function expectSecurityHeaders(response: APIResponse) {
  const csp = directives(header(response, 'Content-Security-Policy'));
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
  expect(header(response, 'X-Content-Type-Options')).toBe('nosniff');
  expect(header(response, 'Referrer-Policy')).toBe('same-origin');
  expect(header(response, 'Permissions-Policy')).toContain('camera=()');
  expect(header(response, 'Permissions-Policy')).toContain('geolocation=()');
}

/**
 * Sends only the headers of an upload of `bytes` bytes, asking to go on (`Expect: 100-continue`), and returns
 * nginx's status: 100 when it would take the body, else its refusal.
 */
function statusOfUploadHeaders(baseURL: string, path: string, bytes: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, baseURL), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/octet-stream',
        'Content-Length': String(bytes),
        Expect: '100-continue',
      },
    });
    req.on('continue', () => {
      resolve(100);
      req.destroy();
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
      req.destroy();
    });
    req.on('error', reject);
    req.flushHeaders();
  });
}

/**
 * Collects, from every page of the context (popups too), the Content-Security-Policy violations the browser
 * reports (`securitypolicyviolation` events) and the console's policy errors.
 */
async function watchPolicies(context: BrowserContext) {
  const violations: string[] = [];
  const consoleErrors: string[] = [];
  await context.exposeBinding('__reportPolicyViolation', (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const report = (window as unknown as { __reportPolicyViolation: (text: string) => void })
          .__reportPolicyViolation;
        report(
          `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`,
        );
      },
      true,
    );
  });
  context.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy|Permissions[- ]Policy/i.test(message.text())) {
      consoleErrors.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
    }
  });
  return { violations, consoleErrors };
}

/** The CSP script-src hash sources of the page's inline scripts that run, computed by the browser itself. */
function inlineScriptHashes(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const runs = (s: HTMLScriptElement) => !s.src && ['', 'module', 'text/javascript'].includes(s.type);
    const scripts = [...document.querySelectorAll('script')].filter(runs);
    return Promise.all(
      scripts.map(async (s) => {
        const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(s.textContent ?? ''));
        return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
      }),
    );
  });
}

test.describe.configure({ mode: 'serial' });

test('nginx: security headers, caching, the client-route fallback, the API’s own 404 and the upload limit', async ({
  request,
  baseURL,
}) => {
  const page = await request.get('/');
  expect(page.status()).toBe(200);
  expect(header(page, 'Content-Type')).toContain('text/html');
  expect(header(page, 'Cache-Control')).toBe('no-cache');
  expectSecurityHeaders(page);
  const html = await page.text();

  // the runtime settings are in the page, and the policy names the configured SSO address
  expect(html).toContain(`<title>${DEPLOY_SETTINGS.APP_NAME}</title>`);
  const settings = /<script id="app-config" type="application\/json">([^<]*)<\/script>/.exec(html);
  expect(JSON.parse(settings?.[1] ?? 'null')).toMatchObject({
    appName: DEPLOY_SETTINGS.APP_NAME,
    ssoSiteUrl: DEPLOY_SETTINGS.SSO_SITE_URL,
  });
  const csp = directives(header(page, 'Content-Security-Policy'));
  expect(csp.get('form-action')).toContain(new URL(DEPLOY_SETTINGS.SSO_SITE_URL).origin);
  for (const directive of ['img-src', 'media-src', 'frame-src', 'connect-src'])
    expect(csp.get(directive), directive).toContain(DEPLOY_SETTINGS.FILE_ORIGINS);
  expect(csp.get('report-uri')).toEqual([DEPLOY_SETTINGS.CSP_REPORT_URI]);

  // every client route (a deep link, a reload on a job's tab) gets the same page, never cached
  for (const path of ['/index.html', `/jobs/${JOB}/files`, '/manages/contractors/5/documents', '/login']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    expect(header(answer, 'Cache-Control'), path).toBe('no-cache');
    expect(await answer.text(), path).toBe(html);
    expectSecurityHeaders(answer);
  }

  // the build's hashed files (the page's own and those its start-up script preloads): a year, immutable,
  // gzipped, and ASCII (vite.config.ts: a script or stylesheet with one character outside Latin-1 is held and
  // scanned by the browser as a two-byte string); a missing one is a 404, not the page
  const assets = [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]))];
  expect(assets.length).toBeGreaterThan(20);
  for (const path of assets) {
    const asset = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.status(), path).toBe(200);
    expect(header(asset, 'Cache-Control'), path).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(asset);
    // eslint-disable-next-line no-control-regex
    expect(/[^\x00-\x7f]/.exec(await asset.text())?.[0], path).toBeUndefined();
  }
  // the page's entry script (the start-up script's table of preloads comes before it in the page)
  const entryPath = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(assets).toContain(entryPath);
  const entry = await request.get(entryPath!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(header(entry, 'Content-Encoding')).toBe('gzip');
  // the chunks the first screen runs carry V8's compile hint on their first line (compiled whole as they arrive,
  // vite.config.ts compileHints); the route tables, of which one route's loader runs, do not
  expect((await entry.text()).startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
  const routesPath = assets.find((path) => /\/routes-[^/]*\.js$/.test(path));
  expect(routesPath).toBeDefined();
  expect((await (await request.get(routesPath!)).text()).includes('allFunctionsCalledOnLoad')).toBe(false);
  expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
  // the offline shell's service worker: a script at the root, asked again at each check (a new deployment's worker
  // is found at the next load), which precaches the build's files that exist
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(header(worker, 'Content-Type')).toContain('javascript');
  expect(header(worker, 'Cache-Control')).toBe('no-cache');
  const workerText = await worker.text();
  for (const path of assets.slice(0, 5)) expect(workerText, path).toContain(`"${path.slice(1)}"`);
  const missing = await request.get('/assets/no-such-chunk-0000.js');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).not.toContain('id="app-config"');
  // any other missing file (a name with an extension) is a 404 too, not the page with 200
  for (const path of ['/robots.txt', '/no-such-image.png', '/jobs/12/no-such-file.pdf']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(404);
    expect(await answer.text(), path).not.toContain('id="app-config"');
  }
  // the health check
  const health = await request.get('/healthz');
  expect(health.status()).toBe(200);
  expect(await health.text()).toBe('ok\n');

  // an unknown API path is the API's own 404 (JSON), through both bases, not the app's page
  for (const path of [
    '/daewon.api/api/no-such-call/12',
    '/daewon.api/api/no-such-call/12.pdf',
    '/membership.api/no-such-call',
  ]) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(404);
    expect(header(answer, 'Content-Type'), path).toContain('application/json');
    expect(await answer.text(), path).not.toContain('<html');
  }
  // a known call is proxied (here: refused without a token, by the API)
  const user = await request.get('/membership.api/auth/user');
  expect(user.status()).toBe(401);

  // uploads of a file up to the spec's 50 MB pass, with the form's other fields around it (the app sends one file a
  // call); a larger one is refused by nginx before it is sent
  const uploadPath = `/daewon.api/api/jobs/${JOB}/files`;
  expect(await statusOfUploadHeaders(baseURL!, uploadPath, 50 * 1024 * 1024 + 64 * 1024)).toBe(100);
  expect(await statusOfUploadHeaders(baseURL!, uploadPath, 51 * 1024 * 1024 + 1)).toBe(413);
});

test('Chromium: sign in, deep link, reload on a tab, legacy link, upload, viewer, download, print, Excel, SSO, with no policy violation', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const { violations, consoleErrors } = await watchPolicies(context);

  // the runtime settings: the app's name on the sign-in page and in the title
  const login = await page.goto('/login');
  await expect(page.getByText(DEPLOY_SETTINGS.APP_NAME)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveTitle(DEPLOY_SETTINGS.APP_NAME);
  // the policy's hashes are exactly those of the page's inline scripts, as the browser computes them
  const scriptSrc = directives((await login!.headerValue('Content-Security-Policy')) ?? '').get('script-src');
  const hashes = await inlineScriptHashes(page);
  expect(hashes.length).toBeGreaterThan(0);
  expect(scriptSrc?.filter((s) => s.startsWith("'sha"))).toEqual(hashes);
  await expectNoSeriousA11yViolations(page);

  await signIn(page, 'staff');
  await expect(page.getByRole('button', { name: /Welcome/ })).toBeVisible({ timeout: 30_000 });

  // a deep link by URL: a full page load of a job's tab
  await page.goto(`/jobs/${JOB}/files`);
  await expect(page.getByRole('table', { name: 'Contracts & POs' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Site Photos' }).click();
  const photos = page.getByRole('table', { name: 'Site Photos' });
  await expect(photos).toBeVisible();

  // upload through nginx (a 2 MB file goes through its temporary files) and the small one to view
  const stamp = Date.now() % 100000;
  const note = `smoke-${stamp}.txt`;
  const large = `survey-${stamp}.txt`;
  const drawing = `elevation-${stamp}.pdf`;
  await page.getByRole('button', { name: 'Upload Files' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Files' });
  await dialog.getByLabel('Files').setInputFiles([
    { name: note, mimeType: 'text/plain', buffer: Buffer.from('Rear wall: two cracked panels.') },
    { name: large, mimeType: 'text/plain', buffer: Buffer.alloc(2 * 1024 * 1024, 'survey line\n') },
    { name: drawing, mimeType: 'application/pdf', buffer: onePagePdf('Rear elevation') },
  ]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('dialog', { name: 'Upload complete' }).getByRole('button', { name: 'OK' }).click();
  await expect(photos.getByRole('button', { name: note, exact: true })).toBeVisible();
  await expect(photos.getByRole('button', { name: large, exact: true })).toBeVisible();

  // the file viewer (the file fetched with the token, shown from a blob: URL in a frame), then its download
  await photos.getByRole('button', { name: note, exact: true }).click();
  const viewer = page.getByRole('dialog', { name: note });
  await expect(viewer.frameLocator('iframe').locator('body')).toContainText('two cracked panels');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    viewer.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(await readFile((await download.path())!, 'utf8')).toBe('Rear wall: two cracked panels.');
  await viewer.getByRole('button', { name: 'Close' }).first().click();
  // a PDF: the browser's own viewer inside the frame (object-src 'none' must not stop it)
  await photos.getByRole('button', { name: drawing, exact: true }).click();
  const pdfViewer = page.getByRole('dialog', { name: drawing });
  const pdfFrame = pdfViewer.locator('iframe');
  await expect(pdfFrame).toHaveAttribute('src', /^blob:/);
  await expect
    .poll(async () => (await pdfFrame.elementHandle())?.contentFrame().then((f) => f?.url() ?? ''))
    .toMatch(/^blob:/);
  await pdfViewer.getByRole('button', { name: 'Close' }).first().click();

  // a reload on the job's tab: the same tab, with what the API now holds
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/jobs/${JOB}/files`));
  await page.getByRole('link', { name: 'Site Photos' }).click();
  await expect(
    page.getByRole('table', { name: 'Site Photos' }).getByRole('button', { name: note, exact: true }),
  ).toBeVisible({
    timeout: 30_000,
  });

  // an old #! bookmark reaches the clean URL
  await page.goto(`/#!/jobs/${JOB}/notes`);
  await expect(page).toHaveURL(new RegExp(`/jobs/${JOB}/notes$`), { timeout: 30_000 });
  await expect(page.getByLabel('Notes')).toBeVisible({ timeout: 30_000 });

  // a print window (the API's document, with its own inline styles, from a blob: URL) and an Excel export
  await page.goto('/repairOrdersReport');
  await expect(page.getByRole('table', { name: 'Repair orders' })).toBeVisible({ timeout: 30_000 });
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Print' }).click();
  const print = await popup;
  await print.waitForURL(/^blob:/);
  await print.waitForLoadState();
  await expect(print.locator('h1')).toBeVisible();
  await expect(print.locator('thead th').first()).toHaveCSS('background-color', 'rgb(238, 238, 238)');
  await print.close();
  const [excel] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export to Excel' }).click(),
  ]);
  expect(excel.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = await readFile((await excel.path())!);
  expect(workbook.subarray(0, 2).toString()).toBe('PK');
  await expectNoSeriousA11yViolations(page);

  // the SSO window: the brand clicked four times opens the configured address with the token
  await context.route(`${new URL(DEPLOY_SETTINGS.SSO_SITE_URL).origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>SSO</title><p>sibling site</p>' }),
  );
  const sso = context.waitForEvent('page');
  const brand = page.getByRole('banner').getByRole('link', { name: DEPLOY_SETTINGS.APP_NAME });
  // one quadruple click: four clicks within the 3 s window, however loaded the machine is
  await brand.click({ clickCount: 4 });
  const ssoPage = await sso;
  await ssoPage.waitForURL(/token=/);
  expect(ssoPage.url().startsWith(`${DEPLOY_SETTINGS.SSO_SITE_URL}?token=`)).toBe(true);
  await ssoPage.close();

  // not one violation on any of these screens and windows
  expect(violations).toEqual([]);
  expect(consoleErrors).toEqual([]);

  // and the watch works: an injected inline script is refused and reported
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.body.dataset.injected = "yes"';
    document.body.append(script);
  });
  await expect.poll(() => violations.length).toBe(1);
  expect(violations[0]).toMatch(/^script-src/);
  expect(await page.evaluate(() => document.body.dataset.injected)).toBeUndefined();
});
