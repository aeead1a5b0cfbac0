// A database exactly as schema version 1 wrote it, at scale: sheets of 36 deals each, with a
// pending undo entry every 7th sheet (for the upgrade's tests in test/db and test/io).
import { Dexie } from 'dexie';
import { SCHEMA_V1 } from '../../src/db/database';
import type { DealRecordV3, UndoRecordV3 } from '../../src/db/migrations/v4-event-log';

export const DEALS_PER_SHEET = 36;

const played = { bid: 18, kontra: 'none', bock: 0 } as const;
const DEALS = [
  {
    kind: 'trump',
    game: 'clubs',
    tops: 1,
    announcement: 'none',
    result: { kind: 'outcome', made: true, schneider: false, schwarz: false },
    declarer: 1,
    ...played,
  },
  { kind: 'passed' },
  {
    kind: 'trump',
    game: 'grand',
    tops: 2,
    topsHeld: 'without',
    announcement: 'none',
    result: { kind: 'points', declarerPoints: 40, declarerTricks: 'some' },
    declarer: 2,
    ...played,
  },
] as const;

/** Version 1's records, written as version 1 wrote them: sheets, deals, an undo every 7th sheet. */
function versionOne(SHEETS: number) {
  const sheets = [];
  const deals: DealRecordV3[] = [];
  const undo: (UndoRecordV3 & { readonly dealNumber: number })[] = [];
  for (let s = 0; s < SHEETS; s += 1) {
    const sheetId = `00000000-0000-4000-8000-${String(s).padStart(12, '0')}`;
    sheets.push({
      id: sheetId,
      name: `Evening ${s}`,
      playerNames: ['Anna', 'Ben', 'Carl'],
      rules: {
        players: 3,
        firstDealer: s % 3,
        listKind: 'plain',
        kontraAllowed: true,
        plannedDeals: 36,
      },
      createdAt: 1_700_000_000_000 + s,
      updatedAt: 1_700_000_000_000 + s,
    });
    for (let d = 0; d < DEALS_PER_SHEET; d += 1) {
      const at = 1_700_000_000_000 + s * 1000 + d;
      deals.push({
        id: `00000000-0000-4000-9000-${String(s * 100 + d).padStart(12, '0')}`,
        sheetId,
        position: d,
        deal: DEALS[d % DEALS.length] as DealRecordV3['deal'],
        createdAt: at,
        updatedAt: at,
      });
    }
    if (s % 7 === 0) {
      const last = deals.at(-1);
      if (last) {
        undo.push({
          sheetId,
          kind: 'changed',
          dealNumber: DEALS_PER_SHEET,
          dealId: last.id,
          before: { ...last, deal: { kind: 'passed' as const } },
          createdAt: last.createdAt + 5,
        });
      }
    }
  }
  return { sheets, deals, undo };
}

/** Writes `sheets` version-1 sheets into a database named `name`; returns its records. */
export async function writeVersionOne(name: string, sheets: number) {
  const records = versionOne(sheets);
  const old = new Dexie(name);
  old.version(1).stores(SCHEMA_V1);
  await old.open();
  await old.transaction('rw', old.tables, async () => {
    await old.table('sheets').bulkAdd(records.sheets);
    await old.table('deals').bulkAdd(records.deals);
    await old.table('undo').bulkAdd(records.undo);
  });
  old.close();
  return records;
}
