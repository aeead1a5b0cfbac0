// Counting a user's taps in the built app, shared by the entry's tap-count browser tests.
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    entryTaps?: number;
  }
}

/**
 * Counts every real tap the page receives (a trusted pointerdown, whether or not the app reacts
 * to it), from the first script on: the page counts, not the test.
 */
export async function countTaps(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.entryTaps = 0;
    window.addEventListener(
      'pointerdown',
      (event) => {
        if (event.isTrusted) window.entryTaps = (window.entryTaps ?? 0) + 1;
      },
      true,
    );
  });
}

/** The taps counted so far on this page. */
export const taps = (page: Page): Promise<number> => page.evaluate(() => window.entryTaps ?? 0);
