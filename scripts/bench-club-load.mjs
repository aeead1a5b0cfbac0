// `node scripts/bench-club-load.mjs`: a new phone's first load of a big club
// (docs/live-sharing.md, Speed). A benchmark, not a test. The club on Apache CouchDB 3.5 (127.0.0.1, a temporary data folder,
// started and stopped here by its pid, ports 6131–6134) holds BENCH_CLUB_SHEETS (1,000) shared
// sheets of BENCH_CLUB_DEALS (48) deals, written as the sharing member with `_bulk_docs`
// (scripts/club/seed-club.ts: the app's own documents). Each run is a new phone (a fresh Chromium
// context, empty storage): it logs in through Settings › Club as another member, opens Club
// sheets, and taps the newest sheet. Measured per run, the median of BENCH_RUNS (3) printed:
//   - login: from tapping "Save club login" to "Logged in";
//   - list: from tapping "Club sheets" to its first page shown (the sheets a page, as the UI shows);
//   - deals: from tapping the sheet to its 48 deals and final standings on the screen;
//   - synced: from tapping the sheet to its status "Synced";
//   - pulled: the club documents the phone's replication listed (`_changes`), fetched
//     (`_bulk_get`) and kept (its local PouchDB);
//   - usable: the longest main-thread task (PerformanceObserver 'longtask') and the most a 50 ms
//     timer came late, from the tap until synced; and each tap on the sheet's "Rename players"
//     while the sheet was not synced yet, timed until its dialog showed (the dialog closed again).
// Needs a build: BENCH_OUT_DIR (default dist-bench) served on BENCH_PORT (default 4301).
import { chromium } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  load,
  printLoadAverage,
  startPreview,
} from './bench-browser.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4301);
const OUT_DIR = process.env.BENCH_OUT_DIR ?? 'dist-bench';
const APP = `http://127.0.0.1:${PORT}`;
const SHEETS = Number(process.env.BENCH_CLUB_SHEETS ?? 1000);
const DEALS = Number(process.env.BENCH_CLUB_DEALS ?? 48);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CLUB_PORTS = [6131, 6132, 6133, 6134];
const CLUB = 'skatclub';
const ADMIN = { name: 'admin', password: 'admin-bench-7431' };
const ANNA = { name: 'anna', password: 'anna-bench-7431' };
const BEN = { name: 'ben', password: 'ben-bench-7431' };
/** The longest any one wait of a run may take (a whole club pulled on a slow machine). */
const WAIT_MS = Number(process.env.BENCH_WAIT_MS ?? 900_000);
/** Taps on the sheet while it is not synced yet: at most this many a run. */
const MAX_PROBES = 200;

/** In the page from its start: long tasks, and how late a 50 ms timer comes (in performance.now). */
function OBSERVE_IN_PAGE() {
  const bench = { longtasks: [], lags: [] };
  window.__bench = bench;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        bench.longtasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no long task timing in this browser
  }
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    if (now - last > 60) bench.lags.push({ start: last, late: now - last - 50 });
    last = now;
  }, 50);
}

/** The phone's local PouchDB (the idb adapter's database, sync/live/local-adapter.ts): its documents, counted. */
function LOCAL_DOCS_IN_PAGE() {
  return new Promise((resolve) => {
    const open = indexedDB.open('_pouch_skat-club-events-idb');
    open.onerror = () => resolve(null);
    open.onsuccess = () => {
      const database = open.result;
      if (!database.objectStoreNames.contains('document-store')) {
        database.close();
        resolve(null);
        return;
      }
      const count = database.transaction('document-store').objectStore('document-store').count();
      count.onsuccess = () => {
        database.close();
        resolve(count.result);
      };
      count.onerror = () => resolve(null);
    };
  });
}

async function get(url, auth, timeout) {
  const response = await fetch(url, {
    headers: { authorization: auth },
    signal: AbortSignal.timeout(timeout),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};
const s = (ms) =>
  ms === null || ms === undefined
    ? `not within ${WAIT_MS / 1000} s`
    : `${(ms / 1000).toFixed(2)} s`;
const msText = (ms) => (ms === null || ms === undefined ? '–' : `${Math.round(ms)} ms`);

async function oneRun(browser, address) {
  const context = await browser.newContext({
    baseURL: APP,
    locale: 'en-GB',
    viewport: { width: 390, height: 844 },
  });
  const pulled = { changes: 0, fetched: 0, requests: 0 };
  context.on('response', (response) => {
    const url = response.url();
    if (!url.startsWith(address)) return;
    pulled.requests += 1;
    const count = (body) => {
      if (url.includes('/_changes')) pulled.changes += body?.results?.length ?? 0;
      if (url.includes('/_bulk_get'))
        for (const result of body?.results ?? []) pulled.fetched += result.docs?.length ?? 0;
    };
    if (url.includes('/_changes') || url.includes('/_bulk_get'))
      response.json().then(count, () => undefined);
  });
  const page = await context.newPage();
  try {
    await page.addInitScript(OBSERVE_IN_PAGE);
    await page.goto('/#/settings');
    const region = page.getByRole('region', { name: 'Club' });
    await region.getByLabel('Club server address', { exact: true }).fill(address);
    await region.getByLabel('User name', { exact: true }).fill(BEN.name);
    await region.getByLabel('Password', { exact: true }).fill(BEN.password);
    const loginTap = Date.now();
    await region.getByRole('button', { name: 'Save club login' }).click();
    await region
      .getByRole('status')
      .getByText('Logged in to the club.', { exact: false })
      .waitFor({ timeout: WAIT_MS });
    const loggedIn = Date.now();
    await page.getByRole('button', { name: 'Club sheets', exact: true }).click();
    const list = page.getByRole('region', { name: 'Club sheets', exact: true });
    // The list comes whole (one page, its sheets' deals counted): its help line shows with it.
    await list
      .getByText('Open a sheet to join it on this phone, live.', { exact: true })
      .waitFor({ timeout: WAIT_MS });
    const listed = Date.now();
    const shownSheets = await list.getByRole('listitem').count();

    // The newest sheet (the first listed): its documents the last the club's changes list.
    const sheetTap = Date.now();
    const tapAt = await page.evaluate(() => performance.now());
    await list.getByRole('listitem').first().getByRole('link').click();
    const status = page.getByRole('region', { name: 'Live sharing' }).getByRole('status').first();
    let syncedAt = null;
    let dealsAt = null;
    // A wait that runs out leaves its time null ("not within BENCH_WAIT_MS"): the rest is
    // measured all the same.
    let waited = false;
    const synced = status
      .filter({ hasText: /^Live sharing: Synced$/ })
      .waitFor({ timeout: WAIT_MS })
      .then(
        () => (syncedAt = Date.now()),
        () => undefined,
      )
      .finally(() => (waited = true));
    const deals = Promise.all([
      page
        .getByRole('link', { name: `Deal ${DEALS} details`, exact: true })
        .waitFor({ timeout: WAIT_MS }),
      page.getByRole('region', { name: 'Final standings', exact: true }).waitFor({
        timeout: WAIT_MS,
      }),
    ]).then(
      () => (dealsAt = Date.now()),
      () => undefined,
    );
    // Taps on the sheet while it is not synced: "Rename players" opens its dialog, Escape closes it.
    const taps = [];
    const rename = page.getByRole('button', { name: 'Rename players', exact: true });
    const dialog = page.getByRole('dialog', { name: 'Rename players' });
    for (let probe = 0; probe < MAX_PROBES && !waited; probe++) {
      if ((await rename.count()) === 1 && (await dialog.count()) === 0) {
        const tap = Date.now();
        await rename.click({ timeout: WAIT_MS });
        await dialog.waitFor({ timeout: WAIT_MS });
        taps.push({ ms: Date.now() - tap, beforeSync: syncedAt === null });
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached', timeout: WAIT_MS });
      }
      await Promise.race([synced, new Promise((resolve) => setTimeout(resolve, 200))]);
    }
    await Promise.all([synced, deals]);
    const doneAt = await page.evaluate(() => performance.now());
    const observed = await page.evaluate(() => window.__bench);
    const during = (entry) => entry.start >= tapAt && entry.start <= doneAt;
    const longtasks = observed.longtasks.filter(during);
    const lags = observed.lags.filter(during);
    const localDocs = await page.evaluate(LOCAL_DOCS_IN_PAGE);
    const tapsBefore = taps.filter((tap) => tap.beforeSync).map((tap) => tap.ms);
    return {
      login: loggedIn - loginTap,
      list: listed - loggedIn,
      shownSheets,
      deals: dealsAt === null ? null : dealsAt - sheetTap,
      synced: syncedAt === null ? null : syncedAt - sheetTap,
      changes: pulled.changes,
      fetched: pulled.fetched,
      requests: pulled.requests,
      localDocs,
      longest: Math.max(0, ...longtasks.map((task) => task.duration)),
      longtasks: longtasks.length,
      longtaskMs: longtasks.reduce((sum, task) => sum + task.duration, 0),
      lag: Math.max(0, ...lags.map((lag) => lag.late)),
      taps: tapsBefore.length,
      tapMax: tapsBefore.length > 0 ? Math.max(...tapsBefore) : null,
      tapMedian: tapsBefore.length > 0 ? median(tapsBefore) : null,
    };
  } catch (error) {
    const text = await page
      .locator('body')
      .innerText({ timeout: 5_000 })
      .catch(() => '');
    console.log(`the screen when the run failed (${page.url()}):\n${text.slice(-3_000)}`);
    throw error;
  } finally {
    await context.close();
  }
}

async function main() {
  const { startLocalServer } = (await load('./club/local-server.ts')).module;
  const { clubSetup } = (await load('./club/setup.ts')).module;
  const { seedClub } = (await load('./club/seed-club.ts')).module;
  const club = await startLocalServer({ ports: CLUB_PORTS, startTimeoutMs: 60_000, admin: ADMIN });
  const address = `${club.url}/${CLUB}`;
  let preview;
  let browser;
  try {
    await clubSetup({
      url: club.url,
      admin: ADMIN,
      club: CLUB,
      members: [ANNA, BEN],
      origins: [APP],
    });
    const seeding = Date.now();
    let told = 0;
    const seeded = await seedClub({
      club: address,
      member: ANNA,
      sheets: SHEETS,
      dealsPerSheet: DEALS,
      onProgress: (written) => {
        if (written - told >= 10_000) {
          told = written;
          console.log(`  seeded ${written} documents…`);
        }
      },
    });
    console.log(
      `club: ${SHEETS} shared sheets of ${DEALS} deals, ${seeded.docs} documents written in` +
        ` ${s(Date.now() - seeding)}`,
    );
    // The server's views (the club's sheets, their deals) built once, as a club's server has them.
    const auth = `Basic ${Buffer.from(`${ADMIN.name}:${ADMIN.password}`).toString('base64')}`;
    const indexing = Date.now();
    await get(`${address}/_design/club/_view/sheets?limit=1`, auth, WAIT_MS);
    await get(`${address}/_design/club/_view/deals?group=true&limit=1`, auth, WAIT_MS);
    console.log(`server's views built in ${s(Date.now() - indexing)} (not counted below)`);

    preview = await startPreview(PORT, OUT_DIR);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      const result = await oneRun(browser, address);
      runs.push(result);
      console.log(
        `run ${run}: login ${s(result.login)}, list ${s(result.list)} (${result.shownSheets}` +
          ` sheets shown), deals ${s(result.deals)}, synced ${s(result.synced)};` +
          ` pulled ${result.changes} changes, ${result.fetched} documents fetched,` +
          ` ${result.localDocs ?? '?'} kept, ${result.requests} requests; longest task` +
          ` ${msText(result.longest)} (${result.longtasks} long tasks, ${msText(result.longtaskMs)}),` +
          ` timer late ≤ ${msText(result.lag)}; ${result.taps} taps before synced,` +
          ` dialog shown in ≤ ${msText(result.tapMax)} (median ${msText(result.tapMedian)})`,
      );
    }
    const m = (key) => median(runs.map((run) => run[key]).filter((value) => value !== null));
    console.log(
      `median of ${RUNS} new phones, ${SHEETS} sheets × ${DEALS} deals:` +
        ` login ${s(m('login'))}, club sheets' first page (${m('shownSheets')} sheets)` +
        ` ${s(m('list'))},` +
        ` a sheet's ${DEALS} deals and totals ${s(m('deals'))}, synced ${s(m('synced'))};` +
        ` documents pulled ${m('fetched')} (of ${seeded.docs}), kept ${m('localDocs') ?? '?'};` +
        ` longest main-thread task ${msText(m('longest'))}, timer late ≤ ${msText(m('lag'))},` +
        ` a tap answered in ≤ ${msText(m('tapMax'))}`,
    );
    printLoadAverage();
  } finally {
    await browser?.close();
    if (preview) process.kill(-preview.pid);
    await club.stop();
  }
}

await main();
