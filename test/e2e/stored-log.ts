// Reads a sheet's deals straight from the app's IndexedDB, as the app stores them since schema
// version 4: an event log per sheet (the `log` store since version 5). The page folds it the simple way (by clock, undone events
// left out): enough to check what the app wrote, independent of the app's own code.
import type { Page } from '@playwright/test';

export interface StoredLog {
  /** The first sheet's setup as started. */
  readonly setup: unknown;
  /** The deals of the first sheet, in order (a voided one as { kind: 'voided', deal }). */
  readonly deals: unknown[];
  readonly drafts: number;
}

export function storedLog(page: Page): Promise<StoredLog> {
  return page.evaluate(
    () =>
      new Promise<StoredLog>((resolve, reject) => {
        interface Event {
          id: string;
          device: string;
          clock: number;
          sheetId: string;
          change: { kind: string; dealId?: string; deal?: unknown; undoes?: string };
        }
        const open = indexedDB.open('skat-scorekeeper');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['sheets', 'log', 'drafts']);
          const sheets = tx.objectStore('sheets').getAll();
          const events = tx.objectStore('log').getAll();
          const drafts = tx.objectStore('drafts').count();
          tx.oncomplete = () => {
            db.close();
            const sheet = sheets.result[0] as { id: string; setup: unknown } | undefined;
            const log = (events.result as Event[])
              .filter((event) => event.sheetId === sheet?.id)
              .sort((a, b) => a.clock - b.clock || (a.device + a.id < b.device + b.id ? -1 : 1));
            const undone = new Set(log.map((event) => event.change.undoes));
            const deals = new Map<string, { deal: unknown; voided: boolean } | null>();
            for (const { id, change } of log) {
              const dealId = change.dealId ?? '';
              const current = deals.get(dealId);
              if (undone.has(id)) continue;
              if (change.kind === 'deal-added' && current === undefined)
                deals.set(dealId, { deal: change.deal, voided: false });
              if (!current) continue;
              if (change.kind === 'deal-replaced')
                deals.set(dealId, { ...current, deal: change.deal });
              if (change.kind === 'deal-deleted') deals.set(dealId, null);
              if (change.kind === 'deal-voided') deals.set(dealId, { ...current, voided: true });
              if (change.kind === 'deal-restored') deals.set(dealId, { ...current, voided: false });
            }
            resolve({
              setup: sheet?.setup,
              deals: [...deals.values()].flatMap((d) =>
                d ? [d.voided ? { kind: 'voided', deal: d.deal } : d.deal] : [],
              ),
              drafts: drafts.result,
            });
          };
        };
      }),
  );
}

interface StoredEvent {
  readonly id: string;
  readonly device: string;
  readonly clock: number;
  readonly at: number;
  readonly sheetId: string;
  readonly change: {
    readonly kind: string;
    readonly dealId?: string;
    readonly deal?: unknown;
    readonly undoes?: string;
  };
}

/** A deal folded from dumped events: its id, sheet, the deal, and when it last changed. */
export interface DumpedDeal<D = unknown> {
  readonly id: string;
  readonly sheetId: string;
  readonly deal: D;
  readonly updatedAt: number;
}

/**
 * The deals of one sheet from a dump of the `log` store (added, replaced, deleted; undone
 * events left out), in order, each with the time of its last change.
 */
export function dealsOfDump<D>(events: readonly unknown[] | undefined, sheetId: string) {
  const log = ((events ?? []) as StoredEvent[])
    .filter((event) => event.sheetId === sheetId)
    .sort((a, b) => a.clock - b.clock || (a.device + a.id < b.device + b.id ? -1 : 1));
  const undone = new Set(log.map((event) => event.change.undoes));
  const deals = new Map<string, DumpedDeal<D> | null>();
  for (const { id, at, change } of log) {
    const dealId = change.dealId ?? '';
    const current = deals.get(dealId);
    if (undone.has(id)) continue;
    if (change.kind === 'deal-added' && current === undefined)
      deals.set(dealId, { id: dealId, sheetId, deal: change.deal as D, updatedAt: at });
    if (!current) continue;
    if (change.kind === 'deal-replaced')
      deals.set(dealId, { ...current, deal: change.deal as D, updatedAt: at });
    if (change.kind === 'deal-deleted') deals.set(dealId, null);
  }
  return [...deals.values()].flatMap((deal) => (deal ? [deal] : []));
}

/** The step each stored draft is at (the entry's `step`), read straight from IndexedDB. */
export function storedDraftSteps(page: Page): Promise<unknown[]> {
  return page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('skat-scorekeeper');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const drafts = db.transaction('drafts').objectStore('drafts').getAll();
          drafts.onsuccess = () => {
            db.close();
            resolve((drafts.result as { draft?: { step?: unknown } }[]).map((r) => r.draft?.step));
          };
          drafts.onerror = () => reject(drafts.error);
        };
      }),
  );
}
