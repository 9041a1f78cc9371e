/// <reference lib="webworker" />
/*
 * The production app's service worker (vite-plugin-pwa builds it into sw.js; registerOfflineShell in
 * src/lib/offline-shell.ts registers it from a subcontractor's work-log screen): a
 * reload without a connection opens the app instead of the browser's offline page, so a subcontractor still sees
 * and edits the work logs waiting in their outbox (issue 25). Only the app's own files go through it; the API's
 * calls go to the network as before (the app handles a lost connection itself).
 * - The build's files (scripts, styles, images) are precached when the worker installs, each deployment's anew,
 *   and then served from the cache: hashed names never change under their name. The workbook export's library is
 *   left to the network (an export needs the connection anyway).
 * - A page (any of the app's URLs) comes from the network first, so a new deployment is picked up at the next load
 *   as without the worker; the last page the server sent is kept, and served when the network fails.
 */
import { cacheNames, clientsClaim } from 'workbox-core';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** The one key the app's page is kept under: every client route is the same page (index.html). */
const PAGE_URL = '/index.html';
const PAGE_CACHE = 'app-page';

self.skipWaiting();
clientsClaim();
enableNavigationPreload();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

/** A rule of the browser's static routing (InstallEvent.addRoutes, Chrome 123 and later; not in TypeScript's lib). */
interface RouterRule {
  condition: Record<string, unknown>;
  source: 'network' | 'cache' | 'fetch-event' | 'race-network-and-fetch-handler' | { cacheName: string };
}
type RoutingInstallEvent = ExtendableEvent & { addRoutes?: (rules: RouterRule[]) => Promise<void> };

self.addEventListener('install', (event: RoutingInstallEvent) => {
  // the page, kept when the worker installs, so that the first reload without a connection already finds it
  event.waitUntil(caches.open(PAGE_CACHE).then((cache) => cache.add(PAGE_URL)));
  // Where the browser routes requests itself, without waiting for this worker or running its script for each one:
  // the build's files straight from the precache (the network when one is not there), every other request but a
  // page (the API's calls) straight to the network, and a page from whichever of the network and the handler below
  // answers first (the network, unless it fails: the handler then serves the kept page). With every request through
  // the worker's handler, a reload of /jobs took about 0.1 s longer at 4x CPU slowdown.
  void event
    .addRoutes?.([
      {
        condition: { or: [{ urlPattern: '/assets/*' }, { urlPattern: '/favicon-*' }] },
        source: { cacheName: cacheNames.precache },
      },
      { condition: { requestMode: 'navigate' }, source: 'race-network-and-fetch-handler' },
      { condition: { not: { requestMode: 'navigate' } }, source: 'network' },
    ])
    .catch(() => undefined);
});

const page = new NetworkFirst({
  cacheName: PAGE_CACHE,
  plugins: [
    {
      cacheKeyWillBeUsed: async () => PAGE_URL,
      // only the app's page is kept: a file an API address sends (a download opened in a tab) never replaces it
      cacheWillUpdate: async ({ response }) =>
        response.ok && (response.headers.get('Content-Type') ?? '').includes('text/html') ? response : null,
    },
  ],
});
// the API bases' own URLs (an API address opened in the tab) are never the app's page
registerRoute(new NavigationRoute(page, { denylist: [/^\/(daewon|membership)\.api(\/|$)/] }));
