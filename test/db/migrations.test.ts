import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { describe, expect, test } from 'vitest';
import {
  SCHEMA_V1,
  SCHEMA_V2,
  SCHEMA_V3,
  SCHEMA_V4,
  SCHEMA_V5,
  SCHEMA_V6,
  SCHEMA_V7,
  openSkatDatabase,
  type SkatDatabase,
} from '../../src/db/database';
import { scoreSheet } from '../../src/domain/sheet';
import { scoreTableSheet, type TableRules } from '../../src/domain/legacy/table-rules';
import { checkDatabase, checkStoredSheet } from './check-stored';
import { addDeal, getUndoChange, undoLastChange } from '../../src/db/deals';
import { getSheetWithDeals } from '../../src/db/sheet-reads';
import { getSetting } from '../../src/db/settings';
import { knownPlayerNames, listSheets } from '../../src/db/sheets';
import { emptyVersion3Stores, moveStartingLogs } from '../../src/db/migrations/finish-upgrade';
import { PASSED, clubsWon, expectOk, grandHandWon, grandLost } from '../support/db-fixtures';
import type { Deal } from '../../src/domain/deal';
import type { EventRecord } from '../../src/db/records';
import { getDeals, getSheetHistory } from '../support/db-reads';

/*
 * Every released schema version, frozen as it shipped, with records written the way that version
 * wrote them and what the current class must make of them. A new version adds an entry here (its
 * stores and sample records as it wrote them); the tests below then open a database of *every*
 * earlier version with the current class and check that all data is there and valid.
 */
type Rows = Readonly<Record<string, readonly object[]>>;
interface ReleasedVersion {
  readonly version: number;
  /** The store definitions of every version up to this one, as Dexie needs them. */
  readonly stores: readonly Readonly<Record<string, string | null>>[];
  readonly sample: Rows;
  /** The sample as the current version reads it, after every upgrade. */
  readonly upgraded: Rows;
  /** The same after the upgraded sheets' first events moved into `log` (when not `upgraded`). */
  readonly moved?: Rows;
}

const V1_STORES = {
  sheets: 'id, updatedAt',
  deals: 'id, sheetId, [sheetId+position]',
  players: 'name, lastUsedAt',
  drafts: 'key, sheetId',
  undo: 'sheetId',
  settings: 'key',
};

const SHEET_4 = 'a7c1e0b2-0000-4000-8000-000000000004';
const SHEET_3 = 'a7c1e0b2-0000-4000-8000-000000000003';
const played = { bid: 18, kontra: 'none', bock: 0 };

// Written by hand as version 1 stored them, not by today's code.
const V1_SAMPLE: Rows = {
  sheets: [
    {
      id: SHEET_4,
      name: 'Thursday',
      playerNames: ['Anna', 'Ben', 'Carla', 'Dieter'],
      rules: {
        players: 4,
        firstDealer: 0,
        listKind: 'plain',
        kontraAllowed: true,
        plannedDeals: 48,
      },
      createdAt: 1_700_000_000_000,
      updatedAt: 1_700_000_900_000,
    },
    {
      id: SHEET_3,
      name: 'Club final',
      playerNames: ['Anna', '<b>Ben</b>', 'Emil'],
      rules: {
        players: 3,
        firstDealer: 2,
        listKind: 'seeger-fabian',
        kontraAllowed: false,
        plannedDeals: 36,
      },
      createdAt: 1_690_000_000_000,
      updatedAt: 1_690_000_500_000,
    },
  ],
  deals: [
    // Deal 1, dealer seat 0 sits out; seat 1 plays clubs with 1, won.
    {
      id: 'd-1',
      sheetId: SHEET_4,
      position: 0,
      deal: {
        kind: 'trump',
        game: 'clubs',
        tops: 1,
        announcement: 'none',
        result: { kind: 'outcome', made: true, schneider: false, schwarz: false },
        declarer: 1,
        ...played,
      },
      createdAt: 1_700_000_100_000,
      updatedAt: 1_700_000_100_000,
    },
    // Position 1 was deleted: gaps are normal.
    {
      id: 'd-2',
      sheetId: SHEET_4,
      position: 2,
      deal: { kind: 'passed' },
      createdAt: 1_700_000_200_000,
      updatedAt: 1_700_000_200_000,
    },
    // Deal 3, dealer seat 2; seat 3 plays grand with 2, 40 points, lost, doubled by Kontra.
    {
      id: 'd-3',
      sheetId: SHEET_4,
      position: 3,
      deal: {
        kind: 'trump',
        game: 'grand',
        tops: 2,
        topsHeld: 'without',
        announcement: 'none',
        result: { kind: 'points', declarerPoints: 40, declarerTricks: 'some' },
        declarer: 3,
        bid: 18,
        kontra: 'kontra',
        bock: 0,
      },
      createdAt: 1_700_000_300_000,
      updatedAt: 1_700_000_350_000,
    },
    {
      id: 'd-4',
      sheetId: SHEET_3,
      position: 0,
      deal: {
        kind: 'null',
        variant: 'null-hand',
        made: true,
        declarer: 0,
        bid: 35,
        kontra: 'none',
        bock: 0,
      },
      createdAt: 1_690_000_100_000,
      updatedAt: 1_690_000_100_000,
    },
  ],
  players: [
    { name: 'Anna', lastUsedAt: 1_700_000_000_001 },
    { name: 'Ben', lastUsedAt: 1_700_000_000_000 },
    { name: 'Emil', lastUsedAt: 1_690_000_000_000 },
  ],
  drafts: [
    {
      key: SHEET_4,
      sheetId: SHEET_4,
      draft: { step: 'game', declarer: 0 },
      updatedAt: 1_700_000_950_000,
    },
  ],
  undo: [
    {
      sheetId: SHEET_4,
      kind: 'changed',
      dealNumber: 3,
      dealId: 'd-3',
      before: {
        id: 'd-3',
        sheetId: SHEET_4,
        position: 3,
        deal: { kind: 'passed' },
        createdAt: 1_700_000_300_000,
        updatedAt: 1_700_000_300_000,
      },
      createdAt: 1_700_000_350_000,
    },
  ],
  settings: [
    { key: 'lastOpenedSheetId', value: SHEET_4 },
    { key: 'wakeLock', value: false },
  ],
};

/** Version 2: sheets carry the Bock house rule; indexes unchanged. */
const V2_STORES = V1_STORES;

function withBock(rows: Rows, bockOf: (sheetId: unknown) => object): Rows {
  const sheets = (rows.sheets ?? []).map((sheet) => ({
    ...sheet,
    rules: { ...Reflect.get(sheet, 'rules'), bock: bockOf(Reflect.get(sheet, 'id')) },
  }));
  return { ...rows, sheets };
}

/** Version 3: sheets carry `setup` (a rule set) and `preset`; indexes unchanged. */
const V3_STORES = V2_STORES;

// Written by hand: the setups version 3 must make of the two sheets' version-1/2 rules.
const NO_HOUSE_RULES = { passed: 'thrown-in', ramsch: null, stake: null } as const;
const SETUP_4 = {
  players: 4,
  firstDealer: 0,
  plannedDeals: 48,
  rules: { list: 'plain', kontra: 'kontra-re', ...NO_HOUSE_RULES, bock: { kind: 'off' } },
};
function setup3(bock: object) {
  return {
    players: 3,
    firstDealer: 2,
    plannedDeals: 36,
    rules: { list: 'seeger-fabian', kontra: 'off', ...NO_HOUSE_RULES, bock },
  };
}

/** The sample's sheets as version 3 stores them: `rules` gone, `setup` and `preset` there. */
function withSetup(rows: Rows, setupOf: (sheetId: unknown) => object): Rows {
  const sheets = (rows.sheets ?? []).map((sheet) => {
    const rest: Record<string, unknown> = { ...sheet };
    delete rest.rules;
    return { ...rest, setup: setupOf(Reflect.get(sheet, 'id')), preset: null };
  });
  return { ...rows, sheets };
}

// Version 1 → 3: every sheet plays without Bock rounds, Ramsch or a stake; deals are unchanged.
const V1_UPGRADED = withSetup(V1_SAMPLE, (id) =>
  id === SHEET_3 ? setup3({ kind: 'off' }) : SETUP_4,
);

// Written as version 2 stores them: the table of 3 plays Bock rounds, the table of 4 does not.
// Its null hand (deal 1) starts no round: 35 is below 100 and null knows no schneider.
const V2_SAMPLE = withBock(V1_SAMPLE, (id) =>
  id === SHEET_3
    ? { kind: 'rounds', events: ['grand-hand-won', 'value-100'], pending: 'stack' }
    : { kind: 'off' },
);

// Version 2 → 3: the Bock rounds keep their events and pending, with no Ramsch round or page.
const V2_UPGRADED = withSetup(V2_SAMPLE, (id) =>
  id === SHEET_3
    ? setup3({
        kind: 'rounds',
        events: ['grand-hand-won', 'value-100'],
        pending: 'stack',
        ramschRound: false,
        page: null,
        sameDealerAfterGrandHand: false,
      })
    : SETUP_4,
);

/** Version 3 wrote sheets as version 2 → 3 upgrades them, and deals and undo as before. */
const V3_SAMPLE = V2_UPGRADED;

/** Version 4: an `events` store (the sheets' logs) replaces `deals` and `undo`. */
const V4_STORES = {
  events: 'id, sheetId, [sheetId+clock], change.dealId',
  deals: null,
  undo: null,
};

function sampleDeal(id: string): unknown {
  return (V1_SAMPLE.deals ?? [])
    .map((d) => d as { id: string; deal: unknown })
    .find((d) => d.id === id)?.deal;
}

/** A migrated event, written out: made by the upgrade, not by a phone. */
function migrated(sheetId: string, id: string, clock: number, at: number, change: object) {
  return { id, sheetId, device: 'v4-upgrade', clock, at, change };
}

// Written by hand: the logs version 4 must make of the sample's deals and its undo entry. The
// undo entry said deal 3 of Thursday was changed from a passed deal: its log adds the passed
// deal and replaces it by today's grand, so undo still takes back that change first.
const V4_EVENTS = [
  migrated(SHEET_4, 'v4-added-d-1', 1, 1_700_000_100_000, {
    kind: 'deal-added',
    dealId: 'd-1',
    deal: sampleDeal('d-1'),
  }),
  migrated(SHEET_4, 'v4-added-d-2', 2, 1_700_000_200_000, {
    kind: 'deal-added',
    dealId: 'd-2',
    deal: { kind: 'passed' },
  }),
  migrated(SHEET_4, 'v4-added-d-3', 3, 1_700_000_300_000, {
    kind: 'deal-added',
    dealId: 'd-3',
    deal: { kind: 'passed' },
  }),
  migrated(SHEET_4, 'v4-changed-d-3', 4, 1_700_000_350_000, {
    kind: 'deal-replaced',
    dealId: 'd-3',
    replaces: 'v4-added-d-3',
    deal: sampleDeal('d-3'),
  }),
  migrated(SHEET_3, 'v4-added-d-4', 1, 1_690_000_100_000, {
    kind: 'deal-added',
    dealId: 'd-4',
    deal: sampleDeal('d-4'),
  }),
];

/** The rows as version 4 holds them: the deals and the undo entry became the events. */
function asEventLog(rows: Rows): Rows {
  const rest: Record<string, readonly object[]> = { ...rows };
  delete rest.deals;
  delete rest.undo;
  return { ...rest, events: V4_EVENTS };
}

/** Version 4 wrote the events to its `events` store. */
const V4_SAMPLE = asEventLog(V3_SAMPLE);

/** Version 5: the same events, unchanged, in `log` (key [sheetId, id]); `events` is gone. */
const V5_STORES = {
  log: '[sheetId+id], id, change.dealId',
  events: null,
};

/** The rows as version 5 holds them: the events moved to `log`, each record as it was. */
function asLog(rows: Rows): Rows {
  const rest: Record<string, readonly object[]> = { ...rows };
  delete rest.events;
  return { ...rest, log: rows.events ?? [] };
}

/** Version 5 writes what the current class reads: no upgrade. */
const V5_SAMPLE = asLog(V4_SAMPLE);

/** Version 6: two new stores (the roster, the statistics' cache), empty after an upgrade. */
const V6_STORES = {
  roster: 'id',
  sheetStats: 'sheetId, *players, updatedAt',
};

/** The rows as version 6 holds them: nothing rewritten, the new stores empty. */
function withRoster(rows: Rows): Rows {
  return { roster: [], sheetStats: [], ...rows };
}

const V6_SAMPLE = withRoster(V5_SAMPLE);

/**
 * Version 7: the upgraded sheets' first events, one record per sheet until moved into `log`; and
 * version 3's `deals` and `undo`, which version 4 no longer drops (database.ts, SCHEMA_V4): a
 * database of version 4, 5 or 6 gets them back, empty.
 */
const V7_STORES = {
  startingLogs: 'sheetId',
  deals: V1_STORES.deals,
  undo: V1_STORES.undo,
};

/** The rows as version 7 holds them after an upgrade from version 4, 5 or 6: nothing waits. */
function withStartingLogs(rows: Rows): Rows {
  return { startingLogs: [], deals: [], undo: [], ...rows };
}

const V7_SAMPLE = withStartingLogs(V6_SAMPLE);

/**
 * The rows as version 7 holds them after an upgrade from version 1, 2 or 3 (`rows` as version 3
 * holds them): the events version 4 made of the deals wait in `startingLogs`, one record per
 * sheet in the order they were made, and `log` is empty until they are moved; the old deals and
 * undo entries stay until emptied (finish-upgrade.ts).
 */
function asUpgradeWaiting(rows: Rows): Rows {
  const rest: Record<string, readonly object[]> = { ...asEventLog(rows) };
  delete rest.events;
  const bySheet = new Map<string, EventRecord[]>();
  for (const event of (asEventLog(rows).events ?? []) as EventRecord[])
    bySheet.set(event.sheetId, [...(bySheet.get(event.sheetId) ?? []), event]);
  const startingLogs = [...bySheet].map(([sheetId, events]) => ({ sheetId, events }));
  const old = { deals: rows.deals ?? [], undo: rows.undo ?? [] };
  return withRoster({ ...rest, ...old, log: [], startingLogs });
}

/** The same once the upgrade's work is finished: the events in `log`, the old stores empty. */
function asUpgradeFinished(rows: Rows): Rows {
  return withStartingLogs(withRoster(asLog(asEventLog(rows))));
}

const RELEASED: readonly ReleasedVersion[] = [
  {
    version: 1,
    stores: [V1_STORES],
    sample: V1_SAMPLE,
    upgraded: asUpgradeWaiting(V1_UPGRADED),
    moved: asUpgradeFinished(V1_UPGRADED),
  },
  {
    version: 2,
    stores: [V1_STORES, V2_STORES],
    sample: V2_SAMPLE,
    upgraded: asUpgradeWaiting(V2_UPGRADED),
    moved: asUpgradeFinished(V2_UPGRADED),
  },
  {
    version: 3,
    stores: [V1_STORES, V2_STORES, V3_STORES],
    sample: V3_SAMPLE,
    upgraded: asUpgradeWaiting(V3_SAMPLE),
    moved: V7_SAMPLE,
  },
  {
    version: 4,
    stores: [V1_STORES, V2_STORES, V3_STORES, V4_STORES],
    sample: V4_SAMPLE,
    upgraded: V7_SAMPLE,
    moved: V7_SAMPLE,
  },
  {
    version: 5,
    stores: [V1_STORES, V2_STORES, V3_STORES, V4_STORES, V5_STORES],
    sample: V5_SAMPLE,
    upgraded: V7_SAMPLE,
    moved: V7_SAMPLE,
  },
  {
    version: 6,
    stores: [V1_STORES, V2_STORES, V3_STORES, V4_STORES, V5_STORES, V6_STORES],
    sample: V6_SAMPLE,
    upgraded: V7_SAMPLE,
    moved: V7_SAMPLE,
  },
  {
    version: 7,
    stores: [V1_STORES, V2_STORES, V3_STORES, V4_STORES, V5_STORES, V6_STORES, V7_STORES],
    sample: V7_SAMPLE,
    upgraded: V7_SAMPLE,
    moved: V7_SAMPLE,
  },
];

/** Writes a database exactly as an old version did: plain Dexie, that version's stores. */
async function writeOldDatabase(name: string, released: ReleasedVersion): Promise<void> {
  const old = new Dexie(name);
  released.stores.forEach((stores, index) => old.version(index + 1).stores(stores));
  await old.open();
  await old.transaction('rw', old.tables, async () => {
    for (const [table, rows] of Object.entries(released.sample))
      await old.table(table).bulkAdd([...rows]);
  });
  old.close();
}

async function dump(database: SkatDatabase): Promise<Rows> {
  const tables = await Promise.all(
    database.tables.map(async (t) => [t.name, await t.toArray()] as const),
  );
  return Object.fromEntries(tables);
}

/** Each table's rows sorted by its primary key (a compound key by its parts, joined). */
function byKey(rows: Rows, keyOf: (table: string) => readonly string[]): Rows {
  const sorted = Object.entries(rows).map(([table, list]) => {
    const keys = keyOf(table);
    const text = (row: object) => keys.map((key) => String(Reflect.get(row, key))).join('\u0000');
    const copy = [...list].sort((a, b) => text(a).localeCompare(text(b)));
    return [table, copy] as const;
  });
  return Object.fromEntries(sorted);
}

describe.each(RELEASED)('a database written by schema version $version', (released) => {
  async function openedNow(): Promise<SkatDatabase> {
    const name = `migration-${released.version}-${crypto.randomUUID()}`;
    await writeOldDatabase(name, released);
    const database = openSkatDatabase(name);
    await database.open();
    return database;
  }

  test('opens with every record there', async () => {
    const database = await openedNow();
    const primaryKey = (table: string): readonly string[] => {
      const keyPath = database.table(table).schema.primKey.keyPath ?? [];
      return typeof keyPath === 'string' ? [keyPath] : keyPath;
    };
    expect(byKey(await dump(database), primaryKey)).toEqual(byKey(released.upgraded, primaryKey));
    expect(database.verno).toBe(RELEASED.length);
  });

  test('every record passes the current checks', async () => {
    expect(await checkDatabase(await openedNow())).toEqual([]);
  });

  test('its first events move into the log, unchanged, and the old deals go; the sheets read the same throughout', async () => {
    const database = await openedNow();
    const primaryKey = (table: string): readonly string[] => {
      const keyPath = database.table(table).schema.primKey.keyPath ?? [];
      return typeof keyPath === 'string' ? [keyPath] : keyPath;
    };
    const before = await listSheets(database);
    const waiting = released.upgraded.startingLogs?.length ?? 0;
    expect(await moveStartingLogs(database, 1)).toBe(waiting);
    expect(await listSheets(database)).toEqual(before);
    const oldDeals = released.upgraded.deals?.length ?? 0;
    expect(await emptyVersion3Stores(database, 1)).toBe(oldDeals);
    expect(byKey(await dump(database), primaryKey)).toEqual(
      byKey(released.moved ?? released.upgraded, primaryKey),
    );
    expect(await listSheets(database)).toEqual(before);
    expect(await checkDatabase(database)).toEqual([]);
  });

  test('the repositories work on it: lists, names, settings, a new deal after the old ones', async () => {
    const database = await openedNow();
    const summaries = await listSheets(database);
    expect(summaries.map((s) => [s.sheet.name, s.dealCount])).toEqual([
      ['Thursday', 3],
      ['Club final', 1],
    ]);
    expect(await knownPlayerNames(database)).toEqual(['Anna', 'Ben', 'Emil']);
    expect(await getSetting('wakeLock', database)).toBe(false);
    // The undo entry held the change as data, never a sentence: it reads as it was written.
    expect(await getUndoChange(SHEET_4, database)).toEqual({ kind: 'changed', dealNumber: 3 });
    // A new deal goes after the last one: places are folded from the log, with no gaps.
    const added = expectOk(await addDeal(SHEET_4, { kind: 'passed' }, database));
    expect(added.position).toBe(3);
    expect((await getDeals(SHEET_4, database)).map((d) => d.id).slice(0, 3)).toEqual([
      'd-1',
      'd-2',
      'd-3',
    ]);
  });
});

describe('the migration checks can fail', () => {
  test('version 1 stores are frozen: a change needs a new version', () => {
    expect(SCHEMA_V1).toEqual(V1_STORES);
  });

  test('version 2 stores are frozen: a change needs a new version', () => {
    expect(SCHEMA_V2).toEqual(V2_STORES);
  });

  test('version 3 stores are frozen: a change needs a new version', () => {
    expect(SCHEMA_V3).toEqual(V3_STORES);
  });

  test('version 4 stores are frozen but for the old stores it keeps: a change needs a new version', () => {
    expect({ ...SCHEMA_V4, deals: null, undo: null }).toEqual(V4_STORES);
    expect(Object.keys(SCHEMA_V4)).toEqual(['events']);
  });

  test('version 7 stores are frozen: a change needs a new version', () => {
    expect(SCHEMA_V7).toEqual({ startingLogs: V7_STORES.startingLogs });
  });

  test('version 5 stores are frozen: a change needs a new version', () => {
    expect(SCHEMA_V5).toEqual(V5_STORES);
  });

  test('version 6 stores are frozen: a change needs a new version', () => {
    expect(SCHEMA_V6).toEqual(V6_STORES);
  });

  test('a version-2 sheet read without the upgrade fails the current checks (no setup)', async () => {
    const name = `migration-no-v3-${crypto.randomUUID()}`;
    await writeOldDatabase(name, {
      version: 2,
      stores: [V1_STORES, V2_STORES],
      sample: V2_SAMPLE,
      upgraded: V2_SAMPLE,
    });
    const skipped = new Dexie(name);
    skipped.version(3).stores(V3_STORES);
    await skipped.open();
    const sheet: unknown = await skipped.table('sheets').get(SHEET_3);
    skipped.close();
    expect(checkStoredSheet(sheet, [])).toEqual([
      'sheet: setup: Invalid key: Expected "setup" but received undefined',
      'sheet: preset: Invalid key: Expected "preset" but received undefined',
      'sheet: rules: Invalid key: Expected never but received "rules"',
    ]);
  });

  test('a damaged old record is reported', async () => {
    const name = `migration-damaged-${crypto.randomUUID()}`;
    const deals = V1_SAMPLE.deals ?? [];
    const [first, ...rest] = deals;
    const damaged = { ...first, deal: { ...Reflect.get(first ?? {}, 'deal'), tops: 12 } };
    await writeOldDatabase(name, {
      version: 1,
      stores: [V1_STORES],
      sample: { ...V1_SAMPLE, deals: [damaged, ...rest] },
      upgraded: V1_UPGRADED,
    });
    const problems = await checkDatabase(openSkatDatabase(name));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^sheet "Thursday": deal record 1: Tops run from 1 to 11/);
  });
});

describe('old sheets score exactly as before after the upgrade', () => {
  // Written by hand as version 2 stored them: a table of 3 with Bock rounds after a grand hand.
  const SHEET_BOCK = 'a7c1e0b2-0000-4000-8000-0000000000b0';
  const oldRules: TableRules = {
    players: 3,
    firstDealer: 0,
    listKind: 'plain',
    kontraAllowed: false,
    plannedDeals: 36,
    bock: { kind: 'rounds', events: ['grand-hand-won'], pending: 'stack' },
  };
  const deals: Deal[] = [grandHandWon(0), clubsWon(1), PASSED, clubsWon(2), clubsWon(0)];
  const sample: Rows = {
    sheets: [
      {
        id: SHEET_BOCK,
        name: 'Bock night',
        playerNames: ['Anna', 'Ben', 'Carla'],
        rules: oldRules,
        createdAt: 1_700_000_000_000,
        updatedAt: 1_700_000_000_000,
      },
    ],
    deals: deals.map((deal, position) => ({
      id: `b-${position}`,
      sheetId: SHEET_BOCK,
      position,
      deal,
      createdAt: 1_700_000_000_000,
      updatedAt: 1_700_000_000_000,
    })),
  };

  test.each([
    { version: 1, stores: [V1_STORES] },
    { version: 2, stores: [V1_STORES, V2_STORES] },
  ])('a version-$version Bock sheet: same values, same Bock rounds, same totals', async (old) => {
    const name = `migration-bock-${old.version}-${crypto.randomUUID()}`;
    // Version 1 had no Bock rule: its sheet is the same without it (and so without Bock).
    const v1Rules: TableRules = {
      players: 3,
      firstDealer: 0,
      listKind: 'plain',
      kontraAllowed: false,
      plannedDeals: 36,
    };
    const rules = old.version === 1 ? v1Rules : oldRules;
    const written = { ...sample, sheets: [{ ...sample.sheets?.[0], rules }] };
    await writeOldDatabase(name, { ...old, sample: written, upgraded: written });
    const database = openSkatDatabase(name);
    const sheet = await database.sheets.get(SHEET_BOCK);
    if (!sheet) throw new Error('the sheet is there');
    const stored = (await getDeals(SHEET_BOCK, database)).map((record) => record.deal);
    const now = scoreSheet(sheet.setup, stored);
    const before = scoreTableSheet(rules, deals);
    if (!now.ok || !before.ok) throw new Error('both must score');
    expect(now.value.rows.map((row) => row.bock)).toEqual(
      old.version === 1 ? [0, 0, 0, 0, 0] : [0, 1, 1, 1, 0],
    );
    expect(now.value.rows.map((row) => row.score?.list ?? 0)).toEqual(
      old.version === 1 ? [72, 24, 0, 24, 24] : [72, 48, 0, 48, 24],
    );
    expect(now.value.rows.map((row) => row.bock)).toEqual(before.value.rows.map((r) => r.bock));
    expect(now.value.totals).toEqual(before.value.totals);
    expect(now.value.standings).toEqual(before.value.standings);
    expect(now.value.nextDealBock).toBe(before.value.nextDealBock);
    expect(await checkDatabase(database)).toEqual([]);
  });
});

describe('version 3 → 4: the deals become the first events of each sheet', () => {
  // Written by hand as version 3 stored them: a table of 3 with Bock rounds after a grand hand.
  const SHEET_V3 = 'a7c1e0b2-0000-4000-8000-0000000000c3';
  const setup = {
    players: 3,
    firstDealer: 0,
    plannedDeals: 36,
    rules: {
      list: 'plain',
      kontra: 'off',
      ...NO_HOUSE_RULES,
      bock: {
        kind: 'rounds',
        events: ['grand-hand-won'],
        pending: 'stack',
        ramschRound: false,
        page: null,
        sameDealerAfterGrandHand: false,
      },
    },
  };
  const deals: Deal[] = [grandHandWon(0), clubsWon(1), PASSED, clubsWon(2), clubsWon(0)];
  // Positions with a gap (a deal deleted before the upgrade), and not in the order of the ids.
  const positions = [0, 1, 3, 4, 7];
  const sample: Rows = {
    sheets: [
      {
        id: SHEET_V3,
        name: 'Bock night',
        playerNames: ['Anna', 'Ben', 'Carla'],
        setup,
        preset: null,
        createdAt: 1_700_000_000_000,
        updatedAt: 1_700_000_900_000,
      },
    ],
    deals: deals.map((deal, index) => ({
      id: `c-${4 - index}`,
      sheetId: SHEET_V3,
      position: positions[index],
      deal,
      createdAt: 1_700_000_000_000 + index * 1000,
      updatedAt: 1_700_000_000_000 + index * 1000,
    })),
    undo: [
      {
        sheetId: SHEET_V3,
        kind: 'added',
        dealNumber: 5,
        dealId: 'c-0',
        before: null,
        createdAt: 1_700_000_004_000,
      },
    ],
  };

  async function upgraded(): Promise<SkatDatabase> {
    const name = `migration-v3-log-${crypto.randomUUID()}`;
    await writeOldDatabase(name, {
      version: 3,
      stores: [V1_STORES, V2_STORES, V3_STORES],
      sample,
      upgraded: sample,
    });
    return openSkatDatabase(name);
  }

  test('every deal intact, in order, with the time it was added', async () => {
    const database = await upgraded();
    const stored = await getSheetWithDeals(SHEET_V3, database);
    expect(stored?.deals.map((d) => [d.id, d.position, d.deal, d.createdAt])).toEqual([
      ['c-4', 0, grandHandWon(0), 1_700_000_000_000],
      ['c-3', 1, clubsWon(1), 1_700_000_001_000],
      ['c-2', 2, PASSED, 1_700_000_002_000],
      ['c-1', 3, clubsWon(2), 1_700_000_003_000],
      ['c-0', 4, clubsWon(0), 1_700_000_004_000],
    ]);
    expect(await checkDatabase(database)).toEqual([]);
  });

  test('the same Bock rounds and standings as before the upgrade', async () => {
    const database = await upgraded();
    const stored = await getSheetWithDeals(SHEET_V3, database);
    if (!stored) throw new Error('the sheet is there');
    const scored = scoreSheet(
      stored.sheet.setup,
      stored.deals.map((d) => d.deal),
    );
    if (!scored.ok) throw new Error('must score');
    // Grand hand 72 starts a Bock round of 3 deals: clubs 24 × 2, passed, clubs 24 × 2; then 24.
    expect(scored.value.rows.map((row) => row.bock)).toEqual([0, 1, 1, 1, 0]);
    expect(scored.value.totals.list).toEqual([96, 48, 48]);
    expect(scored.value.standings.map((s) => [s.seat, s.rank])).toEqual([
      [0, 1],
      [1, 2],
      [2, 2],
    ]);
  });

  test('undo goes on from the pending undo entry, then walks back further', async () => {
    const database = await upgraded();
    expect(await getUndoChange(SHEET_V3, database)).toEqual({ kind: 'added', dealNumber: 5 });
    expectOk(await undoLastChange(SHEET_V3, database));
    expectOk(await undoLastChange(SHEET_V3, database));
    expect((await getDeals(SHEET_V3, database)).map((d) => d.id)).toEqual(['c-4', 'c-3', 'c-2']);
  });
});

describe('version 4 → 5: each sheet’s events stored together, every record unchanged', () => {
  // Written by hand as version 4 stored them: two tables of 3 (plain list, no house rules).
  const SHEET_P = 'a7c1e0b2-0000-4000-8000-0000000000d1';
  const SHEET_Q = 'a7c1e0b2-0000-4000-8000-0000000000d2';
  const DEVICE = '5e0b8f2a-7c44-4d0e-9a51-0000000000aa';
  const setup = { players: 3, firstDealer: 0, plannedDeals: 36, rules: SETUP_4.rules };
  function sheet(id: string, name: string, createdAt: number) {
    const playerNames = ['Anna', 'Ben', 'Carla'];
    return { id, name, playerNames, setup, preset: null, createdAt, updatedAt: createdAt + 9000 };
  }
  function event(sheetId: string, id: string, clock: number, change: object) {
    return { id, sheetId, device: DEVICE, clock, at: 1_700_000_000_000 + clock * 1000, change };
  }
  // Ids in the opposite order of the clocks: the store's order (by id) is not the fold's.
  const EVENTS_P = [
    event(SHEET_P, 'p-7', 1, { kind: 'deal-added', dealId: 'pd-1', deal: clubsWon(0) }),
    event(SHEET_P, 'p-6', 2, { kind: 'deal-added', dealId: 'pd-2', deal: grandLost(1) }),
    event(SHEET_P, 'p-5', 3, {
      kind: 'deal-replaced',
      dealId: 'pd-2',
      replaces: 'p-6',
      deal: clubsWon(1),
    }),
    event(SHEET_P, 'p-4', 4, { kind: 'deal-added', dealId: 'pd-3', deal: grandHandWon(2) }),
    event(SHEET_P, 'p-3', 5, { kind: 'deal-voided', dealId: 'pd-3' }),
    event(SHEET_P, 'p-2', 6, { kind: 'deal-added', dealId: 'pd-4', deal: PASSED }),
    event(SHEET_P, 'p-1', 7, { kind: 'undone', undoes: 'p-2' }),
  ];
  const EVENTS_Q = [
    event(SHEET_Q, 'q-2', 1, { kind: 'sheet-renamed', name: 'Wednesday club' }),
    event(SHEET_Q, 'q-1', 2, { kind: 'deal-added', dealId: 'qd-1', deal: grandLost(0) }),
    event(SHEET_Q, 'q-3', 3, { kind: 'deal-added', dealId: 'qd-2', deal: clubsWon(2) }),
  ];
  const sample: Rows = {
    sheets: [
      sheet(SHEET_P, 'Tuesday', 1_700_000_000_000),
      sheet(SHEET_Q, 'Wednesday', 1_700_100_000_000),
    ],
    // Written mixed, as two phones' logs merged in a restore would be.
    events: [...EVENTS_Q.slice(0, 2), ...EVENTS_P, ...EVENTS_Q.slice(2)],
  };
  const V4_RELEASE = {
    version: 4,
    stores: [V1_STORES, V2_STORES, V3_STORES, V4_STORES],
    sample,
    upgraded: sample,
  };

  async function upgraded(rows: Rows = sample): Promise<SkatDatabase> {
    const name = `migration-v4-log-${crypto.randomUUID()}`;
    await writeOldDatabase(name, { ...V4_RELEASE, sample: rows });
    const database = openSkatDatabase(name);
    await database.open();
    return database;
  }

  test('opens at version 7 with exactly the events written, in `log`; `events` is gone', async () => {
    const database = await upgraded();
    expect(database.verno).toBe(7);
    expect(database.tables.map((table) => table.name).sort()).toEqual([
      'deals',
      'drafts',
      'log',
      'players',
      'roster',
      'settings',
      'sheetStats',
      'sheets',
      'startingLogs',
      'undo',
    ]);
    expect([...database.backendDB().objectStoreNames]).not.toContain('events');
    // In the order of the new key: sheet, then event id.
    expect(await database.log.toArray()).toEqual([
      ...[...EVENTS_P].reverse(),
      EVENTS_Q[1],
      EVENTS_Q[0],
      EVENTS_Q[2],
    ]);
    expect(await checkDatabase(database)).toEqual([]);
  });

  test('each sheet’s log comes back in fold order (by clock), its own events only', async () => {
    const database = await upgraded();
    expect(await getSheetHistory(SHEET_P, database)).toEqual(EVENTS_P);
    expect(await getSheetHistory(SHEET_Q, database)).toEqual(EVENTS_Q);
  });

  test('each sheet folds to the same deals and totals: the replace, the void and the undo kept', async () => {
    const database = await upgraded();
    const p = await getSheetWithDeals(SHEET_P, database);
    const q = await getSheetWithDeals(SHEET_Q, database);
    if (!p || !q) throw new Error('both sheets are there');
    // Deal 2 as replaced, deal 3 crossed out, deal 4 taken back by the undo.
    expect(p.deals.map((d) => [d.id, d.deal])).toEqual([
      ['pd-1', clubsWon(0)],
      ['pd-2', clubsWon(1)],
      ['pd-3', { kind: 'voided', deal: grandHandWon(2) }],
    ]);
    expect(q.sheet.name).toBe('Wednesday club');
    expect(q.deals.map((d) => [d.id, d.deal])).toEqual([
      ['qd-1', grandLost(0)],
      ['qd-2', clubsWon(2)],
    ]);
    const scoredP = scoreSheet(
      p.sheet.setup,
      p.deals.map((d) => d.deal),
    );
    const scoredQ = scoreSheet(
      q.sheet.setup,
      q.deals.map((d) => d.deal),
    );
    if (!scoredP.ok || !scoredQ.ok) throw new Error('both must score');
    // Clubs with 1 won: 24 each; the voided grand hand scores 0. Grand with 2 lost: −2 × 72.
    expect(scoredP.value.totals.list).toEqual([24, 24, 0]);
    expect(scoredQ.value.totals.list).toEqual([-144, 0, 24]);
    const summaries = await listSheets(database);
    expect(summaries.map((s) => [s.sheet.name, s.dealCount])).toEqual([
      ['Wednesday club', 2],
      ['Tuesday', 3],
    ]);
  });

  test('more events than one page of the copy: every one arrives', async () => {
    // One more than a page (2,000), so the copy reads a second page.
    const many = Array.from({ length: 2_001 }, (_, index) =>
      event(SHEET_Q, `m-${String(index).padStart(4, '0')}`, index + 1, {
        kind: 'deal-added',
        dealId: `md-${index}`,
        deal: PASSED,
      }),
    );
    const database = await upgraded({ sheets: sample.sheets ?? [], events: many });
    expect(await database.log.count()).toBe(2_001);
    expect(await database.log.toArray()).toEqual(many);
  });
});
