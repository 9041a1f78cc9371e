/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { cspHashesPlugin } from './deploy/csp.mjs';
import { bootstrapSubsetPlugin } from './scripts/bootstrap-subset.mjs';
import { withoutMockWorker } from './scripts/mock-worker.mjs';
import { noApiHere } from './scripts/no-api-here.mjs';
import { FIRST_REQUEST_PATHS } from './src/app/first-request-paths.js';
import { FIRST_EXTRAS, FIRST_SCREENS } from './src/app/first-screens.js';
import { pathnameSegments, pathSegments, segmentsMatch } from './src/app/path-pattern.js';

/** The shell's module (the signed-in screens' layout): its chunk is preloaded, and compiled whole, with the entry. */
const SHELL_MODULE = '/src/app/shell/app-layout.tsx';

/**
 * Signed in, the first screen needs the shell, the features' route tables (src/app/router.tsx) and the first
 * requests' lines of the area its URL names (src/app/first-requests.ts): the page asks for them while the entry
 * loads, not after it has run. Signed out (the sign-in page), nothing more is fetched.
 * The scripts are preloaded as modules (`modulepreload`): the browser compiles a module on a background thread as
 * it arrives, and the import then only links and runs it. A `preload` as a (classic) script fetched it without
 * that, and its import compiled it again on the main thread ("wrong script type" in a trace: about 90–150 ms at 4x
 * for the job list's chunks).
 */
function signedInPreload(tokenKey: string): Plugin {
  let base = '/';
  return {
    name: 'signed-in-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    // the areas' first-request lines are chunks of their own that only this page script names (the entry imports
    // what the script found for the URL: it carries no list of them)
    buildStart() {
      for (const area of Object.keys(FIRST_REQUEST_PATHS))
        this.emitFile({
          type: 'chunk',
          id: `src/features/${area}/first-requests.ts`,
          preserveSignature: 'strict',
        });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const entry = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith('index.html'));
        const shell = chunks.find((c) => c.facadeModuleId?.endsWith(SHELL_MODULE));
        if (!entry || !shell) return;
        let seen = new Set<string>();
        const walk = (file: string, into?: string[]) => {
          if (seen.has(file)) return;
          seen.add(file);
          into?.push(file);
          byFile.get(file)?.imports.forEach((f) => walk(f, into));
        };
        walk(entry.fileName);
        const files: string[] = [];
        walk(shell.fileName, files);
        // the shell's files, then per URL pattern what the screen needs first, as indexes into one table of files:
        // [patterns as segments (src/app/path-pattern.ts), file indexes, whether its first file is an area's
        // first-request lines]
        const table: string[] = [];
        const at = (file: string) => {
          const href = `${base}${file}`;
          const i = table.indexOf(href);
          return i >= 0 ? i : table.push(href) - 1;
        };
        // with the shell's style sheets (fetched only, as below)
        const shellFiles = [
          ...files,
          ...files.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]),
        ].map(at);
        const preloaded = seen;
        const filesOf = (chunk: { fileName: string }) => {
          const found: string[] = [];
          seen = new Set(preloaded);
          walk(chunk.fileName, found);
          // a screen's style sheets too (fetched only: React Router's import adds them in their order)
          const css = found.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
          return [...found, ...css].map(at);
        };
        // the first requests' lines of the areas the URL names (src/app/first-request-paths.ts), so that the screen's
        // data leaves with the session calls; the script tells the entry which area chunks matched
        // (window.__firstRequestChunks)
        const lines = Object.entries(FIRST_REQUEST_PATHS).flatMap(([area, paths]) => {
          const chunk = chunks.find((c) =>
            c.facadeModuleId?.endsWith(`/src/features/${area}/first-requests.ts`),
          );
          return chunk ? [[paths.map(pathSegments), filesOf(chunk), 1]] : [];
        });
        // the screen's own chunks (src/app/first-screens.ts), so that its code is in when its data is
        // (the most specific first: the script takes the first screen that matches, as React Router ranks them; a
        // pattern ending in a splat, which matches every deeper URL, after all those that match a whole path)
        const rank = (path: string) => (path.match(/:/g)?.length ?? 0) + (path.endsWith('*') ? 100 : 0);
        const screens = Object.entries(FIRST_SCREENS)
          .sort(([a], [b]) => rank(a) - rank(b))
          .map(([path, modules]) => [
            [pathSegments(path)],
            [
              ...modules.map((module) => `/src/features/${module}`),
              ...(FIRST_EXTRAS[path] ?? []).map((module) => `/src/${module}`),
            ].flatMap((file) => {
              // its own chunk, or the shared chunk that holds it (a screen that another screen imports too)
              const chunk =
                chunks.find((c) => c.facadeModuleId?.endsWith(file)) ??
                chunks.find((c) => c.moduleIds.some((id) => id.endsWith(file)));
              if (!chunk)
                throw new Error(`signedInPreload: no chunk holds ${file} (src/app/first-screens.ts)`);
              return filesOf(chunk);
            }),
            0,
          ]);
        // every page, the sign-in page too, starts with the language files: fetched with the entry
        const locales = chunks.find((c) => c.name === 'locales' && !c.isEntry);
        return [
          ...(locales
            ? [
                {
                  tag: 'link',
                  injectTo: 'head' as const,
                  attrs: { rel: 'modulepreload', crossorigin: '', href: `${base}${locales.fileName}` },
                },
              ]
            : []),
          {
            tag: 'script',
            injectTo: 'head-prepend',
            children: `try{if(localStorage.getItem(${JSON.stringify(tokenKey)})){const F=${JSON.stringify(table)},s=new Set(),p=(i)=>{if(s.has(i))return;s.add(i);const l=document.createElement('link'),h=F[i];if(h.endsWith('.css')){l.rel='preload';l.as='style'}else l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)};${JSON.stringify(shellFiles)}.forEach(p);const a=[],u=(${String(pathnameSegments)})(location.pathname),t=${String(segmentsMatch)};let m=0;for(const[r,f,l]of ${JSON.stringify([...lines, ...screens])})if((l||!m)&&r.some((x)=>t(x,u))){if(l)a.push(F[f[0]]);else m=1;f.forEach(p)}window.__firstRequestChunks=a}}catch(e){}`,
          },
        ];
      },
    },
  };
}

/**
 * The chunks the first screen runs are compiled whole as they stream in (V8's `//# allFunctionsCalledOnLoad`,
 * Chrome 136 and later; other browsers read a comment). Without it V8 compiles a function only when it is first
 * called, on the main thread: about 1,600 functions before the job list's first row. With it they are compiled on
 * a background thread while the page loads; about 70 are left, in the files without the hint. In traces of the job
 * list at 4x the main thread's compiling fell from 0.8–1.5 s to 0.45–0.7 s. The start-up chunk then takes about
 * 1 s to compile on its thread (about 0.25 s lazily), so the entry may run later, but what the first row waits for
 * after it is shorter (the bench: data in → first row painted about a third less).
 * Only the chunks nearly all of whose code runs when a screen opens: the entry and the start-up chunks (React, the
 * router, the query and HTTP clients, Bootstrap's components), the shell, the kits the screens share, and the
 * modules a URL opens first (src/app/first-screens.ts: the screens, their first tabs and their areas' small loaders'
 * modules). Not the route tables of every area, of which one route's loader runs, nor what loads on demand (the
 * workbook export, the calendar, the chart), of which much never runs.
 * The comment must come first in the file, so it is added once the bundle is complete (Vite puts its preload map at
 * the top then); the file's name hashes the code without it, which is a fixed function of the chunk: one name
 * still means one content.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
function compileHints(): Plugin {
  const groups = new Set([
    'core',
    'ui',
    'start',
    'lists',
    'common',
    'list-kit',
    'picker-kit',
    'jobs-kit',
    // the forms' and the detail pages' shared components, drawn whole when such a screen opens (not the areas' API
    // kits, whose mutations run only when used, nor the form and validation libraries)
    'form-kit',
    'details-kit',
    'print-export',
  ]);
  const screens = [
    ...Object.values(FIRST_SCREENS)
      .flat()
      .map((module) => `/src/features/${module}`),
    ...Object.values(FIRST_EXTRAS)
      .flat()
      .map((module) => `/src/${module}`),
  ];
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const facade = chunk.facadeModuleId ?? '';
          const runsFirst =
            chunk.isEntry ||
            groups.has(chunk.name) ||
            facade.endsWith(SHELL_MODULE) ||
            screens.some((module) => facade.endsWith(module));
          if (runsFirst) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        }
      },
    },
  };
}

/**
 * The forms' validation library (zod, 85 KB) loads with a form: a dialog when it opens, an edit mode when editing
 * starts, a form tab through its loader. A first screen that imports it for a constant (the role list did, for its
 * form's draft id) or for an edit mode it does not show yet (a role's info tab did) makes every cold start of that
 * screen fetch and compile it before the first paint; the build fails instead.
 */
function firstScreensWithoutValidation(): Plugin {
  return {
    name: 'first-screens-without-validation',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const needsValidation = (fileName: string, seen = new Set<string>()): boolean => {
        if (seen.has(fileName)) return false;
        seen.add(fileName);
        const chunk = byFile.get(fileName);
        if (!chunk) return false;
        if (chunk.moduleIds.some((id) => /[\\/]node_modules[\\/]zod[\\/]/.test(id))) return true;
        return chunk.imports.some((f) => needsValidation(f, seen));
      };
      for (const module of new Set(Object.values(FIRST_SCREENS).flat())) {
        const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/src/features/${module}`));
        if (chunk && needsValidation(chunk.fileName))
          throw new Error(
            `first-screens-without-validation: ${module} (src/app/first-screens.ts) imports zod before its first paint`,
          );
      }
    },
  };
}

/**
 * React Router's package names only its development build (its exports have no production condition), with its
 * development warnings on (remix-run/react-router#14102, #14753): a production build takes its production files,
 * which differ only in having them off.
 */
const reactRouterProduction = [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(
      new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
    ),
  },
  {
    find: /^react-router\/dom$/,
    replacement: fileURLToPath(
      new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
    ),
  },
];

/**
 * Stylesheets in ASCII: the CSS minifier writes escapes such as Bootstrap's `"\2014 \00A0"` as the characters
 * themselves, and one character outside Latin-1 makes the browser hold the whole 230 KB stylesheet as a two-byte
 * string (decoded and tokenised on the slower path). Written back as CSS escapes (`\2014 `), which mean the same;
 * the scripts are kept ASCII by the bundler's own `charset` option (below). The file's name hashes the CSS before
 * this rewrite, which is a fixed function of it: one name still means one content.
 */
function asciiCss(): Plugin {
  return {
    name: 'ascii-css',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
        const text = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
        // eslint-disable-next-line no-control-regex
        file.source = text.replace(/[^\x00-\x7f]/gu, (ch) => `\\${ch.codePointAt(0)?.toString(16)} `);
      }
    },
  };
}

/**
 * The production app's service worker (src/app/offline/sw.ts, built into sw.js): the app opens without
 * a connection. Only in builds with the mock off: the demo API's own worker (MSW) holds the same scope.
 */
function offlineShell(enabled: boolean) {
  return VitePWA({
    disable: !enabled,
    strategies: 'injectManifest',
    srcDir: 'src/app/offline',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      // the build's own files; the workbook export's library (0.9 MB) is left to the network: an export needs it
      globPatterns: ['assets/**/*.{js,css,png,svg,woff2}', 'favicon-*.png'],
      globIgnores: ['assets/exceljs*'],
      maximumFileSizeToCacheInBytes: 1_000_000,
      // hashed names: fetched as they are, never with a revision parameter
      dontCacheBustURLsMatching: /^assets\//,
    },
  });
}

export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const proxyTarget = env.API_PROXY_TARGET;
  const daewonBase = env.VITE_DAEWON_API_BASE || '/daewon.api';
  const membershipBase = env.VITE_MEMBERSHIP_API_BASE || '/membership.api';
  return {
    plugins: [
      react(),
      bootstrapSubsetPlugin(),
      signedInPreload('AuthToken'),
      compileHints(),
      firstScreensWithoutValidation(),
      asciiCss(),
      cspHashesPlugin(),
      offlineShell(command === 'build' && env.VITE_MOCK_API === 'false'),
      withoutMockWorker(env.VITE_MOCK_API === 'false'),
      // with a real API behind the dev server's proxy, its calls go there
      ...(proxyTarget ? [] : [noApiHere([daewonBase, membershipBase])]),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        { find: '@mocks', replacement: fileURLToPath(new URL('./mocks', import.meta.url)) },
        { find: '@locales', replacement: fileURLToPath(new URL('./locales', import.meta.url)) },
        ...(command === 'build' && mode !== 'development' ? reactRouterProduction : []),
      ],
    },
    server: {
      // With the mock API switched off, the dev server forwards both API bases to a real server.
      proxy: proxyTarget
        ? {
            [daewonBase]: { target: proxyTarget, changeOrigin: true },
            [membershipBase]: { target: proxyTarget, changeOrigin: true },
          }
        : undefined,
    },
    // The language files become JSON.parse calls, not object literals: V8 parses JSON faster than it compiles the
    // same data as JavaScript, on the main thread as the start-up module is instantiated.
    json: { stringify: true, namedExports: false },
    build: {
      manifest: true,
      sourcemap: false,
      chunkSizeWarningLimit: 800,
      // every browser the app supports preloads modules itself
      modulePreload: {
        polyfill: false,
        // the first requests' table is preloaded by index.html when a token is stored (signedInPreload): the entry
        // carries no list of its chunks (which every page, the sign-in page too, would download)
        resolveDependencies: (filename, deps) =>
          /(^|\/)first-requests-[^/]*\.js$/.test(filename) ? [] : deps,
      },
      rolldownOptions: {
        output: {
          // Scripts in ASCII (non-ASCII characters in strings as escapes): a chunk with one character outside
          // Latin-1 (an ellipsis in a message, an arrow in a sort button) is held and scanned as a two-byte string.
          charset: 'ascii',
          codeSplitting: {
            groups: [
              // What every page needs to start (React, the router, i18n, the HTTP and query clients): one chunk
              // that compresses better than the handful the bundler would otherwise cut it into.
              {
                name: 'core',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|use-sync-external-store|axios|@tanstack[\\/](query-core|react-query))[\\/]/,
              },
              // Bootstrap's React components and their helpers: every screen's shell uses them; as one chunk they
              // are one request, not twenty (the browser opens only six connections to a host at once, and the
              // screen's API calls wait behind a long queue of small chunks).
              {
                name: 'ui',
                test: /node_modules[\\/](react-bootstrap(?![\\/]esm[\\/](Modal|AbstractModalHeader|BootstrapModalManager|Toast)[A-Za-z]*\.js)|@restart(?![\\/]ui[\\/]esm[\\/]Modal[A-Za-z]*\.js)|react-transition-group|dom-helpers|prop-types|warning|invariant|uncontrollable|classnames|@babel[\\/]runtime|react-lifecycles-compat|@popperjs)[\\/]/,
              },
              {
                name: 'ui-overlays',
                test: /node_modules[\\/](react-bootstrap[\\/]esm[\\/](Modal|AbstractModalHeader|BootstrapModalManager|Toast)|@restart[\\/]ui[\\/]esm[\\/]Modal)[A-Za-z]*\.js$/,
              },
              // The language files: one request (A §1: per-module files, merged)
              { name: 'locales', test: /[\\/]locales[\\/]en[\\/]|[\\/]src[\\/]lib[\\/]locale-files\.ts$/ },
              // Spanish (issue 25 §4): its own chunk, fetched only when Spanish is chosen
              {
                name: 'locales-es',
                test: /[\\/]locales[\\/]es[\\/]|[\\/]src[\\/]lib[\\/]locale-files-es\.ts$/,
              },
              // The app's own start-up code (session, API client, route tables' helpers) and the few small helpers
              // nearly every screen uses (feedback, the delete confirmation, the lazy dialog, reopening a form's
              // draft), with the shell's small pieces the sign-in page shares (drafts, impersonation, the demo reset
              // button, the logo: under 1 KB each, a request of their own each): one request.
              {
                name: 'start',
                test: /[\\/]src[\\/](lib[\\/](api-client|api-error|api-ready|busy|config|query-client|session|routing|permissions|demo|route-ids)|api[\\/](auth|auth-keys|roles)|components[\\/](feedback[\\/](feedback-store|use-feedback|confirmed-delete|notify-save-error)|modal[\\/]lazy-dialog|access[\\/]impersonation|brand[\\/]logo|form[\\/](use-reopen-draft|field-control))|lib[\\/](when-idle|use-after-paint|lazy-after-paint|drafts)|features[\\/]auth[\\/]reset-demo-button)\.tsx?$|vite[\\/]preload-helper/,
              },
              // The lists' request side (URL parameters → data-table request and query): the route tables use it,
              // and so do the first requests' lines (src/app/first-requests.ts), without waiting for the route
              // tables to load and run.
              {
                name: 'lists',
                test: /[\\/]src[\\/](lib[\\/]list-params|components[\\/]data-table[\\/]table-query|features[\\/]jobs[\\/]job-list[\\/]job-list-(source|params))\.ts$/,
              },
              // The groups below (issue 27 §2): each chunk a screen needs costs the page a fetch, a compile and an
              // instantiation on the main thread before its first row (the job dashboard needed 35 files, the job
              // list 18). A group takes the modules it names and what they import that no group before it took.
              // What lists, forms and detail screens share (the formatters with dayjs): its own group, so that the
              // kits below do not take it with them.
              {
                name: 'common',
                test: /[\\/]src[\\/]lib[\\/](format|date-range)\.ts$|node_modules[\\/]dayjs[\\/]/,
              },
              // What the list screens share (the data table, its filters, pager and columns menu, the list page; not
              // the export's workbook code, the one report's virtual rows, nor the work logs' wait for a table's
              // answer): one request, not a dozen.
              {
                name: 'list-kit',
                test: /[\\/]src[\\/]components[\\/](data-table[\\/](?!export-workbook|virtual-rows|use-table-answered)[^\\/]+|filters[\\/][^\\/]+)\.tsx?$|node_modules[\\/]@tanstack[\\/](react-table|table-core)[\\/]/,
              },
              // The pickers' stand-ins and the reference lists behind them (filter panels and forms): one request
              // (react-select itself stays lazy, loaded on the first focus)
              {
                name: 'picker-kit',
                test: /[\\/]src[\\/]components[\\/](pickers[\\/](deferred-ready-pickers|deferred-pickers|ready-labels|reference-labels|resolve-labels|color-swatch|contractor-warnings|picker-stand-in|picker-value|picker-props)|compliance[\\/]compliance-flag)\.tsx?$/,
              },
              // The signed-in screens' route tables (paths, access, loaders) with the list sources their loaders
              // use (the API modules they call follow them; the others stay with their screens): one request, made the moment the router starts when signed in,
              // and never on the sign-in page (src/app/router.tsx, discoverFeatureRoutes).
              {
                name: 'routes',
                test: /[\\/]src[\\/](app[\\/]registry\.ts|features[\\/](?!auth[\\/])[^\\/]+[\\/]routes\.tsx|components[\\/]tabs[\\/]tab-routes\.ts)$/,
              },
              // What the forms share (the field frame, the number and money inputs, the deferred date inputs, the draft
              // and save hooks; not the form library, which stays a chunk of its own): one request, not eight, before
              // an order tab's, a repair order's or a user's form is drawn (issue 27: each chunk costs the page a
              // preload link, a response and a module on the main thread, about 7 ms at 4x).
              {
                name: 'form-kit',
                test: /[\\/]src[\\/]components[\\/]form[\\/](form-field|money-input|number-input|use-numeric-text|deferred-inputs|use-form-draft|draft-notice|use-form-save)\.tsx?$/,
              },
              // What the detail pages share (their routed tabs, the view/edit panel, the detail list, the access
              // check): one request.
              {
                name: 'details-kit',
                test: /[\\/]src[\\/]components[\\/](access[\\/]can|tabs[\\/]routed-tabs|view-edit[\\/](detail-list|view-edit-panel|use-view-edit))\.tsx?$/,
              },
              // The print and export buttons: lists and forms both use them, so they are not in either kit (in the
              // job orders' kit below they took its form code into the financial report).
              {
                name: 'print-export',
                test: /[\\/]src[\\/]components[\\/]print-export[\\/](print-export-buttons|use-busy-action)\.tsx?$/,
              },
              // The job orders' API modules and the purchase order list's source: the job orders' first-request lines
              // import them all, so a job's order tab needs every one of them (five requests, now one). Not the
              // order forms' shared pieces, which take the form code with them.
              {
                name: 'job-orders-kit',
                test: /[\\/]src[\\/](api[\\/](arf-orders|gutter-orders|work-orders|purchase-orders)|features[\\/]job-orders[\\/]purchase-orders[\\/]purchase-order-list-source)\.tsx?$/,
              },
              // The form library with its schema resolver (a form that validates with a schema loads both; the
              // resolver is small and does not import the validation library itself).
              {
                name: 'react-hook-form',
                test: /node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]/,
              },
              // The validation library and the app's rules built on it: one request, not two.
              {
                name: 'validation',
                test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]validation\.ts$/,
              },
              // The membership area's API modules and list sources, with the user dialog's names: the area's
              // first-request lines import them all, so every membership screen's cold start loaded eleven small
              // chunks before its first call could leave; now one.
              {
                name: 'membership-kit',
                test: /[\\/]src[\\/](api[\\/](biz-users|companies|membership-users|role-admin|user-groups)|features[\\/]membership[\\/](companies[\\/]company-list-source|roles[\\/]role-list-source|user-groups[\\/]user-group-list-source|user-manager[\\/]user-manager-source|users[\\/]user-list-source)|components[\\/]user-dialog[\\/]user-dialog-names)\.ts$/,
              },
              // The repairs' API modules and list sources (the area's first-request lines import them all); not the
              // payments' and the financial report's, which that report loads on its own.
              {
                name: 'repairs-kit',
                test: /[\\/]src[\\/](api[\\/](job-attachments|repair-orders)|features[\\/]repairs-payments[\\/](repair-list[\\/]repair-list-source|repair-orders[\\/]job-repair-order-source))\.ts$/,
              },
              // The work logs', the builders' and the people area's API modules and list sources: each area's
              // first-request lines import all of its own, so each is one request on that area's cold start.
              {
                name: 'work-logs-kit',
                test: /[\\/]src[\\/](api[\\/](work-logs|invoices)|features[\\/]work-logs[\\/](work-log-source|work-log-drafts|work-log-rules|invoices[\\/]invoice-list-source))\.ts$/,
              },
              {
                name: 'builders-kit',
                test: /[\\/]src[\\/](api[\\/](client-companies|job-site-items|job-sites)|features[\\/]builders[\\/](client-company-detail[\\/]manager-list-source|client-company-list[\\/]client-company-list-params|job-sites[\\/]job-site-list-source))\.ts$/,
              },
              {
                name: 'people-kit',
                test: /[\\/]src[\\/]features[\\/]people[\\/](people-config|contractors[\\/]contractor-list-source|documents[\\/]document-list-source|employees[\\/]employee-list-source)\.ts$/,
              },
              // The job screens' small shared pieces (the status badge, the job filters panel, the job form's draft
              // hook: 0.2 to 1.7 KB each, a request of their own each before the job list's or the dashboard's first
              // row): one request. Last, so that it takes nothing another group names.
              {
                name: 'jobs-kit',
                test: /[\\/]src[\\/]features[\\/]jobs[\\/](job-status-badge|job-list[\\/]job-filters-panel|job-form[\\/]job-form-draft)\.tsx?$/,
              },
            ],
          },
        },
      },
    },
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./vitest.setup.ts'],
      include: [
        'src/**/*.test.{ts,tsx}',
        'mocks/**/*.test.ts',
        'deploy/**/*.test.ts',
        'scripts/**/*.test.ts',
      ],
      css: false,
      testTimeout: 15000,
      // Every core, and at least two (Vitest's default leaves one core free: on 2 cores the files ran one at a time,
      // 8 of the full run's 30 minutes, and 5.7 with two), in threads (a fork a file cost more); CI tries a failed
      // test once more, as Playwright does, since its shared machine runs at half speed some of the time.
      pool: 'threads',
      maxWorkers: Math.max(2, availableParallelism()),
      retry: process.env.CI ? 1 : 0,
    },
  };
});
