// Builds the app with the mock API off (what production ships), prints every chunk's gzipped size,
// and fails when the JavaScript needed for the sign-in page exceeds its budget.
import { execSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 200;
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

// The sign-in page needs the entry chunk, its static imports, and the login route chunk with its static imports.
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const loginKey = Object.keys(manifest).find((k) => k.endsWith('features/auth/login-page.tsx'));
const keys = new Set([...closure(entryKey), ...(loginKey ? closure(loginKey) : [])]);
const files = [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
const total = files.reduce((sum, f) => sum + gz(f), 0);
const mockInBuild = assets.some((f) => readFileSync(join(outDir, f), 'utf8').includes('mockServiceWorker'));

console.log(
  `\nsign-in page JavaScript: ${(total / 1024).toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB) in ${files.length} chunks`,
);
if (mockInBuild) {
  console.error('FAIL: the mock API is part of a build with the mock switched off');
  process.exit(1);
}
if (total > BUDGET_KB * 1024) {
  console.error('FAIL: over budget');
  process.exit(1);
}
console.log('OK');
