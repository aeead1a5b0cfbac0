import { keepInStorage, localStorageIfAllowed } from '../common/cold-start/kept-in-storage';
import { FIRST_PAGE_COPY_KEY as COPY_KEY } from '../common/cold-start/next-start';
import type { ListedPage, ListedSheet } from './listed-sheet';

/*
 * A copy of the list's first page, kept in localStorage, so the list shows at once when it opens
 * — before IndexedDB has answered. With a club's history (10,000 sheets × 48 deals) the database's
 * first answer after a browser start takes about a second, and every later opening of the list
 * 60–230 ms (issue 11 asks < 200 ms). The database stays the truth: the copy is only ever shown
 * until the real read is in (the list is marked busy meanwhile), the real read replaces it at
 * once, and each real read of the first page rewrites it. A copy that is missing, damaged or of
 * another version is ignored, never trusted.
 */

/** Bumped whenever ListedSheet changes shape: an older copy is then ignored. */
const COPY_VERSION = 2;

const isText = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

function isListedSheet(value: unknown): value is ListedSheet {
  if (typeof value !== 'object' || value === null) return false;
  const sheet = value as Record<string, unknown>;
  return (
    isText(sheet.id) &&
    isText(sheet.name) &&
    Array.isArray(sheet.playerNames) &&
    sheet.playerNames.every(isText) &&
    isCount(sheet.plannedDeals) &&
    isCount(sheet.dealCount) &&
    typeof sheet.finished === 'boolean' &&
    isCount(sheet.startedAt)
  );
}

/** The stored copy of the first page, or null when there is none that can be trusted to show. */
export function readFirstPageCopy(storage: Storage | undefined = localStorageIfAllowed()) {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(COPY_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { version, sheets, total } = stored as Record<string, unknown>;
    if (version !== COPY_VERSION || !Array.isArray(sheets) || !isCount(total)) return null;
    if (!sheets.every(isListedSheet) || sheets.length > total) return null;
    const page: ListedPage = { sheets, total };
    return page;
  } catch {
    return null;
  }
}

/** Keeps `page` (the real first page, just read) as the copy the next opening shows. */
export function writeFirstPageCopy(
  page: ListedPage,
  storage: Storage | undefined = localStorageIfAllowed(),
): void {
  keepInStorage(COPY_KEY, JSON.stringify({ version: COPY_VERSION, ...page }), storage);
}
