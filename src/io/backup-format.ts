import * as v from 'valibot';
import { GAMES, KONTRA_LEVELS, TOPS_HELD, TRICK_COUNTS } from '../domain/deal';
import {
  AppIdSchema,
  MAX_DEALS_PER_SHEET,
  PositionSchema,
  RulesSchemaV1,
  Seat,
  SheetFieldsEntries,
  SmallInteger,
  TimestampSchema,
} from '../db/record-schema';

/*
 * The backup file, version 2:
 *   { format: 'skat-scorekeeper-backup', version: 2, exportedAt: ISO date,
 *     sheets: [{ id, name, playerNames, rules, createdAt, updatedAt,
 *                deals: [{ id, position, createdAt, updatedAt, deal: DealDraft }] }] }
 * `rules` carries the Bock house rule (`bock: { kind: 'off' }` or `{ kind: 'rounds', events,
 * pending }`). Version 1 was the same without `rules.bock`: it still imports, with Bock off.
 * Deals travel as drafts (the loose form) so an import re-parses every one of them with the
 * domain's parseDeal: a file can never slip an invalid deal into storage. Ids, positions and
 * timestamps travel too, so a restore gives back exactly the sheets that were exported.
 *
 * A new file version gets a new number; the importer refuses numbers it does not know yet.
 */
export const BACKUP_FORMAT = 'skat-scorekeeper-backup';
export const BACKUP_VERSION = 2;

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

export const BackupDealSchema = v.strictObject({
  id: AppIdSchema,
  position: PositionSchema,
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  deal: DealDraftSchema,
});

const Deals = v.pipe(v.array(BackupDealSchema), v.maxLength(MAX_DEALS_PER_SHEET));

/** A sheet of the file: its id must be one the app makes (see AppIdSchema). */
const FileSheetEntries = { ...SheetFieldsEntries, id: AppIdSchema };

export const BackupSheetSchema = v.strictObject({ ...FileSheetEntries, deals: Deals });
const BackupSheetSchemaV1 = v.strictObject({
  ...FileSheetEntries,
  rules: RulesSchemaV1,
  deals: Deals,
});

const ExportedAt = v.pipe(v.string(), v.maxLength(40));

export const BackupSchema = v.strictObject({
  format: v.literal(BACKUP_FORMAT),
  version: v.literal(BACKUP_VERSION),
  exportedAt: ExportedAt,
  sheets: v.pipe(v.array(BackupSheetSchema), v.maxLength(MAX_SHEETS)),
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
