import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Layers point one way: domain <- db <- ui. Lint enforces it, not hope.
const outsideDomain = [
  'react',
  'react-dom',
  'react/*',
  'dexie',
  'dexie-react-hooks',
  '**/db/**',
  '**/ui/**',
  '**/app/**',
];
const outsideDb = ['react', 'react-dom', 'react/*', 'dexie-react-hooks', '**/ui/**', '**/app/**'];

export default tseslint.config(
  {
    ignores: ['dist', 'dev-dist', 'node_modules', 'test-results', 'playwright-report', 'coverage'],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    languageOptions: { globals: { ...globals.es2023 } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: outsideDomain,
              message: 'src/domain is pure Skat rules: no React, Dexie, db or UI.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'localStorage',
        'indexedDB',
        'navigator',
        'fetch',
      ],
    },
  },
  {
    files: ['src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: outsideDb, message: 'src/db must not depend on React or the UI.' }] },
      ],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs,ts}', 'test/e2e/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
