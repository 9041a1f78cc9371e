/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const proxyTarget = env.API_PROXY_TARGET;
  const daewonBase = env.VITE_DAEWON_API_BASE || '/daewon.api';
  const membershipBase = env.VITE_MEMBERSHIP_API_BASE || '/membership.api';
  return {
    plugins: [react()],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
        '@locales': fileURLToPath(new URL('./locales', import.meta.url)),
      },
    },
    server: {
      // With the mock API switched off, the dev server forwards both API bases to a real server.
      proxy: proxyTarget
        ? {
            [daewonBase]: { target: proxyTarget, changeOrigin: true },
            [membershipBase]: { target: proxyTarget, changeOrigin: true },
          }
        : undefined,
    },
    build: {
      manifest: true,
      sourcemap: false,
      chunkSizeWarningLimit: 800,
      // every browser the app supports preloads modules itself
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // What every page needs to start (React, the router, i18n, the HTTP and query clients): one chunk
              // that compresses better than the handful the bundler would otherwise cut it into.
              {
                name: 'core',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|use-sync-external-store|axios|@tanstack[\\/](query-core|react-query))[\\/]/,
              },
              // Bootstrap's React components and their helpers: every screen's shell uses them; as one chunk they
              // are one request, not twenty (the browser opens only six connections to a host at once, and the
              // screen's API calls wait behind a long queue of small chunks).
              {
                name: 'ui',
                test: /node_modules[\\/](react-bootstrap|@restart|react-transition-group|dom-helpers|prop-types|warning|invariant|uncontrollable|classnames|@babel[\\/]runtime|react-lifecycles-compat|@popperjs)[\\/]/,
              },
              // The language files: one request (A §1: per-module files, merged)
              { name: 'locales', test: /[\\/]locales[\\/]en[\\/]/ },
              // The app's own start-up code (session, API client, route tables' helpers): one request.
              {
                name: 'start',
                test: /[\\/]src[\\/](lib[\\/](api-client|api-error|api-ready|busy|config|query-client|session|routing|list-params|permissions|demo)|api[\\/](auth|auth-keys|datatables|roles|jobs|job-sites|job-site-items|client-companies)|components[\\/](tabs[\\/]tab-routes|data-table[\\/]table-query|feedback[\\/]feedback-store))\.ts$/,
              },
            ],
          },
        },
      },
    },
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./vitest.setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'],
      css: false,
      testTimeout: 15000,
      pool: 'forks',
    },
  };
});
