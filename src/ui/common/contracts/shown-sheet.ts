import { useEffect } from 'react';
import type { DealRecord, SheetRecord } from '../../../db/records';

/*
 * The sheet the sheet screen shows right now, for the deal entry opened from it. The entry then
 * renders at once with the same sheet and deals, and knows whether a draft is waiting, instead of
 * first reading both from the database and rendering twice more (a tap to the entry took 60–140
 * ms; issue 11 asks < 50 ms). The entry's own live read takes over as soon as it is in.
 * Kept only while the sheet screen is mounted with both its reads in — so it is never older than
 * what the screen showed when its button was tapped — and dropped when the screen goes.
 */

export interface ShownSheet {
  readonly sheet: SheetRecord;
  readonly deals: readonly DealRecord[];
  /** A half-entered deal is stored for the sheet (the screen offers "Continue deal N"). */
  readonly draftInProgress: boolean;
}

let shown: { readonly sheetId: string; readonly value: ShownSheet } | null = null;

/** What the sheet screen shows for this sheet, if it is on the screen (or just being left). */
export function shownSheet(sheetId: string): ShownSheet | undefined {
  return shown?.sheetId === sheetId ? shown.value : undefined;
}

/** The sheet screen's side: offers what it shows while it shows it. */
export function useShowingSheet(sheetId: string, value: ShownSheet | undefined): void {
  useEffect(() => {
    if (!value) return;
    const offered = { sheetId, value };
    shown = offered;
    return () => {
      if (shown === offered) shown = null;
    };
  }, [sheetId, value]);
}
