// `node scripts/bench-players.mjs`: the player page and the group page with 1,000 and 10,000
// sheets of 48 deals (BENCH_HISTORY, default "1000,10000"; the sheet-list bench's data,
// bench-seed.mjs), in Debian's Chromium against the built app (vite preview).
// For each size: the first opening of the players list after the seeding (every sheet's summary
// folded and cached: once), then, median of BENCH_RUNS (default 3) fresh page loads each, from
// navigation to the players list shown, to a player's page with its figures shown, and from
// choosing a group of three to its tables shown. --no-build measures BENCH_OUT_DIR (default
// dist-bench/); BENCH_PORT picks the preview port (default 4189).
// Not part of `npm test`: figures depend on the machine.
import { spawn, execFileSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { SEED_IN_PAGE } from './bench-seed.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4189);
const OUT_DIR = process.env.BENCH_OUT_DIR ?? 'dist-bench';
const BASE_URL = `http://127.0.0.1:${PORT}`;
const HISTORY = (process.env.BENCH_HISTORY ?? '1000,10000').split(',').map(Number);
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SEED_BATCH = 1000;

const ms = (value) => `${Math.round(value)} ms`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function startPreview() {
  const server = spawn(
    'npx',
    [
      'vite',
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(PORT),
      '--strictPort',
      '--outDir',
      OUT_DIR,
    ],
    { stdio: 'ignore', detached: true },
  );
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(BASE_URL)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  process.kill(-server.pid);
  throw new Error(`vite preview did not start on ${BASE_URL}`);
}

/** Navigates to `hash` on a fresh load and times until `selector`'s text matches `text`. */
async function timeTo(page, hash, check) {
  // A screen that reads no sheet (the settings list every sheet for the export).
  await page.goto(`${BASE_URL}/#/calculator`);
  await page.waitForSelector('h1');
  const started = Date.now();
  await page.evaluate((h) => {
    location.hash = h;
  }, hash);
  await page.waitForFunction(check, undefined, { timeout: 600_000, polling: 10 });
  return Date.now() - started;
}

const PLAYERS_SHOWN = () => document.querySelector('ul[aria-label="All players"] a') !== null;
const PLAYER_SHOWN = () =>
  document.querySelector('h1')?.textContent?.startsWith('Statistics: ') === true &&
  document.querySelector('table') !== null;

async function main() {
  if (!process.argv.includes('--no-build')) {
    execFileSync(
      'npx',
      ['vite', 'build', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'warn'],
      {
        stdio: 'inherit',
      },
    );
  }
  const server = await startPreview();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block', locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/#/`);
    // The app opens (and so creates) its database before the seeding writes into it.
    await page.waitForSelector('h1');
    const hasStores = () =>
      new Promise((resolve) => {
        const request = indexedDB.open('skat-scorekeeper');
        request.onsuccess = () => {
          const ready = request.result.objectStoreNames.contains('sheetStats');
          request.result.close();
          resolve(ready);
        };
        request.onerror = () => resolve(false);
      });
    while (!(await page.evaluate(hasStores))) await page.waitForTimeout(200);
    let seeded = 0;
    for (const size of HISTORY) {
      while (seeded < size) {
        const sheets = Math.min(SEED_BATCH, size - seeded);
        await page.evaluate(SEED_IN_PAGE, {
          sheets,
          dealsPerSheet: 48,
          plannedDeals: 48,
          resume: false,
          clear: seeded === 0,
          first: seeded,
        });
        seeded += sheets;
      }
      const firstOpen = await timeTo(page, '#/players', PLAYERS_SHOWN);
      const list = [];
      const player = [];
      const group = [];
      for (let run = 0; run < RUNS; run++) {
        list.push(await timeTo(page, '#/players', PLAYERS_SHOWN));
        player.push(
          await timeTo(page, `#/players/${encodeURIComponent('name:Anna')}`, PLAYER_SHOWN),
        );
        await page.goto(`${BASE_URL}/#/group`);
        await page
          .getByRole('checkbox', { name: 'Bernd', exact: true })
          .waitFor({ timeout: 600_000 });
        await page.getByRole('checkbox', { name: 'Anna', exact: true }).check();
        await page.getByRole('checkbox', { name: 'Bernd', exact: true }).check();
        const started = Date.now();
        await page.getByRole('checkbox', { name: 'Clara', exact: true }).check();
        await page.getByRole('table', { name: 'Head to head' }).waitFor({ timeout: 600_000 });
        group.push(Date.now() - started);
      }
      const figure = (values) => `median ${ms(median(values))} [${values.map(ms).join(', ')}]`;
      console.log(
        `${size.toLocaleString('en')} sheets × 48 deals: first opening after the seeding (every summary cached) ${ms(firstOpen)};` +
          ` players list ${figure(list)}; a player's page ${figure(player)};` +
          ` a group of three chosen to its tables ${figure(group)}; ${RUNS} runs`,
      );
    }
  } finally {
    await browser.close();
    process.kill(-server.pid);
  }
}

await main();
