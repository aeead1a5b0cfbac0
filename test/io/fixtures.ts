import 'fake-indexeddb/auto';
import type { SkatDatabase } from '../../src/db/database';
import { NYCSA_RULES } from '../support/presets';
import { storedSetup } from '../support/stored-setup';

const SHEET_ID = '0b6f7d1e-1111-4000-8000-000000000001';

/** The n-th test id, in the form the app makes (a file may bring no other). */
export function testId(n: number): string {
  return `0b6f7d1e-2222-4000-8000-${String(n).padStart(12, '0')}`;
}

/**
 * A small valid backup of version 2, written by hand: a table of four, first dealer seat 0,
 * Bock rounds after a won grand hand or a Re, one after another.
 */
export function validBackup() {
  const file = validBackupV1();
  return {
    ...file,
    version: 2,
    sheets: file.sheets.map((sheet) => ({
      ...sheet,
      rules: {
        ...sheet.rules,
        bock: { kind: 'rounds', events: ['grand-hand-won', 're'], pending: 'queue' },
      },
    })),
  };
}

/** The same file as version 1 wrote it: sheets without the Bock rule. */
export function validBackupV1() {
  return {
    format: 'skat-scorekeeper-backup',
    version: 1,
    exportedAt: '2024-05-17T21:30:00.000Z',
    sheets: [
      {
        id: SHEET_ID,
        name: 'Thursday',
        playerNames: ['Anna', 'Ben', 'Carla', 'Dieter'],
        rules: {
          players: 4,
          firstDealer: 0,
          listKind: 'plain',
          kontraAllowed: false,
          plannedDeals: 48,
        },
        createdAt: 1_715_970_000_000,
        updatedAt: 1_715_980_000_000,
        deals: [
          // Deal 1, seat 0 deals and sits out; seat 1 plays clubs with 2, won.
          {
            id: testId(1),
            position: 0,
            createdAt: 1_715_971_000_000,
            updatedAt: 1_715_971_000_000,
            deal: { game: 'clubs', declarer: 1, tops: 2, outcome: { made: true }, bid: 18 },
          },
          {
            id: testId(2),
            position: 1,
            createdAt: 1_715_972_000_000,
            updatedAt: 1_715_972_000_000,
            deal: { game: 'passed' },
          },
          // Deal 3, seat 2 deals; seat 3 plays null hand, made.
          {
            id: testId(3),
            position: 2,
            createdAt: 1_715_973_000_000,
            updatedAt: 1_715_973_000_000,
            deal: { game: 'null', declarer: 3, hand: true, declarerTricks: 'none', bid: 35 },
          },
        ],
      },
    ],
  };
}

export type Dump = Record<string, unknown[]>;

/** Every table's content, to compare before and after an import attempt. */
export async function dumpDatabase(database: SkatDatabase): Promise<Dump> {
  const entries = await Promise.all(
    database.tables.map(async (table) => [table.name, await table.toArray()] as const),
  );
  return Object.fromEntries(entries);
}

export const HOUSE_SHEET_ID = '0b6f7d1e-3333-4000-8000-000000000003';

/**
 * A valid backup of version 3, written by hand: a table of three playing the NYCSA preset. A
 * passed deal is a Ramsch; a grand hand won starts a Bock round (3 deals) and then a Ramsch
 * round (3 deals), in which a Durchmarsch with one Schieberamsch doubling is played, then a grand
 * hand instead of the Ramsch (the same dealer deals again).
 */
export function validBackupV3() {
  const clubsWon = { game: 'clubs', declarer: 0, tops: 1, outcome: { made: true }, bid: 18 };
  const grandHand = { game: 'grand', declarer: 2, tops: 1, hand: true, outcome: { made: true } };
  const drafts: Record<string, unknown>[] = [
    { game: 'ramsch', points: [50, 40, 30], noTrick: [], doublings: 0 },
    { ...grandHand, bid: 18 },
    clubsWon,
    { ...clubsWon, declarer: 1 },
    { ...clubsWon, declarer: 2 },
    { game: 'ramsch', points: [0, 120, 0], noTrick: [0, 2], allTricks: 1, doublings: 1 },
    { ...grandHand, declarer: 0, bid: 18 },
  ];
  return {
    format: 'skat-scorekeeper-backup',
    version: 3,
    exportedAt: '2026-11-23T21:30:00.000Z',
    sheets: [
      {
        id: HOUSE_SHEET_ID,
        name: 'NYCSA night',
        playerNames: ['Anna', 'Ben', 'Carla'],
        setup: {
          players: 3,
          firstDealer: 0,
          plannedDeals: 36,
          // A copy: the damaged-file tests change it in place.
          rules: structuredClone(NYCSA_RULES),
        },
        preset: 'nycsa',
        createdAt: 1_763_900_000_000,
        updatedAt: 1_763_910_000_000,
        deals: drafts.map((deal, position) => ({
          id: `0b6f7d1e-4444-4000-8000-00000000000${position}`,
          position,
          createdAt: 1_763_900_100_000 + position,
          updatedAt: 1_763_900_100_000 + position,
          deal,
        })),
      },
    ],
  };
}

export const LOG_SHEET_ID = '0b6f7d1e-5555-4000-8000-000000000005';
/** The device that wrote the version-4 fixture. */
export const LOG_DEVICE = '0b6f7d1e-7777-4000-8000-000000000001';

/** The n-th event id of the version-4 fixture. */
export function eventId(n: number): string {
  return `0b6f7d1e-6666-4000-8000-${String(n).padStart(12, '0')}`;
}

/**
 * A valid backup of version 4, written by hand: a table of three (plain list, no Bock) whose log
 * holds every kind of change. Deal 1 (clubs with 1) is corrected to clubs with 2; deal 2 (grand
 * with 2) is voided; deal 3 is passed; a fourth deal is added and undone; the sheet is renamed.
 * It folds to: clubs with 2 won by Anna (3 × 12 = 36), the grand crossed out (0), passed.
 */
export function validBackupV4() {
  const clubs = { game: 'clubs', declarer: 0, tops: 1, outcome: { made: true }, bid: 18 };
  const grand = { game: 'grand', declarer: 1, tops: 2, outcome: { made: true }, bid: 18 };
  const at = (clock: number) => 1_763_900_000_000 + clock * 60_000;
  const event = (n: number, change: Record<string, unknown>) => ({
    id: eventId(n),
    device: LOG_DEVICE,
    clock: n,
    at: at(n),
    change,
  });
  return {
    format: 'skat-scorekeeper-backup',
    version: 4,
    exportedAt: '2026-11-23T23:30:00.000Z',
    sheets: [
      {
        id: LOG_SHEET_ID,
        name: 'Thursday',
        playerNames: ['Anna', 'Ben', 'Carla'],
        setup: storedSetup({ players: 3, kontra: 'kontra-re' }),
        preset: null,
        createdAt: at(0),
        updatedAt: at(8),
        events: [
          event(1, { kind: 'deal-added', dealId: testId(11), deal: clubs }),
          event(2, { kind: 'deal-added', dealId: testId(12), deal: grand }),
          event(3, { kind: 'deal-added', dealId: testId(13), deal: { game: 'passed' } }),
          event(4, {
            kind: 'deal-replaced',
            dealId: testId(11),
            replaces: eventId(1),
            deal: { ...clubs, tops: 2 },
          }),
          event(5, { kind: 'deal-voided', dealId: testId(12) }),
          event(6, {
            kind: 'deal-added',
            dealId: testId(14),
            deal: { ...grand, declarer: 2, tops: 1 },
          }),
          event(7, { kind: 'undone', undoes: eventId(6) }),
          event(8, { kind: 'sheet-renamed', name: 'Friday' }),
        ],
      },
    ],
  };
}

/** The second phone of the concurrent fixture. */
export const OTHER_DEVICE = '0b6f7d1e-7777-4000-8000-000000000002';

/**
 * validBackupV4 after two phones added deal 4 at the same time, each knowing the log up to the
 * rename (event 8): Anna's phone (LOG_DEVICE) a grand with 2 by Carla, won (event 9); the other a
 * clubs with 1 by Ben, lost (event 10). Neither saw the other's: a conflict at deal 4.
 */
export function concurrentBackupV4() {
  const file = validBackupV4();
  const [sheet] = file.sheets;
  if (!sheet) throw new Error('fixture');
  const at = (clock: number) => 1_763_900_000_000 + clock * 60_000;
  const grand = { game: 'grand', declarer: 2, tops: 2, outcome: { made: true }, bid: 18 };
  const clubsLost = { game: 'clubs', declarer: 1, tops: 1, outcome: { made: false }, bid: 18 };
  const added = (n: number, device: string, dealId: string, deal: object) => ({
    id: eventId(n),
    device,
    clock: 9,
    at: at(9) + n,
    change: { kind: 'deal-added', dealId, deal },
    seen: [eventId(8)],
  });
  sheet.events.push(
    added(9, LOG_DEVICE, testId(15), grand),
    added(10, OTHER_DEVICE, testId(16), clubsLost),
  );
  sheet.updatedAt = at(9) + 10;
  return file;
}
