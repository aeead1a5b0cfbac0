import type {
  KontraLevel,
  Suit,
  TopsHeld,
  TrickCount,
  TrumpAnnouncement,
} from '../../../domain/deal';
import { n } from './numbers';

/** The steps whose choice shows as a chip that leads back to it. */
type ChangeableStep = 'declarer' | 'game' | 'tops';

/**
 * A second name under a suit's button, or null. English shows the German suit names: many
 * players learnt Skat in German, and printed lists use them.
 */
const suitHints: Readonly<Record<Suit, string | null>> = {
  clubs: 'Kreuz',
  spades: 'Pik',
  hearts: 'Herz',
  diamonds: 'Karo',
};

/** English words of the deal entry: the source every other language must match. */
export const entryStrings = {
  region: 'Enter a deal',
  dealOf: (deal: number, of: number) => `Deal ${n(deal)} of ${n(of)}`,
  editing: (deal: number) => `Editing deal ${n(deal)}`,
  dealer: (name: string) => `${name} deals`,
  dealerSitsOut: (name: string) => `${name} deals and sits out`,
  /** At a table of 5: the dealer and the third player on his left sit out. */
  fiveSitOut: (dealer: string, other: string) =>
    `${dealer} deals and sits out · ${other} sits out too`,
  /** Not at the usual table of 4 (the dealer sits out there), but the seats allow it. */
  dealerAndSitter: (dealer: string, sitter: string) => `${dealer} deals · ${sitter} sits out`,
  seats: { forehand: 'Forehand', middlehand: 'Middlehand', rearhand: 'Rearhand' },
  /** The seats of this deal in playing order, on the game and tops steps. */
  seatLine: (forehand: string, middlehand: string, rearhand: string) =>
    `Forehand ${forehand} · Middlehand ${middlehand} · Rearhand ${rearhand}`,
  unnamedPlayer: (seat: number) => `Player ${n(seat + 1)}`,
  declarerName: (player: string, seat: string) => `${player}, ${seat}`,
  steps: {
    declarer: 'Who played?',
    game: 'Which game?',
    tops: 'With or without how many?',
    result: 'Result',
  },
  trail: 'Choices so far',
  /** The breadcrumb buttons that jump back to a step, with what it chose. */
  changeStep: {
    declarer: (choice: string) => `Change the declarer: ${choice}`,
    game: (choice: string) => `Change the game: ${choice}`,
    tops: (choice: string) => `Change the tops: ${choice}`,
  } satisfies Record<ChangeableStep, (choice: string) => string>,
  passed: 'Passed',
  passedNote: 'Everyone passed: the deal counts, nobody scores.',
  savePassed: 'Save passed deal',
  suitHints,
  /** A game button's spoken name with its hint: "Clubs (Kreuz)". */
  gameWithHint: (name: string, hint: string) => `${name} (${hint})`,
  /** "♣ Clubs": a suit game as its chip and the value line show it. */
  suitGame: (symbol: string, name: string) => `${symbol} ${name}`,
  topsRows: { with: 'With', without: 'Without' } satisfies Record<TopsHeld, string>,
  /** Before the tops: "♣ Clubs · base value 12". */
  baseValue: (game: string, base: number) => `${game} · base value ${n(base)}`,
  /**
   * The live value of a suit or grand game: "Clubs hand · with 2, game 3, hand 4 × 12 = 48". A
   * language whose value already names the game shows the value alone.
   */
  contractValue: ({ contract, value }: { readonly contract: string; readonly value: string }) =>
    `${contract} · ${value}`,
  announcement: 'Announced',
  announcements: {
    none: 'Normal',
    hand: 'Hand',
    // A soft hyphen: on a narrow screen with a wide font "Schnei-der" breaks instead of spilling.
    schneider: 'Schnei\u00adder',
    schwarz: 'Schwarz',
    ouvert: 'Ouvert',
  } satisfies Record<TrumpAnnouncement, string>,
  /** Spoken names: "Schneider" alone would not say it was announced. */
  announcementNames: {
    none: 'Normal (skat picked up)',
    hand: 'Hand',
    schneider: 'Schneider announced',
    schwarz: 'Schwarz announced',
    ouvert: 'Ouvert',
  } satisfies Record<TrumpAnnouncement, string>,
  nullHand: 'Hand',
  nullOuvert: 'Ouvert',
  outcomes: {
    won: 'Won',
    'won-schneider': 'Won schneider',
    'won-schwarz': 'Won schwarz',
    lost: 'Lost',
    'lost-schneider': 'Lost schneider',
    'lost-schwarz': 'Lost schwarz',
  },
  quickMode: 'Won / lost',
  pointsMode: 'Card points',
  more: 'Bid, Kontra, card points',
  points: "Declarer's card points",
  pointsPlaceholder: `${n(0)}–${n(120)}`,
  erase: 'Erase',
  tricks: 'Declarer took',
  trickCounts: {
    none: 'No trick',
    some: 'Some tricks',
    all: 'Every trick',
  } satisfies Record<TrickCount, string>,
  save: 'Save deal',
  bidNotOverbid: 'Bid: not overbid',
  bidButton: (bid: number) => `Bid: ${n(bid)}`,
  bidsTitle: 'Bid above the game value (overbid)',
  bidsHint: 'Only needed when the bid was higher than the game turned out to be.',
  notOverbid: 'Not overbid',
  bidChoice: (bid: number) => `Bid ${n(bid)}`,
  closeBids: 'Close',
  kontraLevels: { none: 'No Kontra', kontra: 'Kontra', re: 'Re' } satisfies Record<
    KontraLevel,
    string
  >,
  /** The Kontra button's spoken name: what it is and where it stands. */
  kontraName: (level: string) => `Kontra: ${level}`,
  back: 'Back',
  cancel: 'Cancel',
  valueLabel: 'Game value',
  plays: (name: string) => `${name} plays`,
  loading: 'Loading the deal…',
  saveFailed: (reason: string) => `Not saved: ${reason}`,
  conflict:
    'This deal was changed in another tab since you opened it. Saving now would overwrite that change.',
  conflictTakeStored: 'Show the other version',
  conflictKeepMine: 'Save mine over it',
};
