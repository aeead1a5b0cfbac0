// `npm run bench`: two figures from Debian's Chromium against the built app (vite preview):
//  (a) offline cold start: a new browser process, network off, the service worker serving the
//      app — time from navigation to the sheet's main action ("Enter deal N") being visible;
//      then from tapping it (at once) to the deal entry shown, and from a reload in the middle of
//      the entry to the entry shown again (the entry's code is not in the first download);
//  (b) a club's history: the sheet list with 1,000 and then 10,000 stored sheets of 48 deals each
//      (BENCH_HISTORY, default "1000,10000") — time from navigation to the first sheet shown and
//      to the list's first page rendered (from what the last opening kept, when there is one:
//      index.html's shell builds it from its kept nodes before the app runs, the app's first render its
//      data; the seeding drops both, as the app does on every change of a sheet, so each size's
//      first run starts without them), and to the first page as the database says (no longer
//      busy);
//      from a "Show more" tap to the next page rendered; from going back from a sheet to the
//      list's first page; and from opening a sheet (a tap on the page's last entry; the oldest
//      sheet by its link) to its standings shown;
//  (c) a restore of a big backup (1,600 sheets × 48 deals, about 20 MB) through the settings
//      screen: choosing the file to the confirmation, confirming to done, and the longest
//      main-thread block in each (scripts/bench-restore.mjs).
// (a) runs in English and in German (a browser set to de-DE starts in German: its words are a
// chunk of their own), so the German first start can be compared with the English one.
//  (d) Lighthouse, mobile, first visit (scripts/lighthouse.mjs: LIGHTHOUSE_RUNS, default 3).
//  (e) a sheet with a 10,000-event log: its history view and a deal's history (time to open, the
//      longest main-thread task); (f) the first start after the update with 2,002 sheets × 36
//      deals of schema version 1: time to the first progress and to the list (scripts/bench-scale.mjs).
// Median of BENCH_RUNS runs (default 5). --no-build measures an existing build in BENCH_OUT_DIR
// (default dist-bench/); BENCH_PORT picks the preview port (default 4188). BENCH_ONLY picks the
// parts by letter (default abcdef; BENCH_ONLY=c only the restore).
// Not part of `npm test`: figures depend on the machine.
import { spawn, execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { SEED_IN_PAGE } from './bench-seed.mjs';
import { makeBigBackup, restoreOnce } from './bench-restore.mjs';
import { lighthouseBench } from './lighthouse.mjs';
import { historyAtScaleBench, upgradeBench } from './bench-scale.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ONLY = process.env.BENCH_ONLY ?? 'abcdef';
const PORT = Number(process.env.BENCH_PORT ?? 4188);
const OUT_DIR = process.env.BENCH_OUT_DIR ?? 'dist-bench';
const BASE_URL = `http://127.0.0.1:${PORT}`;
/** SHEETS_PER_PAGE in src/ui/sheet-list/SheetListScreen.tsx: the list opens with this many. */
const LIST_PAGE = 30;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The same flags as the browser tests (TOOLCHAIN.md).
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// What the page shows in each language: the sheet's main action, the entry's region, the loading
// states (src/ui/i18n/{en,de}).
const WORDS = {
  en: {
    action: '^(Enter|Continue) deal \\d+',
    entry: 'Enter a deal',
    loading: ['Loading…'],
    invalid: 'cannot be scored',
  },
  de: {
    action: '^Spiel \\d+ (weiter )?eintragen',
    entry: 'Spiel eintragen',
    loading: ['Wird geladen …'],
    invalid: 'lässt sich nicht werten',
  },
};
const BROWSER_LOCALE = { en: 'en-GB', de: 'de-DE' };

// Records, in the page's own clock (0 = navigation start), when the main action of the sheet
// and the sheet list's entries first appear, when a "Show more" tap's page is in, and when the
// deal entry appears after a tap (or after a reload on its route: tapped at navigation start).
const observer = (expectedSheets, words) => `
  window.__bench = { usableAt: null, firstSheetAt: null, allSheetsAt: null, readSheetsAt: null, expectedSheets: ${expectedSheets},
    moreTappedAt: null, moreAt: null, entryTappedAt: sessionStorage.benchReload ? 0 : null,
    entryAt: null, loadingSeen: false };
  new MutationObserver(() => {
    const b = window.__bench;
    const now = performance.now();
    if (b.entryTappedAt !== null && b.entryAt === null) {
      if (document.querySelector('section[aria-label="${words.entry}"]')) b.entryAt = now;
      if (${JSON.stringify(words.loading)}.some((w) => document.body?.textContent.includes(w))) b.loadingSeen = true;
    }
    if (b.usableAt === null) {
      for (const el of document.querySelectorAll('a, button')) {
        if (new RegExp(${JSON.stringify(words.action)}).test(el.textContent.trim())) { b.usableAt = now;
          b.usableText = el.textContent.trim(); break; }
      }
    }
    const sheets = document.querySelectorAll('a[aria-label^="Open "]').length;
    if (sheets > 0 && b.firstSheetAt === null) b.firstSheetAt = now;
    if (b.expectedSheets > 0 && sheets >= b.expectedSheets && b.allSheetsAt === null) b.allSheetsAt = now;
    // The list shows the copy of its first page until the database has answered (aria-busy).
    if (b.expectedSheets > 0 && sheets >= b.expectedSheets && b.readSheetsAt === null &&
      !document.querySelector('section[aria-busy="true"]')) b.readSheetsAt = now;
    if (b.moreTappedAt !== null && sheets >= 2 * b.expectedSheets && b.moreAt === null) b.moreAt = now;
  }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['aria-busy'] });
`;

function launch(profile, offline, lang = 'en') {
  return chromium.launchPersistentContext(profile, {
    locale: BROWSER_LOCALE[lang],
    executablePath: CHROMIUM_PATH,
    args: ARGS,
    baseURL: BASE_URL,
    offline,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2.625,
  });
}

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
  // Not left running for the next attempt to collide with.
  process.kill(-server.pid);
  throw new Error(`vite preview did not start on ${BASE_URL}`);
}

function stopPreview(server) {
  try {
    process.kill(-server.pid);
  } catch {
    // already stopped
  }
}

/** One cold start: a new browser process on the same profile, offline; returns the page's times. */
async function coldStart(profile, expectedSheets, lang = 'en', history = null) {
  const words = WORDS[lang];
  const context = await launch(profile, true, lang);
  try {
    await context.addInitScript(observer(expectedSheets, words));
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    // Functions, not strings: the page's Content Security Policy allows no eval of a string.
    const done =
      expectedSheets > 0
        ? () => window.__bench.readSheetsAt !== null
        : () => window.__bench.usableAt !== null;
    await page.waitForFunction(done, null, { timeout: 60_000 });
    const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    if (!controlled) throw new Error('the page was not served by the service worker');
    // Guard the figure: a sheet that failed to score would also show its button.
    if (await page.getByText(words.invalid).count()) throw new Error('the seeded sheet is invalid');
    if (expectedSheets > 0) {
      await showMore(page, expectedSheets);
      const listed = await page.evaluate(() => window.__bench);
      const name = `Skat evening ${expectedSheets}`;
      const tapped = await openSheet(page, { label: `Open ${name}`, name });
      const oldest = await openSheet(page, {
        hash: `#/sheet/${encodeURIComponent(history.oldest)}`,
        name: history.oldestName,
      });
      return {
        ...listed,
        openTapped: tapped.open,
        openOldest: oldest.open,
        backToList: tapped.back.shown,
        backToListRead: tapped.back.read,
      };
    }
    // Where the start's time goes: the first paint and each step src/main.tsx marks.
    const steps = await page.evaluate(() =>
      Object.fromEntries(
        [...performance.getEntriesByType('paint'), ...performance.getEntriesByType('mark')]
          .filter((entry) => entry.entryType === 'paint' || entry.name.startsWith('start:'))
          .map((entry) => [entry.name, entry.startTime]),
      ),
    );
    return {
      ...(await page.evaluate(() => window.__bench)),
      steps,
      ...(await enterDeal(page, words)),
    };
  } finally {
    await context.close();
  }
}

/**
 * Taps the sheet's main action as soon as it shows and times the entry's appearance, then
 * reloads in the middle of the entry and times it again.
 */
async function enterDeal(page, words) {
  await page.evaluate((pattern) => {
    const action = [...document.querySelectorAll('a, button')].find((el) =>
      new RegExp(pattern).test(el.textContent.trim()),
    );
    window.__bench.entryTappedAt = performance.now();
    action.click();
  }, words.action);
  await page.waitForFunction(() => window.__bench.entryAt !== null, null, { timeout: 60_000 });
  const tapped = await page.evaluate(() => window.__bench);
  await page.evaluate(() => {
    sessionStorage.benchReload = '1';
  });
  await page.reload();
  await page.waitForFunction(() => window.__bench.entryAt !== null, null, { timeout: 60_000 });
  const reloaded = await page.evaluate(() => {
    delete sessionStorage.benchReload;
    return window.__bench;
  });
  await page.goBack();
  return {
    tapToEntry: tapped.entryAt - tapped.entryTappedAt,
    reloadToEntry: reloaded.entryAt,
    loadingSeen: tapped.loadingSeen || reloaded.loadingSeen,
  };
}

/** Taps "Show more" on the list and waits for the next page; checks the first page's size. */
async function showMore(page, pageSize) {
  const shown = page.locator('a[aria-label^="Open "]');
  if ((await shown.count()) !== pageSize)
    throw new Error(`the list opened with ${await shown.count()} sheets, not ${pageSize}`);
  await page.evaluate(() => {
    const button = [...document.querySelectorAll('button')].find(
      (b) => b.textContent.trim() === 'Show more sheets',
    );
    if (!button) throw new Error('no "Show more sheets" button');
    window.__bench.moreTappedAt = performance.now();
    button.click();
  });
  await page.waitForFunction(() => window.__bench.moreAt !== null, null, { timeout: 60_000 });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const ms = (value) => `${Math.round(value)} ms`;

/** Runs `bench` in a browser on a profile of its own, online, the server running. */
async function withFreshProfile(bench) {
  const profile = await mkdtemp(join(tmpdir(), 'skat-bench-scale-'));
  try {
    const context = await launch(profile, false);
    try {
      await bench(context);
    } finally {
      await context.close();
    }
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
}

/** (c): the big restore, BENCH_RUNS times on a profile of its own, the server running. */
async function restoreBench() {
  const profile = await mkdtemp(join(tmpdir(), 'skat-bench-restore-'));
  try {
    const context = await launch(profile, false);
    try {
      const backup = await makeBigBackup(context, profile);
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await restoreOnce(context, backup.file));
      const figure = (key) =>
        `median ${ms(median(runs.map((r) => r[key])))} [${runs.map((r) => ms(r[key])).join(', ')}]`;
      console.log(
        `(c) restore of ${backup.sheets} sheets × 48 deals (${(backup.size / 1e6).toFixed(1)} MB):` +
          ` file chosen to the confirmation ${figure('toConfirm')}, longest block ${figure('blockChoose')};` +
          ` confirmed to done ${figure('toDone')}, longest block ${figure('blockRestore')};` +
          ` progress shown in ${runs.filter((r) => r.progressSeen).length} of ${RUNS} runs`,
      );
    } finally {
      await context.close();
    }
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
}

/** Sizes of a club's history the list is measured with (BENCH_HISTORY, comma-separated). */
const HISTORY = (process.env.BENCH_HISTORY ?? '1000,10000').split(',').map(Number);
const SEED_BATCH = 1000;

/**
 * (b): the sheet list and opening a sheet, with a growing history of sheets of 48 deals, seeded
 * in batches on the same profile (offline: the service worker serves the app).
 */
async function historyBench(profile) {
  let seeded = 0;
  let oldest = null;
  for (const size of HISTORY) {
    const seeding = await launch(profile, true);
    const seedPage = seeding.pages()[0] ?? (await seeding.newPage());
    await seedPage.goto('/#/');
    const t0 = Date.now();
    while (seeded < size) {
      const sheets = Math.min(SEED_BATCH, size - seeded);
      oldest = await seedPage.evaluate(SEED_IN_PAGE, {
        sheets,
        dealsPerSheet: 48,
        plannedDeals: 48,
        resume: false,
        clear: seeded === 0,
        first: seeded,
      });
      seeded += sheets;
    }
    console.log(
      `seeded up to ${size.toLocaleString('en')} sheets × 48 deals in ${ms(Date.now() - t0)}`,
    );
    await seeding.close();

    const firstSheet = [];
    const firstPage = [];
    const readPage = [];
    const nextPage = [];
    const openTapped = [];
    const openOldest = [];
    const backToList = [];
    const backToListRead = [];
    for (let run = 0; run < RUNS; run++) {
      const times = await coldStart(profile, LIST_PAGE, 'en', {
        oldest,
        oldestName: `Skat evening ${size}`,
      });
      firstSheet.push(times.firstSheetAt);
      firstPage.push(times.allSheetsAt);
      readPage.push(times.readSheetsAt);
      nextPage.push(times.moreAt - times.moreTappedAt);
      openTapped.push(times.openTapped);
      openOldest.push(times.openOldest);
      backToList.push(times.backToList);
      backToListRead.push(times.backToListRead);
    }
    const figure = (values) => `median ${ms(median(values))} [${values.map(ms).join(', ')}]`;
    console.log(
      `(b) ${size.toLocaleString('en')} sheets × 48 deals, offline cold start: first sheet shown median ${ms(median(firstSheet))},` +
        ` first ${LIST_PAGE} rendered ${figure(firstPage)}` +
        ` (from the database, the copy replaced: ${figure(readPage)});` +
        ` "Show more" to ${2 * LIST_PAGE} rendered ${figure(nextPage)};` +
        ` back from a sheet to the list's first ${LIST_PAGE} ${figure(backToList)}` +
        ` (from the database: ${figure(backToListRead)});` +
        ` a tap on sheet ${LIST_PAGE} to its standings ${figure(openTapped)};` +
        ` the oldest sheet (link) to its standings ${figure(openOldest)}; ${RUNS} runs`,
    );
  }
}

/**
 * Opens a sheet from the list — by a tap on its entry, or by its link (the hash) — and returns
 * the time until its screen shows the sheet's name and standings.
 */
async function openSheet(page, { label, hash, name }) {
  const elapsed = await page.evaluate(
    ({ label, hash, name }) =>
      new Promise((resolve, reject) => {
        const shown = () =>
          document.querySelector('h1')?.textContent.trim() === name &&
          document.querySelector('main table') !== null;
        const started = performance.now();
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          observer.disconnect();
          resolve(performance.now() - started);
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        if (hash) {
          location.hash = hash;
          return;
        }
        const link = document.querySelector(`a[aria-label="${label}"]`);
        if (!link) reject(new Error(`no link "${label}"`));
        else link.click();
      }),
    { label, hash, name },
  );
  // Back to the list: the list screen mounts again, shows its first page (from the copy the last
  // reading kept) and reads it from the database (the copy replaced, no longer busy).
  const back = await page.evaluate(
    (pageSize) =>
      new Promise((resolve) => {
        const started = performance.now();
        let shown = null;
        const observer = new MutationObserver(() => {
          if (document.querySelectorAll('a[aria-label^="Open "]').length < pageSize) return;
          shown ??= performance.now() - started;
          if (document.querySelector('section[aria-busy="true"]')) return;
          observer.disconnect();
          resolve({ shown, read: performance.now() - started });
        });
        observer.observe(document.body, {
          childList: true,
          subtree: true,
          attributes: true,
          attributeFilter: ['aria-busy'],
        });
        history.back();
      }),
    LIST_PAGE,
  );
  return { open: elapsed, back };
}

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
  if (ONLY.includes('d')) await lighthouseBench(`${BASE_URL}/`);
  if (ONLY.includes('c')) await restoreBench();
  if (ONLY.includes('e')) await withFreshProfile((context) => historyAtScaleBench(context, RUNS));
  if (ONLY.includes('f')) {
    await upgradeBench(async () => {
      const dir = await mkdtemp(join(tmpdir(), 'skat-bench-upgrade-'));
      const context = await launch(dir, false);
      const close = async () => {
        await context.close();
        await rm(dir, { recursive: true, force: true });
      };
      return { context, close };
    }, RUNS);
  }
  if (!ONLY.includes('a') && !ONLY.includes('b')) {
    stopPreview(server);
    return;
  }
  const profile = await mkdtemp(join(tmpdir(), 'skat-bench-'));
  try {
    // First visit online: the service worker installs and precaches the app.
    const first = await launch(profile, false);
    const page = first.pages()[0] ?? (await first.newPage());
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.evaluate(SEED_IN_PAGE, {
      sheets: 1,
      dealsPerSheet: 20,
      plannedDeals: 36,
      resume: true,
    });
    await first.close();
    // From here on the server is gone too: nothing can come from the network.
    process.kill(-server.pid);

    for (const lang of ONLY.includes('a') ? ['en', 'de'] : []) {
      const startTimes = [];
      const tapTimes = [];
      const reloadTimes = [];
      let action = '';
      let loadingRuns = 0;
      const stepTimes = {};
      for (let run = 0; run < RUNS; run++) {
        const times = await coldStart(profile, 0, lang);
        startTimes.push(times.usableAt);
        for (const [step, at] of Object.entries(times.steps)) (stepTimes[step] ??= []).push(at);
        tapTimes.push(times.tapToEntry);
        reloadTimes.push(times.reloadToEntry);
        if (times.loadingSeen) loadingRuns++;
        action = times.usableText;
      }
      console.log(
        `(a, ${lang}) offline cold start to "${action}" (sheet of 20 deals): median ${ms(median(startTimes))}` +
          ` over ${RUNS} runs [${startTimes.map(ms).join(', ')}];` +
          ` tap to the entry median ${ms(median(tapTimes))} [${tapTimes.map(ms).join(', ')}];` +
          ` reload mid-entry to the entry median ${ms(median(reloadTimes))} [${reloadTimes.map(ms).join(', ')}];` +
          ` a loading state showed in ${loadingRuns} of ${RUNS} runs;` +
          ` medians from navigation: ${Object.entries(stepTimes)
            .map(([step, values]) => `${step} ${ms(median(values))}`)
            .join(', ')}`,
      );
    }

    if (ONLY.includes('b')) await historyBench(profile);
  } finally {
    stopPreview(server);
    await rm(profile, { recursive: true, force: true });
  }
}

await main();
