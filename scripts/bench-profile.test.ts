import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceReader, summarizeProfile } from './bench-profile.mjs';

const ORIGIN = 'http://127.0.0.1:4310';

/**
 * Two built scripts with one map: line 1 comes from react-dom, line 2 from src/lib/i18n.ts (its line 1), line 3 from
 * src/lib/i18n.ts's line 2. `hinted.js` starts with the compile hint, put before its code after the map was made.
 */
function assets() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-profile-'));
  const map = JSON.stringify({
    version: 3,
    sources: ['../../node_modules/react-dom/cjs/react-dom-client.production.js', '../../src/lib/i18n.ts'],
    names: [],
    mappings: 'AAAA;ACAA;AACA',
  });
  writeFileSync(join(dir, 'core.js'), 'a()\nb()\nc()\n');
  writeFileSync(join(dir, 'core.js.map'), map);
  writeFileSync(join(dir, 'hinted.js'), '//# allFunctionsCalledOnLoad\na()\nb()\n');
  writeFileSync(join(dir, 'hinted.js.map'), map);
  writeFileSync(join(dir, 'bare.js'), 'a()\n');
  return dir;
}

const frame = (url: string, lineNumber: number, functionName = 'f') => ({
  url,
  lineNumber,
  columnNumber: 0,
  functionName,
});

describe('sourceReader', () => {
  it("names a function's package or source folder and its source line", () => {
    const sourceOf = sourceReader(assets());
    expect(sourceOf(frame(`${ORIGIN}/assets/core.js`, 0))).toEqual({
      group: 'react-dom',
      where: 'react-dom/cjs/react-dom-client.production.js:1',
    });
    expect(sourceOf(frame(`${ORIGIN}/assets/core.js`, 2))).toEqual({
      group: 'src/lib',
      where: 'src/lib/i18n.ts:2',
    });
  });

  it("allows for the compile hint's line before the code", () => {
    const sourceOf = sourceReader(assets());
    expect(sourceOf(frame(`${ORIGIN}/assets/hinted.js`, 1))?.group).toBe('react-dom');
    expect(sourceOf(frame(`${ORIGIN}/assets/hinted.js`, 2))?.group).toBe('src/lib');
    expect(sourceOf(frame(`${ORIGIN}/assets/hinted.js`, 0))).toBeNull();
  });

  it('has no source for the browser, the page itself or a script without a map', () => {
    const sourceOf = sourceReader(assets());
    expect(sourceOf(frame('', 0, '(program)'))).toBeNull();
    expect(sourceOf(frame(`${ORIGIN}/jobs`, 3))).toBeNull();
    expect(sourceOf(frame(`${ORIGIN}/assets/bare.js`, 0))).toBeNull();
    expect(sourceOf(frame(`${ORIGIN}/assets/missing.js`, 0))).toBeNull();
  });
});

describe('summarizeProfile', () => {
  it('counts busy time by file, package or folder and function, and leaves the idle samples out', () => {
    const profile = {
      startTime: 0,
      nodes: [
        { id: 1, callFrame: frame('', -1, '(root)'), children: [2, 3, 4, 5] },
        { id: 2, callFrame: frame('', -1, '(idle)') },
        { id: 3, callFrame: frame('', -1, '(program)') },
        { id: 4, callFrame: frame(`${ORIGIN}/assets/core.js`, 0, 'Sl') },
        { id: 5, callFrame: frame(`${ORIGIN}/assets/core.js`, 1, 'N') },
      ],
      // 4 ms idle, 3 ms of the browser's own work, 2 ms in react-dom, 1 ms in src/lib (µs apart)
      samples: [2, 2, 2, 2, 3, 3, 3, 4, 4, 5],
      timeDeltas: [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000],
    };
    const lines = summarizeProfile(profile, { origin: ORIGIN, assets: assets(), name: '/jobs', slowdown: 4 });
    expect(lines[0]).toBe(
      "  /jobs: main-thread time of the last load (ms, at 4x): 6 busy, of which 3 in the app's and its packages' code (a source in the maps); by file",
    );
    const section = (title: string) => {
      const from = lines.findIndex((l) => l.startsWith(title)) + 1;
      const to = lines.findIndex((l, i) => i >= from && !l.startsWith('    '));
      return lines.slice(from, to === -1 ? undefined : to).map((l) => l.trim().split(/\s+/));
    };
    expect(lines.slice(1, 3).map((l) => l.trim().split(/\s+/))).toEqual([
      ['3', '((program))'],
      ['3', '/assets/core.js'],
    ]);
    expect(section('  by package or source folder')).toEqual([
      ['3', '((program))'],
      ['2', 'react-dom'],
      ['1', 'src/lib'],
    ]);
    expect(section('  by function')).toEqual([
      ['3', '(program)', '((program)):0'],
      ['2', 'Sl', 'react-dom/cjs/react-dom-client.production.js:1'],
      ['1', 'N', 'src/lib/i18n.ts:1'],
    ]);
    // every sample fell in the first 100 ms
    expect(section('  per 100 ms')).toEqual([['0', '6', '((program))', '3,', 'core.js', '3']]);
  });
});
