// The NYCSA evening of ../shared/vectors/house/house-rules.json ("nycsa-evening-bock-and-ramsch-
// round"), written by hand as deals and stored through the repository as the app stores them, on
// a sheet with the NYCSA preset. Worked by hand (house-rules.md), Anna deals first:
//  1 Ben ♣ with 2, 75: +36.                     2 Carl grand hand with 1, 70: +72, starts a Bock round.
//  3 Ramsch (Bock): Ben 50 loses 25 × 2 = −50, Anna (30) wins.
//  4 Anna ♥ with 1, 55, Kontra (Bock): −20 × 2 × 2 × 2 = −160; "Kontra won" held back (page).
//  5 Carl ♠ with 1, 61 (Bock): +44. The Bock round is over: a Ramsch round of 3 deals follows.
//  6 Ramsch, Carl no trick, pushed once: 25 × 2 × 2 = −100 each for Anna and Ben; Carl wins.
//  7 Ben grand hand with 2, 80, instead of the Ramsch: +96; Anna deals again, the round stays;
//    "grand hand won" held back.     8 Ramsch: Carl 55 loses −25, Anna (20) wins.
//  9 Durchmarsch Anna, pushed twice: +120 × 4 = +480; the Ramsch round is over.
// 10 Anna ♦ with 1, 60: −36; "60:60" held back.
// Totals: list 184 / −18 / 91, Seeger-Fabian 184 / 62 / 271, won 3/2/3, lost 3/2/1.
import { addDeal } from '../../../src/db/deals';
import type { SheetRecord } from '../../../src/db/records';
import { createSheet } from '../../../src/db/sheets';
import { PRESETS } from '../../../src/domain/rules';
import type { SheetDeal } from '../../../src/domain/sheet-deal';
import { deal } from '../../support/house-helpers';

export const NYCSA_PLAYERS = ['Anna', 'Ben', 'Carl'];

export const NYCSA_DEALS: readonly SheetDeal[] = [
  deal({ declarer: 1, game: 'clubs', tops: 2, declarerPoints: 75, bid: 36 }),
  deal({ declarer: 2, game: 'grand', tops: 1, hand: true, declarerPoints: 70, bid: 48 }),
  deal({ game: 'ramsch', points: [30, 50, 40] }),
  deal({ declarer: 0, game: 'hearts', tops: 1, declarerPoints: 55, kontra: 'kontra' }),
  deal({ declarer: 2, game: 'spades', tops: 1, declarerPoints: 61 }),
  deal({ game: 'ramsch', points: [60, 60, 0], noTrick: [2], doublings: 1 }),
  deal({ declarer: 1, game: 'grand', tops: 2, hand: true, declarerPoints: 80 }),
  deal({ game: 'ramsch', points: [20, 45, 55] }),
  deal({ game: 'ramsch', points: [120, 0, 0], noTrick: [1, 2], allTricks: 0, doublings: 2 }),
  deal({ declarer: 0, game: 'diamonds', tops: 1, declarerPoints: 60 }),
];

/** A sheet with the NYCSA preset holding the first `count` deals of the evening. */
export async function nycsaSheet(count: number = NYCSA_DEALS.length): Promise<SheetRecord> {
  const setup = { players: 3, firstDealer: 0, plannedDeals: 12, rules: PRESETS.nycsa } as const;
  const created = await createSheet({ playerNames: NYCSA_PLAYERS, setup, preset: 'nycsa' });
  if (!created.ok) throw new Error(JSON.stringify(created.errors));
  for (const played of NYCSA_DEALS.slice(0, count)) {
    const added = await addDeal(created.value.id, played);
    if (!added.ok) throw new Error(JSON.stringify(added.errors));
  }
  return created.value;
}
