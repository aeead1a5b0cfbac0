// `node scripts/bench-players.mjs`: the player page and the group page with 1,000 and 10,000
// sheets of 48 deals (BENCH_HISTORY, default "1000,10000"; the sheet-list bench's data,
// bench-seed.mjs), in Debian's Chromium against the built app (vite preview).
// For each size: the first opening of the players list after the seeding (every sheet's summary
// folded and cached: once; when its progress first shows, when the list does, and the longest
// main-thread task meanwhile), then, median of BENCH_RUNS (default 3) fresh page loads each, from
// navigation to the players list shown, to a player's page with its figures shown, from opening
// the group page through choosing three players to their tables, and from choosing the group's
// third player to its tables shown; each with its longest task. --no-build measures BENCH_OUT_DIR (default
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

// Long tasks in the page's own clock (the page has a CSP: only functions are evaluated).
const TASK_OBSERVER = `
  window.__tasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
`;

/** The longest task (ms) that started after `since` (page clock), 0 when none was long. */
async function longestSince(page, since) {
  return page.evaluate(
    (from) =>
      window.__tasks.reduce(
        (max, [start, duration]) => (start >= from ? Math.max(max, duration) : max),
        0,
      ),
    since,
  );
}

/**
 * Navigates to `hash` on a fresh load and times until `check` holds; with `progress`, also until
 * that first held. Returns { ms, progress, longest }.
 */
async function timeTo(page, hash, check, progress) {
  // A screen that reads no sheet (the settings list every sheet for the export).
  await page.goto(`${BASE_URL}/#/calculator`);
  await page.waitForSelector('h1');
  const started = Date.now();
  const since = await page.evaluate((h) => {
    const now = performance.now();
    location.hash = h;
    return now;
  }, hash);
  let progressAt = null;
  if (progress) {
    await page.waitForFunction(progress, undefined, { timeout: 600_000, polling: 10 });
    progressAt = Date.now() - started;
  }
  await page.waitForFunction(check, undefined, { timeout: 600_000, polling: 10 });
  const ms = Date.now() - started;
  return { ms, progress: progressAt, longest: await longestSince(page, since) };
}

const PLAYERS_SHOWN = () => document.querySelector('ul[aria-label="All players"] a') !== null;
const PLAYER_SHOWN = () =>
  document.querySelector('h1')?.textContent?.startsWith('Statistics: ') === true &&
  document.querySelector('table') !== null;
// The summaries' first build shows how far it is (or the list at once, when it is quick).
const PROGRESS_SHOWN = () =>
  document.querySelector('[role="progressbar"]') !== null ||
  document.querySelector('ul[aria-label="All players"] a') !== null;

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
    await context.addInitScript(TASK_OBSERVER);
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
      const firstOpen = await timeTo(page, '#/players', PLAYERS_SHOWN, PROGRESS_SHOWN);
      const list = [];
      const player = [];
      const groupOpen = [];
      const group = [];
      const h2hColumn = (name) =>
        page
          .getByRole('table', { name: 'Head to head' })
          .getByRole('columnheader', { name, exact: true })
          .waitFor({ timeout: 600_000 });
      for (let run = 0; run < RUNS; run++) {
        list.push(await timeTo(page, '#/players', PLAYERS_SHOWN));
        player.push(
          await timeTo(page, `#/players/${encodeURIComponent('name:Anna')}`, PLAYER_SHOWN),
        );
        // The whole way: the group page opened, three players chosen, their tables shown.
        await page.goto(`${BASE_URL}/#/calculator`);
        await page.waitForSelector('h1');
        const opened = Date.now();
        const openedAt = await page.evaluate(() => {
          const now = performance.now();
          location.hash = '#/group';
          return now;
        });
        const box = (name) => page.getByRole('checkbox', { name, exact: true });
        await box('Anna').check({ timeout: 600_000 });
        await box('Bernd').check({ timeout: 600_000 });
        await h2hColumn('Bernd');
        const started = Date.now();
        const since = await page.evaluate(() => performance.now());
        await box('Clara').check();
        await h2hColumn('Clara');
        const done = Date.now();
        group.push({ ms: done - started, longest: await longestSince(page, since) });
        groupOpen.push({ ms: done - opened, longest: await longestSince(page, openedAt) });
      }
      const figure = (values) => {
        const times = values.map((v) => v.ms);
        const tasks = values.map((v) => v.longest);
        return `median ${ms(median(times))} [${times.map(ms).join(', ')}], longest task ${ms(Math.max(...tasks))}`;
      };
      console.log(
        `${size.toLocaleString('en')} sheets × 48 deals:\n` +
          `  first opening after the seeding (every summary built): progress at ${ms(firstOpen.progress)}, list at ${ms(firstOpen.ms)}, longest task ${ms(firstOpen.longest)}\n` +
          `  players list ${figure(list)}\n` +
          `  a player's page ${figure(player)}\n` +
          `  the group page opened and three players chosen, to their tables ${figure(groupOpen)}\n` +
          `  a group's third player chosen to its tables ${figure(group)}\n` +
          `  (${RUNS} runs)`,
      );
    }
  } finally {
    await browser.close();
    process.kill(-server.pid);
  }
}

await main();
