import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Floors of the house (ARCHITECTURE.md): imports go down only: app → features → components → api → lib;
// a feature never imports another; no import cycles; src never imports mocks.
export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-size',
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
  { plugins: { 'import-x': importX } },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
      'react-hooks/incompatible-library': 'off',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@mocks/*', '../**/mocks/*', '**/mocks/**'],
              message: 'src/ never imports mocks/ (one dynamic import in app/main.tsx excepted).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/lib',
              from: ['./src/api', './src/components', './src/features', './src/app'],
              message: 'lib is floor 0.',
            },
            {
              target: './src/api',
              from: ['./src/components', './src/features', './src/app'],
              message: 'api is floor 1.',
            },
            {
              target: './src/components',
              from: ['./src/features', './src/app'],
              message: 'components are floor 2.',
            },
            { target: './src/features', from: ['./src/app'], message: 'features are floor 3.' },
            // A feature never imports another feature: the app's router composes them.
            ...features.map((name) => ({
              target: `./src/features/${name}`,
              from: './src/features',
              except: [`./${name}`],
              message: 'A feature never imports another feature.',
            })),
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/app/main.tsx', 'src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: { 'no-restricted-imports': 'off', 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['mocks/**', 'e2e/**', 'scripts/**', '*.config.{js,ts}', 'vitest.setup.ts'],
    rules: { 'no-restricted-imports': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
);
