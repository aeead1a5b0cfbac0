import * as v from 'valibot';
import {
  KONTRA_LEVELS,
  NULL_VARIANTS,
  TOPS_HELD,
  TRICK_COUNTS,
  TRUMP_ANNOUNCEMENTS,
  TRUMP_GAMES,
} from '../domain/deal';
import { isAppId, isEventId } from '../domain/bounded-log';
import { MAX_SCHIEBERAMSCH_DOUBLINGS } from '../domain/ramsch-deal';
import {
  KONTRA_RULES,
  PASSED_DEAL_RULES,
  PRESET_IDS,
  ROUND_EVENTS,
  ROUND_PENDING,
  SCHIEBERAMSCH_RULES,
  MAX_BIERLACHS_LIMIT,
  MAX_PLANNED_DEALS,
  MAX_TABLE_SIZE,
  TABLE_SIZES,
  type RuleSet,
} from '../domain/rules';
import { LIST_KINDS } from '../domain/sheet-types';
import { BOCK_EVENTS, BOCK_PENDING } from '../domain/legacy/table-rules';
import { MAX_PLAYER_NAME_LENGTH, MAX_SHEET_NAME_LENGTH } from './sheet-input';
import { MAX_POSITION } from './stored-deal';

// The checks of a single stored deal live apart, without valibot: saving a deal needs them, and
// the app's first download should not carry the schemas a backup import needs.
export { checkStoredDeal, MAX_POSITION, sameData, type StoredDealProblem } from './stored-deal';

/*
 * The shape of stored records, checked at the edges: records written by an older schema version
 * (after its upgrade) and sheets coming from a backup file. Bounds keep hostile input small.
 */

/** An emoji family with skin tones is about a dozen UTF-16 units for one grapheme. */
const MAX_UNITS_PER_GRAPHEME = 12;

/** Our ids are UUIDs (36 characters); anything longer than 64 is not one of ours. */
export const MAX_ID_LENGTH = 64;
/** Far beyond any count a sheet's rules hold (a flat Ramsch value, a page of deals), small
 * enough to refuse a hostile file quickly. */
const MAX_COUNT = 1000;

export const IdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_ID_LENGTH));
/**
 * Milliseconds since 1970, as Date.now() gives them. The app stores times within the domain's
 * range (domain/log-bounds.ts); a file's time past it is clamped where it enters.
 */
export const TimestampSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
/** Small whole numbers: big enough for any bid or card points, never NaN, Infinity or 1e300. */
export const SmallInteger = v.pipe(
  v.number(),
  v.safeInteger(),
  v.minValue(-1000),
  v.maxValue(1000),
);
/** A deal's place in its sheet: only the order counts, gaps are allowed. */
export const PositionSchema = v.pipe(
  v.number(),
  v.safeInteger(),
  v.minValue(0),
  v.maxValue(MAX_POSITION),
);
export const Seat = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_TABLE_SIZE - 1));

/** The Bock house rule's shape; the domain (validateTableRules) checks events once each. */
export const BockRuleSchema = v.variant('kind', [
  v.strictObject({ kind: v.literal('off') }),
  v.strictObject({
    kind: v.literal('rounds'),
    events: v.pipe(v.array(v.picklist(BOCK_EVENTS)), v.maxLength(BOCK_EVENTS.length), v.readonly()),
    pending: v.picklist(BOCK_PENDING),
  }),
]);

const RulesEntriesV1 = {
  players: v.picklist([3, 4]),
  firstDealer: Seat,
  listKind: v.picklist(LIST_KINDS),
  kontraAllowed: v.boolean(),
  plannedDeals: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_PLANNED_DEALS)),
};
/** Table rules as version 1 (database and backup file) wrote them: no Bock rule. */
export const RulesSchemaV1 = v.strictObject(RulesEntriesV1);
/** Table rules of version 2 (database and backup file): the Bock rule is always there. */
export const RulesSchemaV2 = v.strictObject({ ...RulesEntriesV1, bock: BockRuleSchema });

/** A positive whole number of deals or points, bounded like everything a file can bring. */
const Count = v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(MAX_COUNT));
/** The deals a sheet plans: the domain's one limit (MAX_PLANNED_DEALS). */
const PlannedDeals = v.pipe(
  v.number(),
  v.safeInteger(),
  v.minValue(1),
  v.maxValue(MAX_PLANNED_DEALS),
);

const RamschRuleSchema = v.strictObject({
  scoring: v.variant('kind', [
    v.strictObject({ kind: v.literal('points') }),
    v.strictObject({ kind: v.literal('flat'), value: Count }),
  ]),
  countsAsGame: v.boolean(),
  schieberamsch: v.picklist(SCHIEBERAMSCH_RULES),
});

const RoundsRuleSchema = v.variant('kind', [
  v.strictObject({ kind: v.literal('off') }),
  v.strictObject({
    kind: v.literal('rounds'),
    events: v.pipe(
      v.array(v.picklist(ROUND_EVENTS)),
      v.maxLength(ROUND_EVENTS.length),
      v.readonly(),
    ),
    pending: v.picklist(ROUND_PENDING),
    ramschRound: v.boolean(),
    page: v.nullable(Count),
    sameDealerAfterGrandHand: v.boolean(),
  }),
]);

/** A stake of up to 100 € a point: far beyond any table, finite and positive. */
const StakeSchema = v.strictObject({
  centsPerPoint: v.pipe(v.number(), v.finite(), v.gtValue(0), v.maxValue(10_000)),
});

/**
 * The sheet's list: a point list by name (every version so far), or Bierlachs with the limit its
 * rounds start at (a whole number from 1 to MAX_BIERLACHS_LIMIT).
 */
const ListRuleSchema = v.union([
  v.picklist(LIST_KINDS),
  v.strictObject({
    kind: v.literal('bierlachs'),
    limit: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(MAX_BIERLACHS_LIMIT)),
  }),
]);

/** The house rules (version 3); the domain (validateRuleSet) checks what the shape cannot. */
export const RuleSetSchema = v.strictObject({
  list: ListRuleSchema,
  kontra: v.picklist(KONTRA_RULES),
  passed: v.picklist(PASSED_DEAL_RULES),
  ramsch: v.nullable(RamschRuleSchema),
  bock: RoundsRuleSchema,
  stake: v.nullable(StakeSchema),
}) satisfies v.GenericSchema<unknown, RuleSet>;

/** The table and its rule set (version 3), resolved: a preset is never looked up again. */
export const SheetSetupSchema = v.strictObject({
  players: v.picklist(TABLE_SIZES),
  firstDealer: Seat,
  plannedDeals: PlannedDeals,
  rules: RuleSetSchema,
});

/** The fields every version of a sheet has (database and backup file), besides its rules. */
export const SheetNameEntries = {
  id: IdSchema,
  // Bounded in UTF-16 units first (cheap, refuses a hostile megabyte), in graphemes by the checks.
  name: v.pipe(v.string(), v.maxLength(MAX_SHEET_NAME_LENGTH * MAX_UNITS_PER_GRAPHEME)),
  playerNames: v.pipe(
    v.array(v.pipe(v.string(), v.maxLength(MAX_PLAYER_NAME_LENGTH * MAX_UNITS_PER_GRAPHEME))),
    v.minLength(3),
    v.maxLength(MAX_TABLE_SIZE),
  ),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
};

/** The longest implicit player's id: "name:" and the longest name (the club's server reads it too). */
export const MAX_IMPLICIT_PLAYER_ID_CHARS = 5 + MAX_PLAYER_NAME_LENGTH * MAX_UNITS_PER_GRAPHEME;

/**
 * A player's id (domain/roster.ts): one the app made (a random id), or the implicit player of a
 * name (`name:<name>`).
 */
export const PlayerIdSchema = v.union([
  v.pipe(v.string(), v.check(isAppId)),
  v.pipe(v.string(), v.startsWith('name:'), v.maxLength(MAX_IMPLICIT_PLAYER_ID_CHARS)),
]);

/** The player at each seat (schema version 6), as many as names. */
export const PlayerIdsSchema = v.pipe(
  v.array(PlayerIdSchema),
  v.minLength(3),
  v.maxLength(MAX_TABLE_SIZE),
);

/** At most this many tampered events a sheet (a sheet's log holds at most 10,000 events). */
export const MAX_TAMPERED = 10_000;

/** A sheet since version 3: its setup, and the preset it was filled from as a label only. */
export const SheetFieldsEntries = {
  ...SheetNameEntries,
  playerIds: v.optional(PlayerIdsSchema),
  setup: SheetSetupSchema,
  preset: v.nullable(v.picklist(PRESET_IDS)),
  tampered: v.optional(
    v.pipe(v.array(v.pipe(IdSchema, v.check(isEventId))), v.maxLength(MAX_TAMPERED)),
  ),
  notSent: v.optional(
    v.pipe(v.array(v.pipe(IdSchema, v.check(isEventId))), v.maxLength(MAX_TAMPERED)),
  ),
};
export const SheetRecordSchema = v.strictObject(SheetFieldsEntries);

const PlayedEntries = {
  declarer: Seat,
  bid: SmallInteger,
  kontra: v.picklist(KONTRA_LEVELS),
  bock: SmallInteger,
};

const Doublings = v.pipe(SmallInteger, v.minValue(0), v.maxValue(MAX_SCHIEBERAMSCH_DOUBLINGS));

/** A stored Ramsch told by points (the parsed form); parseRamschDeal checks the points add up. */
const RamschPointsDealSchema = v.strictObject({
  kind: v.literal('ramsch'),
  // Absent on every Ramsch stored before the outcome tally, and written so still.
  tally: v.optional(v.literal('points')),
  points: v.pipe(v.array(v.nullable(SmallInteger)), v.minLength(3), v.maxLength(MAX_TABLE_SIZE)),
  noTrick: v.pipe(v.array(Seat), v.maxLength(MAX_TABLE_SIZE)),
  allTricks: v.nullable(Seat),
  doublings: Doublings,
  bock: SmallInteger,
});

/**
 * A stored Ramsch told by its outcome (flat scoring). A new value shape in the same table: no
 * index changes, so no Dexie version; parseRamschDeal checks the losers and winner fit.
 */
const RamschOutcomeDealSchema = v.strictObject({
  kind: v.literal('ramsch'),
  tally: v.literal('outcome'),
  playing: v.pipe(v.array(v.boolean()), v.minLength(3), v.maxLength(MAX_TABLE_SIZE)),
  losers: v.pipe(v.array(Seat), v.maxLength(3)),
  winner: v.nullable(Seat),
  noTrick: v.pipe(v.array(Seat), v.maxLength(MAX_TABLE_SIZE)),
  allTricks: v.nullable(Seat),
  doublings: Doublings,
  bock: SmallInteger,
});

/** A stored `RamschDeal`, told either way. */
const RamschDealSchema = v.variant('tally', [RamschPointsDealSchema, RamschOutcomeDealSchema]);

/** A stored `Deal` or `RamschDeal` (the parsed form). */
export const DealSchema = v.variant('kind', [
  RamschDealSchema,
  v.strictObject({ kind: v.literal('passed') }),
  v.strictObject({
    kind: v.literal('trump'),
    game: v.picklist(TRUMP_GAMES),
    tops: SmallInteger,
    topsHeld: v.optional(v.picklist(TOPS_HELD)),
    announcement: v.picklist(TRUMP_ANNOUNCEMENTS),
    result: v.variant('kind', [
      v.strictObject({
        kind: v.literal('points'),
        declarerPoints: SmallInteger,
        declarerTricks: v.picklist(TRICK_COUNTS),
      }),
      v.strictObject({
        kind: v.literal('outcome'),
        made: v.boolean(),
        schneider: v.boolean(),
        schwarz: v.boolean(),
      }),
    ]),
    ...PlayedEntries,
  }),
  v.strictObject({
    kind: v.literal('null'),
    variant: v.picklist(NULL_VARIANTS),
    made: v.boolean(),
    ...PlayedEntries,
  }),
]);

export const DealRecordSchema = v.strictObject({
  id: IdSchema,
  sheetId: IdSchema,
  position: PositionSchema,
  deal: DealSchema,
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
