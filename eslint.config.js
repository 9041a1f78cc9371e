import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Floors of the house (ARCHITECTURE.md): imports go down only: app → features → components → api → lib;
// a feature never imports another; src never imports mocks.
//
// ARCHITECTURE asks for eslint-plugin-import(-x) zones; on these machines its resolver's native bindings
// are missing from the registry for other platforms, which breaks `npm ci`, so the same rules are written
// with ESLint's own no-restricted-imports. A later block replaces an earlier one's option list for the same
// rule, so every block below carries the full list for its files.

const MOCKS = {
  group: ['@mocks/*', '../**/mocks/*', '**/mocks/**'],
  message: 'src/ never imports mocks/ (one dynamic import in app/main.tsx excepted).',
};

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const restrict = (files, ...patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [MOCKS, ...patterns] }] },
});

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-size',
      'dist-bench',
      'bench-traces',
      '.e2e-dist',
      '.deploy-dist',
      '.deploy-run',
      'coverage',
      '**/*.tmp.mjs',
      'node_modules',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
      'react-hooks/incompatible-library': 'off',
    },
  },
  // the demo API's service worker (public/mock-worker.js)
  { files: ['public/**/*.js'], languageOptions: { globals: globals.serviceworker } },
  restrict(['src/**/*.{ts,tsx}']),
  restrict(['src/lib/**'], {
    group: [
      '@/api/*',
      '@/components/*',
      '@/features/*',
      '@/app/*',
      '../api/*',
      '../components/*',
      '../features/*',
      '../app/*',
    ],
    message: 'lib is floor 0.',
  }),
  restrict(['src/api/**'], {
    group: ['@/components/*', '@/features/*', '@/app/*', '../components/*', '../features/*', '../app/*'],
    message: 'api is floor 1.',
  }),
  restrict(['src/components/**'], {
    group: ['@/features/*', '@/app/*', '../../features/*', '../../app/*'],
    message: 'components are floor 2.',
  }),
  // Features are floor 3, and a feature never imports another: the app's router composes them.
  ...features.map((name) =>
    restrict(
      [`src/features/${name}/**`],
      { group: ['@/app/*', '../../app/*', '../../../app/*'], message: 'features are floor 3.' },
      {
        group: ['@/features/*', `!@/features/${name}`, `!@/features/${name}/**`],
        message: 'A feature never imports another feature.',
      },
      {
        group: features
          .filter((other) => other !== name)
          .flatMap((other) => [`../${other}/*`, `../../${other}/*`]),
        message: 'A feature never imports another feature.',
      },
    ),
  ),
  // The answer schemas (src/api/schemas, issue 23 §3) give the app its types only: a value import would put
  // zod schemas in the bundle. The schema modules import each other; tests and the mock may parse with them.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/schemas/**', 'src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/api/schemas/*', '**/api/schemas/*', './schemas/*', '../schemas/*'],
              allowTypeImports: true,
              message:
                'Answer schemas are imported as types only (`import type`), so none reaches the bundle.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/main.tsx', 'src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['mocks/**', 'e2e/**', 'scripts/**', '*.config.{js,ts}', 'vitest.setup.ts'],
    rules: { 'no-restricted-imports': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
);
