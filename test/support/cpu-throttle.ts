// Opt-in CPU throttling for the browser tests: `E2E_CPU_THROTTLE=4 npx playwright test` runs every
// page four times slower (Chrome DevTools' CPU throttling), as on a slow phone or a busy machine. A
// test that only passes at full speed is racing the app; CI runs unthrottled.
import type { BrowserContext, Page } from '@playwright/test';

function throttleRate(): number {
  const raw = process.env.E2E_CPU_THROTTLE;
  if (raw === undefined || raw === '') return 1;
  const rate = Number(raw);
  if (!Number.isFinite(rate) || rate < 1) {
    throw new Error(
      `E2E_CPU_THROTTLE must be a number of 1 or more (a slow-down factor), not "${raw}"`,
    );
  }
  return rate;
}

/** How many times slower each page's CPU runs: 1 (not throttled) unless E2E_CPU_THROTTLE says. */
export const CPU_THROTTLE = throttleRate();

const throttled = new WeakMap<Page, Promise<void>>();

/** Slows this page's CPU down by CPU_THROTTLE (once per page; nothing when it is 1). */
export function throttlePage(page: Page): Promise<void> {
  if (CPU_THROTTLE === 1) return Promise.resolve();
  const known = throttled.get(page);
  if (known) return known;
  const done = page
    .context()
    .newCDPSession(page)
    .then(async (session) => {
      await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
    })
    // A page closed before the session opened has nothing left to slow down.
    .catch((error: unknown) => {
      if (!page.isClosed()) throw error;
    });
  throttled.set(page, done);
  return done;
}

/** Slows down every page of the context: those open now and every one opened later. */
export async function throttleContext(context: BrowserContext): Promise<void> {
  if (CPU_THROTTLE === 1) return;
  context.on('page', (page) => void throttlePage(page));
  await Promise.all(context.pages().map(throttlePage));
}

/**
 * A time limit stretched by the throttling: a page that runs N times slower takes N times longer
 * for the same work. The limits still catch a hang; what is left failing under throttling is a
 * test that expects a moment instead of a state.
 */
export const scaled = (milliseconds: number): number => milliseconds * CPU_THROTTLE;
