// Reads a backup file (backup-format.ts) and checks every sheet in it; nothing is written here.
// The JSON and its header first, then the reader of the file's version: backup-read/v4.ts
// (versions 4 and 5, today's: each sheet with its log), v3.ts (deals without history), v1-v2.ts (before house
// rules). What they share is in backup-read/common.ts; backup-read/bounds.ts brings every sheet
// within the domain's bounds last.
import { fail, ok, type Result } from '../domain/result';
import * as v from 'valibot';
import type { RosterEvent } from '../domain/roster';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupSchema,
  MAX_BACKUP_CHARS,
  type BackupRosterEvent,
} from './backup-format';
import type { ImportError } from './import-error';
import type { CheckedSheet, CheckProgress } from './backup-read/common';
import { readFileV1V2 } from './backup-read/v1-v2';
import { readFileV3 } from './backup-read/v3';
import { readFileV4, type CheckedSheets, type UnrestorableSheet } from './backup-read/v4';
import { boundedSheets } from './backup-read/bounds';

export type { CheckedSheet, CheckProgress } from './backup-read/common';
export type { UnrestorableSheet } from './backup-read/v4';

function parseJson(text: string): Result<unknown, ImportError> {
  if (text.length > MAX_BACKUP_CHARS) {
    return fail([{ code: 'too-large', maxChars: MAX_BACKUP_CHARS }]);
  }
  const body = text.replace(/^\uFEFF/, '');
  if (body.trim() === '') return fail([{ code: 'empty' }]);
  try {
    return ok(JSON.parse(body));
  } catch (error) {
    return fail([{ code: 'not-json', detail: error instanceof Error ? error.message : null }]);
  }
}

/** Format tag and version first, so a newer file says "update the app", not "wrong field". */
function checkHeader(data: unknown): ImportError[] {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return [{ code: 'not-a-backup' }];
  }
  const format: unknown = Reflect.get(data, 'format');
  const version: unknown = Reflect.get(data, 'version');
  if (format !== BACKUP_FORMAT) return [{ code: 'not-a-backup', expectedFormat: BACKUP_FORMAT }];
  if (typeof version === 'number' && Number.isFinite(version) && version > BACKUP_VERSION) {
    return [{ code: 'newer-version', version, newestKnown: BACKUP_VERSION }];
  }
  return [];
}

/** The sheets of the file, read by the reader of its version. */
function readVersion(
  data: unknown,
  onProgress?: CheckProgress,
): Result<CheckedSheets, ImportError> {
  const version: unknown = Reflect.get(Object(data), 'version');
  // Files before version 4 are read whole or refused, as they always were.
  const whole = (read: Result<CheckedSheet[], ImportError>) =>
    read.ok ? ok({ sheets: read.value, unrestorable: [] }) : read;
  if (version === 1 || version === 2) return whole(readFileV1V2(data, version, onProgress));
  if (version === 3) return whole(readFileV3(data, onProgress));
  // Versions 4 and 5 (today's), and anything else: its schema names what is wrong.
  return readFileV4(data, onProgress);
}

/** Reads and checks a whole backup file; nothing is written here. */
export function readBackup(
  text: string,
  onProgress?: CheckProgress,
): Result<CheckedSheet[], ImportError> {
  const file = readBackupFile(text, onProgress);
  return file.ok ? ok(file.value.sheets) : file;
}

/** A file's sheets, and its roster (players renamed, merged, added; none in older files). */
export interface CheckedFile {
  readonly sheets: CheckedSheet[];
  readonly roster: RosterEvent[];
  /** Sheets of the file that do not restore, each named with why (the others restore). */
  readonly unrestorable: UnrestorableSheet[];
}

function rosterEvent(event: BackupRosterEvent): RosterEvent {
  const { change } = event;
  return 'name' in change
    ? { ...event, change: { ...change, name: change.name.normalize('NFC') } }
    : event;
}

/** The roster a file carries (version 4 since players have ids, and 5), checked with the sheets. */
function rosterOf(data: unknown): RosterEvent[] {
  const parsed = v.safeParse(BackupSchema.entries.roster, Reflect.get(Object(data), 'roster'));
  return parsed.success ? (parsed.output ?? []).map(rosterEvent) : [];
}

/** Like readBackup, with the file's roster beside its sheets. */
export function readBackupFile(
  text: string,
  onProgress?: CheckProgress,
): Result<CheckedFile, ImportError> {
  const json = parseJson(text);
  if (!json.ok) return json;
  const header = checkHeader(json.value);
  if (header.length > 0) return fail(header);
  const sheets = readVersion(json.value, onProgress);
  // Within the domain's bounds (ids, times, clocks), as every way in brings them.
  if (!sheets.ok) return sheets;
  const bounded = boundedSheets(sheets.value.sheets);
  if (!bounded.ok) return bounded;
  const { unrestorable } = sheets.value;
  return ok({ sheets: bounded.value, roster: rosterOf(json.value), unrestorable });
}
