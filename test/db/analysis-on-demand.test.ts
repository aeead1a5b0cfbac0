// Reads in a page that never loaded the concurrency analysis: each test imports the modules
// afresh (nothing here imports the analysis, as the restore's readers would). An event the judge
// leaves out of a log of one line (tampered, or refused) makes the event after it seem concurrent:
// the read must fetch the analysis for that too, not only for the whole log (it failed with
// 'analysis-not-provided').
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { SkatDatabase } from '../../src/db/database';
import { clubsWon, expectOk, freshDatabase, PASSED, sheetOfThree } from '../support/db-fixtures';

beforeEach(() => {
  vi.resetModules();
});

async function modules() {
  const [foldLog, deals, incoming, sheetLog, sheets, stats] = await Promise.all([
    import('../../src/domain/fold-log'),
    import('../../src/db/deals'),
    import('../../src/db/incoming-events'),
    import('../../src/db/sheet-log'),
    import('../../src/db/sheets'),
    import('../../src/db/player-stats-cache'),
  ]);
  return { ...foldLog, ...deals, ...incoming, ...sheetLog, ...sheets, ...stats };
}

/** A sheet of three deals, one phone's line, whose first deal's event is then marked tampered. */
async function markedSheet(database: SkatDatabase) {
  const { addDeal, addIncomingEvents, analysisProvided, loadSheet } = await modules();
  const sheet = await sheetOfThree(database);
  expectOk(await addDeal(sheet.id, clubsWon(0), database));
  expectOk(await addDeal(sheet.id, PASSED, database));
  expectOk(await addDeal(sheet.id, clubsWon(2), database));
  const loaded = await loadSheet(database, sheet.id);
  // One phone's log, one line: nothing has loaded the analysis so far.
  expect(analysisProvided()).toBe(false);
  const first = loaded?.folded.deals[0]?.versionEvent ?? '';
  const record = await database.sheets.get(sheet.id);
  if (!record) throw new Error('no sheet');
  expectOk(await addIncomingEvents(database, record, [], [first]));
  return sheet.id;
}

describe('a tampered event, the analysis never loaded before', () => {
  test('the sheet reads, the tampered deal counted nowhere', async () => {
    const database = freshDatabase();
    const sheetId = await markedSheet(database);
    const { loadSheet } = await modules();
    const loaded = await loadSheet(database, sheetId);
    expect(loaded?.deals.map((deal) => deal.deal)).toEqual([PASSED, clubsWon(2)]);
  });

  test('the list reads it, two deals entered', async () => {
    const database = freshDatabase();
    const sheetId = await markedSheet(database);
    const { listSheets } = await modules();
    const summaries = await listSheets(database);
    expect(summaries.map(({ sheet, dealCount }) => [sheet.id, dealCount])).toEqual([[sheetId, 2]]);
  });

  test('the statistics read it: its entry rebuilt, two deals played', async () => {
    const database = freshDatabase();
    const sheetId = await markedSheet(database);
    const { decodeSummary, readStatsData } = await modules();
    const { sheets } = await readStatsData(database);
    expect(sheets.map((entry) => entry.sheetId)).toEqual([sheetId]);
    // Three at the table, each in every deal: the passed one and the last.
    const seats = sheets[0]?.summaries?.map((seat) => decodeSummary(seat).deals);
    expect(seats).toEqual([2, 2, 2]);
  });
});

describe('a refused event named by the next, the analysis never loaded before', () => {
  test('the sheet reads, the refused event counted nowhere', async () => {
    const database = freshDatabase();
    const { addDeal, addIncomingEvents, loadSheet } = await modules();
    const sheet = await sheetOfThree(database);
    expectOk(await addDeal(sheet.id, clubsWon(0), database));
    const last = (await loadSheet(database, sheet.id))?.events.at(-1);
    const record = await database.sheets.get(sheet.id);
    if (!last || !record) throw new Error('no sheet');
    // A member's hand-written events in the line: a delete of a deal never added (refused), and a
    // rename that saw it.
    const member = { sheetId: sheet.id, device: crypto.randomUUID() };
    const refused = crypto.randomUUID();
    const events = [
      { ...member, id: refused, clock: last.clock + 1, at: last.at + 1, seen: [last.id] },
      {
        ...member,
        id: crypto.randomUUID(),
        clock: last.clock + 2,
        at: last.at + 2,
        seen: [refused],
      },
    ];
    const changes = [
      { kind: 'deal-deleted', dealId: crypto.randomUUID() },
      { kind: 'sheet-renamed', name: 'Club night' },
    ] as const;
    const incoming = events.map((event, at) => ({ ...event, change: changes[at] ?? changes[0] }));
    expectOk(await addIncomingEvents(database, record, incoming));
    const loaded = await loadSheet(database, sheet.id);
    expect(loaded?.sheet.name).toBe('Club night');
    expect([...(loaded?.refused ?? [])]).toEqual([[refused, 'deal-unknown']]);
  });
});
