// The whole sheet's history, for its history view: every event of the log, each with the deal it
// concerns as the list showed it just before and just after (its number, and its row as scored
// then), as data. Nothing here changes the log; the view only reads it.
import type { SheetSetup } from './rules';
import type { SheetRow } from './sheet-types';
import type { ListDeal } from './voided-deal';
import { foldLog } from './fold-log';
import { scoreSheet } from './sheet';
import { isDealChange, orderEvents, undoneIds, type SheetEvent } from './sheet-log';

/** A deal as the list held it at one point of the log. */
export interface DealSnapshot {
  /** 1-based, its place on the list then. */
  readonly number: number;
  readonly deal: ListDeal;
  /** Its row as the sheet scored then (value, Bock); null when the sheet did not score. */
  readonly row: SheetRow | null;
}

export interface SheetHistoryEntry {
  readonly event: SheetEvent;
  /** For an undo: the event it takes back (null when the log does not hold it). */
  readonly target: SheetEvent | null;
  /** The deal the event (or the event an undo takes back) concerns; null for a sheet change. */
  readonly dealId: string | null;
  /** The deal just before the event; null when it was not on the list. */
  readonly before: DealSnapshot | null;
  /** The deal just after it; null when the event took it off the list. */
  readonly after: DealSnapshot | null;
  /**
   * The deal's number: where it stands after the event, or before it (a delete), or where it last
   * stood (a change that found the deal deleted, from a merged log: it changed nothing).
   */
  readonly dealNumber: number | null;
  /** Whether a later undo took this event back. */
  readonly undone: boolean;
}

function dealIdOf(event: SheetEvent | null | undefined): string | null {
  return event && isDealChange(event.change) ? event.change.dealId : null;
}

/** The deal as the sheet stood after `events`, scored with the rules in force then. */
function snapshot(setup: SheetSetup, events: readonly SheetEvent[], dealId: string) {
  const folded = foldLog(events);
  const index = folded.deals.findIndex((deal) => deal.dealId === dealId);
  const found = folded.deals[index];
  if (!found) return null;
  const scored = scoreSheet(
    folded.rules?.setup ?? setup,
    folded.deals.map((deal) => deal.deal),
  );
  const row = scored.ok ? (scored.value.rows[index] ?? null) : null;
  return { number: index + 1, deal: found.deal, row };
}

/**
 * Every event in fold order (or, with `onlyDeal`, those about that deal: its own history).
 * `setup` is the sheet's rules as started (a rules change in the log replaces them from there
 * on). Before and after show the sheet as it stood at that point of the log, so a later undo does
 * not rewrite what an earlier entry showed.
 */
export function sheetHistory(
  setup: SheetSetup,
  events: readonly SheetEvent[],
  onlyDeal?: string,
): SheetHistoryEntry[] {
  const ordered = orderEvents(events);
  const byId = new Map(ordered.map((event) => [event.id, event]));
  const undone = undoneIds(ordered);
  const lastNumber = new Map<string, number>();
  return ordered.flatMap((event, index) => {
    const target = event.change.kind === 'undone' ? (byId.get(event.change.undoes) ?? null) : null;
    const dealId = dealIdOf(event.change.kind === 'undone' ? target : event);
    // Each entry folds and scores the log up to it: skip what a deal's own history leaves out.
    if (onlyDeal !== undefined && dealId !== onlyDeal) return [];
    const before = dealId === null ? null : snapshot(setup, ordered.slice(0, index), dealId);
    const after = dealId === null ? null : snapshot(setup, ordered.slice(0, index + 1), dealId);
    const number = after?.number ?? before?.number;
    if (dealId !== null && number !== undefined) lastNumber.set(dealId, number);
    const dealNumber = dealId === null ? null : (lastNumber.get(dealId) ?? null);
    return [{ event, target, dealId, before, after, dealNumber, undone: undone.has(event.id) }];
  });
}

/**
 * When each deal was last corrected: the time of its latest replace that counts (not undone).
 * A void, a restore or an undo is no correction: "changed twice, last at 22:14" names the edit.
 */
export function lastCorrectedAt(events: readonly SheetEvent[]): ReadonlyMap<string, number> {
  const ordered = orderEvents(events);
  const undone = undoneIds(ordered);
  const at = new Map<string, number>();
  for (const event of ordered) {
    const { change } = event;
    if (change.kind !== 'deal-replaced' || undone.has(event.id)) continue;
    at.set(change.dealId, Math.max(at.get(change.dealId) ?? 0, event.at));
  }
  return at;
}
