import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import layers from './scripts/lint/layers-plugin.js';

// Layers point one way: domain <- db <- io <- ui <- app. Lint enforces it, not hope; the
// planted imports in test/lint show that it does. First match wins, so the word lists come
// before the rest of i18n. 'src/ui/*' makes each folder under src/ui its own feature.
const LAYERS = [
  { layer: 'domain', path: 'src/domain' },
  { layer: 'db', path: 'src/db' },
  { layer: 'io', path: 'src/io' },
  // Live sharing (PouchDB and the bridge to Dexie): loaded only when a sheet is shared or joined.
  // Its rooms point one way, club -> live -> protocol -> src/sync itself (request.ts and
  // pouch-types.ts, which every room uses): the club's logins, sheets and nights drive live
  // sheets; a live sheet knows nothing of logins or nights.
  { layer: 'protocol', path: 'src/sync/protocol' },
  { layer: 'live', path: 'src/sync/live' },
  { layer: 'club', path: 'src/sync/club' },
  { layer: 'sync', path: 'src/sync' },
  { layer: 'words', path: 'src/ui/i18n/en' },
  { layer: 'words', path: 'src/ui/i18n/de' },
  { layer: 'i18n', path: 'src/ui/i18n' },
  { layer: 'common', path: 'src/ui/common' },
  // Counting the tops from the cards: shared by the calculator and the deal entry.
  { layer: 'common', path: 'src/ui/tops' },
  // The house-rules form: a new sheet's, and a sheet's own until its first deal (ui/sheet).
  { layer: 'common', path: 'src/ui/rules-form' },
  { layer: 'feature', path: 'src/ui/*' },
  { layer: 'app', path: 'src/app' },
  { layer: 'main', path: 'src/main.tsx' },
];
const SYNC = ['sync', 'protocol', 'live', 'club'];
const eachSync = (value) => Object.fromEntries(SYNC.map((room) => [room, value]));
// Layers the UI and the app reach only lazily: by import() or for types, never on the start path.
const LAZY = eachSync(['words', 'common', 'feature', 'app', 'main']);
// The one file that may import() a lazy layer: every screen goes through it.
const DOORS = eachSync('src/ui/common/sync-door.ts');
// What each kind of layer may import besides itself; the why of a refusal is keyed by what was
// imported. A feature reads its words through useT(), so only the i18n infrastructure and the
// app shell reach the word lists directly.
const MAY_IMPORT = {
  domain: [],
  db: ['domain'],
  io: ['domain', 'db'],
  // The import's own checks (io/backup-format) hold what comes from the club.
  sync: ['domain', 'db', 'io'],
  protocol: ['domain', 'db', 'io', 'sync'],
  live: ['domain', 'db', 'io', 'sync', 'protocol'],
  club: ['domain', 'db', 'io', 'sync', 'protocol', 'live'],
  words: ['domain', 'db', 'io', 'i18n', 'words'],
  i18n: ['domain', 'db', 'io', 'words'],
  common: ['domain', 'db', 'io', 'i18n', 'common'],
  feature: ['domain', 'db', 'io', 'common', 'i18n'],
  app: ['*'],
  main: ['*'],
};
const PROTOCOL_BELOW =
  'the protocol (ids, forms, codes) is what live sharing and the club build on.';
const SYNC_BASE = 'src/sync itself holds only what every room uses (request, Pouch types).';
const WHY_NOT = {
  db: 'the rules core knows no storage.',
  io: 'import/export sits above the rules core and the database.',
  ...eachSync(
    'live sharing is a chunk of its own: load it with import() (or import only its types).',
  ),
  // Within sync the key is the pair: the rooms' arrows point club -> live -> protocol -> sync.
  'live>club': 'a live sheet knows no logins, guest links or nights: the club drives live sheets.',
  'protocol>live': PROTOCOL_BELOW,
  'protocol>club': PROTOCOL_BELOW,
  'sync>protocol': SYNC_BASE,
  'sync>live': SYNC_BASE,
  'sync>club': SYNC_BASE,
  words:
    'read words with useT() (or take the dictionary as a parameter), not from i18n/en or i18n/de.',
  i18n: 'the layers below the UI return codes and data, never words.',
  common: 'ui/common is part of the UI: the layers below it do not use it.',
  feature: 'only the app shell imports a feature; what two features share belongs in ui/common.',
  app: 'only main.tsx starts the app shell.',
  main: 'main.tsx is the entry point.',
};

const react = ['react', 'react-dom', 'react/*', 'react-dom/*', 'dexie-react-hooks'];
const noPackages = (group, message) => ['error', { patterns: [{ group, message }] }];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'dev-dist',
      'node_modules',
      'test-results',
      'playwright-report',
      'coverage',
    ],
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
    files: ['src/**/*.{ts,tsx}'],
    plugins: { layers },
    rules: {
      'layers/fence': [
        'error',
        { layers: LAYERS, may: MAY_IMPORT, why: WHY_NOT, lazy: LAZY, doors: DOORS, home: 'src' },
      ],
    },
  },
  {
    // Cycles are refused everywhere code is written, tests and scripts too.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { layers },
    rules: { 'layers/no-cycle': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // useLoaded takes a load and its deps as useEffect does: the same check of the deps.
      'react-hooks/exhaustive-deps': ['error', { additionalHooks: '^useLoaded$' }],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    languageOptions: { globals: { ...globals.es2023 } },
    rules: {
      'no-restricted-imports': noPackages(
        [...react, 'dexie'],
        'src/domain is pure Skat rules: no React or Dexie.',
      ),
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
    files: ['src/db/**/*.ts', 'src/io/**/*.ts'],
    rules: {
      'no-restricted-imports': noPackages(react, 'src/db and src/io must not depend on React.'),
    },
  },
  {
    files: ['scripts/**/*.{js,mjs,ts}', 'test/e2e/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
