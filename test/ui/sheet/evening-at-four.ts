import type { Deal } from '../../../src/domain/deal';
import { PASSED, trump } from '../../support/sheet-fixtures';

export const PLAYERS = ['Anna', 'Ben', 'Carl', 'Dora'];

/** Seats 0 Anna, 1 Ben, 2 Carl, 3 Dora; Anna deals first; at 4 the dealer sits out. */
export const DEALS: readonly Deal[] = [
  // 1, Anna deals: Ben clubs with 2 won: (2 + game 1) × 12 = 36 → Ben +36.
  trump(1, 'clubs', 2, true),
  // 2, Ben deals: Carl grand with 1 lost: (1 + 1) × 24 = 48, lost counts double → −96.
  trump(2, 'grand', 1, false),
  // 3, Carl deals: everyone passed, nobody scores.
  PASSED,
  // 4, Dora deals: Anna null won: fixed 23 → +23.
  { kind: 'null', declarer: 0, bid: 23, kontra: 'none', bock: 0, variant: 'null', made: true },
  // 5, Anna deals: Dora hearts with 1 won with Kontra: (1 + 1) × 10 = 20, × 2 = 40 → +40.
  trump(3, 'hearts', 1, true, { kontra: 'kontra' }),
];
