import type {
  HouseRuleSection,
  PassedDealRule,
  PresetId,
  RoundEvent,
  RoundPending,
  SchieberamschRule,
} from '../../../domain/rules';
import { countPhrase, formatList, plural } from '../format';
import { formatCents } from '../stake';
import { houseErrorsStrings } from './house-errors';
import { n, signed } from './numbers';

const deals = countPhrase('en', { one: '# deal', other: '# deals' });
/** Several losers of a Ramsch tie: two or all three. */
const together = (count: number) => (count === 2 ? 'both' : 'all three');

/** A part of house-rules.md a step or a refusal cites: its sections, and the presets table. */
export type RuleRef = HouseRuleSection | 'presets';

/** The facts of a round's line: deals left of the round's length, and the event behind it. */
export interface RoundFacts {
  readonly left: number;
  readonly size: number;
  /** "after Anna's grand hand (deal 7)", from `after`. */
  readonly after: string;
}

/** Who counts a game for a Ramsch that counts as one: names already joined, null for none. */
export interface RamschGameFacts {
  readonly losers: string | null;
  readonly loserCount: number;
  readonly winner: string | null;
}

/**
 * The house rules in English (../shared/rules/house-rules.md): their names on the start form,
 * the one-line summary of a sheet's rules, the steps of a Ramsch and the Bock and Ramsch rounds.
 * Every step and refusal names the section of house-rules.md behind it, as ISkO steps do.
 */
export const houseStrings = {
  /** "house rules § Ramsch, value". */
  ruleRef: (section: string) => `house rules § ${section}`,
  sections: {
    ramsch: 'Ramsch',
    'ramsch.entry': 'Ramsch, entry',
    'ramsch.losers': 'Ramsch, losers',
    'ramsch.winner': 'Ramsch, winner',
    'ramsch.value': 'Ramsch, value',
    'ramsch.on-the-list': 'Ramsch, on the list',
    'ramsch.schieberamsch': 'Schieberamsch',
    'bock-rounds': 'Bock rounds',
    'bock-rounds.ramsch-round': 'Ramsch round after Bock',
    'bock-rounds.per-page': 'Bock rounds, per page',
    presets: 'Presets',
  } satisfies Record<RuleRef, string>,
  /** A player without a name: "player 2". */
  player: (number: number) => `player ${n(number)}`,
  /** "Anna, Ben and Cleo". */
  names: (names: readonly string[]) => formatList(names, 'en'),

  /** The events that start a Bock round, as the start form and the explanations name them. */
  events: {
    'grand-hand-won': 'grand hand won',
    'kontra-won': 'Kontra won',
    'kontra-lost': 'Kontra lost',
    're-won': 'Re won',
    re: 'Re',
    'sixty-sixty': '60:60',
    'value-100': 'game worth 100 or more',
    schneider: 'schneider',
  } satisfies Record<RoundEvent, string>,
  /** What each event means, beside its name on the start form. */
  eventHints: {
    'grand-hand-won': 'a grand played hand and won',
    'kontra-won': 'the declarer lost against Kontra (no Re)',
    'kontra-lost': 'the declarer won against Kontra or Re',
    're-won': 'the declarer won with Re',
    re: 'any game with Re',
    'sixty-sixty': 'only with card points entered',
    'value-100': 'list value before Kontra, Re and Bock',
    schneider: 'reached by either side',
  } satisfies Record<RoundEvent, string>,
  /** As they read after "Bock after …" in the summary. */
  eventsShort: {
    'grand-hand-won': 'grand hand',
    'kontra-won': 'Kontra won',
    'kontra-lost': 'Kontra lost',
    're-won': 'Re won',
    re: 'Re',
    'sixty-sixty': '60:60',
    'value-100': '100+',
    schneider: 'schneider',
  } satisfies Record<RoundEvent, string>,

  /** The rules a table chooses on the start form. */
  options: {
    passed: 'Passed deal',
    passedChoice: { 'thrown-in': 'thrown in', ramsch: 'Ramsch' } satisfies Record<
      PassedDealRule,
      string
    >,
    ramschScoring: 'Ramsch scoring',
    scoringPoints: "the loser's card points",
    scoringFlat: (value: number) => `flat ${n(value)}`,
    countsAsGame: 'A Ramsch counts as a game (won/lost, ±50 in Seeger-Fabian)',
    schieberamsch: 'Schieberamsch',
    schieberamschChoice: {
      always: 'always',
      rounds: 'only in Ramsch rounds',
      never: 'never',
    } satisfies Record<SchieberamschRule, string>,
    pending: 'Several Bock rounds',
    pendingChoice: {
      stack: 'stack (each doubles again)',
      queue: 'queue (one after another)',
    } satisfies Record<RoundPending, string>,
    ramschRound: 'A Ramsch round after each Bock round',
    page: (size: number) => `One round per page of ${deals(size)}`,
    sameDealer: 'After a grand hand in a Ramsch round, the same dealer deals again',
    stake: 'Stake',
  },
  presets: { tournament: 'Tournament', nycsa: 'NYCSA', pub: 'Pub' } satisfies Record<
    PresetId,
    string
  >,
  /** "½ cent per point", "2 cents per point". */
  stake: (cents: number) =>
    `${formatCents(cents, 'en')} ${cents <= 1 ? 'cent' : 'cents'} per point`,

  /** The parts of the one-line summary of a sheet's rules, joined by " · ". */
  summary: {
    list: { plain: 'Plain list', 'seeger-fabian': 'Seeger-Fabian' },
    kontra: { off: 'no Kontra', 'kontra-re': 'Kontra/Re' },
    noRamsch: 'no Ramsch',
    /** "Ramsch (points, Schieberamsch)": after a passed deal (and in Ramsch rounds). */
    ramsch: (details: readonly string[]) => `Ramsch (${details.join(', ')})`,
    /** Passed deals are thrown in: a Ramsch is played only in the Ramsch rounds. */
    ramschInRounds: (details: readonly string[]) =>
      `Ramsch only in Ramsch rounds (${details.join(', ')})`,
    points: 'points',
    flat: (value: number) => `flat ${n(value)}`,
    countsAsGame: 'counts as a game',
    schieberamsch: {
      always: 'Schieberamsch',
      rounds: 'Schieberamsch in Ramsch rounds',
      never: '',
    } satisfies Record<SchieberamschRule, string>,
    noBock: 'no Bock',
    bock: (events: readonly string[], pending: RoundPending) =>
      `Bock after ${events.join(', ')} (${pending === 'stack' ? 'stacking' : 'queued'})`,
    ramschRound: 'Ramsch round',
    page: (size: number) => `1 round per ${deals(size)}`,
  },

  /** A Ramsch explained step by step; `who` is a name, or names joined ("Anna and Ben"). */
  ramsch: {
    mostPoints: (who: string, count: number, points: number) =>
      count === 1
        ? `${who} ${n(points)} points, most points: loses ${n(points)}`
        : `${who} ${n(points)} points each, most points: ${together(count)} lose ${n(points)}`,
    flat: (who: string, count: number, points: number, value: number) =>
      count === 1
        ? `${who} ${n(points)} points, most points: loses the flat ${n(value)}`
        : `${who} ${n(points)} points each, most points: ${together(count)} lose the flat ${n(value)}`,
    durchmarsch: (who: string, value: number) =>
      `Durchmarsch (${who}, every trick): ${signed(value)}`,
    jungfrau: (who: string, factor: number) => `Jungfrau (${who}, no trick) ×${n(factor)}`,
    schieberamsch: (doublings: number, factor: number) =>
      plural('en', doublings, {
        one: `Schieberamsch (pushed once) ×${n(factor)}`,
        other: `Schieberamsch (pushed ${n(doublings)} times) ×${n(factor)}`,
      }),
    bock: (factor: number) => `Bock ×${n(factor)}`,
    /** The steps in one line and the entry: "…; Bock ×2 = −248", "… = −100 each". */
    total: (steps: readonly string[], entry: number, each: boolean) =>
      `${steps.join('; ')} = ${signed(entry)}${each ? ' each' : ''}`,
    winner: (who: string, points: number) => `Winner: ${who}, fewest points (${n(points)})`,
    winnerDurchmarsch: (who: string) => `Winner: ${who} (Durchmarsch)`,
    noWinner: 'No winner: no one player alone has the fewest points',
    countsAsGame: ({ losers, loserCount, winner }: RamschGameFacts) => {
      if (losers === null) return `Counts as a game: won for ${winner ?? ''} (Seeger-Fabian +50)`;
      const lost = plural('en', loserCount, { one: '−50', other: '−50 each' });
      return winner === null
        ? `Counts as a game: lost for ${losers} (Seeger-Fabian ${lost})`
        : `Counts as a game: lost for ${losers}, won for ${winner} (Seeger-Fabian ${lost}, +50)`;
    },
    notAGame: 'Does not count as a game: no game won or lost, no ±50',
  },
  /** A Ramsch row as the list names it, like a game ("Ramsch, Jungfrau, Bock ×2"). */
  label: {
    ramsch: 'Ramsch',
    durchmarsch: 'Durchmarsch',
    jungfrau: 'Jungfrau',
    schieberamsch: (doublings: number) => `Schieberamsch ×${n(2 ** doublings)}`,
  },

  /** The Bock and Ramsch rounds of a sheet. */
  rounds: {
    /** The event and the deal that started a round: "after Anna's grand hand (deal 7)". */
    after: {
      'grand-hand-won': (who: string, deal: number) =>
        `after ${who}'s grand hand (deal ${n(deal)})`,
      'kontra-won': (who: string, deal: number) =>
        `after a Kontra that beat ${who} (deal ${n(deal)})`,
      'kontra-lost': (who: string, deal: number) =>
        `after ${who} won against Kontra (deal ${n(deal)})`,
      're-won': (who: string, deal: number) => `after ${who} won with Re (deal ${n(deal)})`,
      re: (who: string, deal: number) => `after Re in ${who}'s game (deal ${n(deal)})`,
      'sixty-sixty': (who: string, deal: number) =>
        `after 60:60 in ${who}'s game (deal ${n(deal)})`,
      'value-100': (who: string, deal: number) =>
        `after ${who}'s game worth 100 or more (deal ${n(deal)})`,
      schneider: (who: string, deal: number) =>
        `after schneider in ${who}'s game (deal ${n(deal)})`,
    } satisfies Record<RoundEvent, (who: string, deal: number) => string>,
    /** When the deal has no declarer to name. */
    afterEvent: (event: string, deal: number) => `after ${event} (deal ${n(deal)})`,
    bock: ({ left, size, after }: RoundFacts) =>
      `Bock round ×2 · ${n(left)} of ${deals(size)} left · ${after}`,
    ramsch: ({ left, size }: RoundFacts) => `Ramsch round · ${n(left)} of ${deals(size)} left`,
    bockQueued: ({ after }: RoundFacts) => `Queued: a Bock round ${after}`,
    ramschQueued: ({ size }: RoundFacts) => `Queued: a Ramsch round of ${deals(size)}`,
    /** What the next deal plays under: "Next deal: Ramsch round, Bock ×4". */
    nextDeal: (ramschRound: boolean, bock: number) => {
      const factor = `Bock ×${n(2 ** bock)}`;
      if (!ramschRound) return `Next deal: ${factor}`;
      return bock === 0 ? 'Next deal: Ramsch round' : `Next deal: Ramsch round, ${factor}`;
    },
    started: (count: number, events: string) =>
      plural('en', count, {
        one: `Bock round started: ${events}`,
        other: `${n(count)} Bock rounds started: ${events}`,
      }),
    heldBack: (events: string, page: number) =>
      `Held back, one round per page of ${deals(page)}: ${events}`,
  },

  errors: houseErrorsStrings,
};
