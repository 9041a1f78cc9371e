// Builds the app with the mock API off (what production ships), prints every chunk's gzipped size, and
// checks the budgets (README, Performance): the sign-in page's JavaScript ≤ 160 KB gzipped; every screen
// (each lazily loaded page or tab module under src/features/ or src/app/: *-page.tsx, *-tab.tsx, and each shared
// chunk the route tables load lazily, which may hold one) ≤ 250 KB, the calendar screens (src/features/schedules/)
// ≤ 320 KB. A screen's JavaScript: the entry and its static imports, the shell layout and its static imports,
// the screen's module and its static imports (each chunk counted once).
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { MOCK_WORKER_FILES } from './mock-worker.mjs';

const SIGN_IN_BUDGET_KB = 160;
const SCREEN_BUDGET_KB = 250;
const CALENDAR_BUDGET_KB = 320;
const SIGN_IN = 'src/features/auth/login-page.tsx';
const SHELL = 'src/app/shell/app-layout.tsx';
const CALENDARS = 'src/features/schedules/';
const outDir = 'dist-size';
execSync(`npx vite build --outDir ${outDir} --emptyOutDir --logLevel warn`, {
  stdio: 'inherit',
  env: { ...process.env, VITE_MOCK_API: 'false' },
});

const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(outDir, file))).length;
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(8);

const assets = readdirSync(join(outDir, 'assets')).map((f) => `assets/${f}`);
const rows = assets.map((file) => ({ file, size: gz(file) })).sort((a, b) => b.size - a.size);
console.log('gzipped size (KB)  chunk');
for (const row of rows) console.log(`${kb(row.size)}  ${row.file}`);

function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}
/** The gzipped JavaScript of a set of manifest entries and everything they import statically. */
function jsOf(...keys) {
  const all = new Set();
  for (const key of keys) closure(key, all);
  const files = [...new Set([...all].map((k) => manifest[k].file))].filter((f) => f.endsWith('.js'));
  return { bytes: files.reduce((sum, f) => sum + gz(f), 0), chunks: files.length };
}

// the page's entry (the areas' first-request chunks are entries of their own that the page names: vite.config.ts)
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html'));
if (!manifest[SHELL])
  console.warn(`warning: ${SHELL} is not a chunk of its own; screens are counted without it`);

// The sign-in page is outside the shell; every other screen is shown inside it.
const screens = Object.keys(manifest)
  // screens are the route modules (pages and tabs); dialogs and filter fields load on top of one, when opened
  .filter(
    (k) =>
      manifest[k].isDynamicEntry &&
      (k.startsWith('src/features/') || k.startsWith('src/app/')) &&
      /-(page|tab)\.tsx$/.test(k),
  )
  .sort()
  .map((key) => {
    const signIn = key === SIGN_IN;
    const budgetKb = signIn
      ? SIGN_IN_BUDGET_KB
      : key.startsWith(CALENDARS)
        ? CALENDAR_BUDGET_KB
        : SCREEN_BUDGET_KB;
    const { bytes, chunks } = signIn ? jsOf(entryKey, key) : jsOf(entryKey, SHELL, key);
    const name = key.startsWith('src/features/')
      ? key.slice('src/features/'.length)
      : key.slice('src/'.length);
    return { key, label: signIn ? `${name} (sign-in page)` : name, budgetKb, bytes, chunks };
  });
// A screen whose module shares its chunk with others (a chunk group of vite.config.ts, or a module some chunk also
// imports statically: the user detail page) has no manifest entry of its own: the shared chunks the route tables
// import lazily count as screens too, each with everything it imports.
const routeTables = Object.keys(manifest).filter((k) => manifest[k].name === 'routes');
const sharedChunks = [...new Set(routeTables.flatMap((k) => manifest[k].dynamicImports ?? []))]
  .filter((k) => k.startsWith('_') && !manifest[k].isDynamicEntry)
  .sort();
for (const key of sharedChunks) {
  screens.push({
    key,
    label: `${manifest[key].name} (shared chunk)`,
    budgetKb: SCREEN_BUDGET_KB,
    ...jsOf(entryKey, SHELL, key),
  });
}

if (!screens.some((s) => s.key === SIGN_IN)) {
  screens.unshift({
    key: SIGN_IN,
    label: 'sign-in page (entry only)',
    budgetKb: SIGN_IN_BUDGET_KB,
    ...jsOf(entryKey),
  });
}

const width = Math.max(...screens.map((s) => s.label.length));
console.log(`\n${'screen (src/features/, src/app/)'.padEnd(width)}  gzipped KB    budget  chunks  result`);
const over = [];
for (const screen of screens) {
  const ok = screen.bytes <= screen.budgetKb * 1024;
  if (!ok) over.push(screen);
  console.log(
    `${screen.label.padEnd(width)}  ${kb(screen.bytes)}  ${String(screen.budgetKb).padStart(8)}  ${String(screen.chunks).padStart(6)}  ${ok ? 'OK' : 'OVER'}`,
  );
}
console.log(
  `\nbudgets (KB gzipped): sign-in page ${SIGN_IN_BUDGET_KB}; any screen ${SCREEN_BUDGET_KB}; calendar screens ${CALENDAR_BUDGET_KB}`,
);

const mockInBuild =
  assets.some((f) => readFileSync(join(outDir, f), 'utf8').includes('mockServiceWorker')) ||
  MOCK_WORKER_FILES.some((f) => existsSync(join(outDir, f)));
if (mockInBuild) {
  console.error('FAIL: the mock API is part of a build with the mock switched off');
  process.exit(1);
}
if (over.length) {
  console.error(`FAIL: over budget: ${over.map((s) => s.label).join(', ')}`);
  process.exit(1);
}
console.log('OK');
