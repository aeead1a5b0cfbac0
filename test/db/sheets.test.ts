import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import {
  createSheet,
  deleteSheet,
  knownPlayerNames,
  listSheets,
  renameSheet,
} from '../../src/db/sheets';
import { addDeal, getUndoChange } from '../../src/db/deals';
import { draftKey, loadDraft, saveDraft } from '../../src/db/drafts';
import { getSetting, setSetting } from '../../src/db/settings';
import { MAX_PLANNED_DEALS } from '../../src/domain/rules';
import { upgradeRules, type TableRules } from '../../src/domain/legacy/table-rules';
import {
  FOUR_PLAYERS,
  RULES_3,
  RULES_4,
  THREE_PLAYERS,
  clubsWon,
  errorCodes,
  expectOk,
  freshDatabase,
  sheetOfThree,
} from '../support/db-fixtures';
import { getDeals, getSheet } from '../support/db-reads';
import { storedSetup } from '../support/stored-setup';

describe('createSheet', () => {
  test('stores the sheet with trimmed names, a fresh id and timestamps', async () => {
    const database = freshDatabase();
    const sheet = expectOk(
      await createSheet(
        {
          name: ' Thursday ',
          playerNames: [' Anna', 'Ben ', 'Carla'],
          setup: upgradeRules(RULES_3),
        },
        database,
      ),
    );
    expect(sheet.name).toBe('Thursday');
    expect(sheet.playerNames).toEqual(['Anna', 'Ben', 'Carla']);
    expect(sheet.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await getSheet(sheet.id, database)).toEqual(sheet);
  });

  test('names an unnamed sheet after the local date', async () => {
    const database = freshDatabase();
    const sheet = await sheetOfThree(database);
    expect(sheet.name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  const rules = (changes: Partial<TableRules>): TableRules => ({ ...RULES_4, ...changes });
  const player = (seat: number) => ({ kind: 'player', seat }) as const;
  // Each row: the input, and the problem (code and data) the UI words for the table.
  test.each([
    [
      'two players',
      ['Anna', 'Ben'],
      rules({ players: 3 }),
      { code: 'players-not-3-or-4', count: 2 },
    ],
    ['a sixth player', ['A', 'B', 'C', 'D', 'E', 'F'], RULES_4, { code: 'sixth-player', count: 6 }],
    [
      'names do not match the table size',
      THREE_PLAYERS,
      RULES_4,
      { code: 'names-not-players', players: 4, names: 3 },
    ],
    [
      'an empty name',
      ['Anna', '  ', 'Carla', 'Dieter'],
      RULES_4,
      { code: 'name-empty', field: player(1) },
    ],
    [
      'a name of 41 characters',
      ['A'.repeat(41), 'Ben', 'Carla', 'Dieter'],
      RULES_4,
      { code: 'name-too-long', field: player(0), maxLength: 40 },
    ],
    [
      'the same player twice',
      ['Anna', 'Ben', 'anna', 'Dieter'],
      RULES_4,
      { code: 'player-twice', name: 'anna' },
    ],
    [
      'a newline in a name',
      ['An\nna', 'Ben', 'Carla', 'Dieter'],
      RULES_4,
      { code: 'name-control-character', field: player(0) },
    ],
    [
      'first dealer not a seat',
      FOUR_PLAYERS,
      rules({ firstDealer: 4 }),
      { code: 'rules-invalid', error: { code: 'first-dealer-not-a-seat' } },
    ],
    [
      'no deals planned',
      FOUR_PLAYERS,
      rules({ plannedDeals: 0 }),
      { code: 'planned-deals-not-positive' },
    ],
    [
      // One over the domain's limit (MAX_PLANNED_DEALS = 480), and still divisible by 3.
      'more deals planned than a sheet may hold',
      THREE_PLAYERS,
      { ...RULES_3, plannedDeals: 483 },
      { code: 'planned-deals-too-many', maxPlannedDeals: 480 },
    ],
    [
      'deals not divisible by the players',
      FOUR_PLAYERS,
      rules({ plannedDeals: 30 }),
      { code: 'planned-deals-not-divisible', plannedDeals: 30, players: 4 },
    ],
    [
      'a fractional number of deals',
      FOUR_PLAYERS,
      rules({ plannedDeals: 4.5 }),
      { code: 'planned-deals-not-positive' },
    ],
    [
      'Bock rounds without an event',
      FOUR_PLAYERS,
      rules({ bock: { kind: 'rounds', events: [], pending: 'stack' } }),
      {
        code: 'rules-invalid',
        error: { code: 'rules-invalid', ruleErrors: [{ code: 'bock-events-missing' }] },
      },
    ],
  ] as const)('refuses %s and writes nothing', async (_, playerNames, sheetRules, problem) => {
    const database = freshDatabase();
    const result = await createSheet({ playerNames, setup: upgradeRules(sheetRules) }, database);
    expect(errorCodes(result)).toContain('sheet-input-invalid');
    expect(result.ok ? [] : result.errors).toContainEqual({ code: 'sheet-input-invalid', problem });
    expect(await listSheets(database)).toEqual([]);
    expect(await knownPlayerNames(database)).toEqual([]);
  });

  test.each([
    [3, 480],
    [4, 480],
  ] as const)(
    'a table of %i may plan %i deals, the most a sheet may hold',
    async (players, plannedDeals) => {
      const database = freshDatabase();
      const playerNames = players === 3 ? THREE_PLAYERS : FOUR_PLAYERS;
      const setup = upgradeRules({ ...(players === 3 ? RULES_3 : RULES_4), plannedDeals });
      expect(MAX_PLANNED_DEALS).toBe(plannedDeals);
      expectOk(await createSheet({ playerNames, setup }, database));
    },
  );

  test('a sheet stores its setup as given, with no preset unless one is named', async () => {
    const database = freshDatabase();
    const plain = await sheetOfThree(database);
    const stored = await getSheet(plain.id, database);
    expect(stored?.setup).toEqual(
      storedSetup({ players: 3, list: 'seeger-fabian', kontra: 'kontra-re' }),
    );
    expect(stored?.preset).toBeNull();
    const bock = { kind: 'rounds', events: ['re', 'schneider'], pending: 'queue' } as const;
    const rounds = expectOk(
      await createSheet(
        { playerNames: THREE_PLAYERS, setup: upgradeRules({ ...RULES_3, bock }) },
        database,
      ),
    );
    expect((await getSheet(rounds.id, database))?.setup.rules.bock).toEqual({
      ...bock,
      ramschRound: false,
      page: null,
      sameDealerAfterGrandHand: false,
    });
  });

  test('a 40-character name is accepted (the limit itself)', async () => {
    const database = freshDatabase();
    const names = ['A'.repeat(40), 'Ben', 'Carla'];
    expectOk(await createSheet({ playerNames: names, setup: upgradeRules(RULES_3) }, database));
  });

  test('markup in a name is kept as plain text', async () => {
    const database = freshDatabase();
    const names = ['<img src=x onerror=alert(1)>', 'Ben', 'Carla'];
    const sheet = expectOk(
      await createSheet({ playerNames: names, setup: upgradeRules(RULES_3) }, database),
    );
    expect((await getSheet(sheet.id, database))?.playerNames[0]).toBe(names[0]);
  });
});

describe('knownPlayerNames', () => {
  test('offers every name seen, the most recently used first', async () => {
    const database = freshDatabase();
    expectOk(
      await createSheet(
        { playerNames: ['Anna', 'Ben', 'Carla'], setup: upgradeRules(RULES_3) },
        database,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    expectOk(
      await createSheet(
        { playerNames: ['Dora', 'Ben', 'Emil'], setup: upgradeRules(RULES_3) },
        database,
      ),
    );
    const names = await knownPlayerNames(database);
    expect(names.slice(0, 3).sort()).toEqual(['Ben', 'Dora', 'Emil']);
    expect(names.slice(3).sort()).toEqual(['Anna', 'Carla']);
  });
});

describe('renameSheet', () => {
  test('renames and refuses an empty name', async () => {
    const database = freshDatabase();
    const sheet = await sheetOfThree(database);
    expectOk(await renameSheet(sheet.id, ' Club night ', database));
    expect((await getSheet(sheet.id, database))?.name).toBe('Club night');
    expect(errorCodes(await renameSheet(sheet.id, '   ', database))).toEqual([
      'sheet-input-invalid',
    ]);
    expect(errorCodes(await renameSheet('no-such-sheet', 'x', database))).toEqual([
      'sheet-not-found',
    ]);
  });
});

describe('deleteSheet', () => {
  test('removes the sheet with its deals, drafts and undo entry, and nothing else', async () => {
    const database = freshDatabase();
    const gone = await sheetOfThree(database);
    const kept = await sheetOfThree(database);
    for (const sheet of [gone, kept]) {
      expectOk(await addDeal(sheet.id, clubsWon(1), database));
      expectOk(await saveDraft(draftKey(sheet.id), { game: 'grand' }, database));
      expectOk(await saveDraft(draftKey(sheet.id, 'some-deal'), { game: 'null' }, database));
    }
    expectOk(await setSetting('lastOpenedSheetId', gone.id, database));

    expectOk(await deleteSheet(gone.id, database));

    expect(await getSheet(gone.id, database)).toBeUndefined();
    expect(await getDeals(gone.id, database)).toEqual([]);
    expect(await loadDraft(draftKey(gone.id), database)).toBeUndefined();
    expect(await loadDraft(draftKey(gone.id, 'some-deal'), database)).toBeUndefined();
    expect(await getUndoChange(gone.id, database)).toBeNull();
    expect(await getSetting('lastOpenedSheetId', database)).toBeNull();
    expect(await getDeals(kept.id, database)).toHaveLength(1);
    expect(await loadDraft(draftKey(kept.id), database)).toEqual({ game: 'grand' });
    expect(await getUndoChange(kept.id, database)).toEqual({ kind: 'added', dealNumber: 1 });
  });
});

describe('listSheets', () => {
  test('counts deals, marks finished sheets and puts the last changed first', async () => {
    const database = freshDatabase();
    const short: TableRules = { ...RULES_3, plannedDeals: 3 };
    const done = expectOk(
      await createSheet({ playerNames: THREE_PLAYERS, setup: upgradeRules(short) }, database),
    );
    const open = expectOk(
      await createSheet({ playerNames: THREE_PLAYERS, setup: upgradeRules(short) }, database),
    );
    expectOk(await addDeal(open.id, clubsWon(1), database));
    await new Promise((resolve) => setTimeout(resolve, 5));
    for (const declarer of [1, 2, 0])
      expectOk(await addDeal(done.id, clubsWon(declarer), database));

    const summaries = await listSheets(database);
    expect(summaries.map((s) => [s.sheet.id, s.dealCount, s.finished])).toEqual([
      [done.id, 3, true],
      [open.id, 1, false],
    ]);
  });
});
