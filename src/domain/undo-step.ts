// What undo takes back next. Undo walks back through a sheet's changes one step at a time, the
// latest first; a step appends `undone` events (sheet-log.ts), the log itself stays as it was.
//
// A step takes back the latest change that counts on the sheet now. Changes the fold ignores (a
// change of a deal already deleted, a second void of a crossed-out deal: fold-log.ts) are passed
// over, since taking one back would change nothing. They are not lost: undoing a delete brings
// the deal back with the changes made to it after the delete; from then on they count, and the
// next step takes the latest of them back.
//
// A copy of the step's change that the fold ignored only because the change came first (the same
// void, restore, delete or add of the same deal, from another phone) is taken back with it:
// without the change the copy would count in its place, and the step would change nothing.
//
// A shared sheet's start events (device START_DEVICE) are not changes anybody made: they say
// what the sheet was started with. Undo never offers them (issue 31 item 12: "Undo: renamed the
// sheet" right after "Share live", changing nothing visible and sending an undo to the club).
import { foldLog, foldNotingIgnored } from './fold-log';
import { isDealChange, orderEvents, START_DEVICE, undoneIds, type SheetEvent } from './sheet-log';

export interface UndoStep {
  /** The change the step takes back: the undo button is named after it (its kind and deal number). */
  readonly target: SheetEvent;
  /** Every event the step takes back: the target, then the copies of it the fold ignored. */
  readonly undoes: readonly SheetEvent[];
  /**
   * The target's deal (1-based) as the sheet shows it: where it stands now, a deleted deal where
   * the step brings it back. Null for a change of the sheet itself (name, players, rules).
   */
  readonly dealNumber: number | null;
}

function isCopy(event: SheetEvent, target: SheetEvent): boolean {
  const [a, b] = [event.change, target.change];
  // A concurrent add of the same deal from another phone (concurrency.ts) is a copy too.
  if (a.kind === 'deal-added' && b.kind === 'deal-added' && a.dealId !== b.dealId) {
    return JSON.stringify(a.deal) === JSON.stringify(b.deal);
  }
  return isDealChange(a) && isDealChange(b) && a.kind === b.kind && a.dealId === b.dealId;
}

/** The next step of undo; null when nothing left counts on the sheet. */
export function nextUndo(events: readonly SheetEvent[]): UndoStep | null {
  const ordered = orderEvents(events);
  const undone = undoneIds(ordered);
  const { sheet, ignored } = foldNotingIgnored(ordered);
  const open = ordered.filter(
    (event) =>
      event.change.kind !== 'undone' && event.device !== START_DEVICE && !undone.has(event.id),
  );
  const index = open.findLastIndex((event) => !ignored.has(event.id));
  const target = open[index];
  if (!target) return null;
  const copies = open.slice(index + 1).filter((e) => ignored.has(e.id) && isCopy(e, target));
  const undoes = [target, ...copies];
  if (!isDealChange(target.change)) return { target, undoes, dealNumber: null };
  // Only a delete's deal is off the sheet now (a later delete would be the target): the sheet
  // without the step's events is the sheet after it (an undone event counts as if not there).
  const taken = new Set(undoes.map((event) => event.id));
  const deals = target.change.kind === 'deal-deleted' ? foldLog(ordered, taken).deals : sheet.deals;
  const { dealId } = target.change;
  const place = deals.findIndex((deal) => deal.dealId === dealId);
  return { target, undoes, dealNumber: place === -1 ? null : place + 1 };
}
