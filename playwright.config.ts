import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ENGLISH, PHONE } from './test/support/chromium';
import { scaled } from './test/support/cpu-throttle';

// E2E_PORT / E2E_DIST let several builds be tested side by side without clashing.
const port = Number(process.env.E2E_PORT ?? 4173);
const dist = process.env.E2E_DIST ?? 'dist';
const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_FILE;

export default defineConfig({
  testDir: 'test/e2e',
  // One folder per build, so parallel runs against different builds do not wipe each other's.
  outputDir: `test-results/${dist}`,
  // Every time limit grows with E2E_CPU_THROTTLE (test/support/cpu-throttle.ts).
  timeout: scaled(60_000),
  expect: { timeout: scaled(5_000) },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: jsonReport ? [['list'], ['json', { outputFile: jsonReport }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...PHONE,
    // The existing suites read English names: a machine set to German must not change that.
    // German suites say `test.use({ locale: 'de-DE' })`.
    locale: ENGLISH,
    browserName: 'chromium',
    // A stuck click fails with its locator named, instead of only 'test timeout exceeded'.
    actionTimeout: scaled(15_000),
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort --outDir ${dist}`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
