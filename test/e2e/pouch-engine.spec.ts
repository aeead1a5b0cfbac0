// The local PouchDB engine's health (issue 30, docs/pouchdb-adapter.md), in the real browser (real
// IndexedDB) against the real CouchDB 3.5: more than 1,000 replicated events and then a local deal;
// two tabs of one phone writing one sheet; a reload between each step; the club store deleted
// under the app. Each time the deals the phone saved reach the server and the sheet stays whole.
// Run against the shipped build and the comparison build (POUCH_ADAPTER=indexeddb, E2E_DIST):
// the figures each adapter showed are printed (`engine:` lines) for the note.
import { seedClub } from '../../scripts/club/seed-club';
import { clubServerForSpec, clubTest as test, SYNC_MS } from '../support/club-e2e';
import { logInToClub } from '../support/club-login';
import { DEAL_1, enterWonGame, startSheet } from '../support/e2e-flows';
import { expect, type Page } from '../support/test';

const ANNA = { name: 'anna', password: 'anna-secret' };
const BEN = { name: 'ben', password: 'ben-secret' };
const server = clubServerForSpec([6241, 6242, 6243, 6244], { members: [ANNA, BEN] });
const REQUEST_MS = 30_000;
/** The club's documents the first test writes from Node: 11 sheets of 3 start events and 97 deals. */
const SEEDED = { sheets: 11, dealsPerSheet: 97 };
const SEEDED_DOCS = SEEDED.sheets * (3 + SEEDED.dealsPerSheet);

const PLAYERS = ['Anna', 'Bob', 'Carl'];
/** Deal `n` (from 2 on): a grand with 1 won by Forehand (Anna deals first, then in turn). */
const deal = (n: number) => ({
  number: n,
  declarer: `${PLAYERS[n % 3] ?? 'Anna'}, Forehand`,
  game: 'Grand',
  tops: 'with 1',
});

/** What the engine said on a page: the app's store failures (bridge.ts) and page errors. */
function engineLog(page: Page, name: string): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (text.includes('local-store-failed') || /index|IndexedDB|pouch/i.test(text)) {
      lines.push(`${name} console.${message.type()}: ${text.slice(0, 300)}`);
    }
  });
  page.on('pageerror', (error) => lines.push(`${name} pageerror: ${error.message.slice(0, 300)}`));
  return lines;
}

const liveStatus = (page: Page) =>
  page.getByRole('region', { name: 'Live sharing' }).getByRole('status').first();

async function expectSynced(page: Page): Promise<void> {
  await expect(liveStatus(page)).toHaveText('Live sharing: Synced', { timeout: SYNC_MS });
}

/** Anna logs in, starts a sheet, enters deal 1 and shares it: its id. */
async function shareSheet(page: Page): Promise<string> {
  await logInToClub(page, `${server().url}/skatclub`, ANNA);
  await startSheet(page);
  await enterWonGame(page, DEAL_1);
  await page.getByRole('button', { name: 'Share live' }).click();
  await expectSynced(page);
  const link = (await page.getByText(/#\/join\//).innerText()).trim();
  const id = /\/([0-9a-f-]{36})$/.exec(link)?.[1];
  if (!id) throw new Error(`no sheet id in ${link}`);
  return id;
}

/** The ids of the sheet's documents on the server, read as Anna. */
async function serverDocIds(sheetId: string): Promise<string[]> {
  const range = `startkey="sheet:${sheetId}:"&endkey="sheet:${sheetId}:\ufff0"`;
  const response = await fetch(`${server().url}/skatclub/_all_docs?${encodeURI(range)}`, {
    headers: {
      authorization: `Basic ${Buffer.from(`${ANNA.name}:${ANNA.password}`).toString('base64')}`,
    },
    signal: AbortSignal.timeout(REQUEST_MS),
  });
  const body = (await response.json()) as { rows?: { id: string }[] };
  return (body.rows ?? []).map((row) => row.id);
}

/** The server holds the sheet's 3 start events and `deals` deals, each once. */
async function expectOnServer(sheetId: string, deals: number): Promise<void> {
  await expect
    .poll(async () => (await serverDocIds(sheetId)).length, { timeout: SYNC_MS })
    .toBe(3 + deals);
}

/** Documents in the phone's club store (either adapter's IndexedDB layout). */
function localDocCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let count = 0;
    for (const info of await indexedDB.databases()) {
      if (!info.name?.startsWith('_pouch_skat-club-events')) continue;
      const name = info.name;
      const opened = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(new Error(name));
      });
      const store = ['document-store', 'docs'].find((s) => opened.objectStoreNames.contains(s));
      if (store) {
        count += await new Promise<number>((resolve, reject) => {
          const request = opened.transaction(store).objectStore(store).count();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(new Error(store));
        });
      }
      opened.close();
    }
    return count;
  });
}

/** The sheet after a reload: live and synced, offering deal `next`. */
async function reloadWhole(page: Page, next: number): Promise<void> {
  await page.reload();
  await expect(page.getByRole('link', { name: `Enter deal ${next}` })).toBeVisible({
    timeout: SYNC_MS,
  });
  await expectSynced(page);
}

test('more than 1,000 replicated events, then a deal entered here reaches the server', async ({
  newPhone,
}) => {
  test.setTimeout(600_000);
  const a = await newPhone();
  const log = engineLog(a.page, 'A');
  try {
    const sheetId = await shareSheet(a.page);
    await reloadWhole(a.page, 2);
    const started = Date.now();
    await seedClub({ club: `${server().url}/skatclub`, member: BEN, ...SEEDED, batch: 250 });
    const seeded = Date.now();
    await expect
      .poll(() => localDocCount(a.page), { timeout: 300_000, intervals: [1_000] })
      .toBeGreaterThanOrEqual(SEEDED_DOCS + 4);
    const arrived = Date.now();
    console.log(
      `engine: ${SEEDED_DOCS} documents written in ${seeded - started} ms, on the phone ` +
        `${arrived - seeded} ms later`,
    );
    await reloadWhole(a.page, 2);
    await enterWonGame(a.page, deal(2));
    await expectOnServer(sheetId, 2);
    await expectSynced(a.page);
    await reloadWhole(a.page, 3);
    await enterWonGame(a.page, deal(3));
    await expectOnServer(sheetId, 3);
    await reloadWhole(a.page, 4);
  } finally {
    console.log(`engine: ${log.length} engine messages\n${log.join('\n')}`);
  }
});

test('two tabs of one phone write one sheet, with a reload between each deal', async ({
  newPhone,
}) => {
  test.setTimeout(600_000);
  const { context, page: first } = await newPhone();
  const log = engineLog(first, 'tab 1');
  try {
    const sheetId = await shareSheet(first);
    const second = await context.newPage();
    const secondLog = engineLog(second, 'tab 2');
    await second.goto(first.url());
    await expectSynced(second);
    const tabs = [first, second];
    for (let n = 2; n <= 7; n++) {
      const writer = tabs[n % 2] ?? first;
      const other = tabs[(n + 1) % 2] ?? second;
      await enterWonGame(writer, deal(n));
      await expectOnServer(sheetId, n);
      await reloadWhole(other, n + 1);
      await expectSynced(writer);
    }
    await reloadWhole(first, 8);
    await reloadWhole(second, 8);
    expect((await serverDocIds(sheetId)).every((id) => id.endsWith(':by:anna'))).toBe(true);
    log.push(...secondLog);
  } finally {
    console.log(`engine: ${log.length} engine messages\n${log.join('\n')}`);
  }
});

test('the club store deleted under the app: rebuilt from the log, the next deal reaches the server', async ({
  newPhone,
}) => {
  test.setTimeout(300_000);
  const a = await newPhone();
  const log = engineLog(a.page, 'A');
  try {
    const sheetId = await shareSheet(a.page);
    await enterWonGame(a.page, deal(2));
    await expectOnServer(sheetId, 2);
    await expectSynced(a.page);
    // The store's IndexedDB database deleted while the sheet is open and live.
    const deleted = await a.page.evaluate(async () => {
      const names = (await indexedDB.databases()).flatMap((info) => info.name ?? []);
      const club = names.filter((name) => name.startsWith('_pouch_skat-club-events'));
      await Promise.all(
        club.map(
          (name) =>
            new Promise<void>((resolve) => {
              const request = indexedDB.deleteDatabase(name);
              request.onsuccess = request.onerror = () => resolve();
            }),
        ),
      );
      return club;
    });
    expect(deleted.length).toBe(1);
    await enterWonGame(a.page, deal(3));
    await expectOnServer(sheetId, 3);
    await expectSynced(a.page);
    await reloadWhole(a.page, 4);
    // Every document on the server is Anna's own, each once: nothing went out twice.
    const ids = await serverDocIds(sheetId);
    expect(new Set(ids).size).toBe(6);
  } finally {
    console.log(`engine: ${log.length} engine messages\n${log.join('\n')}`);
  }
});

test('an older version’s store (the indexeddb adapter’s) is deleted; the new one is filled from the server and the log', async ({
  newPhone,
}) => {
  test.skip(process.env.POUCH_ADAPTER === 'indexeddb', 'the comparison build keeps the old store');
  test.setTimeout(300_000);
  const a = await newPhone();
  await a.page.goto('/');
  // What the indexeddb adapter left: its database of the club store, at a version idb cannot open.
  await a.page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('_pouch_skat-club-events', 2 * 10 ** 13);
        request.onupgradeneeded = () => request.result.createObjectStore('docs');
        request.onsuccess = () => {
          request.result.close();
          resolve();
        };
        request.onerror = () => reject(new Error('not made'));
      }),
  );
  const sheetId = await shareSheet(a.page);
  await enterWonGame(a.page, deal(2));
  await expectOnServer(sheetId, 2);
  const names = await a.page.evaluate(async () =>
    (await indexedDB.databases()).flatMap((info) => info.name ?? []),
  );
  expect(names.filter((name) => name.startsWith('_pouch_skat-club-events'))).toEqual([
    '_pouch_skat-club-events-idb',
  ]);
  await reloadWhole(a.page, 3);
});
