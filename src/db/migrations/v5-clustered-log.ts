// Version 4 → 5: the sheets' events move from `events` (primary key: the event's random id) to
// `log` (primary key: [sheetId, id]). IndexedDB keeps a store's records in the order of their
// primary key, so in `log` one sheet's events lie side by side: with 10,000 sheets × 48 deals,
// reading the list's 30 sheets cold took 510–930 ms through the old `sheetId` index (each
// sheet's 48 events scattered over the whole store), 133–174 ms as one key range per sheet.
//
// IndexedDB cannot change a store's primary key, so every record is copied, unchanged, and the
// old store is dropped by the same version. In pages: a phone with 480,000 events never holds
// them all in memory at once, and each page is one read and one bulk write.
import type { Table } from 'dexie';
import type { EventRecord } from '../records';

/** Events copied per read and write: a few megabytes at most. */
export const EVENTS_PER_PAGE = 2_000;

/**
 * Copies every record of `events` into `log`, page by page in the order of the old key (inside
 * the caller's upgrade transaction: a failure leaves the database at version 4, whole), telling
 * `onCopied` how many are copied after each page.
 */
export async function copyEventsToLog(
  events: Table<EventRecord, string>,
  log: Table<EventRecord, [string, string]>,
  pageSize: number = EVENTS_PER_PAGE,
  onCopied: (copied: number) => void = () => {},
): Promise<void> {
  let copied = 0;
  let page = await events.orderBy(':id').limit(pageSize).toArray();
  while (page.length > 0) {
    await log.bulkAdd(page);
    copied += page.length;
    onCopied(copied);
    const last = page[page.length - 1];
    if (page.length < pageSize || !last) return;
    page = await events.where(':id').above(last.id).limit(pageSize).toArray();
  }
}
