// The built app with its server gone, shared by the browser tests of what must work offline.
import type { Page } from '@playwright/test';
import { rm } from 'node:fs/promises';
import { freshUserDataDir, launchProfile } from './chromium';
import { expectNoNetwork, untilServiceWorkerControls } from './e2e-flows';
import { BUILT_APP_DIR, serveBuiltApp } from './static-server';

/**
 * Runs `steps` on a page of the built app that was visited once online (the service worker has
 * precached it) and whose server is then closed, so only what the app keeps for itself can load.
 * With `restart`, the browser is closed first and `steps` get a page of it started again, where
 * nothing could have been loaded before. A fresh browser profile, removed afterwards: nothing of
 * another test's visit can help.
 */
export async function withOfflineApp(
  steps: (page: Page) => Promise<void>,
  options: { readonly restart?: boolean } = {},
): Promise<void> {
  const server = await serveBuiltApp(BUILT_APP_DIR);
  const profile = await freshUserDataDir();
  let context = await launchProfile(profile, { baseURL: server.url });
  try {
    let page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await untilServiceWorkerControls(page);
    if (options.restart) {
      await context.close();
      await server.close();
      // The server is gone: the service worker is the only source (no browser offline emulation,
      // whose effect on service workers has changed between Chromium versions).
      context = await launchProfile(profile, { baseURL: server.url });
      page = context.pages()[0] ?? (await context.newPage());
    } else {
      await server.close();
      await expectNoNetwork(page);
    }
    await steps(page);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}
