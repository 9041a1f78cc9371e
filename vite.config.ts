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
    build: { manifest: true, sourcemap: false, chunkSizeWarningLimit: 800 },
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
