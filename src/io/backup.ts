import { appIdFor } from '../domain/bounded-log';
import { toSheetDraft, type SheetDeal } from '../domain/sheet-deal';
import type { RosterEvent } from '../domain/roster';
import { renamedChange, type SheetChange } from '../domain/sheet-log';
import { fail, ok, type Result } from '../domain/result';
import { db, newId, type SkatDatabase } from '../db/database';
import { loadSheet, type LoadedSheet } from '../db/sheet-log';
import { sameData } from '../db/record-schema';
import type { DealRecord, EventRecord, SheetRecord } from '../db/records';
import { toStoreError } from '../db/store-error';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupChange,
  type BackupEvent,
  type BackupFile,
  type BackupSheet,
} from './backup-format';
import { readBackupFile, type CheckedSheet } from './backup-read';
import type { DifferingCopy, ImportError, ImportSummary } from './import-error';

export type { DifferingCopy, ImportError, ImportSummary } from './import-error';

/**
 * A deal as the file carries it: Bock is derived from the sheet, so a file says 0 for every game
 * (as every version wrote it; the reader drops it again, see withoutFileBock).
 */
function fileDraft(deal: SheetDeal) {
  const { bock, ...draft } = toSheetDraft(deal);
  const played = deal.kind === 'trump' || deal.kind === 'null';
  return bock === undefined && !played ? draft : { ...draft, bock: 0 as const };
}

/** A change as the file carries it: its deal as a draft, parsed again when it is read. */
function fileChange(change: SheetChange): BackupChange {
  switch (change.kind) {
    case 'deal-added':
    case 'deal-replaced':
      return { ...change, deal: fileDraft(change.deal) };
    case 'players-renamed': {
      const { playerIds, ...rest } = change;
      const ids = playerIds ? { playerIds: [...playerIds] } : {};
      return { ...rest, playerNames: [...change.playerNames], ...ids };
    }
    case 'conflict-resolved': {
      const { then, ...rest } = change;
      return { ...rest, drops: [...change.drops], ...(then ? { then: [...then] } : {}) };
    }
    default:
      return change;
  }
}

function fileEvent({ id, device, clock, at, change, seen }: EventRecord): BackupEvent {
  const heads = seen === undefined ? {} : { seen: [...seen] };
  return { id, device, clock, at, change: fileChange(change), ...heads };
}

/**
 * The sheet as started and its whole log: a void, an undo, a correction travel as the events
 * they are, so a restore folds to the same sheet with the same history.
 */
function toBackupSheet({ record, events }: LoadedSheet): BackupSheet {
  const { playerIds, tampered, notSent, ...started } = record;
  return {
    ...started,
    ...(playerIds ? { playerIds: [...playerIds] } : {}),
    // Events found tampered with on the club's server stay uncounted in the restored copy too.
    ...(tampered ? { tampered: [...tampered] } : {}),
    // So do a table's events the club never got before its night closed.
    ...(notSent ? { notSent: [...notSent] } : {}),
    playerNames: [...record.playerNames],
    events: events.map(fileEvent),
  };
}

/** Every sheet (or the given ones) as backup JSON text, oldest sheet first. */
export async function exportBackup(
  sheetIds?: readonly string[],
  database: SkatDatabase = db,
): Promise<string> {
  const tables = [database.sheets, database.log, database.startingLogs, database.roster];
  const [sheets, roster] = await database.transaction('r', tables, async () => {
    const ids = sheetIds ? [...sheetIds] : await database.sheets.toCollection().primaryKeys();
    const chosen = (await Promise.all(ids.map((id) => loadSheet(database, id)))).filter(
      (s) => s !== null,
    );
    chosen.sort((a, b) => a.record.createdAt - b.record.createdAt);
    return [chosen.map(toBackupSheet), await database.roster.toArray()] as const;
  });
  const file: BackupFile = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: new Date().toISOString(),
    sheets,
    // The roster travels whole (a merge names players of other sheets too); only when kept.
    ...(roster.length > 0 ? { roster: roster.map((event) => ({ ...event })) } : {}),
  };
  return JSON.stringify(file);
}

class ImportRefused extends Error {
  constructor(readonly errors: readonly ImportError[]) {
    super('import-refused');
  }
}

/**
 * A sheet of the file with fresh ids (sheet, deals, events, and every reference between them):
 * the file's copy with its whole history, beside the one already here.
 */
function asSeparateCopy({ sheet, record, events, deals }: CheckedSheet): CheckedSheet {
  const id = newId();
  const renamed = new Map<string, string>();
  const fresh = (old: string) => {
    const known = renamed.get(old);
    if (known !== undefined) return known;
    const made = newId();
    renamed.set(old, made);
    return made;
  };
  // Tampered events keep their mark under their new ids.
  const marks = {
    ...(record.tampered ? { tampered: record.tampered.map(fresh) } : {}),
    ...(record.notSent ? { notSent: record.notSent.map(fresh) } : {}),
  };
  return {
    sheet: { ...sheet, id, ...marks },
    record: { ...record, id, ...marks },
    events: events.map((event) => ({
      ...event,
      id: fresh(event.id),
      sheetId: id,
      change: renamedChange(event.change, { deal: fresh, event: fresh }),
      ...(event.seen === undefined ? {} : { seen: event.seen.map(fresh) }),
    })),
    deals: deals.map((deal) => ({ ...deal, id: fresh(deal.id), sheetId: id })),
  };
}

/**
 * The same game as here: the same players, rules and deals (ids, order, values). A name
 * changed on one side is not another game. A deal id here that the file's copy had re-id'd (an
 * upgrade kept "v2-four") is compared as re-id'd.
 */
function sameCopy(
  file: CheckedSheet,
  here: SheetRecord,
  hereDeals: readonly DealRecord[],
): boolean {
  return (
    sameData(file.sheet.playerNames, here.playerNames) &&
    sameData(file.sheet.setup, here.setup) &&
    file.sheet.preset === here.preset &&
    // Ids, order and deals: positions and times are the log's own (a file's gaps are closed).
    sameData(
      file.deals.map((d) => [d.id, d.deal]),
      hereDeals.map((d) => [appIdFor(d.id), d.deal]),
    )
  );
}

async function differingCopies(
  database: SkatDatabase,
  sheets: readonly CheckedSheet[],
  present: readonly (SheetRecord | undefined)[],
): Promise<DifferingCopy[]> {
  // All reads at once, inside the caller's transaction: each sheet here as its log folds it.
  // As stored (not by the players' current names: a rename of a player changes no game).
  const here = await Promise.all(
    present.map((record) => (record ? loadSheet(database, record.id) : null)),
  );
  return sheets.flatMap((file, index) => {
    const copy = here[index];
    if (!copy || sameCopy(file, copy.sheet, copy.deals)) return [];
    const { sheet, deals } = copy;
    return [
      {
        // The file's id: the one a copy is asked for by (here it may be the id before re-id).
        sheetId: file.sheet.id,
        name: sheet.name,
        fileDeals: file.deals.length,
        hereDeals: deals.length,
      },
    ];
  });
}

/** Deals per write of a restore: a few hundred milliseconds' worth at most on a phone. */
const DEALS_PER_WRITE = 500;

/**
 * The upgraded sheets' first events not yet moved into `log` (none, once the move after an
 * upgrade is done: then nothing is read): they have no index, so they are read whole.
 */
async function startingEvents(database: SkatDatabase): Promise<EventRecord[]> {
  if ((await database.startingLogs.count()) === 0) return [];
  const records = await database.startingLogs.toArray();
  return records.flatMap((record) => record.events);
}

/**
 * Ids of the file's deals and events that this app already uses (in another sheet: the file's
 * sheets here are skipped), looked up in parts like the writes.
 */
async function takenIds(database: SkatDatabase, events: readonly EventRecord[]): Promise<string[]> {
  const deals = new Set<string>();
  const changes = new Set<string>();
  const wanted = {
    deals: new Set(events.flatMap(({ change }) => ('dealId' in change ? [change.dealId] : []))),
    events: new Set(events.map((event) => event.id)),
  };
  for (let start = 0; start < events.length; start += DEALS_PER_WRITE) {
    const part = events.slice(start, start + DEALS_PER_WRITE);
    const dealIds = part.flatMap(({ change }) => ('dealId' in change ? [change.dealId] : []));
    // Index keys only (no records read): a restore of thousands of sheets looks up every id.
    // The log's key keeps event ids apart inside one sheet only: its `id` index finds them in any.
    const [dealKeys, eventKeys] = await Promise.all([
      database.log.where('change.dealId').anyOf(dealIds).keys(),
      database.log
        .where('id')
        .anyOf(part.map((event) => event.id))
        .keys(),
    ]);
    for (const key of dealKeys) deals.add(String(key));
    for (const key of eventKeys) changes.add(String(key));
  }
  for (const event of await startingEvents(database)) {
    if ('dealId' in event.change && wanted.deals.has(event.change.dealId)) {
      deals.add(event.change.dealId);
    }
    if (wanted.events.has(event.id)) changes.add(event.id);
  }
  // A taken deal's events are taken with it: the deals say it, each once.
  return deals.size > 0 ? [...deals] : [...changes];
}

/**
 * The file's sheets already here, by id; a sheet re-id'd where it entered also by its id in the
 * file, which an upgrade may have kept here: restoring its own export is not a second copy.
 */
async function sheetsHere(database: SkatDatabase, checked: readonly CheckedSheet[]) {
  const present = await database.sheets.bulkGet(checked.map((s) => s.sheet.id));
  if (checked.every((s) => s.fileId === undefined)) return present;
  const before = await database.sheets.bulkGet(checked.map((s) => s.fileId ?? s.sheet.id));
  return present.map((record, index) => record ?? before[index]);
}

async function writeSheets(
  database: SkatDatabase,
  checked: readonly CheckedSheet[],
  { copies = new Set<string>(), onProgress }: ImportOptions,
): Promise<ImportSummary> {
  const present = await sheetsHere(database, checked);
  const differing = await differingCopies(database, checked, present);
  // A sheet asked for as a copy is added with fresh ids, only when its copy here differs.
  const copied = checked.filter(
    (s, index) => present[index] !== undefined && copies.has(s.sheet.id),
  );
  const wanted = new Set(differing.map((d) => d.sheetId));
  const fresh = [
    ...checked.filter((_, index) => present[index] === undefined),
    ...copied.filter((s) => wanted.has(s.sheet.id)).map(asSeparateCopy),
  ];
  const skipped = checked.filter(
    (s, index) => present[index] !== undefined && !copies.has(s.sheet.id),
  );
  const events = fresh.flatMap((s) => s.events);
  // Nothing new (every sheet already here): no look-up, or Dexie sees an await without a request.
  const conflicts = events.length === 0 ? [] : await takenIds(database, events);
  if (conflicts.length > 0) {
    const firstId = conflicts[0] ?? '';
    throw new ImportRefused([{ code: 'id-conflict', count: conflicts.length, firstId }]);
  }
  // The sheet as started and its log, as they were exported: the log folds to the same sheet.
  await database.sheets.bulkAdd(fresh.map((s) => s.record));
  // In parts, still in the one transaction: between parts the page can draw (the progress, a
  // tap), where one bulkAdd of 48,000 deals held the screen for as long as it took to copy them.
  for (let start = 0; start < events.length; start += DEALS_PER_WRITE) {
    await database.log.bulkAdd(events.slice(start, start + DEALS_PER_WRITE));
    onProgress?.(Math.min(start + DEALS_PER_WRITE, events.length), events.length);
  }
  return {
    imported: fresh.length,
    differing: differing.filter((d) => !copies.has(d.sheetId)),
    skippedExisting: skipped.length,
    skippedSheetNames: skipped.map((s) => s.sheet.name),
  };
}

export interface ImportOptions {
  /**
   * Ids of sheets already here whose file copy differs: the file's copy is added as a separate
   * sheet (fresh ids), the one here stays as it is.
   */
  readonly copies?: ReadonlySet<string>;
  /** Told how many of the new deals are written, after each part. */
  readonly onProgress?: (written: number, total: number) => void;
  /** The file's roster: its events joined to the roster here (by id, like a log's). */
  readonly roster?: readonly RosterEvent[];
}

/**
 * Checks the whole file first (shape, bounds, every deal through the domain's parser, every
 * sheet through scoreSheet), then adds its sheets in one transaction. A sheet already here (same
 * id) is skipped, never overwritten or duplicated. Any problem: nothing is written.
 */
export async function importBackup(
  text: string,
  database: SkatDatabase = db,
  options: ImportOptions = {},
): Promise<Result<ImportSummary, ImportError>> {
  const checked = readBackupFile(text);
  if (!checked.ok) return checked;
  const { sheets, roster, unrestorable } = checked.value;
  const imported = await importCheckedSheets(sheets, database, { roster, ...options });
  if (!imported.ok || unrestorable.length === 0) return imported;
  return ok({ ...imported.value, unrestorable });
}

/**
 * Adds sheets already read and checked by readBackup (the restore screen checks the file once,
 * for its confirmation, and imports what it checked: a big file is not parsed twice).
 */
export async function importCheckedSheets(
  checked: readonly CheckedSheet[],
  database: SkatDatabase = db,
  options: ImportOptions = {},
): Promise<Result<ImportSummary, ImportError>> {
  try {
    const tables = [
      database.sheets,
      database.log,
      database.startingLogs,
      database.settings,
      database.roster,
    ];
    const summary = await database.transaction('rw', tables, async () => {
      const written = await writeSheets(database, checked, options);
      // Events are immutable: one already here is the same event, put again unchanged.
      if (options.roster && options.roster.length > 0)
        await database.roster.bulkPut([...options.roster]);
      return written;
    });
    return ok(summary);
  } catch (error) {
    if (error instanceof ImportRefused) return fail(error.errors);
    const storeError = toStoreError(error);
    return fail([
      storeError.code === 'storage-failed'
        ? { code: 'storage-failed', detail: storeError.detail }
        : { code: 'storage-full' },
    ]);
  }
}
