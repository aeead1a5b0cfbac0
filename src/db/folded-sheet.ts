// A sheet and its log folded into the shapes the screens and import/export know. Pure (no
// Dexie): the restore's worker folds a file's logs with it, off the screen's thread.
import { foldLog, type FoldedSheet } from '../domain/fold-log';
import { foldedHead } from '../domain/sheet-head';
import { countedEvents, judgeLog, type LogRefusal } from '../domain/log-judge';
import type { DealRecord, EventRecord, SheetRecord } from './records';

/** The sheet as it stands: as started, with the latest name, players and rules of its log. */
export function foldedSheetRecord(record: SheetRecord, folded: FoldedSheet): SheetRecord {
  // The head says the players (or none: the names are), so the started ones are dropped here.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { playerIds, ...started } = record;
  return { ...started, ...foldedHead(folded, record) };
}

/** The folded deals in the shape the UI and import/export know. */
export function dealRecords(sheetId: string, folded: FoldedSheet): DealRecord[] {
  return folded.deals.map((deal, position) => ({
    id: deal.dealId,
    sheetId,
    position,
    deal: deal.deal,
    createdAt: deal.addedAt,
    updatedAt: deal.changedAt,
  }));
}

/** Events that count as if undone: tampered ones, and a closed night's table events never sent. */
export function takenBackOf(record: SheetRecord): ReadonlySet<string> {
  return new Set([...(record.tampered ?? []), ...(record.notSent ?? [])]);
}

/** A sheet read with its log, folded. */
export interface LoadedSheet {
  /** The sheet as it stands (name, players and rules folded in). */
  readonly sheet: SheetRecord;
  /** The stored record: the sheet as started, and its `updatedAt`. */
  readonly record: SheetRecord;
  readonly events: readonly EventRecord[];
  readonly folded: FoldedSheet;
  readonly deals: DealRecord[];
  /** Events of the log that do not count (domain/log-judge.ts), and why: kept, shown, not folded. */
  readonly refused: ReadonlyMap<string, LogRefusal>;
}

/**
 * `judged`: the log's refused events as judged already (a local write's sheet after its event:
 * the new event counts, so the write's own checks see it and refuse it with their reason).
 */
export function loadedSheet(
  record: SheetRecord,
  events: readonly EventRecord[],
  judged?: ReadonlyMap<string, LogRefusal>,
): LoadedSheet {
  // A tampered event (every version of it) counts as if undone: what builds on it finds nothing.
  // So does a table's event the club never got before its night closed (records.ts notSent).
  const tampered = takenBackOf(record);
  const refused = judged ?? judgeLog(record.setup, events, tampered);
  const folded = foldLog(countedEvents(events, refused), tampered);
  return loadedOf(record, events, folded, refused);
}

/** A sheet read with its log, judged and folded already (db/fold-cache.ts). */
export function loadedOf(
  record: SheetRecord,
  events: readonly EventRecord[],
  folded: FoldedSheet,
  refused: ReadonlyMap<string, LogRefusal>,
): LoadedSheet {
  return {
    sheet: foldedSheetRecord(record, folded),
    record,
    events,
    folded,
    deals: dealRecords(record.id, folded),
    refused,
  };
}
