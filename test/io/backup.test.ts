import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { openSkatDatabase, type SkatDatabase } from '../../src/db/database';
import { addDeal, deleteDeal } from '../../src/db/deals';
import { createSheet, renameSheet } from '../../src/db/sheets';
import type { Deal } from '../../src/domain/deal';
import { scoreSheet } from '../../src/domain/sheet';
import { upgradeRules, type TableRules } from '../../src/domain/legacy/table-rules';
import { checkDatabase } from '../db/check-stored';
import { exportBackup, importBackup } from '../../src/io/backup';
import {
  FOUR_PLAYERS,
  PASSED,
  RULES_3,
  RULES_4,
  THREE_PLAYERS,
  clubsWon,
  errorCodes,
  expectOk,
  freshDatabase,
  grandHandWon,
  grandLost,
} from '../support/db-fixtures';
import { dumpDatabase, testId, validBackup, validBackupV1 } from './fixtures';
import { getDeals, getSheet } from '../support/db-reads';
import { storedSetup } from '../support/stored-setup';

// Hearts with 3, hand, schneider announced and reached with 95: 10 × (3+1+1+1+1) = 70 (ISkO 5.2).
const heartsSchneider: Deal = {
  kind: 'trump',
  game: 'hearts',
  tops: 3,
  topsHeld: 'with',
  announcement: 'schneider',
  result: { kind: 'points', declarerPoints: 95, declarerTricks: 'some' },
  declarer: 0,
  bid: 18,
  kontra: 'none',
  bock: 0,
};
// Null ouvert lost, with Kontra (Bock is the sheet's to derive: a deal is stored with 0).
const nullOuvertLost: Deal = {
  kind: 'null',
  variant: 'null-ouvert',
  made: false,
  declarer: 2,
  bid: 46,
  kontra: 'kontra',
  bock: 0,
};

/** Two sheets with every kind of deal, and a gap in the positions from a deleted deal. */
async function fillDatabase(database: SkatDatabase): Promise<string[]> {
  const three = expectOk(
    await createSheet(
      { name: 'Club', playerNames: THREE_PLAYERS, setup: upgradeRules(RULES_3) },
      database,
    ),
  );
  for (const deal of [clubsWon(0), grandLost(1), PASSED, nullOuvertLost, heartsSchneider]) {
    expectOk(await addDeal(three.id, deal, database));
  }
  const [, second] = await getDeals(three.id, database);
  expectOk(await deleteDeal(three.id, second?.id ?? '', database));
  const four = expectOk(
    await createSheet({ playerNames: FOUR_PLAYERS, setup: upgradeRules(RULES_4) }, database),
  );
  for (const deal of [clubsWon(1), PASSED]) expectOk(await addDeal(four.id, deal, database));
  return [three.id, four.id];
}

/** The sheets and the deals their logs fold to (the events themselves are each phone's own). */
async function sheetsAndDeals(database: SkatDatabase) {
  const dump = await dumpDatabase(database);
  const sheets = [...(dump.sheets ?? [])] as { id: string }[];
  const deals = await Promise.all(sheets.map((sheet) => getDeals(sheet.id, database)));
  return { sheets, deals };
}

describe('export and import', () => {
  test('export → wipe → import restores every sheet exactly', async () => {
    const name = `backup-${crypto.randomUUID()}`;
    const original = openSkatDatabase(name);
    await fillDatabase(original);
    const before = await sheetsAndDeals(original);
    const text = await exportBackup(undefined, original);

    await original.delete();
    const wiped = openSkatDatabase(name);
    expect((await sheetsAndDeals(wiped)).sheets).toEqual([]);

    const summary = expectOk(await importBackup(text, wiped));
    expect(summary).toEqual({
      imported: 2,
      differing: [],
      skippedExisting: 0,
      skippedSheetNames: [],
    });
    expect(await sheetsAndDeals(wiped)).toStrictEqual(before);
  });

  test('deals travel as drafts, so an import re-parses them', async () => {
    const database = freshDatabase();
    const [threeId] = await fillDatabase(database);
    const file = JSON.parse(await exportBackup([threeId ?? ''], database));
    expect(file.format).toBe('skat-scorekeeper-backup');
    expect(file.version).toBe(5);
    expect(file.sheets).toHaveLength(1);
    expect(file.sheets[0].deals).toBeUndefined();
    expect(file.sheets[0].events[0].change.kind).toBe('deal-added');
    expect(file.sheets[0].events[0].change.deal).toEqual({
      game: 'clubs',
      tops: 1,
      hand: false,
      announced: 'none',
      ouvert: false,
      outcome: { made: true, schneider: false, schwarz: false },
      declarer: 0,
      bid: 18,
      kontra: 'none',
      bock: 0,
    });
  });

  test('importing twice does not duplicate anything', async () => {
    const source = freshDatabase();
    await fillDatabase(source);
    const text = await exportBackup(undefined, source);
    const target = freshDatabase();
    expectOk(await importBackup(text, target));
    const once = await dumpDatabase(target);
    const again = expectOk(await importBackup(text, target));
    expect(again).toEqual({
      imported: 0,
      differing: [],
      skippedExisting: 2,
      skippedSheetNames: ['Club', expect.any(String)],
    });
    expect(await dumpDatabase(target)).toStrictEqual(once);
  });

  test('a sheet that already exists is skipped, not overwritten; the others are added', async () => {
    const database = freshDatabase();
    const [threeId, fourId] = await fillDatabase(database);
    const text = await exportBackup(undefined, database);
    expectOk(await renameSheet(threeId ?? '', 'Renamed here', database));
    const four = await getSheet(fourId ?? '', database);
    await database.sheets.delete(fourId ?? '');
    await database.log.filter((event) => event.sheetId === fourId).delete();

    const summary = expectOk(await importBackup(text, database));
    expect(summary).toEqual({
      imported: 1,
      // Renamed here, but the same game: not a different copy.
      differing: [],
      skippedExisting: 1,
      skippedSheetNames: ['Club'],
    });
    expect((await getSheet(threeId ?? '', database))?.name).toBe('Renamed here');
    expect(await getSheet(fourId ?? '', database)).toEqual(four);
    expect(await getDeals(fourId ?? '', database)).toHaveLength(2);
  });

  test('markup in names is data: it round-trips as the same plain string', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const file = validBackup();
    const [sheet] = file.sheets;
    if (sheet) sheet.playerNames = [hostile, 'Ben', '"><script>', 'Dieter'];
    const database = freshDatabase();
    expectOk(await importBackup(JSON.stringify(file), database));
    const stored = await getSheet(sheet?.id ?? '', database);
    expect(stored?.playerNames).toEqual([hostile, 'Ben', '"><script>', 'Dieter']);
    const exported = JSON.parse(await exportBackup(undefined, database));
    expect(exported.sheets[0].playerNames[0]).toBe(hostile);
  });

  test('a full disk during the import writes nothing', async () => {
    const database = freshDatabase();
    database.log.hook('creating', () => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const result = await importBackup(JSON.stringify(validBackup()), database);
    expect(errorCodes(result)).toEqual(['storage-full']);
    expect(await database.sheets.count()).toBe(0);
  });

  test('a deal id already used by another sheet here refuses the whole file', async () => {
    const database = freshDatabase();
    const [threeId] = await fillDatabase(database);
    const [existing] = await getDeals(threeId ?? '', database);
    const file = validBackup();
    const deal = file.sheets[0]?.deals[0];
    if (deal) deal.id = existing?.id ?? '';
    const before = await dumpDatabase(database);
    const result = await importBackup(JSON.stringify(file), database);
    expect(errorCodes(result)).toEqual(['id-conflict']);
    expect(await dumpDatabase(database)).toStrictEqual(before);
  });

  test('a sheet with Bock rounds round-trips with its rule, and scores the same', async () => {
    const source = freshDatabase();
    const rules: TableRules = {
      ...RULES_3,
      bock: { kind: 'rounds', events: ['grand-hand-won', 're', 'schneider'], pending: 'queue' },
    };
    const sheet = expectOk(
      await createSheet({ playerNames: THREE_PLAYERS, setup: upgradeRules(rules) }, source),
    );
    // Grand hand with 1 won: 72, starts a round; then clubs with 1 won in Bock: 24 × 2 = 48.
    for (const deal of [grandHandWon(1), clubsWon(2)])
      expectOk(await addDeal(sheet.id, deal, source));
    const text = await exportBackup(undefined, source);
    expect(JSON.parse(text).sheets[0].setup.rules.bock).toEqual(upgradeRules(rules).rules.bock);

    const target = freshDatabase();
    expectOk(await importBackup(text, target));
    expect(await sheetsAndDeals(target)).toStrictEqual(await sheetsAndDeals(source));
    const stored = await getSheet(sheet.id, target);
    const deals = (await getDeals(sheet.id, target)).map((record) => record.deal);
    const scored = scoreSheet(stored?.setup ?? upgradeRules(RULES_3), deals);
    expect(scored.ok && scored.value.rows.map((row) => row.score?.list)).toEqual([72, 48]);
  });

  test('a file of version 1 still imports: its sheets play without Bock rounds', async () => {
    const database = freshDatabase();
    const file = validBackupV1();
    expectOk(await importBackup(JSON.stringify(file), database));
    const [stored] = await database.sheets.toArray();
    expect(stored?.setup).toEqual(storedSetup({ players: 4 }));
    expect(stored?.preset).toBeNull();
    const deals = (await getDeals(stored?.id ?? '', database)).map((record) => record.deal);
    // Clubs with 2, game 3 × 12 = 36.
    const scored = scoreSheet(stored?.setup ?? upgradeRules(RULES_4), deals);
    expect(scored.ok && scored.value.rows[0]?.score?.list).toBe(36);
    expect(await checkDatabase(database)).toEqual([]);
  });

  test('a different copy of a sheet already here is named, and can be imported beside it', async () => {
    const database = freshDatabase();
    const [threeId] = await fillDatabase(database);
    const text = await exportBackup(undefined, database);
    // Here, the sheet went on: one more deal than the file's copy has.
    expectOk(await addDeal(threeId ?? '', PASSED, database));
    const hereBefore = await getDeals(threeId ?? '', database);

    const summary = expectOk(await importBackup(text, database));
    expect(summary.imported).toBe(0);
    expect(summary.differing).toEqual([
      { sheetId: threeId, name: 'Club', fileDeals: 4, hereDeals: 5 },
    ]);
    // Nothing silently dropped or overwritten.
    expect(await getDeals(threeId ?? '', database)).toEqual(hereBefore);

    const copied = expectOk(
      await importBackup(text, database, { copies: new Set([threeId ?? '']) }),
    );
    expect(copied.imported).toBe(1);
    const clubs = (await database.sheets.toArray()).filter((sheet) => sheet.name === 'Club');
    expect(clubs).toHaveLength(2);
    const copy = clubs.find((sheet) => sheet.id !== threeId);
    expect(await getDeals(copy?.id ?? '', database)).toHaveLength(4);
    expect(await getDeals(threeId ?? '', database)).toEqual(hereBefore);
    expect(await checkDatabase(database)).toEqual([]);
  });

  test('a file written before the app spoke two languages reads exactly as before', async () => {
    // No sentence was ever part of a backup or a record: the file holds ids, names, rules and
    // deals as drafts, and the records hold parsed deals. This file's text is what the version
    // before carried to another phone; it must give exactly these records.
    const database = freshDatabase();
    expectOk(await importBackup(JSON.stringify(validBackup()), database));
    const dump = await dumpDatabase(database);
    const sheetId = '0b6f7d1e-1111-4000-8000-000000000001';
    expect(dump.sheets).toStrictEqual([
      {
        id: sheetId,
        name: 'Thursday',
        playerNames: ['Anna', 'Ben', 'Carla', 'Dieter'],
        // The version-2 rules as a rule set (upgradeRules): no Ramsch, the same Bock rounds.
        setup: {
          players: 4,
          firstDealer: 0,
          plannedDeals: 48,
          rules: {
            list: 'plain',
            kontra: 'off',
            passed: 'thrown-in',
            ramsch: null,
            bock: {
              kind: 'rounds',
              events: ['grand-hand-won', 're'],
              pending: 'queue',
              ramschRound: false,
              page: null,
              sameDealerAfterGrandHand: false,
            },
            stake: null,
          },
        },
        preset: null,
        createdAt: 1_715_970_000_000,
        updatedAt: 1_715_980_000_000,
      },
    ]);
    const deal = (id: string, position: number, stored: Deal) => ({
      id,
      sheetId,
      position,
      deal: stored,
      createdAt: 1_715_971_000_000 + position * 1_000_000,
      updatedAt: 1_715_971_000_000 + position * 1_000_000,
    });
    const basics = { bid: 18, kontra: 'none', bock: 0 } as const;
    // The log folds to the file's deals, each added at the time the file gives.
    expect(await getDeals(sheetId, database)).toStrictEqual([
      deal(testId(1), 0, {
        kind: 'trump',
        game: 'clubs',
        tops: 2,
        announcement: 'none',
        result: { kind: 'outcome', made: true, schneider: false, schwarz: false },
        declarer: 1,
        ...basics,
      }),
      deal(testId(2), 1, { kind: 'passed' }),
      deal(testId(3), 2, {
        kind: 'null',
        variant: 'null-hand',
        made: true,
        declarer: 3,
        ...basics,
        bid: 35,
      }),
    ]);
    expect(await checkDatabase(database)).toEqual([]);
  });
});
