// One row of the list, seat by seat: what a scored deal changes in the plain list, the
// Seeger-Fabian list and the won/lost counts of every player at the table.
import type { PlayedDeal } from './deal';
import type { RamschDeal } from './ramsch-deal';
import type { RamschRule, TableSize } from './rules';
import type { DealScore } from './score-types';
import type { RamschScore } from './score-ramsch';
import type { VoidedDeal } from './voided-deal';
import { assertNever } from './result';
import { scoreDeal } from './score-deal';
import { scoreRamsch } from './score-ramsch';
import { scoreVoided } from './voided-deal';

/** A deal with what its place on the sheet decided: the Bock in force, the Ramsch rule. */
export type PlacedDeal =
  | { readonly kind: 'declarer'; readonly deal: PlayedDeal }
  | { readonly kind: 'ramsch'; readonly deal: RamschDeal; readonly rule: RamschRule }
  | { readonly kind: 'passed' }
  | { readonly kind: 'voided'; readonly deal: VoidedDeal };

/**
 * How a row was scored: a game with a declarer, a Ramsch, a passed deal (nothing), or a voided
 * deal (crossed out: nothing, see voided-deal.ts).
 */
export type RowEntry =
  | { readonly kind: 'declarer'; readonly score: DealScore }
  | { readonly kind: 'ramsch'; readonly score: RamschScore }
  | { readonly kind: 'passed' }
  | { readonly kind: 'voided'; readonly deal: VoidedDeal };

/** Per seat of the table: each list's change and the games won / lost (0 or 1). */
export interface SeatEntries {
  readonly list: readonly number[];
  readonly seegerFabian: readonly number[];
  readonly won: readonly number[];
  readonly lost: readonly number[];
}

export function rowEntry(placed: PlacedDeal, players: TableSize): RowEntry {
  switch (placed.kind) {
    case 'declarer':
      return { kind: 'declarer', score: scoreDeal(placed.deal, players) };
    case 'ramsch':
      return { kind: 'ramsch', score: scoreRamsch(placed.deal, placed.rule) };
    case 'passed':
    case 'voided':
      return placed;
    default:
      return assertNever(placed);
  }
}

/**
 * The declarer's entry in his column; when he loses, every other player at the table (the dealer
 * who sat out included) gets the Seeger-Fabian opponents' bonus.
 */
function declarerEntries(score: DealScore, players: number): SeatEntries {
  const seats = Array.from({ length: players }, (_, seat) => seat);
  const isDeclarer = (seat: number) => seat === score.deal.declarer;
  return {
    list: seats.map((seat) => (isDeclarer(seat) ? score.list : 0)),
    seegerFabian: seats.map((seat) =>
      isDeclarer(seat) ? score.seegerFabian.declarer : score.seegerFabian.opponents,
    ),
    won: seats.map((seat) => (isDeclarer(seat) && score.won ? 1 : 0)),
    lost: seats.map((seat) => (isDeclarer(seat) && !score.won ? 1 : 0)),
  };
}

export function seatEntries(entry: RowEntry, players: number): SeatEntries {
  switch (entry.kind) {
    case 'declarer':
      return declarerEntries(entry.score, players);
    case 'ramsch':
      return entry.score;
    case 'passed': {
      const zeros = Array.from({ length: players }, () => 0);
      return { list: zeros, seegerFabian: zeros, won: zeros, lost: zeros };
    }
    case 'voided':
      return scoreVoided(players);
    default:
      return assertNever(entry);
  }
}
