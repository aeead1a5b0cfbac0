// A sheet's documents read by the sheet's own key range, page after page (each page starting
// after the last id of the one before), never as one window of the first N: 20,000 documents a
// member wrote with ids that sort first filled the phones' one window of 20,000, and the sheet's
// own deals, start and new events behind them were never read (issue 34, item 5). Bounded:
// MAX_RANGE_PAGES pages of RANGE_PAGE. Between pages the page gets the main thread back.
import { sheetDocRange } from '../protocol/ids';
import type { AllDocsRow, Pouch } from '../pouch-types';

/** Documents read in one request. */
export const RANGE_PAGE = 1_000;
/**
 * At most this many pages: a sheet's own bound (2 × 10,000 events and their echo) and 80,000
 * more that a member may have flooded it with. Beyond that the rest of the range is not read
 * (the server cannot count a member's documents: see docs/live-flood.md).
 */
export const MAX_RANGE_PAGES = 100;

/** A macrotask later: the page draws and takes input between two pages. */
export function yieldToPage(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The longest stretch of work between two yields of timeSlices. */
export const SLICE_MS = 40;

/**
 * A function to await in a loop: it gives the page the main thread once SLICE_MS of work have
 * passed since the last time (a yield per item would cost a timer's 4 ms clamp each in a browser).
 */
export function timeSlices(): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < SLICE_MS) return;
    await yieldToPage();
    since = performance.now();
  };
}

type RangeOptions = { include_docs?: boolean; conflicts?: boolean };

/**
 * Each page of a sheet's range in `pouch`, to `onPage` in key order. The next page is asked for
 * while `onPage` works on this one (a joining phone stores a page while the server reads the
 * next: the two waits overlap instead of adding up).
 */
export async function eachSheetRangePage(
  pouch: Pouch,
  sheetId: string,
  options: RangeOptions,
  onPage: (rows: readonly AllDocsRow[]) => Promise<void> | void,
): Promise<void> {
  const range = sheetDocRange(sheetId);
  const ask = (after: { startkey: string; skip?: number }) =>
    pouch.allDocs({ ...options, ...after, endkey: range.endkey, limit: RANGE_PAGE });
  let next = ask({ startkey: range.startkey });
  for (let page = 0; page < MAX_RANGE_PAGES; page += 1) {
    const { rows } = await next;
    const last = rows.at(-1);
    const more = rows.length === RANGE_PAGE && last !== undefined && page + 1 < MAX_RANGE_PAGES;
    // From the last id read on, less itself: the range's key order, whatever the server collates.
    if (more) next = ask({ startkey: last.id, skip: 1 });
    // A failed onPage leaves the next page's answer unheard: no unhandled rejection from it.
    if (more) next.catch(() => undefined);
    await onPage(rows);
    if (!more) return;
    await yieldToPage();
  }
}

/** Every document of a sheet's range in `pouch` (ids, revisions; the docs with `include_docs`). */
export async function readSheetRange(
  pouch: Pouch,
  sheetId: string,
  options: RangeOptions = {},
): Promise<AllDocsRow[]> {
  const rows: AllDocsRow[] = [];
  await eachSheetRangePage(pouch, sheetId, options, (page) => {
    rows.push(...page);
  });
  return rows;
}
