import type { Plugin } from 'vite';

/** The demo API's service worker scripts, as they sit in public/ and in a build's root (scripts/mock-worker.mjs). */
export declare const MOCK_WORKER_FILES: string[];
/** Leaves the mock's worker scripts out of a build with the mock off. */
export declare function withoutMockWorker(enabled: boolean): Plugin;
