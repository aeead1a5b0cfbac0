// The upgrade from the oldest schema at scale (issue 19): hundreds of version-1 sheets with their
// deals and pending undos become exactly the log version 4 made of them (dealsToEvents), every
// sheet scoring as before; the progress goes from 0 to every sheet; and an upgrade cut short
// leaves the old database whole, so the next start upgrades it cleanly.
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, test } from 'vitest';
import { SCHEMA_V1, openSkatDatabase } from '../../src/db/database';
import {
  dealsToEvents,
  type DealRecordV3,
  type UndoRecordV3,
} from '../../src/db/migrations/v4-event-log';
import { onUpgradeProgress, type UpgradeProgress } from '../../src/db/upgrade-progress';
import type { EventRecord } from '../../src/db/records';
import { checkDatabase } from './check-stored';

const SHEETS = 150;
const DEALS_PER_SHEET = 36;

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
function versionOne() {
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
        id: `${sheetId}-d${d}`,
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

async function writeVersionOne(name: string) {
  const records = versionOne();
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

const sortedLog = (events: readonly EventRecord[]) =>
  [...events].sort((a, b) =>
    a.sheetId === b.sheetId ? a.id.localeCompare(b.id) : a.sheetId.localeCompare(b.sheetId),
  );

let stopListening = () => {};
afterEach(() => stopListening());

describe(`the upgrade of ${SHEETS} sheets × ${DEALS_PER_SHEET} deals from schema version 1`, () => {
  test('makes the log version 4 made, every sheet valid; the progress runs from 0 to all', async () => {
    const name = `upgrade-scale-${crypto.randomUUID()}`;
    const records = await writeVersionOne(name);
    const steps: UpgradeProgress[] = [];
    stopListening = onUpgradeProgress((progress) => steps.push(progress));
    const database = openSkatDatabase(name);
    await database.open();
    expect(sortedLog(await database.log.toArray())).toEqual(
      sortedLog(dealsToEvents(records.deals, records.undo)),
    );
    expect(await database.sheets.count()).toBe(SHEETS);
    expect(await checkDatabase(database)).toEqual([]);
    expect(steps[0]).toEqual({ done: 0, total: SHEETS });
    expect(steps.at(-1)).toEqual({ done: SHEETS, total: SHEETS });
    // It moves in between, and never back.
    expect(steps.length).toBeGreaterThan(3);
    expect(steps.every((step, i) => i === 0 || step.done >= (steps[i - 1]?.done ?? 0))).toBe(true);
    database.close();
  });

  test('cut short, it leaves version 1 whole; the next start upgrades it cleanly', async () => {
    const name = `upgrade-cut-${crypto.randomUUID()}`;
    const records = await writeVersionOne(name);
    // The phone goes off in the middle of writing the log.
    stopListening = onUpgradeProgress(({ done }) => {
      if (done > 0) throw new Error('cut short');
    });
    const cut = openSkatDatabase(name);
    await expect(cut.open()).rejects.toThrow();
    cut.close();
    stopListening();
    const old = new Dexie(name);
    await old.open();
    expect(old.verno).toBe(1);
    expect(await old.table('deals').count()).toBe(SHEETS * DEALS_PER_SHEET);
    expect(await old.table('sheets').get(records.sheets[0]?.id ?? '')).toEqual(records.sheets[0]);
    old.close();
    const database = openSkatDatabase(name);
    await database.open();
    expect(sortedLog(await database.log.toArray())).toEqual(
      sortedLog(dealsToEvents(records.deals, records.undo)),
    );
    expect(await checkDatabase(database)).toEqual([]);
    database.close();
  });
});
