// `npm run bench -- --profile`: a summary of a load's CPU profile (the DevTools protocol's Profiler.stop): where the
// page's main thread spent its time, per file, per package or source folder (through the bench build's hidden source
// maps), per function with its source file and line, and per 100 ms of the load.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

/**
 * A reader of the built scripts' source maps (`<file>.js.map` beside each script in `assets`), each read once.
 * `sourceOf(callFrame)` tells where a profiled function comes from: `group`, its package (`react-dom`,
 * `@tanstack/query-core`) or its source folder (`src/components/data-table`), and `where`, its source file and
 * line; null for a frame with no map (the browser's own work, the page's inline script, a build without maps).
 * @param {string} assets the folder of the built scripts
 */
export function sourceReader(assets) {
  const maps = new Map();
  const mapOf = (file) => {
    if (!maps.has(file)) {
      let entry = null;
      try {
        const map = readFileSync(join(assets, `${file}.map`), 'utf8');
        // the compile hint (vite.config.ts) is put before the code once its map is made: one line more
        const hinted = readFileSync(join(assets, file), 'utf8').startsWith('//# ');
        entry = { map: new TraceMap(map), shift: hinted ? 1 : 0 };
      } catch {
        // no map (an older dist-bench reused with --no-build): no source names
      }
      maps.set(file, entry);
    }
    return maps.get(file);
  };
  return (callFrame) => {
    const file = /\/assets\/([^/?#]+\.js)$/.exec(callFrame.url)?.[1];
    const entry = file ? mapOf(file) : null;
    if (!entry) return null;
    const line = callFrame.lineNumber + 1 - entry.shift;
    // (the hint's own line has no source)
    if (line < 1) return null;
    const found = originalPositionFor(entry.map, { line, column: callFrame.columnNumber });
    if (!found.source) return null;
    const path = found.source.replace(/^(\.\.\/)+/, '');
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
    // the app's own code: its folder, at most three levels deep (src/features/jobs, src/components/data-table)
    const group = pkg ? pkg[1] : path.split('/').slice(0, -1).slice(0, 3).join('/') || path;
    const where = `${pkg ? path.slice(pkg.index + 'node_modules/'.length) : path}:${found.line}`;
    return { group, where };
  };
}

/**
 * @param {{ nodes: any[], samples: number[], timeDeltas: number[], startTime: number }} profile
 * @param {{ origin: string, assets: string, name: string, slowdown: number }} options the served origin (cut from
 * URLs), the built scripts' folder, the screen's name and the CPU slowdown, as printed
 * @returns {string[]} the summary's lines
 */
export function summarizeProfile(profile, { origin, assets, name, slowdown }) {
  const sourceOf = sourceReader(assets);
  // each node's file, group and function name, worked out once
  const nodes = new Map(
    profile.nodes.map((n) => {
      const url = n.callFrame.url.replace(origin, '');
      const file = url || `(${n.callFrame.functionName || 'program'})`;
      const source = sourceOf(n.callFrame);
      const fn = `${n.callFrame.functionName || '(anonymous)'} ${source?.where ?? `${file}:${n.callFrame.lineNumber + 1}`}`;
      return [
        n.id,
        {
          idle: n.callFrame.functionName === '(idle)',
          file,
          group: source?.group ?? file,
          fn,
          mapped: !!source,
        },
      ];
    }),
  );
  const byFile = new Map();
  const bySource = new Map();
  const byFunction = new Map();
  const buckets = new Map();
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
  let busy = 0;
  let mapped = 0;
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    t += profile.timeDeltas[i] ?? 0;
    const n = nodes.get(id);
    // the main thread waiting is not its time
    if (!n || n.idle) return;
    busy += dt;
    if (n.mapped) mapped += dt;
    add(byFile, n.file, dt);
    add(bySource, n.group, dt);
    add(byFunction, n.fn, dt);
    const bucket = Math.floor((t - profile.startTime) / 100_000);
    const b = buckets.get(bucket) ?? new Map();
    add(b, n.file, dt);
    buckets.set(bucket, b);
  });
  const top = (map, count) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
  const ms = (value) => value.toFixed(0).padStart(6);
  const lines = [
    `  ${name}: main-thread time of the last load (ms, at ${slowdown}x): ${busy.toFixed(0)} busy, of which` +
      ` ${mapped.toFixed(0)} in the app's and its packages' code (a source in the maps); by file`,
  ];
  for (const [f, v] of top(byFile, 12)) lines.push(`    ${ms(v)}  ${f}`);
  lines.push("  by package or source folder (self time; the browser's own work as by file)");
  for (const [f, v] of top(bySource, 20)) lines.push(`    ${ms(v)}  ${f}`);
  lines.push('  by function (self time)');
  for (const [f, v] of top(byFunction, 15)) lines.push(`    ${ms(v)}  ${f}`);
  lines.push('  per 100 ms since the profile started (busy ms: the files that took most)');
  for (const [bucket, b] of [...buckets].sort((a, c) => a[0] - c[0])) {
    const total = [...b.values()].reduce((sum, v) => sum + v, 0);
    const what = top(b, 3)
      .map(([f, v]) => `${f.replace(/^\/assets\//, '')} ${v.toFixed(0)}`)
      .join(', ');
    lines.push(`    ${String(bucket * 100).padStart(5)}  ${total.toFixed(0).padStart(3)}  ${what}`);
  }
  return lines;
}
