import { whenIdle } from './when-idle';

/**
 * Registers the offline shell's service worker (src/app/offline/sw.ts, built into sw.js) once the browser is idle:
 * a reload without a connection then opens the app. Called where working without a connection is a feature, the
 * subcontractor's work logs (issue 25): a page the worker controls reloads in the same tab about 0.08 s slower at 4x
 * CPU slowdown (the browser's in-memory copies of the scripts are not used for it), a cost office users need not
 * pay. Only in production builds with the mock off, which carry sw.js: the demo API's worker (MSW) holds the scope
 * otherwise. A browser without service workers, or a registration that fails, leaves the app as it was.
 */
export function registerOfflineShell(): void {
  if (!import.meta.env.PROD || import.meta.env.VITE_MOCK_API !== 'false') return;
  if (!('serviceWorker' in navigator)) return;
  whenIdle(() => {
    navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`).catch(() => undefined);
  }, 10_000);
}
