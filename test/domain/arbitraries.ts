// fast-check generators built from the domain's own constant lists, producing only valid deals.
import fc from 'fast-check';
import { LEGAL_BIDS } from '../../src/domain/bids';
import type {
  Deal,
  NullDeal,
  TrumpAnnouncement,
  TrumpDeal,
  TrumpGame,
  TrumpResult,
} from '../../src/domain/deal';
import {
  KONTRA_LEVELS,
  NULL_VARIANTS,
  TOPS_HELD,
  TRUMP_ANNOUNCEMENTS,
  TRUMP_GAMES,
} from '../../src/domain/deal';
import { announces, maxTops, nullValue } from '../../src/domain/game-value';
import { type TableRules } from '../../src/domain/legacy/table-rules';
import { LIST_KINDS } from '../../src/domain/sheet-types';

const basics = {
  declarer: fc.integer({ min: 0, max: 3 }),
  kontra: fc.constantFrom(...KONTRA_LEVELS),
  bock: fc.integer({ min: 0, max: 3 }),
};

/** Card points and tricks the cards allow: every trick = 120, no trick = the skat (≤ 22). */
const pointsResult: fc.Arbitrary<TrumpResult> = fc.oneof(
  fc.constant({ kind: 'points', declarerPoints: 120, declarerTricks: 'all' } as const),
  fc
    .integer({ min: 0, max: 22 })
    .map((p) => ({ kind: 'points', declarerPoints: p, declarerTricks: 'none' }) as const),
  fc
    .integer({ min: 0, max: 120 })
    .map((p) => ({ kind: 'points', declarerPoints: p, declarerTricks: 'some' }) as const),
);

/** A quick outcome; made with schneider/schwarz announced means it was reached. */
function outcomeResult(announcement: TrumpAnnouncement): fc.Arbitrary<TrumpResult> {
  return fc
    .record({ made: fc.boolean(), schneider: fc.boolean(), schwarz: fc.boolean() })
    .map((o) => {
      const schwarz = o.schwarz || (o.made && announces(announcement, 'schwarz'));
      const schneider = o.schneider || schwarz || (o.made && announces(announcement, 'schneider'));
      return { kind: 'outcome', made: o.made, schneider, schwarz } as const;
    });
}

export const trumpDeal: fc.Arbitrary<TrumpDeal> = fc
  .record({
    game: fc.constantFrom<TrumpGame>(...TRUMP_GAMES),
    announcement: fc.constantFrom(...TRUMP_ANNOUNCEMENTS),
    topsHeld: fc.option(fc.constantFrom(...TOPS_HELD), { nil: undefined }),
  })
  .chain(({ game, announcement, topsHeld }) =>
    fc.record({
      kind: fc.constant('trump' as const),
      game: fc.constant(game),
      tops: fc.integer({ min: 1, max: maxTops(game) }),
      ...(topsHeld === undefined ? {} : { topsHeld: fc.constant(topsHeld) }),
      announcement: fc.constant(announcement),
      result: fc.oneof(pointsResult, outcomeResult(announcement)),
      bid: fc.constantFrom(...LEGAL_BIDS),
      ...basics,
    }),
  );

/** Null games reach their bid (a null game below the bid may not be announced). */
export const nullDeal: fc.Arbitrary<NullDeal> = fc.constantFrom(...NULL_VARIANTS).chain((variant) =>
  fc.record({
    kind: fc.constant('null' as const),
    variant: fc.constant(variant),
    made: fc.boolean(),
    bid: fc.constantFrom(...LEGAL_BIDS.filter((b) => b <= nullValue(variant))),
    ...basics,
  }),
);

export const playedDeal = fc.oneof(trumpDeal, nullDeal);
export const anyDeal: fc.Arbitrary<Deal> = fc.oneof(
  { arbitrary: playedDeal, weight: 9 },
  { arbitrary: fc.constant({ kind: 'passed' } as const), weight: 1 },
);

export const players = fc.constantFrom<3 | 4>(3, 4);

/** Table rules and deals valid at that table: the declarer is Forehand, Middlehand or Rearhand. */
export const sheet: fc.Arbitrary<{ rules: TableRules; deals: Deal[] }> = players
  .chain((p) =>
    fc.record({
      players: fc.constant(p),
      firstDealer: fc.integer({ min: 0, max: p - 1 }),
      listKind: fc.constantFrom(...LIST_KINDS),
      kontraAllowed: fc.constant(true),
      plannedDeals: fc.integer({ min: 1, max: 12 }).map((n) => n * p),
    }),
  )
  .chain((rules) =>
    fc.array(fc.tuple(anyDeal, fc.integer({ min: 1, max: 3 })), { maxLength: 20 }).map((pairs) => ({
      rules,
      deals: pairs.map(([deal, offset], i): Deal => {
        if (deal.kind === 'passed') return deal;
        const dealer = (rules.firstDealer + i) % rules.players;
        return { ...deal, declarer: (dealer + offset) % rules.players };
      }),
    })),
  );
