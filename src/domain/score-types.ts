import type { Game, NullVariant, PlayedDeal, TopsHeld } from './deal';

/**
 * The ISkO rule numbers the steps of an explanation carry: the levels (5.2), schneider (5.2.3),
 * schwarz (5.2.4), announcements (5.2.5), ouvert (5.2.6), null (5.2.7), overbid (5.4). A closed
 * list, so that the rules in the app can be checked to have a section for each.
 */
export const EXPLAINED_ISKO_RULES = [
  '5.2',
  '5.2.3',
  '5.2.4',
  '5.2.5',
  '5.2.6',
  '5.2.7',
  '5.4',
] as const;
export type IskoRule = (typeof EXPLAINED_ISKO_RULES)[number];

/** The levels (Gewinnstufen) of a suit or grand game, ISkO 5.2, in the order they are counted. */
export const LEVEL_NAMES = [
  'tops',
  'game',
  'hand',
  'schneider',
  'schneider-announced',
  'schwarz',
  'schwarz-announced',
  'ouvert',
] as const;
export type LevelName = (typeof LEVEL_NAMES)[number];

/** The declarer or the two opponents: the side a level is about. */
export type Party = 'declarer' | 'opponents';

/**
 * Why a level counts, as facts (the UI says them in the table's language):
 * - `tops`: with or without the club jack, when entered (the number is the level's count);
 * - `always`: the game level counts in every game;
 * - `without-skat`: a hand game;
 * - `announced`: schneider or schwarz announced;
 * - `announced-missed`: announced but not reached, and it counts all the same (5.2.5);
 * - `points`: schneider by the declarer's card points, `schneider` the party that was;
 * - `tricks`: schwarz, `schwarz` the party that took no trick;
 * - `entered`: schneider or schwarz from the quick result (no card points entered);
 * - `open`: ouvert, played with the cards on the table.
 */
export type LevelReason =
  | { readonly kind: 'tops'; readonly held: TopsHeld | null }
  | { readonly kind: 'always' }
  | { readonly kind: 'without-skat' }
  | { readonly kind: 'announced' }
  | { readonly kind: 'announced-missed' }
  | { readonly kind: 'points'; readonly declarerPoints: number; readonly schneider: Party }
  | { readonly kind: 'tricks'; readonly schwarz: Party }
  | { readonly kind: 'entered' }
  | { readonly kind: 'open' };

export interface CountedLevel {
  readonly name: LevelName;
  /** How many levels this step adds (tops: N, every other step: 1). */
  readonly count: number;
  /** Running total of levels after this step: "with 2, game 3, hand 4". */
  readonly runningTotal: number;
  /** ISkO rule number, e.g. "5.2.3". */
  readonly rule: IskoRule;
  /** Why it counts: the facts behind it (points, tricks, which side, announced or reached). */
  readonly reason: LevelReason;
}

export type GameValueExplanation =
  | {
      readonly kind: 'trump';
      readonly game: Exclude<Game, 'null'>;
      /** Base value (5.1): 9, 10, 11, 12, 24. */
      readonly base: number;
      readonly levels: readonly CountedLevel[];
      /** Sum of the levels. */
      readonly multiplier: number;
      /** base × multiplier. */
      readonly value: number;
    }
  | {
      readonly kind: 'null';
      readonly variant: NullVariant;
      /** Fixed value: 23, 35, 46 or 59. */
      readonly value: number;
      readonly rule: IskoRule;
    };

/** Why the declarer won or lost, before any overbid. */
export type ContractOutcome =
  | 'made'
  | 'fewer-than-61'
  | 'schneider-announced-missed'
  | 'schwarz-announced-missed'
  | 'null-took-a-trick'
  | 'outcome-entered-lost';

/** ISkO 5.4: the value is below the bid, so the game is lost at the next multiple of the base. */
export interface Overbid {
  readonly bid: number;
  /** The game value as counted, below the bid. */
  readonly countedValue: number;
  readonly base: number;
  /** Smallest multiple of the base reaching the bid: the value scored. */
  readonly scoredValue: number;
  readonly rule: '5.4';
}

export interface DealScore {
  readonly deal: PlayedDeal;
  readonly won: boolean;
  readonly contract: ContractOutcome;
  readonly overbid: Overbid | null;
  /** The game value the list uses before Kontra/Re/Bock (the overbid multiple when overbid). */
  readonly value: number;
  readonly gameValue: GameValueExplanation;
  /** Kontra/Re × Bock: 1, 2, 4, 8… */
  readonly factor: number;
  readonly kontraFactor: 1 | 2 | 4;
  readonly bockFactor: number;
  /** Plain list entry for the declarer: +value×factor, or −2×value×factor. */
  readonly list: number;
  /** Seeger-Fabian: list ± 50 for the declarer, and 40 (table of 3) / 30 (table of 4) to each other player when lost. */
  readonly seegerFabian: { readonly declarer: number; readonly opponents: number };
  /** Highest legal bid this game would have covered (its counted value, before any overbid). */
  readonly highestBidCovered: number;
}
