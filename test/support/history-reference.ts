// The history as it was first written (until issue 19), kept only as the reference the fast one
// is checked against (test/domain/history-fast.test.ts): each entry folds and scores the prefix
// of the log up to it, which is plainly right and costs the square of the log.
import { foldLog } from '../../src/domain/fold-log';
import type { SheetSetup } from '../../src/domain/rules';
import { scoreSheet } from '../../src/domain/sheet';
import type { DealHistoryStep } from '../../src/domain/deal-history';
import type { SheetHistoryEntry } from '../../src/domain/sheet-history';
import { isDealChange, orderEvents, undoneIds, type SheetEvent } from '../../src/domain/sheet-log';
import type { ListDeal } from '../../src/domain/voided-deal';

function dealIdOf(event: SheetEvent | null | undefined): string | null {
  return event && isDealChange(event.change) ? event.change.dealId : null;
}

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

export function referenceSheetHistory(
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
    if (onlyDeal !== undefined && dealId !== onlyDeal) return [];
    const before = dealId === null ? null : snapshot(setup, ordered.slice(0, index), dealId);
    const after = dealId === null ? null : snapshot(setup, ordered.slice(0, index + 1), dealId);
    const number = after?.number ?? before?.number;
    if (dealId !== null && number !== undefined) lastNumber.set(dealId, number);
    const dealNumber = dealId === null ? null : (lastNumber.get(dealId) ?? null);
    return [{ event, target, dealId, before, after, dealNumber, undone: undone.has(event.id) }];
  });
}

function dealIn(events: readonly SheetEvent[], dealId: string): ListDeal | null {
  return foldLog(events).deals.find((folded) => folded.dealId === dealId)?.deal ?? null;
}

function concerns(event: SheetEvent, dealId: string, byId: ReadonlyMap<string, SheetEvent>) {
  const { change } = event;
  if (isDealChange(change)) return change.dealId === dealId;
  if (change.kind !== 'undone') return false;
  const target = byId.get(change.undoes)?.change;
  return target !== undefined && isDealChange(target) && target.dealId === dealId;
}

export function referenceDealHistory(
  events: readonly SheetEvent[],
  dealId: string,
): DealHistoryStep[] {
  const ordered = orderEvents(events);
  const byId = new Map(ordered.map((event) => [event.id, event]));
  const undone = undoneIds(ordered);
  return ordered.flatMap((event, index) => {
    if (!concerns(event, dealId, byId)) return [];
    const before = dealIn(ordered.slice(0, index), dealId);
    const after = dealIn(ordered.slice(0, index + 1), dealId);
    return [{ event, before, after, undone: undone.has(event.id) }];
  });
}
