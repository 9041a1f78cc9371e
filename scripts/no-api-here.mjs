/**
 * The demo's API runs in the page (the mock's service worker). A call the worker lets through to the dev or preview
 * server instead meets no API there: one sent by a page that is unloading, after the page has told the worker it is
 * closing (the work-log outbox sending on the online event as the page reloads). It is answered as by an API that
 * is down (503: try again later), not with the file server's 404, which the outbox took for the server refusing the
 * log.
 */

/**
 * The middleware: a 503 with a message for every path under one of the API bases; anything else goes on.
 * @param {string[]} bases the API bases served by the demo (`/daewon.api`, `/membership.api`)
 * @returns {import('vite').Connect.NextHandleFunction}
 */
export function noApiAnswer(bases) {
  return (req, res, next) => {
    const url = req.url ?? '';
    if (!bases.some((base) => url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`))) {
      next();
      return;
    }
    res.statusCode = 503;
    res.setHeader('Content-Type', 'application/json');
    res.end(
      JSON.stringify({
        Message:
          'No API answers on this server: the demo API runs in the page, and a real one is reached through API_PROXY_TARGET.',
      }),
    );
  };
}

/**
 * The plugin, for the dev server and the preview server.
 * @param {string[]} bases
 * @returns {import('vite').Plugin}
 */
export function noApiHere(bases) {
  const answer = noApiAnswer(bases);
  return {
    name: 'no-api-here',
    configureServer: (server) => void server.middlewares.use(answer),
    configurePreviewServer: (server) => void server.middlewares.use(answer),
  };
}
