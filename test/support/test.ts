// The browser tests' `test` and `expect`: Playwright's, with every page slowed down when
// E2E_CPU_THROTTLE asks for it (test/support/cpu-throttle.ts). Specs import them from here.
import { test as base } from '@playwright/test';
import { throttleContext, throttlePage } from './cpu-throttle';

export { expect } from '@playwright/test';
export type { Browser, BrowserContext, Locator, Page, Response } from '@playwright/test';

export const test = base.extend({
  context: async ({ context }, provide) => {
    await throttleContext(context);
    await provide(context);
  },
  page: async ({ page }, provide) => {
    await throttlePage(page);
    await provide(page);
  },
});

/**
 * One describe block per language, named by its locale and with the browser set to it, so a
 * German spec runs the English one's steps with the other words.
 */
export function inEachLanguage<W extends { readonly locale: string }>(
  languages: readonly W[],
  tests: (words: W) => void,
): void {
  for (const words of languages) {
    test.describe(words.locale, () => {
      test.use({ locale: words.locale });
      tests(words);
    });
  }
}
