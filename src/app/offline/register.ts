import { whenIdle } from '@/lib/when-idle';

/**
 * Registers the offline shell's service worker (./sw.ts), once the first screen is in and the browser is idle.
 * Only in production builds with the mock off, which carry sw.js: the demo API's worker (MSW) holds the scope
 * otherwise. A browser without service workers, or a registration that fails, leaves the app as it was.
 */
export function registerOfflineShell(): void {
  if (!import.meta.env.PROD || import.meta.env.VITE_MOCK_API !== 'false') return;
  if (!('serviceWorker' in navigator)) return;
  whenIdle(() => {
    navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`).catch(() => undefined);
  }, 10_000);
}
