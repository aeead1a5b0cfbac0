import { onSheetsChanged } from '../../../db/sheets-changed';

/*
 * What the next start shows before the app has run: index.html's shell shows the sheet list as
 * the app last showed it (src/ui/common/cold-start/list-snapshot.ts) — but only when the app will open at
 * the list, not back at the sheet in progress (src/app/cold-start/resume.ts): a list flashed before the
 * sheet would move everything under the thumb. So every screen that learns where the next start
 * opens says so here; when unsure ("no", or nothing recorded), the shell stays plain.
 *
 * The list keeps two copies: its first page's data (src/ui/sheet-list/first-page-copy.ts, for its
 * own first render) and its nodes (for the shell, list-snapshot.ts). Both are kept only while nothing has changed
 * since the list last read them. This module is all of this the app's start loads.
 */

/** "yes" while the next start opens at the list (no sheet in progress to return to). */
export const STARTS_AT_LIST_KEY = 'skat-scorekeeper.starts-at-list';
/** Where the copy of the list's first page is kept. */
export const FIRST_PAGE_COPY_KEY = 'skat-scorekeeper.list-first-page';
/** Where the list's nodes are kept; index.html's shell reads them by this key. */
export const LIST_SNAPSHOT_KEY = 'skat-scorekeeper.list-snapshot';

/**
 * Records whether the next start opens at the list (true) or at a sheet in progress.
 *
 * Here and below, storage is guarded in place rather than through kept-in-storage.ts: this module
 * is in the start's download, and importing that one moves it there too (48 bytes gzip, over the
 * 125 kB budget of `npm run size`, measured).
 */
export function rememberWhereTheAppStarts(atList: boolean, storage?: Storage): void {
  try {
    (storage ?? window.localStorage).setItem(STARTS_AT_LIST_KEY, atList ? 'yes' : 'no');
  } catch {
    // Full or blocked storage (a private window's settings): the shell then stays plain.
  }
}

/**
 * Any write to a sheet or its log, here or in another tab, drops both of the list's copies. The
 * list writes them again from its next read (it re-reads on every change while it is shown);
 * until then the list opens from the database, never from a copy known to be out of date (a
 * sheet's deal count from before the evening, a sheet missing that was started since). Returns
 * how to stop.
 */
export function dropKeptListOnChange(): () => void {
  return onSheetsChanged(() => {
    try {
      localStorage.removeItem(FIRST_PAGE_COPY_KEY);
      localStorage.removeItem(LIST_SNAPSHOT_KEY);
    } catch {
      // Blocked storage holds no copies either.
    }
  });
}
