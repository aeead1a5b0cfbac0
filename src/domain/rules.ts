// The house rules of a sheet as ONE value (../shared/rules/house-rules.md): chosen before the
// first deal, stored resolved with the sheet, never changed afterwards. Presets are values that
// fill the start screen, not code paths: scoring switches once over each part, never on a preset.

export const LIST_KINDS = ['plain', 'seeger-fabian'] as const;
/** Plain ISkO list (+value / −2×value) or the Seeger-Fabian tournament list (±50, 40/30). */
export type ListKind = (typeof LIST_KINDS)[number];

/**
 * Bierlachs (bierlachs.ts): every player counts down from the table's limit (500, 1,000); the
 * first at zero loses the round and buys the beer. The limit lives only here, so a Bierlachs list
 * never lacks one and no other list carries one.
 */
export interface BierlachsList {
  readonly kind: 'bierlachs';
  /** Where each round starts: a whole number from 1 to MAX_BIERLACHS_LIMIT. */
  readonly limit: number;
}

/** The limit a Bierlachs round starts at: a whole number from 1 to MAX_BIERLACHS_LIMIT. */
export const MAX_BIERLACHS_LIMIT = 10_000;

export function isBierlachsLimit(limit: number): boolean {
  return Number.isInteger(limit) && limit >= 1 && limit <= MAX_BIERLACHS_LIMIT;
}

/** The sheet's list: one of the point lists, or Bierlachs with its limit. */
export type ListRule = ListKind | BierlachsList;

/** The three lists a table chooses between (the start form's choice). */
export const LIST_CHOICES = ['seeger-fabian', 'plain', 'bierlachs'] as const;
export type ListChoice = (typeof LIST_CHOICES)[number];

/** Which of the three lists a rule is. */
export function listChoiceOf(list: ListRule): ListChoice {
  return typeof list === 'string' ? list : list.kind;
}

/** The point list a sheet's values are on: a Bierlachs list counts down from the plain list's. */
export function pointListOf(list: ListRule): ListKind {
  return typeof list === 'string' ? list : 'plain';
}

/** The Bierlachs list with its limit, or null for a point list. */
export function bierlachsOf(list: ListRule): BierlachsList | null {
  return typeof list === 'string' ? null : list;
}

/**
 * The events of house-rules.md's table (§ Bock rounds), in its order. The Bock rule of sheets
 * saved before house rules offered six of them (`BOCK_EVENTS` in sheet-types.ts, a subset).
 */
export const ROUND_EVENTS = [
  /** A grand played hand and won. */
  'grand-hand-won',
  /** The declarer lost a game with Kontra and no Re: the Kontra stood. */
  'kontra-won',
  /** The declarer won a game with Kontra (or Re). */
  'kontra-lost',
  /** The declarer won a game with Re. */
  're-won',
  /** Any game with Re. */
  're',
  /** A suit or grand game that ended 60 : 60 (only known from card points). */
  'sixty-sixty',
  /** A game whose list value before Kontra/Re/Bock is 100 or more. */
  'value-100',
  /** A suit or grand game with schneider reached by either party. */
  'schneider',
] as const;
export type RoundEvent = (typeof ROUND_EVENTS)[number];

export const KONTRA_RULES = ['off', 'kontra-re'] as const;
/** Whether the opponents may double (Kontra ×2) and the declarer redouble (Re ×4). */
export type KontraRule = (typeof KONTRA_RULES)[number];

export const PASSED_DEAL_RULES = ['thrown-in', 'ramsch'] as const;
/** What a deal in which everyone passed becomes: thrown in (scores nothing), or a Ramsch. */
export type PassedDealRule = (typeof PASSED_DEAL_RULES)[number];

export const SCHIEBERAMSCH_RULES = ['always', 'rounds', 'never'] as const;
/** Where Schieberamsch doublings may be entered: every Ramsch, only in Ramsch rounds, never. */
export type SchieberamschRule = (typeof SCHIEBERAMSCH_RULES)[number];

/** § Ramsch, Value: the loser's own card points (the pub rule), or a fixed value (NYCSA: 25). */
export type RamschScoring =
  { readonly kind: 'points' } | { readonly kind: 'flat'; readonly value: number };

export interface RamschRule {
  readonly scoring: RamschScoring;
  /** § On the list: losers count a game lost and the winner one won (±50 in Seeger-Fabian). */
  readonly countsAsGame: boolean;
  readonly schieberamsch: SchieberamschRule;
}

export const ROUND_PENDING = ['stack', 'queue'] as const;
/** Overlapping Bock rounds: stack (each doubles again) or queue (one after another). */
export type RoundPending = (typeof ROUND_PENDING)[number];

/** § Bock rounds, with the Ramsch round after Bock and the per-page limit. */
export type RoundsRule =
  | { readonly kind: 'off' }
  | {
      readonly kind: 'rounds';
      /** Each at most once; a deal shows them in the order of ROUND_EVENTS. */
      readonly events: readonly RoundEvent[];
      readonly pending: RoundPending;
      /** Each Bock round is followed by a Ramsch round of the same length. */
      readonly ramschRound: boolean;
      /** Page length P: once an event started a round in a page, later events there start nothing. */
      readonly page: number | null;
      /** NYCSA: after a grand hand in a Ramsch round the same dealer deals again, round not shortened. */
      readonly sameDealerAfterGrandHand: boolean;
    };

/** What a point is worth when the players settle up (NYCSA: ½ cent), kept for a later settle-up. */
export interface Stake {
  readonly centsPerPoint: number;
}

export interface RuleSet {
  readonly list: ListRule;
  readonly kontra: KontraRule;
  readonly passed: PassedDealRule;
  /** How a Ramsch is scored; null when the sheet never plays one. */
  readonly ramsch: RamschRule | null;
  readonly bock: RoundsRule;
  readonly stake: Stake | null;
}

/** A table and its rules: everything scoring needs besides the deals. */
/**
 * The most deals a sheet may plan: 480, ten long evenings of 48 deals (a tournament series at a
 * table of 4; 36 at a table of 3), divisible by 3 and by 4 so it is a plan at either table. A
 * season on one sheet fits; a typo of an extra digit (4800) does not.
 */
export const MAX_PLANNED_DEALS = 480;

/**
 * Players at a table: 3, 4 with the dealer sitting out, or 5 with the dealer and the third player
 * on his left sitting out (docs/five-at-the-table.md). A sixth is refused (`sixth-player`).
 */
export type TableSize = 3 | 4 | 5;
export const TABLE_SIZES: readonly TableSize[] = [3, 4, 5];
/** The most players at one table; stored seats are 0 to MAX_TABLE_SIZE − 1. */
export const MAX_TABLE_SIZE = 5;

export function isTableSize(count: number): count is TableSize {
  return count === 3 || count === 4 || count === 5;
}

export interface SheetSetup {
  readonly players: TableSize;
  /** Seat (0-based) that deals the first deal. */
  readonly firstDealer: number;
  /** Number of deals agreed for the session: 1 to MAX_PLANNED_DEALS, divisible by the players. */
  readonly plannedDeals: number;
  readonly rules: RuleSet;
}

/**
 * A sheet is complete once all its planned deals are dealt (a voided deal was dealt too); until
 * then it is in progress: no deal is added past this, and opening the app returns to it.
 */
export function allDealsDealt(setup: SheetSetup, dealCount: number): boolean {
  return dealCount >= setup.plannedDeals;
}

export const ROUNDS_OFF: RoundsRule = { kind: 'off' };

/** Whether Ramsch can happen at all: after a passed deal, or in the Ramsch rounds after Bock. */
export function playsRamsch(rules: RuleSet): boolean {
  return rules.passed === 'ramsch' || (rules.bock.kind === 'rounds' && rules.bock.ramschRound);
}

export const PRESET_IDS = ['tournament', 'nycsa', 'pub'] as const;
export type PresetId = (typeof PRESET_IDS)[number];

/** house-rules.md § Presets, row by row. */
export const PRESETS = {
  // ISkO / Skatwettspielordnung: Seeger-Fabian, Kontra off by default, thrown in, no Bock/Ramsch.
  tournament: {
    list: 'seeger-fabian',
    kontra: 'off',
    passed: 'thrown-in',
    ramsch: null,
    bock: ROUNDS_OFF,
    stake: null,
  },
  // NYCSA: one Ramsch after a passed deal without Schieberamsch; Bock after grand hand won, Kontra
  // won, Re won, 60 : 60, one round per 32-deal page; a Ramsch round (flat 25, counted as a game,
  // Schieberamsch) after each Bock round, grand hand offered; ½ cent per point.
  nycsa: {
    list: 'seeger-fabian',
    kontra: 'kontra-re',
    passed: 'ramsch',
    ramsch: {
      scoring: { kind: 'flat', value: 25 },
      countsAsGame: true,
      schieberamsch: 'rounds',
    },
    bock: {
      kind: 'rounds',
      events: ['grand-hand-won', 'kontra-won', 're-won', 'sixty-sixty'],
      // One round per page makes overlaps rare; when they happen, NYCSA plays them in turn.
      pending: 'queue',
      ramschRound: true,
      page: 32,
      sameDealerAfterGrandHand: true,
    },
    stake: { centsPerPoint: 0.5 },
  },
  // Pub: plain list, Kontra on, Ramsch (card points, Schieberamsch, not a game) after a passed
  // deal, stacking Bock after grand hand won, Kontra lost, Re, 60 : 60.
  pub: {
    list: 'plain',
    kontra: 'kontra-re',
    passed: 'ramsch',
    ramsch: { scoring: { kind: 'points' }, countsAsGame: false, schieberamsch: 'always' },
    bock: {
      kind: 'rounds',
      events: ['grand-hand-won', 'kontra-lost', 're', 'sixty-sixty'],
      pending: 'stack',
      ramschRound: false,
      page: null,
      sameDealerAfterGrandHand: false,
    },
    stake: null,
  },
} as const satisfies Record<PresetId, RuleSet>;

/**
 * The part of house-rules.md a step of an explanation comes from, so the UI can name the rule
 * behind it ("Ramsch, Value of the Ramsch"), as ISkO steps name their rule number.
 */
export const HOUSE_RULE_SECTIONS = [
  /** § Ramsch: when a Ramsch is played (every player passed, if the sheet says so; Ramsch rounds). */
  'ramsch',
  /** § Ramsch, what the scorekeeper enters: the consistency of an entered Ramsch. */
  'ramsch.entry',
  'ramsch.losers',
  'ramsch.winner',
  'ramsch.value',
  'ramsch.on-the-list',
  'ramsch.schieberamsch',
  'bock-rounds',
  'bock-rounds.ramsch-round',
  'bock-rounds.per-page',
] as const;
export type HouseRuleSection = (typeof HOUSE_RULE_SECTIONS)[number];
