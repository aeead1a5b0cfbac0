// The built app with its server gone, shared by the browser tests of what must work offline.
import type { Page } from '@playwright/test';
import { rm } from 'node:fs/promises';
import { freshUserDataDir, launchProfile } from './chromium';
import { expectNoNetwork, untilServiceWorkerControls } from './e2e-flows';
import { BUILT_APP_DIR, serveBuiltApp } from './static-server';

/**
 * Runs `steps` on a page of the built app that was visited once online (the service worker has
 * precached it) and whose server is then closed, so only what the app keeps for itself can load.
 * A fresh browser profile, removed afterwards: nothing of another test's visit can help.
 */
export async function withOfflineApp(steps: (page: Page) => Promise<void>): Promise<void> {
  const server = await serveBuiltApp(BUILT_APP_DIR);
  const profile = await freshUserDataDir();
  const context = await launchProfile(profile, { baseURL: server.url });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await untilServiceWorkerControls(page);
    await server.close();
    await expectNoNetwork(page);
    await steps(page);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}
