import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { describe, expect, test } from 'vitest';
import { SCHEMA_V1, SCHEMA_V2, openSkatDatabase, type SkatDatabase } from '../../src/db/database';
import { checkDatabase, checkStoredSheet } from './check-stored';
import { addDeal, getDeals, getUndoChange } from '../../src/db/deals';
import { getSetting } from '../../src/db/settings';
import { knownPlayerNames, listSheets } from '../../src/db/sheets';
import { expectOk } from './fixtures';

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
  readonly stores: readonly Readonly<Record<string, string>>[];
  readonly sample: Rows;
  /** The sample as the current version reads it, after every upgrade. */
  readonly upgraded: Rows;
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

// Version 1 → 2: every sheet gets Bock off; nothing else changes.
const V1_UPGRADED = withBock(V1_SAMPLE, () => ({ kind: 'off' }));

// Written as version 2 stores them: the table of 3 plays Bock rounds, the table of 4 does not.
// Its null hand (deal 1) starts no round: 35 is below 100 and null knows no schneider.
const V2_SAMPLE = withBock(V1_SAMPLE, (id) =>
  id === SHEET_3
    ? { kind: 'rounds', events: ['grand-hand-won', 'value-100'], pending: 'stack' }
    : { kind: 'off' },
);

const RELEASED: readonly ReleasedVersion[] = [
  { version: 1, stores: [V1_STORES], sample: V1_SAMPLE, upgraded: V1_UPGRADED },
  { version: 2, stores: [V1_STORES, V2_STORES], sample: V2_SAMPLE, upgraded: V2_SAMPLE },
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

function byKey(rows: Rows, keyOf: (table: string) => string): Rows {
  const sorted = Object.entries(rows).map(([table, list]) => {
    const key = keyOf(table);
    const copy = [...list].sort((a, b) =>
      String(Reflect.get(a, key)).localeCompare(String(Reflect.get(b, key))),
    );
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
    const primaryKey = (table: string): string =>
      database.table(table).schema.primKey.keyPath?.toString() ?? '';
    expect(byKey(await dump(database), primaryKey)).toEqual(byKey(released.upgraded, primaryKey));
    expect(database.verno).toBe(RELEASED.length);
  });

  test('every record passes the current checks', async () => {
    expect(await checkDatabase(await openedNow())).toEqual([]);
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
    // A new deal goes after the last stored position (3), not after the count of deals.
    const added = expectOk(await addDeal(SHEET_4, { kind: 'passed' }, database));
    expect(added.position).toBe(4);
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

  test('a version-1 sheet read without the upgrade fails the current checks (no Bock rule)', async () => {
    // Plain Dexie at version 2 without the upgrade step: what a forgotten upgrade would leave.
    const name = `migration-no-upgrade-${crypto.randomUUID()}`;
    await writeOldDatabase(name, {
      version: 1,
      stores: [V1_STORES],
      sample: V1_SAMPLE,
      upgraded: V1_SAMPLE,
    });
    const skipped = new Dexie(name);
    skipped.version(2).stores(V2_STORES);
    await skipped.open();
    const sheet: unknown = await skipped.table('sheets').get(SHEET_3);
    skipped.close();
    expect(checkStoredSheet(sheet, [])).toEqual([
      'sheet: rules.bock: Invalid key: Expected "bock" but received undefined',
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
