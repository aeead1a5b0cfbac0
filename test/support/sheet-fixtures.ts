// Sheets and deals written through the repository functions, as the app writes them.
import { addDeal } from '../../src/db/deals';
import { getSheetWithDeals } from '../../src/db/sheet-reads';
import type { DealRecord, SheetRecord } from '../../src/db/records';
import { createSheet } from '../../src/db/sheets';
import type { Deal, PlayedDeal, TrumpDeal } from '../../src/domain/deal';
import { upgradeRules, type TableRules } from '../../src/domain/legacy/table-rules';

export const FOUR: TableRules = {
  players: 4,
  firstDealer: 0,
  listKind: 'plain',
  kontraAllowed: true,
  plannedDeals: 8,
};

/** A short Seeger-Fabian sheet at a table of three: three deals, one round of dealers. */
export const THREE: TableRules = {
  players: 3,
  firstDealer: 0,
  listKind: 'seeger-fabian',
  kontraAllowed: false,
  plannedDeals: 3,
};

/** A plain list at three, three deals: the app tests' short sheet. */
export const THREE_PLAIN: TableRules = {
  players: 3,
  firstDealer: 0,
  listKind: 'plain',
  kontraAllowed: false,
  plannedDeals: 3,
};

/** A plain list at three with a Bock round after every won grand hand (3 Bock deals). */
export const THREE_WITH_BOCK: TableRules = {
  players: 3,
  firstDealer: 0,
  listKind: 'plain',
  kontraAllowed: false,
  plannedDeals: 9,
  bock: { kind: 'rounds', events: ['grand-hand-won'], pending: 'stack' },
};

export async function sheetWith(
  playerNames: readonly string[],
  rules: TableRules,
  deals: readonly Deal[] = [],
  name?: string,
): Promise<SheetRecord> {
  const created = await createSheet({ name, playerNames, setup: upgradeRules(rules) });
  if (!created.ok) throw new Error(JSON.stringify(created.errors));
  for (const deal of deals) {
    const added = await addDeal(created.value.id, deal);
    if (!added.ok) throw new Error(JSON.stringify(added.errors));
  }
  return created.value;
}

/** The sheet's deals as stored now, in playing order. */
export async function storedDeals(sheetId: string): Promise<readonly DealRecord[]> {
  return (await getSheetWithDeals(sheetId))?.deals ?? [];
}

/** A suit or grand game decided by a quick result. */
export function trump(
  declarer: number,
  game: TrumpDeal['game'],
  tops: number,
  made: boolean,
  extra: Partial<TrumpDeal> = {},
): PlayedDeal {
  return {
    kind: 'trump',
    declarer,
    bid: 18,
    kontra: 'none',
    bock: 0,
    game,
    tops,
    topsHeld: 'with',
    announcement: 'none',
    result: { kind: 'outcome', made, schneider: false, schwarz: false },
    ...extra,
  };
}

export const PASSED: Deal = { kind: 'passed' };
