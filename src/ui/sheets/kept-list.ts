import { onSheetsChanged } from '../../db/sheets-changed';
import { forgetFirstPageCopy } from './first-page-copy';
import { forgetListSnapshot } from './list-snapshot';

/**
 * The list's kept copies — its first page's data (first-page-copy.ts) and its markup for the
 * next start's shell (list-snapshot.ts) — are only kept while nothing has changed since the list
 * last read them: any write to a sheet or its log, here or in another tab, drops both. The list
 * writes them again from its next read (it re-reads on every change while it is shown); until
 * then the list opens from the database, never from a copy known to be out of date (a sheet's
 * deal count from before the evening, a sheet missing that was started since). Returns how to
 * stop.
 */
export function dropKeptListOnChange(): () => void {
  return onSheetsChanged(() => {
    forgetFirstPageCopy();
    forgetListSnapshot();
  });
}
