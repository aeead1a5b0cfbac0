import type { TrumpDeal } from '../../../src/domain/deal';

/** The typical deal as the entry saves it: Bob (Forehand in deal 1) plays clubs with 2 and wins. */
export const BOB_CLUBS_WITH_2_WON: TrumpDeal = {
  kind: 'trump',
  game: 'clubs',
  tops: 2,
  topsHeld: 'with',
  announcement: 'none',
  result: { kind: 'outcome', made: true, schneider: false, schwarz: false },
  declarer: 1,
  bid: 18,
  kontra: 'none',
  bock: 0,
};
