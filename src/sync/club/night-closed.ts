// A club night's table phone when the director closes the night (issue 34 item 9): from then on
// the server refuses the table's login, and what the phone had not sent yet (a deal entered
// offline, or in the seconds before the closing) will never arrive. It is not lost: it stays in
// the sheet's log, marked as not sent (db/not-sent.ts), counted nowhere (as on the director's
// list), and the sheet names it, so the director can enter it.
//
// Which events are not sent is what the live sheet still has waiting (live-state.ts `unsent`),
// less those the club got while the phone missed its answer: the night's closed public standings
// count them for the table (closed-standings.ts).
// On a table phone that set is kept in localStorage, not only for the page's life: a phone put
// away offline is often reloaded before it is back, and a reloaded page would otherwise know of
// no waiting deal, and count it for ever.
import type { SkatDatabase } from '../../db/database';
import { markNotSent } from '../../db/not-sent';
import { loadSheet } from '../../db/sheet-log';
import { sentByCount, type SentSplit } from '../../domain/tournament/sent-by-count';
import { CLOSED_READS, closedTableDeals, type ClosedReads } from './closed-standings';
import type { GuestLink } from './guest-store';
import { eventOfDocId } from '../protocol/ids';
import { asGuestStatus, type SyncStatus } from '../live/status';

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

/** The table link's fields the check reads: its sheet, its login and its database. */
type TableLink = Pick<GuestLink, 'sheetId' | 'name' | 'database'>;

/**
 * Which waiting events (ids) the club got after all, by the closed public standings: a write
 * whose answer the phone missed is on the server (closed-standings.ts, sent-by-count.ts). All
 * are lost when nothing proves otherwise. Events marked already are not asked about again.
 */
async function sentSplit(
  database: SkatDatabase,
  link: TableLink,
  waiting: ReadonlySet<string>,
  reads: ClosedReads,
): Promise<SentSplit> {
  const sheet = await loadSheet(database, link.sheetId);
  const marked = new Set(sheet?.record.notSent ?? []);
  const asked = new Set([...waiting].filter((id) => !marked.has(id)));
  const none: SentSplit = { sent: [], lost: [...asked] };
  if (!sheet || asked.size === 0) return none;
  const events = sheet.events.filter((event) => !marked.has(event.id));
  let split: SentSplit | null = null;
  await closedTableDeals(
    link.database,
    link.sheetId,
    (deals) => {
      split = sentByCount(events, asked, deals) ?? split;
      return split !== null && split.lost.length === 0;
    },
    reads,
  );
  return split ?? none;
}

/**
 * A table phone's status listener: once the server refuses the table because its night closed,
 * the events still waiting that the club got after all (its answer missed) are waiting no more,
 * and the others are marked not sent on the sheet (again after each new one: a deal entered after
 * the closing cannot be sent either). `onMarked` hears the events newly marked.
 */
export function markedWhenClosed(
  database: SkatDatabase,
  link: TableLink,
  unsent: Set<string>,
  onMarked: (eventIds: readonly string[]) => void = () => {},
  reads: ClosedReads = CLOSED_READS,
): (status: SyncStatus) => void {
  const settle = async () => {
    const docOf = new Map(
      [...unsent].flatMap((docId) => {
        const id = eventOfDocId(docId);
        return id === null ? [] : [[id, docId] as const];
      }),
    );
    const split = await sentSplit(database, link, new Set(docOf.keys()), reads);
    for (const id of split.sent) unsent.delete(docOf.get(id) ?? '');
    const marked = await markNotSent(database, link.sheetId, split.lost);
    if (marked.ok && marked.value.length > 0) onMarked(marked.value);
  };
  // One check at a time; a status heard meanwhile checks once more after it (a new deal).
  let running = false;
  let again = false;
  const run = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    // The store failed: the next status (or the next start of the sheet) checks again.
    void settle()
      .catch(() => undefined)
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          run();
        }
      });
  };
  return (status) => {
    const told = asGuestStatus(status, link.name);
    if (told.state === 'refused' && told.code === 'night-closed' && unsent.size > 0) run();
  };
}
