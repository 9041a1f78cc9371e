/// <reference lib="webworker" />
/*
 * The production app's service worker (vite-plugin-pwa builds it into sw.js; registerOfflineShell registers it): a
 * reload without a connection opens the app instead of the browser's offline page, so a subcontractor still sees
 * and edits the work logs waiting in their outbox (issue 25). Only the app's own files go through it; the API's
 * calls go to the network as before (the app handles a lost connection itself).
 * - The build's files (scripts, styles, images) are precached when the worker installs, each deployment's anew,
 *   and then served from the cache: hashed names never change under their name. The workbook export's library is
 *   left to the network (an export needs the connection anyway).
 * - A page (any of the app's URLs) comes from the network first, so a new deployment is picked up at the next load
 *   as without the worker; the last page the server sent is kept, and served when the network fails.
 */
import { clientsClaim } from 'workbox-core';
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

// the page, kept when the worker installs, so that the first reload without a connection already finds it
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(PAGE_CACHE).then((cache) => cache.add(PAGE_URL)));
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
