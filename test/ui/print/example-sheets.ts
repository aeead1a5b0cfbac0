import type { Deal } from '../../../src/domain/deal';
import { type TableRules } from '../../../src/domain/legacy/table-rules';

/**
 * A short Seeger-Fabian evening at a table of three, values worked out by hand from the rules
 * reference (ISkO 5.1, 5.2; Skatwettspielordnung 5.1):
 * 1. Anna deals, Bernd: grand hand with 2, 75 points: with 2, game 3, hand 4 × 24 = +96.
 * 2. Bernd deals, Clara: hearts with 1, 50 points: with 1, game 2 × 10 = 20, lost: −40.
 * 3. Clara deals, all pass.
 * 4. Anna deals and declares null (23) and it is doubled by Kontra: +46.
 * 5. Bernd deals and declares clubs with 1, 60 points: 2 × 12 = 24, lost (61 needed): −48.
 * Plain list: Anna 46, Bernd 96 − 48 = 48, Clara −40. Won 1/1/0, lost 0/1/1.
 * Seeger-Fabian: Anna 46 + 50 + 2 × 40 = 176; Bernd 48 + 0 + 1 × 40 = 88; Clara −40 − 50 + 40 = −50.
 */
export const EVENING_PLAYERS = ['Anna', 'Bernd', 'Clara'] as const;

export const EVENING_RULES: TableRules = {
  players: 3,
  firstDealer: 0,
  listKind: 'seeger-fabian',
  kontraAllowed: true,
  plannedDeals: 36,
};

export const EVENING_DEALS: readonly Deal[] = [
  {
    kind: 'trump',
    game: 'grand',
    tops: 2,
    topsHeld: 'with',
    announcement: 'hand',
    result: { kind: 'points', declarerPoints: 75, declarerTricks: 'some' },
    declarer: 1,
    bid: 18,
    kontra: 'none',
    bock: 0,
  },
  {
    kind: 'trump',
    game: 'hearts',
    tops: 1,
    topsHeld: 'without',
    announcement: 'none',
    result: { kind: 'points', declarerPoints: 50, declarerTricks: 'some' },
    declarer: 2,
    bid: 18,
    kontra: 'none',
    bock: 0,
  },
  { kind: 'passed' },
  { kind: 'null', variant: 'null', made: true, declarer: 0, bid: 23, kontra: 'kontra', bock: 0 },
  {
    kind: 'trump',
    game: 'clubs',
    tops: 1,
    topsHeld: 'with',
    announcement: 'none',
    result: { kind: 'points', declarerPoints: 60, declarerTricks: 'some' },
    declarer: 1,
    bid: 18,
    kontra: 'none',
    bock: 0,
  },
];
