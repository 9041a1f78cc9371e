/*
 * The demo API's service worker: MSW's own (mockServiceWorker.js, which `npm install` keeps up to date), less one
 * thing. On a page's `beforeunload` MSW tells its worker that the page has closed, and the worker unregisters itself
 * when it then sees no other page. A page that navigates (a reload, a bookmark, an address typed) is still there at
 * that moment and the next one is not yet: the registration went away under the next page, which loaded without a
 * worker, or with the one on its way out that did not know it; its first calls then went past the mock to the file
 * server, and the session check's failure signed the user out. The worker stays registered instead (a build with
 * the mock off registers no worker of the mock's). This listener comes first, so MSW's never sees that message.
 */
self.addEventListener('message', (event) => {
  if (event.data === 'CLIENT_CLOSED') event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');
