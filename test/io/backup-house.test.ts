// Backup version 3: sheets with a rule set (the NYCSA preset here) and Ramsch deals travel and
// come back exactly; damaged rule sets and Ramsch deals are refused before anything is written.
import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, test } from 'vitest';
import type { SkatDatabase } from '../../src/db/database';
import { PRESETS } from '../../src/domain/rules';
import { scoreSheet } from '../../src/domain/sheet';
import { type TableRules, upgradeRules } from '../../src/domain/legacy/table-rules';
import { exportBackup, importBackup } from '../../src/io/backup';
import type { ImportErrorCode } from '../../src/io/import-error';
import { checkDatabase } from '../db/check-stored';
import { expectOk, freshDatabase } from '../support/db-fixtures';
import { HOUSE_SHEET_ID, dumpDatabase, validBackup, validBackupV3, type Dump } from './fixtures';
import { expectRefused } from './refused';
import { getDeals, getSheet } from '../support/db-reads';

type BackupV3 = ReturnType<typeof validBackupV3>;
/** What the tests read of an exported file of version 4. */
interface BackupV4 {
  version: number;
  sheets: { setup: unknown; preset: unknown; events: { change: { deal?: unknown } }[] }[];
}
type Sheet = BackupV3['sheets'][number];

function onlySheet(file: BackupV3): Sheet {
  const sheet = file.sheets[0];
  if (!sheet) throw new Error('fixture has a sheet');
  return sheet;
}

/** The valid version-3 file with one change made to it, as JSON text. */
function damaged(change: (sheet: Sheet, file: BackupV3) => void): string {
  const file = validBackupV3();
  change(onlySheet(file), file);
  return JSON.stringify(file);
}

function dealAt(sheet: Sheet, index: number): Record<string, unknown> {
  const deal = sheet.deals[index];
  if (!deal) throw new Error('fixture has the deal');
  return deal.deal;
}

/** A file's content without the moment of its export. */
function content(text: string): unknown {
  const file = JSON.parse(text) as Record<string, unknown>;
  delete file.exportedAt;
  return file;
}

describe('a sheet with house rules in a version-3 backup', () => {
  test('imports with its rule set, preset label and Ramsch deals, and scores by the rules', async () => {
    const database = freshDatabase();
    expectOk(await importBackup(JSON.stringify(validBackupV3()), database));
    const sheet = await getSheet(HOUSE_SHEET_ID, database);
    if (!sheet) throw new Error('imported');
    expect(sheet.setup.rules).toEqual(PRESETS.nycsa);
    expect(sheet.preset).toBe('nycsa');
    const deals = (await getDeals(HOUSE_SHEET_ID, database)).map((record) => record.deal);
    expect(deals[0]).toEqual({
      kind: 'ramsch',
      points: [50, 40, 30],
      noTrick: [],
      allTricks: null,
      doublings: 0,
      bock: 0,
    });
    const scored = scoreSheet(sheet.setup, deals);
    if (!scored.ok) throw new Error(JSON.stringify(scored.errors));
    const rows = scored.value.rows;
    // Flat 25, counted as a game; a Bock round after the grand hand, then a Ramsch round in
    // which the Durchmarsch (120, one Schieberamsch doubling) and a grand hand are played.
    expect(rows.map((row) => row.bock)).toEqual([0, 0, 1, 1, 1, 0, 0]);
    expect(rows.map((row) => row.ramschRound)).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
      true,
    ]);
    expect(rows[0]?.listDelta).toEqual([-25, 0, 0]);
    expect(rows[5]?.listDelta).toEqual([0, 240, 0]);
    expect(scored.value.totals.list).toEqual([95, 288, 120]);
    expect(scored.value.totals.seegerFabian).toEqual([145, 388, 270]);
    // NYCSA: after a grand hand in a Ramsch round the same dealer deals again.
    expect(scored.value.next.dealer).toBe(0);
    expect(await checkDatabase(database)).toEqual([]);
  });

  test('export → import → export gives the same content, and the same records', async () => {
    const source = freshDatabase();
    expectOk(await importBackup(JSON.stringify(validBackupV3()), source));
    const text = await exportBackup(undefined, source);
    // The file (version 4) carries the rule set, and the Ramsch deals in the events that add them.
    const exported = JSON.parse(text) as BackupV4;
    expect(exported.version).toBe(5);
    expect(exported.sheets[0]?.setup).toEqual(onlySheet(validBackupV3()).setup);
    expect(exported.sheets[0]?.preset).toBe('nycsa');
    expect(exported.sheets[0]?.events[5]?.change.deal).toEqual({
      game: 'ramsch',
      points: [0, 120, 0],
      noTrick: [0, 2],
      allTricks: 1,
      doublings: 1,
    });
    const target = freshDatabase();
    expectOk(await importBackup(text, target));
    const again = await exportBackup(undefined, target);
    expect(content(again)).toStrictEqual(content(text));
    // The sheets, and the deals their logs fold to (the events are each phone's own).
    const records = async (database: SkatDatabase) => {
      const dump = await dumpDatabase(database);
      const sheets = (dump.sheets ?? []) as { id: string }[];
      return { sheets, deals: await Promise.all(sheets.map((s) => getDeals(s.id, database))) };
    };
    expect(await records(target)).toStrictEqual(await records(source));
  });

  test('a version-2 file with Bock rounds scores exactly as version 2 scored it', async () => {
    const database = freshDatabase();
    const file = validBackup();
    const sheet = file.sheets[0];
    if (!sheet) throw new Error('fixture has a sheet');
    // Deal 1 becomes a grand hand won: a Bock round (4 deals at a table of 4) starts after it.
    Object.assign(sheet.deals[0]?.deal ?? {}, { game: 'grand', tops: 1, hand: true });
    expectOk(await importBackup(JSON.stringify(file), database));
    const stored = await getSheet(sheet.id, database);
    if (!stored) throw new Error('imported');
    const deals = (await getDeals(sheet.id, database)).map((record) => record.deal);
    const now = scoreSheet(stored.setup, deals);
    const oldRules: TableRules = {
      ...sheet.rules,
      players: 4,
      listKind: 'plain',
      bock: { kind: 'rounds', events: ['grand-hand-won', 're'], pending: 'queue' },
    };
    const then = scoreSheet(
      upgradeRules(oldRules),
      deals.flatMap((deal) => (deal.kind === 'ramsch' || deal.kind === 'voided' ? [] : [deal])),
    );
    if (!now.ok || !then.ok) throw new Error('both score');
    expect(now.value.rows.map((row) => row.bock)).toEqual([0, 1, 1]);
    expect(now.value.rows.map((row) => row.bock)).toEqual(then.value.rows.map((row) => row.bock));
    expect(now.value.totals).toEqual(then.value.totals);
    expect(now.value.nextDealBock).toBe(then.value.nextDealBock);
  });
});

const CORPUS: readonly [string, () => string, ImportErrorCode, RegExp][] = [
  ['version 6', () => damaged((_, f) => void (f.version = 6)), 'newer-version', /versions up to 5/],
  [
    'version-2 rules in a version-3 file',
    () =>
      damaged((sheet) => {
        Object.assign(sheet, { rules: sheet.setup });
        Reflect.deleteProperty(sheet, 'setup');
      }),
    'invalid-content',
    /sheet 1, setup: missing/,
  ],
  [
    'passed deals are Ramsch but no Ramsch rule says how to score one',
    () => damaged((sheet) => void Object.assign(sheet.setup.rules, { ramsch: null })),
    'invalid-content',
    /sheet 1: This sheet plays Ramsch, so it needs a Ramsch scoring/,
  ],
  [
    'an unknown Bock event',
    () => damaged((sheet) => void Object.assign(sheet.setup.rules.bock, { events: ['bierlachs'] })),
    'invalid-content',
    /sheet 1, setup, rules, bock, events, item 1/,
  ],
  [
    'a Bock event twice',
    () => damaged((sheet) => void Object.assign(sheet.setup.rules.bock, { events: ['re', 're'] })),
    'invalid-content',
    /sheet 1: "Re" is chosen twice as a Bock event/,
  ],
  [
    'a flat Ramsch worth 0',
    () => damaged((sheet) => void Object.assign(sheet.setup.rules.ramsch.scoring, { value: 0 })),
    'invalid-content',
    /sheet 1, setup, rules, ramsch, scoring, value/,
  ],
  [
    'a negative stake',
    () =>
      damaged((sheet) => void Object.assign(sheet.setup.rules, { stake: { centsPerPoint: -1 } })),
    'invalid-content',
    /sheet 1, setup, rules, stake, centsPerPoint/,
  ],
  [
    'an unknown preset',
    () => damaged((sheet) => void Object.assign(sheet, { preset: 'casino' })),
    'invalid-content',
    /sheet 1, preset/,
  ],
  [
    'Ramsch points that do not add up to 120',
    () => damaged((sheet) => void (dealAt(sheet, 0).points = [50, 40, 29])),
    'deal-invalid',
    /sheet 1, deal 1: Ramsch: the three players' card points must add up to 120, not 119/,
  ],
  [
    'a Jungfrau with points',
    () => damaged((sheet) => void (dealAt(sheet, 0).noTrick = [2])),
    'deal-invalid',
    /sheet 1, deal 1: Ramsch: player 3 took no trick \(Jungfrau\) but has 30 card points/,
  ],
  [
    'a Ramsch with a declarer',
    () => damaged((sheet) => void (dealAt(sheet, 0).declarer = 1)),
    'invalid-content',
    /sheet 1, deal 1, declarer: unexpected field/,
  ],
  [
    'a Ramsch bringing its own Bock where Bock is derived',
    () => damaged((sheet) => void (dealAt(sheet, 0).bock = 1)),
    'invalid-content',
    /sheet 1, deal 1, bock: wrong value/,
  ],
  [
    'a passed deal where a passed deal is a Ramsch',
    () =>
      damaged((sheet) => {
        const first = sheet.deals[0];
        if (first) sheet.deals[0] = { ...first, deal: { game: 'passed' } };
      }),
    'sheet-invalid',
    /sheet 1, deal 1: On this sheet a passed deal is played as a Ramsch/,
  ],
  [
    'a Ramsch on a sheet that does not play it',
    () =>
      damaged((sheet) => {
        Object.assign(sheet.setup.rules, { passed: 'thrown-in', bock: { kind: 'off' } });
      }),
    'sheet-invalid',
    /sheet 1, deal 1: No Ramsch here/,
  ],
  [
    'a suit game in a Ramsch round',
    () => damaged((sheet) => void Object.assign(dealAt(sheet, 6), { game: 'clubs', hand: false })),
    'sheet-invalid',
    /sheet 1, deal 7: In a Ramsch round only a Ramsch or a grand hand is played, not a Clubs game/,
  ],
  [
    'Schieberamsch outside a Ramsch round where it is played only there',
    () => damaged((sheet) => void (dealAt(sheet, 0).doublings = 1)),
    'sheet-invalid',
    /sheet 1, deal 1: Schieberamsch is played only in Ramsch rounds/,
  ],
];

describe('a damaged version-3 backup is refused and the database stays as it was', () => {
  let database: SkatDatabase;
  let before: Dump;

  beforeAll(async () => {
    database = freshDatabase();
    before = await dumpDatabase(database);
  });

  test.each(CORPUS)('%s', async (_, file, code, message) => {
    await expectRefused(file(), { database, before }, code, message);
  });
});
