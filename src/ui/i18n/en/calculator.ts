import type { Rank } from '../../../domain/cards';
import type { TopsHeld } from '../../../domain/deal';
import { n, signed } from './numbers';

/** The words of the calculator (no sheet needed) and of "count the tops" from the cards. */
export const calculatorStrings = {
  title: 'Calculator',
  /** The link to the calculator from the list of sheets and the settings. */
  open: 'Calculator',
  /** The settings' links to the calculator and the rules. */
  moreNav: 'Calculator and rules',
  back: 'Back to the sheets',
  game: 'Game',
  null: 'Null',
  tops: 'Tops',
  topsNumber: 'Number of tops',
  held: { with: 'With', without: 'Without' } satisfies Record<TopsHeld, string>,
  announcements: 'Hand, schneider, schwarz',
  nullAnnouncements: 'Hand, ouvert',
  toggles: {
    hand: 'Hand',
    schneider: 'Schneider',
    schneiderAnnounced: 'Schneider announced',
    schwarz: 'Schwarz',
    schwarzAnnounced: 'Schwarz announced',
    ouvert: 'Ouvert',
  },
  /** Under the toggles: the calculator values a game as won, so announced levels are reached. */
  wonHint: 'Valued as won: an announcement turns on what a won game of it reached.',
  invalid: 'This game cannot be played like this',
  value: 'Game value',
  levels: 'Levels',
  /** A step's rule as a link: "ISkO 5.2.3", named for what it opens. */
  ruleLink: (label: string) => `Open the rule ${label}`,
  highestBid: (bid: number) =>
    bid === 0 ? 'It covers no bid: even 18 is out of reach.' : `Highest bid it covers: ${n(bid)}`,
  bidsUpTo: 'Bids it covers',
  bid: 'Bid',
  bidHint: 'Type a bid to see whether this game would be overbid.',
  covered: (bid: number) => `A bid of ${n(bid)} is covered.`,
  ifWon: (list: number) => `Won: ${signed(list)}`,
  ifLost: (list: number) => `Lost: ${signed(list)}`,
  overbidTitle: (bid: number) => `Overbid at ${n(bid)}`,
  /** "Lost at 60: −120" — what an overbid game loses on the plain list. */
  overbidLoses: (list: number) => `It would be lost even with 61 points: ${signed(list)}`,
  nullReaching: (bid: number) => `Null games that reach ${n(bid)}`,
  nullReachingNone: (bid: number) => `No null game reaches ${n(bid)}.`,
  countTops: {
    open: 'Count the tops from the cards',
    close: 'Hide the cards',
    title: 'Count the tops',
    hint: 'Tap every trump in the declarer’s hand and the skat: the skat counts, even in a hand game.',
    cardsLabel: 'Trumps, highest first',
    ranks: {
      J: 'Jack',
      A: 'Ace',
      '10': 'Ten',
      K: 'King',
      Q: 'Queen',
      '9': 'Nine',
      '8': 'Eight',
      '7': 'Seven',
    } satisfies Record<Rank, string>,
    /** The letters on a card's button. */
    short: {
      J: 'J',
      A: 'A',
      '10': '10',
      K: 'K',
      Q: 'Q',
      '9': '9',
      '8': '8',
      '7': '7',
    } satisfies Record<Rank, string>,
    card: (suit: string, rank: string) => `${rank} of ${suit}`,
    /** The count explained, with the cards of the run ("♣J ♠J ♥J") and the card that broke it. */
    withBroken: (tops: number, run: string, broken: string) =>
      `With ${n(tops)}: ${run} held from the top; the run breaks at ${broken}, which is missing.`,
    withAll: (tops: number, run: string) => `With ${n(tops)}: every trump held, ${run}.`,
    withoutBroken: (tops: number, run: string, highest: string) =>
      `Without ${n(tops)}: ${run} missing above the highest trump held, ${highest}.`,
    withoutAll: (tops: number) => `Without ${n(tops)}: no trump held.`,
    use: (held: TopsHeld, tops: number) =>
      `Use “${held === 'with' ? 'with' : 'without'} ${n(tops)}”`,
    errors: {
      'duplicate-card': 'A card was tapped twice.',
      'not-a-trump': 'Only the trumps of this game count for the tops.',
      'not-a-card': 'That is not a card of a Skat deck.',
      'not-twelve-cards': 'The hand and the skat are 12 cards.',
    },
  },
};
