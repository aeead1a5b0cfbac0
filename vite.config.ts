import { fileURLToPath } from 'node:url';
import { defineConfig, runnerImport } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import type * as FirstScreenShell from './scripts/first-screen-shell';

/*
 * The first screen's plugin is built from the app's own modules (its words, its start code), so it
 * is loaded the way Vite loads the app, not bundled into this config: the app's imports are written
 * without a file extension, and Vite warns about each one it meets while loading a config.
 */
const SHELL_PLUGIN = fileURLToPath(new URL('./scripts/first-screen-shell.ts', import.meta.url));

export default defineConfig(async () => {
  const { firstScreenShell, startChunkName } = (
    await runnerImport<typeof FirstScreenShell>(SHELL_PLUGIN)
  ).module;
  return {
    // The comparison build of the local PouchDB's engine (docs/pouchdb-adapter.md): the shipped
    // app uses one adapter, POUCH_ADAPTER=indexeddb builds the other for the regression tests.
    resolve: {
      alias:
        process.env.POUCH_ADAPTER === 'indexeddb'
          ? [{ find: /^\.\/local-adapter$/, replacement: './local-adapter-indexeddb' }]
          : [],
    },
    build: {
      // No preload helper around dynamic imports: it appends a <link rel="modulepreload"> per
      // imported chunk at the moment of the import, and each append starts a fetch on the main
      // thread (20–40 ms of the start in profiles, issue 11). The start's chunks are preloaded by
      // index.html (scripts/first-screen-shell.ts); the other screens are fetched ahead in idle time
      // (src/app/lazy-screens.tsx), their few shared chunks found by the browser as it reads them.
      modulePreload: false,
      rolldownOptions: {
        // The app's start code as one chunk (scripts/start-chunk.ts says why).
        output: {
          codeSplitting: {
            includeDependenciesRecursively: false,
            groups: [{ name: startChunkName(), debugName: 'start' }],
          },
        },
      },
    },
    plugins: [
      react(),
      tailwindcss(),
      // The first screen paints from index.html itself, before the app's code has arrived.
      firstScreenShell(),
      VitePWA({
        // 'prompt': a new version waits until the player accepts it (src/ui/pwa/UpdatePrompt.tsx),
        // so an update never lands in the middle of a deal entry.
        registerType: 'prompt',
        // UpdatePrompt registers the service worker through useRegisterSW.
        injectRegister: false,
        // The workbox globs below already cover the icons; listing them twice only duplicates entries.
        includeManifestIcons: false,
        manifest: {
          id: '/',
          name: 'Skat Scorekeeper',
          short_name: 'Skat',
          description:
            'Keeps the score of Skat at the card table, offline, and explains every value.',
          lang: 'en',
          categories: ['games', 'utilities'],
          theme_color: '#14532d',
          background_color: '#0b1f14',
          display: 'standalone',
          start_url: '/',
          scope: '/',
          icons: [
            { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            {
              src: 'icons/maskable-512.png',
              sizes: '512x512',
              type: 'image/png',
              purpose: 'maskable',
            },
          ],
        },
        workbox: {
          // The whole app is precached (the plugin adds the manifest): a Skat evening in a cellar has
          // no signal.
          globPatterns: ['**/*.{js,css,html,svg,png}'],
          navigateFallback: 'index.html',
          // The first visit's worker takes over the open page at once, so the app works offline
          // without a reload. Later versions still wait for the player (no skipWaiting).
          clientsClaim: true,
          cleanupOutdatedCaches: true,
        },
      }),
    ],
  };
});
