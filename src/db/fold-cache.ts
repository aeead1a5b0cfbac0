// The last judged fold of the sheets read (domain/judged-fold.ts): the next read of a sheet's log
// judges and folds only the events that came after it. A flood arrives in batches appended after
// the last event, and the sheet screen reads the sheet again after each: judging and folding the
// whole log each time was one task of hundreds of ms on a phone (issue 34, item 5). A cache of a
// fold is rebuilt whenever its events change in any other way (judgedFoldOnward), or the sheet's
// start, or its tampered or unsent events.
import { judgedFold, judgedFoldOnward, type JudgedFold } from '../domain/judged-fold';
import { takenBackOf } from './folded-sheet';
import type { EventRecord, SheetRecord } from './records';

/** Sheets kept: the one on screen, and a few the list or a backup read meanwhile. */
const KEPT = 8;

interface Kept {
  /** What the fold rests on besides the events. */
  readonly basis: string;
  readonly judged: JudgedFold<EventRecord>;
}

const kept = new Map<string, Kept>();

/** The sheet's log judged and folded, on top of the last read's where its events only grew. */
export function judgedLogOf(
  record: SheetRecord,
  events: readonly EventRecord[],
): JudgedFold<EventRecord> {
  const takenBack = takenBackOf(record);
  const basis = JSON.stringify([record.createdAt, record.setup, [...takenBack]]);
  const before = kept.get(record.id);
  const judged =
    before?.basis === basis
      ? judgedFoldOnward(before.judged, events)
      : judgedFold(record.setup, events, takenBack);
  // The latest read last: the first one is the one read longest ago.
  kept.delete(record.id);
  kept.set(record.id, { basis, judged });
  const oldest = kept.keys().next().value;
  if (kept.size > KEPT && oldest !== undefined) kept.delete(oldest);
  return judged;
}
