// The mock API (mocks/handlers, the same handlers the browser worker uses) as a real local HTTP server:
// `npm run mock:server` serves both API bases on one port (MOCK_PORT, default 9090) with permissive CORS,
// its data in memory. MOCK_SCALE=60 serves a business 60 times the demo's (mocks/scale.ts). The bench (scripts/bench.mjs) mounts the same mock on its own express app with
// mountMock().
//
// The mock's code reads import.meta.env and imports src/lib through the `@/` alias, so it is loaded
// through Vite (middleware mode, ssrLoadModule) with the project's own vite.config.ts.
import { fileURLToPath } from 'node:url';
import express from 'express';
import { createServer as createViteServer } from 'vite';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Loads mocks/http.ts through Vite.
 * @returns {Promise<{ API_BASES: { daewon: string, membership: string }, createMockMiddleware: () => import('express').RequestHandler,
 *   resetDb: () => Promise<void>, close: () => Promise<void> }>}
 */
export async function loadMock() {
  const vite = await createViteServer({
    root: ROOT,
    configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const mod = await vite.ssrLoadModule('/mocks/http.ts');
    return {
      API_BASES: mod.API_BASES,
      createMockMiddleware: mod.createMockMiddleware,
      resetDb: mod.resetDb,
      close: () => vite.close(),
    };
  } catch (error) {
    await vite.close();
    throw error;
  }
}

/** Permissive CORS for any origin, any request header (Authorization included), with preflight. */
function cors(req, res, next) {
  const origin = req.headers.origin;
  res.setHeader('Access-Control-Allow-Origin', origin || '*');
  if (origin) res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Expose-Headers', 'Content-Disposition, Content-Type, Content-Length');
  if (req.method !== 'OPTIONS') return next();
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
  res.setHeader(
    'Access-Control-Allow-Headers',
    req.headers['access-control-request-headers'] || 'Authorization, Content-Type, X-Background-Request',
  );
  res.setHeader('Access-Control-Max-Age', '600');
  res.status(204).end();
}

/**
 * Mounts the mock API on an express app: both API bases (with CORS and preflight), a 404 with a message
 * for a call the mock does not know, and `POST /__mock/reset` restoring the demo data. Other paths go
 * on to the app's next middleware. Returns the loaded mock (call close() on shutdown).
 * @param {import('express').Express} app
 */
export async function mountMock(app) {
  const mock = await loadMock();
  const bases = Object.values(mock.API_BASES);
  const onApi = (path) => bases.some((base) => path === base || path.startsWith(`${base}/`));
  const handle = mock.createMockMiddleware();

  app.post('/__mock/reset', cors, (_req, res, next) => {
    mock.resetDb().then(() => res.status(204).end(), next);
  });
  app.use((req, res, next) => {
    if (!onApi(req.path)) return next();
    cors(req, res, () =>
      handle(req, res, () => {
        res.status(404).json({ Message: `The mock API has no ${req.method} ${req.path}` });
      }),
    );
  });
  return mock;
}

/**
 * Starts an express app that has the mock mounted on a port; resolves when it listens. close() stops both.
 * @param {import('express').Express} app
 * @param {{ API_BASES: { daewon: string, membership: string }, close: () => Promise<void> }} mock
 */
export async function listen(app, mock, { port, host }) {
  const server = await new Promise((resolve, reject) => {
    const s = app.listen(port, host, () => resolve(s)).on('error', reject);
  });
  return {
    server,
    bases: mock.API_BASES,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await mock.close();
    },
  };
}

/** Starts the mock API on its own port; resolves when it listens. */
export async function startMockServer({ port = Number(process.env.MOCK_PORT || 9090), host } = {}) {
  const app = express();
  app.disable('x-powered-by');
  return listen(app, await mountMock(app), { port, host });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { server, bases, close } = await startMockServer({ host: process.env.MOCK_HOST || undefined }).catch(
    (error) => {
      const taken = error?.code === 'EADDRINUSE';
      console.error(taken ? `Port ${error.port} is in use: set MOCK_PORT to another port.` : error);
      process.exit(1);
    },
  );
  const { port } = server.address();
  const scale =
    Number(process.env.MOCK_SCALE) > 1 ? ` (a business ${process.env.MOCK_SCALE} times the demo's)` : '';
  console.log(`Mock API listening on http://localhost:${port}${scale}`);
  for (const base of Object.values(bases)) console.log(`  http://localhost:${port}${base}`);
  console.log('  POST /__mock/reset restores the demo data; accounts as in the README (password demo1234)');
  const stop = () => close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
