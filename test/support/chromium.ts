// How the browser tests start Debian's Chromium: shared by playwright.config.ts and the specs
// that launch their own persistent browser (installability, offline restart).
import { chromium, devices, type BrowserContext } from '@playwright/test';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { throttleContext } from './cpu-throttle';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const pixel7 = devices['Pixel 7'];
/** The phone the tests play on: a Pixel 7 at 390×844. */
export const PHONE = {
  userAgent: pixel7.userAgent,
  deviceScaleFactor: pixel7.deviceScaleFactor,
  isMobile: pixel7.isMobile,
  hasTouch: pixel7.hasTouch,
  viewport: { width: 390, height: 844 },
};

/** The browser language the suites run in unless they ask for another (a machine's own is not used). */
export const ENGLISH = 'en-US';

/** A new, empty profile folder: no service worker, no IndexedDB, nothing cached. */
export function freshUserDataDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'skat-profile-'));
}

/**
 * A real (non-incognito) browser profile. Chromium refuses installability in incognito, and a
 * browser restart only keeps the service worker and IndexedDB in a profile on disk.
 */
export async function launchProfile(
  userDataDir: string,
  options: { baseURL: string; offline?: boolean; locale?: string },
): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(userDataDir, {
    ...PHONE,
    locale: options.locale ?? ENGLISH,
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL: options.baseURL,
    offline: options.offline ?? false,
  });
  await throttleContext(context);
  return context;
}
