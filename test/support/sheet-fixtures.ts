// Sheets and deals written through the repository functions, as the app writes them.
import { addDeal } from '../../src/db/deals';
import { getSheetWithDeals } from '../../src/db/sheet-reads';
import type { DealRecord, SheetRecord } from '../../src/db/records';
import { createSheet } from '../../src/db/sheets';
import type { Deal, PlayedDeal, TrumpDeal } from '../../src/domain/deal';
import { upgradeRules, type TableRules } from '../../src/domain/legacy/table-rules';
import type { RuleSet, SheetSetup } from '../../src/domain/rules';
import type { SheetDeal } from '../../src/domain/sheet-deal';

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
  return sheetWithSetup(playerNames, upgradeRules(rules), deals, name);
}

/** A sheet of a whole setup, with `deals` already entered. */
async function sheetWithSetup(
  playerNames: readonly string[],
  setup: SheetSetup,
  deals: readonly SheetDeal[] = [],
  name?: string,
): Promise<SheetRecord> {
  const created = await createSheet({ name, playerNames, setup });
  if (!created.ok) throw new Error(JSON.stringify(created.errors));
  for (const deal of deals) {
    const added = await addDeal(created.value.id, deal);
    if (!added.ok) throw new Error(JSON.stringify(added.errors));
  }
  return created.value;
}

/**
 * Anna, Bob and Carl on a sheet of 36 deals under a whole rule set (a preset), Anna dealing first,
 * with `deals` already entered.
 */
export function presetSheet(
  rules: RuleSet,
  deals: readonly SheetDeal[] = [],
): Promise<SheetRecord> {
  const setup = { players: 3, firstDealer: 0, plannedDeals: 36, rules } as const;
  return sheetWithSetup(['Anna', 'Bob', 'Carl'], setup, deals);
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

/**
 * A Bierlachs evening (counts by hand, skat-scoring.md): clubs with 2 = 36, grand with 1 lost =
 * 96, hearts with 1 = 20. From 100: Ben and Carl 64; Ben 64 − 96 = −32, the round ends and Ben buys
 * the beer; round 2 from 100, Anna and Ben 80.
 */
export const BEER_EVENING: readonly Deal[] = [
  trump(0, 'clubs', 2, true),
  trump(1, 'grand', 1, false),
  trump(2, 'hearts', 1, true),
];

interface BierlachsOptions {
  readonly limit?: number;
  readonly deals?: readonly Deal[];
  readonly plannedDeals?: number;
  readonly name?: string;
}

/** Anna, Ben and Carl on a plain list of three turned into a Bierlachs list counting down. */
export function bierlachsSheet(options: BierlachsOptions = {}): Promise<SheetRecord> {
  const { limit = 100, deals = BEER_EVENING, plannedDeals = 12, name } = options;
  const plain = upgradeRules({ ...THREE_PLAIN, plannedDeals });
  const setup = {
    ...plain,
    rules: { ...plain.rules, list: { kind: 'bierlachs', limit } },
  } as const;
  return sheetWithSetup(['Anna', 'Ben', 'Carl'], setup, deals, name);
}
