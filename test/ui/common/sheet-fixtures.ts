// Sheets and deals written through the repository functions, as the app writes them.
import { addDeal, getSheetWithDeals } from '../../../src/db/deals';
import type { DealRecord, SheetRecord } from '../../../src/db/records';
import { createSheet } from '../../../src/db/sheets';
import type { Deal, PlayedDeal, TrumpDeal } from '../../../src/domain/deal';
import type { TableRules } from '../../../src/domain/sheet-types';

export const FOUR: TableRules = {
  players: 4,
  firstDealer: 0,
  listKind: 'plain',
  kontraAllowed: true,
  plannedDeals: 8,
};

export async function sheetWith(
  playerNames: readonly string[],
  rules: TableRules,
  deals: readonly Deal[] = [],
  name?: string,
): Promise<SheetRecord> {
  const created = await createSheet({ name, playerNames, rules });
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
