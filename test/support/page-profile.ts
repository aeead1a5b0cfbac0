// A page's CPU profile through the DevTools protocol, for finding what a long task runs
// (FLOOD_PROFILE=<folder> in flood.spec.ts). Written as a `.cpuprofile` file DevTools opens.
import { writeFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';

export interface PageProfile {
  stop(file: string): Promise<void>;
}

/** Starts sampling the page's main thread every `intervalUs` microseconds. */
export async function startProfile(
  context: BrowserContext,
  page: Page,
  intervalUs = 500,
): Promise<PageProfile> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: intervalUs });
  await cdp.send('Profiler.start');
  return {
    async stop(file) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(file, JSON.stringify(profile));
      await cdp.detach();
    },
  };
}
