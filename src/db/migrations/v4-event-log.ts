// Version 3 → 4: a sheet becomes an append-only log of events. Each stored deal becomes the
// `deal-added` event that starts its history, at the time it was added, in the order of the
// sheet; the `deals` and `undo` stores are then dropped (nothing is stored twice).
//
// The pending undo entry of a sheet (at most one) is kept as what it stood for: after an edit,
// the deal is added as it was before and replaced by today's version; after a delete, the deal is
// added and deleted; after an add, nothing more is needed. So the first undo after the upgrade
// takes back the same change as before it, and goes on from there step by step.
//
// A deal edited earlier than its undo entry only has its latest version: older versions were
// never stored, so its history starts with the deal as it is.
import type { SheetChange } from '../../domain/sheet-log';
import type { SheetDeal } from '../../domain/sheet-deal';
import type { EventRecord } from '../records';

/** A deal record as versions 1–3 stored it. */
export interface DealRecordV3 {
  readonly id: string;
  readonly sheetId: string;
  readonly position: number;
  readonly deal: SheetDeal;
  readonly createdAt: number;
  readonly updatedAt: number;
}

/** The undo entry of versions 1–3: the one change per sheet undo would revert. */
export interface UndoRecordV3 {
  readonly sheetId: string;
  readonly kind: 'added' | 'changed' | 'deleted';
  readonly dealId: string;
  readonly before: DealRecordV3 | null;
  readonly createdAt: number;
}

/** The device of every migrated event: not a phone, the upgrade itself. */
export const MIGRATION_DEVICE = 'v4-upgrade';

/** The id of the event that adds a migrated deal (ids are unique: deal ids are). */
export function migratedAddId(dealId: string): string {
  return `v4-added-${dealId}`;
}

function event(
  sheetId: string,
  id: string,
  clock: number,
  at: number,
  change: SheetChange,
): EventRecord {
  return { id, sheetId, device: MIGRATION_DEVICE, clock, at, change };
}

/** The deal record the undo entry knew before its change, when it can be replayed. */
function undoneBefore(undo: UndoRecordV3 | undefined, deals: readonly DealRecordV3[]) {
  if (!undo?.before || undo.before.id !== undo.dealId) return null;
  const present = deals.some((deal) => deal.id === undo.dealId);
  if (undo.kind === 'changed' && present) return undo.before;
  if (undo.kind === 'deleted' && !present) return undo.before;
  return null;
}

function sheetEvents(
  sheetId: string,
  deals: readonly DealRecordV3[],
  undo: UndoRecordV3 | undefined,
): EventRecord[] {
  const before = undoneBefore(undo, deals);
  const current = new Map(deals.map((deal) => [deal.id, deal]));
  const added =
    before && undo?.kind === 'changed'
      ? deals.map((d) => (d.id === before.id ? before : d))
      : [...deals];
  if (before && undo?.kind === 'deleted') added.push(before);
  added.sort((a, b) => a.position - b.position);
  const events = added.map((deal, index) =>
    event(sheetId, migratedAddId(deal.id), index + 1, deal.createdAt, {
      kind: 'deal-added',
      dealId: deal.id,
      deal: deal.deal,
    }),
  );
  if (!before || !undo) return events;
  const clock = events.length + 1;
  const edited = current.get(before.id);
  const last: SheetChange =
    undo.kind === 'changed' && edited
      ? {
          kind: 'deal-replaced',
          dealId: before.id,
          replaces: migratedAddId(before.id),
          deal: edited.deal,
        }
      : { kind: 'deal-deleted', dealId: before.id };
  return [...events, event(sheetId, `v4-${undo.kind}-${before.id}`, clock, undo.createdAt, last)];
}

/**
 * A sheet's deals without history (stored by version 3, or in a backup file of version 1–3) as
 * the start of its log: each deal added, in the order of the sheet, at the time it was added.
 * The database's upgrade and the import of an older backup both use it, so a sheet upgraded on
 * one phone and restored from its old backup on another starts with the very same events (same
 * ids), and the two logs merge without a deal twice.
 */
export function startingLog(sheetId: string, deals: readonly DealRecordV3[]): EventRecord[] {
  return sheetEvents(sheetId, deals, undefined);
}

/** Every sheet's stored deals (and pending undo) as the first events of its log. */
export function dealsToEvents(
  deals: readonly DealRecordV3[],
  undo: readonly UndoRecordV3[],
): EventRecord[] {
  const bySheet = new Map<string, DealRecordV3[]>();
  for (const deal of deals) {
    const sheetDeals = bySheet.get(deal.sheetId);
    if (sheetDeals) sheetDeals.push(deal);
    else bySheet.set(deal.sheetId, [deal]);
  }
  for (const entry of undo) if (!bySheet.has(entry.sheetId)) bySheet.set(entry.sheetId, []);
  const undoBySheet = new Map(undo.map((entry) => [entry.sheetId, entry]));
  return [...bySheet].flatMap(([sheetId, sheetDeals]) =>
    sheetEvents(sheetId, sheetDeals, undoBySheet.get(sheetId)),
  );
}
