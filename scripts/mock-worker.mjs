// The demo API's service worker scripts (public/): MSW's own and ours around it (public/mock-worker.js).
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';

/** The files, as they sit in public/ and in a build's root. */
export const MOCK_WORKER_FILES = ['mockServiceWorker.js', 'mock-worker.js'];

/**
 * Leaves the mock's worker scripts out of a build with the mock off, which never uses them (Vite copies every file
 * of public/ into a build). `npm run size` checks that they are not there.
 * @param {boolean} enabled
 * @returns {import('vite').Plugin}
 */
export function withoutMockWorker(enabled) {
  let outDir = '';
  return {
    name: 'without-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      if (!enabled) return;
      await Promise.all(MOCK_WORKER_FILES.map((file) => rm(resolve(outDir, file), { force: true })));
    },
  };
}
