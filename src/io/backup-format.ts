import * as v from 'valibot';
import { MAX_SEEN } from '../domain/seen';
import { isDeviceId, isEventId } from '../domain/bounded-log';
import { GAMES, KONTRA_LEVELS, TOPS_HELD, TRICK_COUNTS } from '../domain/deal';
import { CURRENCY_CODES, MAX_CENTS } from '../domain/money';
import { MAX_PLANNED_DEALS, MAX_TABLE_SIZE } from '../domain/rules';
import {
  DealSchema,
  IdSchema,
  PlayerIdSchema,
  PlayerIdsSchema,
  PositionSchema,
  RulesSchemaV1,
  RulesSchemaV2,
  Seat,
  SheetFieldsEntries,
  SheetNameEntries,
  SmallInteger,
  TimestampSchema,
} from '../db/record-schema';

/*
 * The backup file, version 5:
 *   { format: 'skat-scorekeeper-backup', version: 5, exportedAt: ISO date,
 *     sheets: [{ id, name, playerNames, playerIds?, setup, preset, createdAt, updatedAt,
 *                events: [{ id, device, clock, at, change }] }],
 *     roster?: [{ id, device, clock, at, change }] }
 * Version 5 has the shape of version 4 and says what it may carry that an app of version 4 did
 * not know: the players' roster (identities, renames, merges), a sheet's money (`money-changed`:
 * stake, currency, rounding, lost-game fee) and the Bierlachs list. An older app refuses it as
 * newer instead of reading it and dropping what it does not know. A file of version 4 (written
 * before the bump, with or without these) is read exactly as before, by the same reader.
 * A sheet is its event log (src/domain/sheet-log.ts): the sheet's fields are the sheet as it was
 * started (as the database stores it), and every change since — deals added, replaced, deleted,
 * voided, restored, undone, renames and rules — is an event. The deals are not written: they are
 * the fold of the log (domain/fold-log.ts), so a voided or undone deal comes back voided or
 * undone, and the history travels whole. A change's deal is a draft as below.
 *
 * Version 3 had, instead of `events`, the deals as they stood:
 *   deals: [{ id, position, createdAt, updatedAt, deal: SheetDealDraft }]
 * `setup` is the table and its house rules as the sheet stores them: { players, firstDealer,
 * plannedDeals, rules: RuleSet } (list, kontra, passed, ramsch, bock, stake; the list 'plain',
 * 'seeger-fabian', or Bierlachs as { kind: 'bierlachs', limit }); `preset` the label
 * of the preset they were filled from, or null. A deal is a game's or passed deal's DealDraft, or
 * a Ramsch draft ({ game: 'ramsch', points, noTrick, allTricks?, doublings, bock? }). Its deals
 * become the start of the history, exactly as the database's own upgrade to version 4 does it
 * (db/migrations/v4-event-log.ts).
 *
 * Version 2 had `rules` (TableRules: players, firstDealer, listKind, kontraAllowed, plannedDeals,
 * bock: { kind: 'off' } or { kind: 'rounds', events, pending }) instead of `setup` and `preset`,
 * and no Ramsch; version 1 the same without `rules.bock`. Both still import, their rules upgraded
 * by the domain's upgradeRules (version 1 with Bock off), so they score exactly as before.
 *
 * Deals travel as drafts (the loose form) so an import re-parses every one of them with the
 * domain's parseSheetDeal: a file can never slip an invalid deal into storage. Ids, clocks and
 * timestamps travel too, so a restore gives back exactly the sheets that were exported. What an
 * earlier version let in travels too, and is brought within the domain's bounds where it enters
 * (backup-read/bounds.ts, domain/log-bounds.ts): an id of another form is re-id'd, a time past
 * the year 9999 clamped, a log with a clock past 2^32 renumbered. Never trapped, never stored.
 *
 * A new file version gets a new number; the importer refuses numbers it does not know yet.
 */
export const BACKUP_FORMAT = 'skat-scorekeeper-backup';
export const BACKUP_VERSION = 5;
/** The versions read by today's reader (backup-read/v4.ts): the same shape. */
export const LOG_VERSIONS = [4, BACKUP_VERSION] as const;

/** Ten thousand sheets is years of club evenings; more is not a file we wrote. */
export const MAX_SHEETS = 10_000;
/** About 10,000 full sheets of 48 deals; a bigger file is refused before it is parsed. */
export const MAX_BACKUP_CHARS = 50_000_000;
/** The same limit in bytes, checked on the file before it is read (see backup-file.ts). */
export const MAX_BACKUP_BYTES = 50_000_000;

const optional = v.optional;

export const DealDraftSchema = v.strictObject({
  game: optional(v.picklist([...GAMES, 'passed'])),
  declarer: optional(Seat),
  tops: optional(SmallInteger),
  topsHeld: optional(v.picklist(TOPS_HELD)),
  hand: optional(v.boolean()),
  announced: optional(v.picklist(['none', 'schneider', 'schwarz'])),
  ouvert: optional(v.boolean()),
  declarerPoints: optional(SmallInteger),
  declarerTricks: optional(v.picklist(TRICK_COUNTS)),
  outcome: optional(
    v.strictObject({
      made: v.boolean(),
      schneider: optional(v.boolean()),
      schwarz: optional(v.boolean()),
    }),
  ),
  bid: optional(SmallInteger),
  kontra: optional(v.picklist(KONTRA_LEVELS)),
  // Bock is derived from the sheet's rules and deals, never taken from a file: the app writes 0.
  bock: optional(v.literal(0)),
});

/**
 * A file's deal as the core reads it. The file's `bock: 0` only says: derived from the sheet
 * (every version wrote it so); the core refuses a Bock field where the sheet's rules derive Bock,
 * so the placeholder is dropped here, at the edge, and never reaches it.
 */
export function withoutFileBock<TDraft extends { readonly bock?: 0 }>(draft: TDraft): TDraft {
  const { bock, ...deal } = draft;
  // Without an optional field the draft is still of its kind (Omit would merge a union's kinds).
  return bock === undefined ? draft : (deal as TDraft);
}

/** A Ramsch as the reference-case format writes it; parseRamschDeal checks the rest. */
export const RamschDraftSchema = v.strictObject({
  game: v.literal('ramsch'),
  points: optional(
    v.pipe(v.array(v.nullable(SmallInteger)), v.maxLength(MAX_TABLE_SIZE), v.readonly()),
  ),
  noTrick: optional(v.pipe(v.array(Seat), v.maxLength(MAX_TABLE_SIZE), v.readonly())),
  allTricks: optional(Seat),
  doublings: optional(SmallInteger),
  // As for a game: Bock is derived from the sheet, never taken from a file.
  bock: optional(v.literal(0)),
});

/**
 * A Ramsch told by its outcome (flat scoring): who played, lost and won. A file with one is still
 * version 3: an app that predates it refuses the unknown `tally` as a wrong field rather than
 * misreading the deal, and every file it could write reads here as before.
 */
export const RamschOutcomeDraftSchema = v.strictObject({
  game: v.literal('ramsch'),
  tally: v.literal('outcome'),
  playing: optional(v.pipe(v.array(v.boolean()), v.maxLength(MAX_TABLE_SIZE), v.readonly())),
  losers: optional(v.pipe(v.array(Seat), v.maxLength(3), v.readonly())),
  winner: optional(v.nullable(Seat)),
  noTrick: optional(v.pipe(v.array(Seat), v.maxLength(MAX_TABLE_SIZE), v.readonly())),
  allTricks: optional(Seat),
  doublings: optional(SmallInteger),
  bock: optional(v.literal(0)),
});

/** A Ramsch told either way; the points' shape has no `tally`, as version 3 always wrote it. */
const RamschDealDraftSchema = v.variant('tally', [
  v.strictObject({ ...RamschDraftSchema.entries, tally: optional(v.literal('points')) }),
  RamschOutcomeDraftSchema,
]);

/** Any deal of a sheet since version 3: the game names it (a game without one is a DealDraft). */
export const SheetDealDraftSchema = v.variant('game', [RamschDealDraftSchema, DealDraftSchema]);

/**
 * An id of the file (a sheet's, a deal's, an event's, a device's): a text of 1 to 64 characters.
 * Ids end up in keys and links, so only the app's form (domain/log-bounds.ts) is stored: any other
 * id (an earlier version's restore took "v2-four") is re-id'd where it enters, never refused.
 */
const FileIdSchema = IdSchema;

function dealsOf<TDraft extends typeof DealDraftSchema | typeof SheetDealDraftSchema>(
  draft: TDraft,
) {
  const deal = v.strictObject({
    id: FileIdSchema,
    position: PositionSchema,
    createdAt: TimestampSchema,
    updatedAt: TimestampSchema,
    deal: draft,
  });
  // A sheet holds no more deals than it may plan.
  return v.pipe(v.array(deal), v.maxLength(MAX_PLANNED_DEALS));
}

/** A sheet of the file. */
const FileSheetEntries = { ...SheetFieldsEntries, id: FileIdSchema };
const FileSheetNameEntries = { ...SheetNameEntries, id: FileIdSchema };

/** A Lamport clock: a whole number from 1, exact in JSON (a safe integer). */
export const ClockSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(1));
/** Far beyond any evening's corrections (1,000 deals, each changed a few times). */
export const MAX_EVENTS_PER_SHEET = 10_000;

const DealId = { dealId: FileIdSchema };

/** Whole cents of a fee, from 1 to the biggest the app takes. */
const FeeCentsSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(MAX_CENTS));

/** A sheet's money (domain/money.ts); the domain's validateMoney checks what the shape cannot. */
const MoneySchema = v.strictObject({
  centsPerPoint: v.nullable(v.pipe(v.number(), v.finite(), v.gtValue(0), v.maxValue(MAX_CENTS))),
  currency: v.picklist(CURRENCY_CODES),
  roundTo: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(100)),
  lostGameFee: v.nullable(
    v.strictObject({
      cents: FeeCentsSchema,
      raised: v.nullable(
        v.strictObject({
          fromGame: v.pipe(v.number(), v.safeInteger(), v.minValue(2), v.maxValue(1000)),
          cents: FeeCentsSchema,
        }),
      ),
    }),
  ),
});

/** The two changes that carry a deal, in the form `deal` reads. */
function dealChanges<D extends v.GenericSchema>(deal: D) {
  return [
    v.strictObject({ kind: v.literal('deal-added'), ...DealId, deal }),
    v.strictObject({ kind: v.literal('deal-replaced'), ...DealId, replaces: FileIdSchema, deal }),
  ] as const;
}

/** The changes without a deal: of the same form in a file and in the log. */
const OTHER_CHANGES = [
  v.strictObject({ kind: v.literal('deal-deleted'), ...DealId }),
  v.strictObject({ kind: v.literal('deal-voided'), ...DealId }),
  v.strictObject({ kind: v.literal('deal-restored'), ...DealId }),
  v.strictObject({ kind: v.literal('undone'), undoes: FileIdSchema }),
  v.strictObject({ kind: v.literal('sheet-renamed'), name: SheetNameEntries.name }),
  v.strictObject({
    kind: v.literal('players-renamed'),
    playerNames: SheetNameEntries.playerNames,
    playerIds: v.optional(PlayerIdsSchema),
  }),
  v.strictObject({
    kind: v.literal('rules-changed'),
    setup: SheetFieldsEntries.setup,
    preset: SheetFieldsEntries.preset,
  }),
  v.strictObject({ kind: v.literal('money-changed'), money: v.nullable(MoneySchema) }),
  v.strictObject({
    kind: v.literal('conflict-resolved'),
    keeps: FileIdSchema,
    // Empty when every version is kept, one after the other (`then`).
    drops: v.pipe(v.array(FileIdSchema), v.maxLength(MAX_SEEN)),
    then: v.optional(v.pipe(v.array(FileIdSchema), v.minLength(1), v.maxLength(MAX_SEEN))),
  }),
] as const;

/** One change of a sheet's log, its deal as a draft (parsed again by the import). */
export const BackupChangeSchema = v.variant('kind', [
  ...dealChanges(SheetDealDraftSchema),
  ...OTHER_CHANGES,
]);

/**
 * A change as the log stores it: its deal in the stored form (a results file's logs, the club's
 * event documents).
 */
export const StoredChangeSchema = v.variant('kind', [...dealChanges(DealSchema), ...OTHER_CHANGES]);

export const BackupEventSchema = v.strictObject({
  id: FileIdSchema,
  device: FileIdSchema,
  clock: ClockSchema,
  at: TimestampSchema,
  change: BackupChangeSchema,
  /** Since concurrency (domain/concurrency.ts): the heads of the log its author knew. */
  seen: v.optional(v.pipe(v.array(FileIdSchema), v.maxLength(MAX_SEEN))),
});

/** Version 4: a sheet as started and its whole log. */
export const BackupSheetSchema = v.strictObject({
  ...FileSheetEntries,
  events: v.pipe(v.array(BackupEventSchema), v.maxLength(MAX_EVENTS_PER_SHEET)),
});

/** Version 3: the deals as they stood, no history. */
export const BackupSheetSchemaV3 = v.strictObject({
  ...FileSheetEntries,
  deals: dealsOf(SheetDealDraftSchema),
});
/** Versions 1 and 2: TableRules, ISkO deals only. */
const BackupSheetSchemaV2 = v.strictObject({
  ...FileSheetNameEntries,
  rules: RulesSchemaV2,
  deals: dealsOf(DealDraftSchema),
});
const BackupSheetSchemaV1 = v.strictObject({
  ...FileSheetNameEntries,
  rules: RulesSchemaV1,
  deals: dealsOf(DealDraftSchema),
});

const ExportedAt = v.pipe(v.string(), v.maxLength(40));

/** Far more renames and merges than a club makes in a lifetime. */
export const MAX_ROSTER_EVENTS = 10_000;

/**
 * A roster event's id and its device: the app's form. Rosters travel only in files of this app
 * version, which writes no other, so there is nothing earlier to re-id.
 */
const RosterEventIdSchema = v.pipe(IdSchema, v.check(isEventId));
const RosterDeviceSchema = v.pipe(IdSchema, v.check(isDeviceId));

/** One change of the roster (domain/roster.ts): players kept across sheets. */
export const BackupRosterEventSchema = v.strictObject({
  id: RosterEventIdSchema,
  device: RosterDeviceSchema,
  clock: ClockSchema,
  at: TimestampSchema,
  change: v.variant('kind', [
    v.strictObject({
      kind: v.literal('player-added'),
      playerId: PlayerIdSchema,
      name: SheetNameEntries.playerNames.pipe[0].item,
    }),
    v.strictObject({
      kind: v.literal('player-renamed'),
      playerId: PlayerIdSchema,
      name: SheetNameEntries.playerNames.pipe[0].item,
    }),
    v.strictObject({
      kind: v.literal('players-merged'),
      from: PlayerIdSchema,
      into: PlayerIdSchema,
    }),
    v.strictObject({ kind: v.literal('undone'), undoes: RosterEventIdSchema }),
  ]),
});

/**
 * Versions 4 and 5 (today's). `roster` (since the players' roster, absent in older files and when
 * no player was ever renamed, merged or added under a freed name): the roster's whole log.
 */
export const BackupSchema = v.strictObject({
  format: v.literal(BACKUP_FORMAT),
  version: v.picklist(LOG_VERSIONS),
  exportedAt: ExportedAt,
  sheets: v.pipe(v.array(BackupSheetSchema), v.maxLength(MAX_SHEETS)),
  roster: v.optional(v.pipe(v.array(BackupRosterEventSchema), v.maxLength(MAX_ROSTER_EVENTS))),
});

/** A file of version 3: the deals of each sheet without their history. */
export const BackupSchemaV3 = v.strictObject({
  format: v.literal(BACKUP_FORMAT),
  version: v.literal(3),
  exportedAt: ExportedAt,
  sheets: v.pipe(v.array(BackupSheetSchemaV3), v.maxLength(MAX_SHEETS)),
});

/** A file of version 2, written before house rules: TableRules with the Bock rule. */
export const BackupSchemaV2 = v.strictObject({
  format: v.literal(BACKUP_FORMAT),
  version: v.literal(2),
  exportedAt: ExportedAt,
  sheets: v.pipe(v.array(BackupSheetSchemaV2), v.maxLength(MAX_SHEETS)),
});

/** A file of version 1, written before sheets had the Bock rule. */
export const BackupSchemaV1 = v.strictObject({
  format: v.literal(BACKUP_FORMAT),
  version: v.literal(1),
  exportedAt: ExportedAt,
  sheets: v.pipe(v.array(BackupSheetSchemaV1), v.maxLength(MAX_SHEETS)),
});

export type BackupFile = v.InferOutput<typeof BackupSchema>;
export type BackupSheet = v.InferOutput<typeof BackupSheetSchema>;
export type BackupEvent = v.InferOutput<typeof BackupEventSchema>;
export type BackupChange = BackupEvent['change'];
export type BackupRosterEvent = v.InferOutput<typeof BackupRosterEventSchema>;
export type BackupSheetV3 = v.InferOutput<typeof BackupSheetSchemaV3>;
export type BackupSheetV2 = v.InferOutput<typeof BackupSheetSchemaV2>;
export type BackupSheetV1 = v.InferOutput<typeof BackupSheetSchemaV1>;
