import 'fake-indexeddb/auto';
import type { Deal, PlayedDeal, TrumpDeal } from '../../src/domain/deal';
import type { Result } from '../../src/domain/result';
import { type TableRules, upgradeRules } from '../../src/domain/legacy/table-rules';
import type { SheetChange } from '../../src/domain/sheet-log';
import type { SheetDeal } from '../../src/domain/sheet-deal';
import { openSkatDatabase, type SkatDatabase } from '../../src/db/database';
import { createSheet } from '../../src/db/sheets';

/** Each test gets its own database, so tests never see each other's sheets. */
export function freshDatabase(): SkatDatabase {
  return openSkatDatabase(`test-${crypto.randomUUID()}`);
}

export const FOUR_PLAYERS = ['Anna', 'Ben', 'Carla', 'Dieter'];
export const THREE_PLAYERS = ['Anna', 'Ben', 'Carla'];

export const RULES_4: TableRules = {
  players: 4,
  firstDealer: 0,
  listKind: 'plain',
  kontraAllowed: false,
  plannedDeals: 48,
};

export const RULES_3: TableRules = {
  players: 3,
  firstDealer: 0,
  listKind: 'seeger-fabian',
  kontraAllowed: true,
  plannedDeals: 36,
};

/** Clubs with 1, won, bid 18: game 2 × 12 = 24 (ISkO 5.1, 5.2). */
export function clubsWon(declarer: number): TrumpDeal {
  return {
    kind: 'trump',
    game: 'clubs',
    tops: 1,
    announcement: 'none',
    result: { kind: 'outcome', made: true, schneider: false, schwarz: false },
    declarer,
    bid: 18,
    kontra: 'none',
    bock: 0,
  };
}

/** Grand hand with 1, won, bid 18: game 2, hand 3 × 24 = 72; a Bock event ('grand-hand-won'). */
export function grandHandWon(declarer: number): PlayedDeal {
  return { ...clubsWon(declarer), game: 'grand', announcement: 'hand' };
}

/** Grand with 2, lost with 40 card points, bid 18: game 3 × 24 = 72, list −144. */
export function grandLost(declarer: number): PlayedDeal {
  const result = { kind: 'points', declarerPoints: 40, declarerTricks: 'some' } as const;
  return { ...clubsWon(declarer), game: 'grand', tops: 2, result };
}

export const PASSED: Deal = { kind: 'passed' };

/** The error codes of a failed Result (empty when it succeeded). */
export function errorCodes<T, E extends { code: string }>(result: Result<T, E>): string[] {
  return result.ok ? [] : result.errors.map((error) => error.code);
}

/** Fails the test with the errors when a Result is not ok, so the reason shows. */
export function expectOk<T, E>(result: Result<T, E>): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.errors)}`);
  return result.value;
}

/**
 * Writes one event into a sheet's log as damaged or foreign data would arrive: straight into the
 * store, past every check of the repository. Its clock is after every event already there.
 */
export async function writeRawEvent(
  database: SkatDatabase,
  sheetId: string,
  change: SheetChange,
): Promise<void> {
  // A scan, not the repository's range read: the helper must not lean on the code it tests.
  const events = await database.log.filter((event) => event.sheetId === sheetId).toArray();
  const clock = events.reduce((max, event) => Math.max(max, event.clock), 0) + 1;
  const at = events.reduce((max, event) => Math.max(max, event.at), 0) + 1;
  await database.log.add({ id: crypto.randomUUID(), sheetId, device: 'raw', clock, at, change });
}

/** A deal stored as damaged data: a raw replace of the deal, unchecked. */
export async function damageDeal(
  database: SkatDatabase,
  sheetId: string,
  dealId: string,
  deal: SheetDeal,
): Promise<void> {
  await writeRawEvent(database, sheetId, { kind: 'deal-replaced', dealId, replaces: '', deal });
}

/** A new sheet of Anna, Ben and Carla under RULES_3, the tests' usual table, stored in `database`. */
export async function sheetOfThree(database: SkatDatabase) {
  return expectOk(
    await createSheet({ playerNames: THREE_PLAYERS, setup: upgradeRules(RULES_3) }, database),
  );
}
