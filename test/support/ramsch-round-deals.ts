// The two deals the Ramsch-round tests build a NYCSA evening from (house-rules.md § Presets): a
// grand hand won starts a Bock round and then a Ramsch round; a plain Ramsch is played in it.
import type { PlayedDeal } from '../../src/domain/deal';
import type { RamschDeal } from '../../src/domain/ramsch-deal';

/** Grand hand with 1, won by Anna (seat 0): the NYCSA event that starts a Bock round. */
export const ANNA_GRAND_HAND_WON: PlayedDeal = {
  kind: 'trump',
  game: 'grand',
  tops: 1,
  announcement: 'hand',
  result: { kind: 'outcome', made: true, schneider: false, schwarz: false },
  declarer: 0,
  bid: 18,
  kontra: 'none',
  bock: 0,
};

/** 50 / 40 / 30: the 50 loses, no Jungfrau, no Durchmarsch, no pushes. */
export const PLAIN_RAMSCH: RamschDeal = {
  kind: 'ramsch',
  points: [50, 40, 30],
  noTrick: [],
  allTricks: null,
  doublings: 0,
  bock: 0,
};
