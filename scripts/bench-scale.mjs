// (e) and (f) of `npm run bench`, issue 19's "history at scale" in a real Chromium:
//  (e) one sheet with a 10,000-event log (BENCH_LOG_EVENTS: the backup file's limit per sheet):
//      480 deals (the planned limit), each corrected, voided, restored and undone many times.
//      From the sheet, a tap on "History of this sheet" to its latest changes shown, and to deal
//      1's details (its own history) shown; the longest main-thread task in each;
//  (f) the first start after the update with 2,002 sheets × 36 deals stored by schema version 1
//      (BENCH_UPGRADE_SHEETS): time from navigation to the upgrade's first progress on the screen
//      ("Updating your sheets …") and to the list's first sheets, read from the upgraded database;
//      the longest main-thread task meanwhile. Each run on a fresh profile.
// Self-contained seeding functions: page.evaluate sends only their source to the browser.

const LOG_EVENTS = Number(process.env.BENCH_LOG_EVENTS ?? 10_000);
const UPGRADE_SHEETS = Number(process.env.BENCH_UPGRADE_SHEETS ?? 2_002);

/** Writes one sheet with a long log into the app's database (schema 5); returns its ids. */
export async function SEED_LONG_LOG_IN_PAGE({ events: wanted, plannedDeals }) {
  const played = (declarer, bid) => ({ declarer, bid, kontra: 'none', bock: 0 });
  const points = (declarerPoints) => ({ kind: 'points', declarerPoints, declarerTricks: 'some' });
  const DEALS = [
    {
      kind: 'trump',
      game: 'grand',
      tops: 2,
      announcement: 'none',
      result: points(78),
      ...played(0, 18),
    },
    {
      kind: 'trump',
      game: 'clubs',
      tops: 1,
      announcement: 'none',
      result: points(64),
      ...played(1, 20),
    },
    {
      kind: 'trump',
      game: 'hearts',
      tops: 2,
      announcement: 'none',
      result: points(52),
      ...played(2, 30),
    },
    { kind: 'null', variant: 'null', made: true, ...played(0, 23) },
    { kind: 'passed' },
  ];
  // A fixed sequence (mulberry32), so every run and every build measures the same log.
  let seed = 19;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  // The app makes its database as it starts (schema 5): wait until its stores are there.
  let database = null;
  for (let tries = 0; tries < 300 && !database?.objectStoreNames.contains('log'); tries++) {
    database?.close();
    if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    database = await new Promise((resolve, reject) => {
      const request = indexedDB.open('skat-scorekeeper');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  }
  const tx = database.transaction(['sheets', 'log', 'settings', 'drafts'], 'readwrite');
  for (const store of ['sheets', 'log', 'drafts']) tx.objectStore(store).clear();
  const sheetId = crypto.randomUUID();
  const device = crypto.randomUUID();
  const start = Date.now() - wanted * 1000;
  const log = [];
  const push = (change) => {
    const event = {
      id: crypto.randomUUID(),
      sheetId,
      device,
      clock: log.length + 1,
      at: start + log.length * 1000,
      change,
    };
    log.push(event);
    return event;
  };
  const deals = [];
  const addEvery = Math.max(1, Math.floor(wanted / plannedDeals));
  while (log.length < wanted) {
    if (deals.length === 0 || (deals.length < plannedDeals && log.length % addEvery === 0)) {
      const dealId = crypto.randomUUID();
      const added = push({ kind: 'deal-added', dealId, deal: DEALS[deals.length % DEALS.length] });
      deals.push({ dealId, version: added.id, voided: false });
      continue;
    }
    const deal = deals[Math.floor(random() * deals.length)];
    const roll = random();
    if (roll < 0.55) {
      const replaced = push({
        kind: 'deal-replaced',
        dealId: deal.dealId,
        replaces: deal.version,
        deal: DEALS[Math.floor(random() * DEALS.length)],
      });
      deal.version = replaced.id;
    } else {
      const toggled = push({
        kind: deal.voided ? 'deal-restored' : 'deal-voided',
        dealId: deal.dealId,
      });
      deal.voided = !deal.voided;
      // Undone at once, now and then: the deal is as before the void (or restore).
      if (roll > 0.85 && log.length < wanted) {
        push({ kind: 'undone', undoes: toggled.id });
        deal.voided = !deal.voided;
      }
    }
  }
  const first = deals[0];
  tx.objectStore('sheets').put({
    id: sheetId,
    name: 'A long evening',
    playerNames: ['Anna', 'Bernd', 'Clara'],
    setup: {
      players: 3,
      firstDealer: 0,
      plannedDeals,
      rules: {
        list: 'seeger-fabian',
        kontra: 'kontra-re',
        passed: 'thrown-in',
        ramsch: null,
        bock: { kind: 'off' },
        stake: null,
      },
    },
    preset: null,
    createdAt: start,
    updatedAt: start + wanted * 1000,
  });
  for (const event of log) tx.objectStore('log').put(event);
  tx.objectStore('settings').put({ key: 'lastOpenedSheetId', value: null });
  await new Promise((resolve, reject) => {
    tx.oncomplete = resolve;
    tx.onerror = () => reject(tx.error);
  });
  database.close();
  localStorage.removeItem('skat-scorekeeper.list-first-page');
  localStorage.removeItem('skat-scorekeeper.list-snapshot');
  const firstDealEvents = log.filter(
    (event) =>
      event.change.dealId === first.dealId ||
      log.find((e) => e.id === event.change.undoes)?.change.dealId === first.dealId,
  ).length;
  return { sheetId, dealId: first.dealId, firstDealEvents };
}

/** Writes a database exactly as schema version 1 did (IndexedDB version 10, Dexie's × 10). */
export async function SEED_V1_IN_PAGE({ sheets, dealsPerSheet }) {
  const played = (declarer, bid) => ({ declarer, bid, kontra: 'none', bock: 0 });
  const DEALS = [
    {
      kind: 'trump',
      game: 'grand',
      tops: 2,
      announcement: 'none',
      result: { kind: 'points', declarerPoints: 78, declarerTricks: 'some' },
      ...played(0, 18),
    },
    {
      kind: 'trump',
      game: 'clubs',
      tops: 1,
      announcement: 'none',
      result: { kind: 'outcome', made: true, schneider: false, schwarz: false },
      ...played(1, 20),
    },
    { kind: 'null', variant: 'null', made: true, ...played(2, 23) },
    { kind: 'passed' },
  ];
  const database = await new Promise((resolve, reject) => {
    const request = indexedDB.open('skat-scorekeeper', 10);
    request.onupgradeneeded = () => {
      const db = request.result;
      db.createObjectStore('sheets', { keyPath: 'id' }).createIndex('updatedAt', 'updatedAt');
      const deals = db.createObjectStore('deals', { keyPath: 'id' });
      deals.createIndex('sheetId', 'sheetId');
      deals.createIndex('[sheetId+position]', ['sheetId', 'position']);
      db.createObjectStore('players', { keyPath: 'name' }).createIndex('lastUsedAt', 'lastUsedAt');
      db.createObjectStore('drafts', { keyPath: 'key' }).createIndex('sheetId', 'sheetId');
      db.createObjectStore('undo', { keyPath: 'sheetId' });
      db.createObjectStore('settings', { keyPath: 'key' });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const tx = database.transaction(['sheets', 'deals', 'players', 'undo'], 'readwrite');
  const start = Date.now() - sheets * 3_600_000;
  for (const name of ['Anna', 'Bernd', 'Clara'])
    tx.objectStore('players').put({ name, lastUsedAt: start });
  for (let s = 0; s < sheets; s++) {
    const id = crypto.randomUUID();
    const createdAt = start + s * 3_600_000;
    tx.objectStore('sheets').put({
      id,
      name: `Skat evening ${sheets - s}`,
      playerNames: ['Anna', 'Bernd', 'Clara'],
      rules: {
        players: 3,
        firstDealer: s % 3,
        listKind: 'seeger-fabian',
        kontraAllowed: true,
        plannedDeals: dealsPerSheet,
      },
      createdAt,
      updatedAt: createdAt + dealsPerSheet * 60_000,
    });
    let last = null;
    for (let d = 0; d < dealsPerSheet; d++) {
      last = {
        id: crypto.randomUUID(),
        sheetId: id,
        position: d,
        deal: DEALS[d % DEALS.length],
        createdAt: createdAt + d * 60_000,
        updatedAt: createdAt + d * 60_000,
      };
      tx.objectStore('deals').put(last);
    }
    // Every tenth sheet with its last deal's correction pending undo, as version 1 kept it.
    if (last && s % 10 === 0) {
      tx.objectStore('undo').put({
        sheetId: id,
        kind: 'changed',
        dealNumber: dealsPerSheet,
        dealId: last.id,
        before: { ...last, deal: { kind: 'passed' } },
        createdAt: last.createdAt + 1,
      });
    }
  }
  await new Promise((resolve, reject) => {
    tx.oncomplete = resolve;
    tx.onerror = () => reject(tx.error);
  });
  database.close();
}

// Long tasks, and the moments the watched things first appear, in the page's own clock.
const SCALE_OBSERVER = `
  window.__scale = { tasks: [], marks: {}, watch: {} };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__scale.tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    const s = window.__scale;
    for (const [name, check] of Object.entries(s.watch)) {
      if (s.marks[name] === undefined && check()) s.marks[name] = performance.now();
    }
  }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
`;

/** The longest long task that started between from and to (ms), 0 when there was none. */
function longest(tasks, from, to) {
  return tasks
    .filter(([start]) => start >= from && start <= to)
    .reduce((max, [, duration]) => Math.max(max, duration), 0);
}

const ms = (value) => `${Math.round(value)} ms`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const figure = (values) => `median ${ms(median(values))} [${values.map(ms).join(', ')}]`;

/**
 * Starts watching for `check` (a function's source, run in the page), runs `act` in the page
 * and returns the time from the act to the check's first truth, and the longest task between.
 */
async function timed(page, name, check, act, timeout) {
  await page.evaluate(
    ({ name, check }) => {
      window.__scale.watch[name] = new Function(`return (${check})();`);
    },
    { name, check },
  );
  const startedAt = await page.evaluate(`(${act})()`);
  await page.waitForFunction((name) => window.__scale.marks[name] !== undefined, name, {
    timeout,
    polling: 100,
  });
  await page.waitForTimeout(300);
  const { marks, tasks } = await page.evaluate(() => window.__scale);
  return { time: marks[name] - startedAt, block: longest(tasks, startedAt, marks[name]) };
}

/** (e): the history view and a deal's history of a sheet with a 10,000-event log. */
export async function historyAtScaleBench(context, runs) {
  const seedPage = context.pages()[0] ?? (await context.newPage());
  await seedPage.goto('/#/');
  await seedPage.getByRole('heading', { level: 1 }).first().waitFor();
  const seeded = await seedPage.evaluate(SEED_LONG_LOG_IN_PAGE, {
    events: LOG_EVENTS,
    plannedDeals: 480,
  });
  console.log(
    `(e) seeded one sheet: ${LOG_EVENTS.toLocaleString('en')} events, 480 deals; deal 1 has ${seeded.firstDealEvents} of them`,
  );
  const sheet = [];
  const view = [];
  const deal = [];
  for (let run = 0; run < runs; run++) {
    const page = await context.newPage();
    try {
      await page.addInitScript(SCALE_OBSERVER);
      await page.goto('/#/');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const listShown = `() => document.querySelector('a[href="#/sheet/${seeded.sheetId}"]') !== null`;
      await page.waitForFunction(listShown, null, { timeout: 60_000 });
      sheet.push(
        await timed(
          page,
          'sheet',
          `() => document.querySelector('h1')?.textContent.trim() === 'A long evening' && document.querySelector('main table') !== null`,
          `() => { const at = performance.now(); location.hash = '#/sheet/${seeded.sheetId}'; return at; }`,
          180_000,
        ),
      );
      // The latest page: 30 entries, not busy (the build before paging showed all at once).
      view.push(
        await timed(
          page,
          'history',
          `() => { const list = document.querySelector('ol[aria-label="Every change, newest first"]'); return list !== null && list.children.length >= 30 && !document.querySelector('[aria-busy="true"]'); }`,
          `() => { const link = document.querySelector('a[aria-label="History of this sheet"]'); const at = performance.now(); link.click(); return at; }`,
          300_000,
        ),
      );
      deal.push(
        await timed(
          page,
          'deal',
          `() => { const heading = [...document.querySelectorAll('h2')].find((h) => h.textContent.trim() === 'History of deal 1'); const list = heading?.closest('section')?.querySelector('ol'); return list && list.children.length >= Math.min(30, ${seeded.firstDealEvents}) && !document.querySelector('[aria-busy="true"]'); }`,
          `() => { const at = performance.now(); location.hash = '#/sheet/${seeded.sheetId}/deal/${seeded.dealId}'; return at; }`,
          300_000,
        ),
      );
    } finally {
      await page.close();
    }
  }
  const row = (results) =>
    `${figure(results.map((r) => r.time))}, longest task ${figure(results.map((r) => r.block))}`;
  console.log(
    `(e) ${LOG_EVENTS.toLocaleString('en')} events: the sheet to its standings ${row(sheet)};` +
      ` "History of this sheet" to its latest page ${row(view)};` +
      ` deal 1's details with its history ${row(deal)}; ${runs} runs`,
  );
}

/**
 * Waits (bounded: 3 minutes) until the upgrade's background work is done: `startingLogs` and
 * `deals` empty, counted through a second connection. Returns the time, from navigation.
 */
async function waitForUpgradeFinished(page) {
  const counts = () =>
    page.evaluate(
      () =>
        new Promise((resolve, reject) => {
          const open = indexedDB.open('skat-scorekeeper');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            const tx = db.transaction(['startingLogs', 'deals'], 'readonly');
            const a = tx.objectStore('startingLogs').count();
            const b = tx.objectStore('deals').count();
            tx.oncomplete = () => {
              db.close();
              resolve({ left: a.result + b.result, at: performance.now() });
            };
          };
        }),
    );
  for (let poll = 0; poll < 360; poll++) {
    const { left, at } = await counts();
    if (left === 0) return at;
    await page.waitForTimeout(500);
  }
  throw new Error('the upgrade did not finish in the background within 3 minutes');
}

/** (f): the first start after the update, from schema version 1 with 2,002 sheets × 36 deals. */
export async function upgradeBench(launchFresh, runs) {
  const results = [];
  for (let run = 0; run < runs; run++) {
    const { context, close } = await launchFresh();
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      // A page of the app's origin that runs none of its code: the old database is written there.
      await page.goto('/icons/icon-192.png');
      const t0 = Date.now();
      await page.evaluate(SEED_V1_IN_PAGE, { sheets: UPGRADE_SHEETS, dealsPerSheet: 36 });
      if (run === 0)
        console.log(
          `(f) seeded schema 1: ${UPGRADE_SHEETS} sheets × 36 deals in ${ms(Date.now() - t0)}`,
        );
      await page.addInitScript(`${SCALE_OBSERVER}
        window.__scale.watch.progress = () => /Updating your sheets/.test(document.querySelector('[role="status"]')?.textContent ?? '');
        window.__scale.watch.list = () => document.querySelectorAll('a[aria-label^="Open "]').length > 0 && !/Updating your sheets/.test(document.body.textContent);
      `);
      await page.goto('/#/');
      await page.waitForFunction(() => window.__scale.marks.list !== undefined, null, {
        timeout: 300_000,
        polling: 200,
      });
      const finished = await waitForUpgradeFinished(page);
      const { marks, tasks } = await page.evaluate(() => window.__scale);
      const shown = await page.evaluate(
        () => document.querySelectorAll('a[aria-label^="Open "]').length,
      );
      const steps = await page.evaluate(() =>
        performance
          .getEntriesByType('mark')
          .filter((m) => m.name.startsWith('upgrade:'))
          .map((m) => `${m.name} ${Math.round(m.startTime)}`),
      );
      console.log(
        `(f) run ${run + 1}, the upgrade's steps from navigation (ms): ${steps.join(', ') || 'none marked'}`,
      );
      results.push({
        progress: marks.progress ?? NaN,
        list: marks.list,
        block: longest(tasks, 0, marks.list),
        finished: finished - marks.list,
        finishBlock: longest(tasks, marks.list, finished),
        shown,
      });
    } finally {
      await close();
    }
  }
  const pick = (key) => results.map((r) => r[key]);
  console.log(
    `(f) upgrade of ${UPGRADE_SHEETS.toLocaleString('en')} sheets × 36 deals from schema 1, from navigation:` +
      ` first progress shown ${figure(pick('progress'))};` +
      ` the list's first ${results[0]?.shown} sheets (upgrade done) ${figure(pick('list'))};` +
      ` longest task ${figure(pick('block'))};` +
      ` after the list, the background finish (events moved into the log, old deals emptied)` +
      ` ${figure(pick('finished'))}, longest task during it ${figure(pick('finishBlock'))};` +
      ` ${runs} runs, each a fresh profile`,
  );
}
