/*
 * Where the next start opens: at the list, or back at the sheet in progress (src/app/resume.ts).
 * index.html's shell shows the list kept from the last start (src/ui/sheets/list-snapshot.ts)
 * only when the app will open at the list: a list flashed before the sheet would move
 * everything under the thumb. So every screen that learns where the next start opens says so
 * here; when unsure ("no", or nothing recorded), the shell stays plain.
 */

/** "yes" while the next start opens at the list (no sheet in progress to return to). */
export const STARTS_AT_LIST_KEY = 'skat-scorekeeper.starts-at-list';

/** Records whether the next start opens at the list (true) or at a sheet in progress. */
export function rememberWhereTheAppStarts(atList: boolean, storage?: Storage): void {
  try {
    (storage ?? window.localStorage).setItem(STARTS_AT_LIST_KEY, atList ? 'yes' : 'no');
  } catch {
    // Full or blocked storage (a private window's settings): the shell then stays plain.
  }
}
