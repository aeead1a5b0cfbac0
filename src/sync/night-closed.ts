// A club night's table phone when the director closes the night (issue 34 item 9): from then on
// the server refuses the table's login, and what the phone had not sent yet (a deal entered
// offline, or in the seconds before the closing) will never arrive. It is not lost: it stays in
// the sheet's log, marked as not sent (db/not-sent.ts), counted nowhere (as on the director's
// list), and the sheet names it, so the director can enter it.
//
// Which events are not sent is what the live sheet still has waiting (live-state.ts `unsent`).
// On a table phone that set is kept in localStorage, not only for the page's life: a phone put
// away offline is often reloaded before it is back, and a reloaded page would otherwise know of
// no waiting deal, and count it for ever.
import type { SkatDatabase } from '../db/database';
import { markNotSent } from '../db/not-sent';
import { eventOfDocId } from './protocol/ids';
import { asGuestStatus, type SyncStatus } from './status';

const KEPT_PREFIX = 'skat-table-unsent:';
/** At most this many ids kept a sheet (a table enters at most 255 deals, with corrections). */
const MAX_KEPT = 2_000;

function readKept(key: string): string[] {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown;
    return Array.isArray(value)
      ? value.filter((id): id is string => typeof id === 'string').slice(0, MAX_KEPT)
      : [];
  } catch {
    return [];
  }
}

/** A set of document ids that writes itself to localStorage on every change. */
class KeptSet extends Set<string> {
  private key = '';

  static of(key: string): KeptSet {
    const set = new KeptSet();
    for (const id of readKept(key)) set.add(id);
    set.key = key;
    return set;
  }

  override add(id: string): this {
    super.add(id);
    this.save();
    return this;
  }

  override delete(id: string): boolean {
    const had = super.delete(id);
    if (had) this.save();
    return had;
  }

  override clear(): void {
    super.clear();
    this.save();
  }

  private save(): void {
    // Before `of` has set the key: the ids read from storage, nothing to write.
    if (this.key === '') return;
    try {
      if (this.size === 0) localStorage.removeItem(this.key);
      else localStorage.setItem(this.key, JSON.stringify([...this].slice(0, MAX_KEPT)));
    } catch {
      // Storage full or denied: the set still holds them for this page's life.
    }
  }
}

/** A table sheet's documents not yet confirmed by the server, kept across reloads. */
export function keptUnsent(sheetId: string): Set<string> {
  return KeptSet.of(`${KEPT_PREFIX}${sheetId}`);
}

/**
 * A table phone's status listener: once the server refuses the table because its night closed,
 * every event still waiting is marked not sent on the sheet (again after each new one: a deal
 * entered after the closing cannot be sent either). `onMarked` hears the events newly marked.
 */
export function markedWhenClosed(
  database: SkatDatabase,
  sheetId: string,
  linkName: string,
  unsent: ReadonlySet<string>,
  onMarked: (eventIds: readonly string[]) => void = () => {},
): (status: SyncStatus) => void {
  return (status) => {
    const told = asGuestStatus(status, linkName);
    if (told.state !== 'refused' || told.code !== 'night-closed' || unsent.size === 0) return;
    const events = [...unsent].flatMap((docId) => eventOfDocId(docId) ?? []);
    void markNotSent(database, sheetId, events).then(
      (marked) => {
        if (marked.ok && marked.value.length > 0) onMarked(marked.value);
      },
      // The store failed: the next status (or the next start of the sheet) marks them.
      () => undefined,
    );
  };
}
