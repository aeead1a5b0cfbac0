import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { getSheetWithDeals, type SheetWithDeals } from '../../db/sheet-reads';
import { DealEntry } from './DealEntry';
import type { EntryStart } from '../common/contracts/entry-start';
import { DealMissing, SheetMissing } from '../common/Missing';
import { shownSheet } from '../common/contracts/shown-sheet';
import { allDealsDealt } from '../../domain/rules';

/** Which entry the route opens. */
export interface DealEntryPlace {
  readonly sheetId: string;
  /** The deal to edit; absent for the next new deal. */
  readonly dealId?: string;
  /** A new deal started on the sheet: its declarer chosen, or passed. */
  readonly start?: EntryStart;
  /** An edit opened from the sheet: saving or cancelling returns to the sheet, not to the deal. */
  readonly fromSheet?: boolean;
}

/** The app's answer to where the entry's links and ways out lead (it owns the routes). */
export interface DealEntryLinks {
  readonly sheets: string;
  readonly sheet: string;
  /** This entry's own address, for the links that come back to it. */
  readonly here: string;
  /** Nothing to enter here: back to the sheet. */
  readonly toSheet: () => void;
  /** Saved or cancelled: back where the entry was opened from. */
  readonly done: () => void;
}

interface DealEntryRouteProps extends DealEntryPlace {
  readonly links: DealEntryLinks;
}

/** Nothing to enter: the sheet is gone, the edited deal is gone, or every planned deal is in. */
function nothingToEnter(stored: SheetWithDeals | null, dealId: string | undefined): boolean {
  if (stored === null) return true;
  if (dealId !== undefined) return !stored.deals.some((d) => d.id === dealId);
  return allDealsDealt(stored.sheet.setup, stored.deals.length);
}

/**
 * The deal entry as its own route, so a reload in the middle of a deal comes back to the entry
 * (and its stored draft) rather than to the sheet.
 */
export function DealEntryRoute({ sheetId, dealId, start, links }: DealEntryRouteProps) {
  // Opened from the sheet screen: its sheet and deals, so the entry shows in the tap's own
  // render; the live read below replaces them when it is in (the same data, or newer).
  // Taken once, as one value: a new default on every render would hand the entry new deals each
  // time until the read is in.
  const [shown] = useState(() => {
    const showing = shownSheet(sheetId);
    if (!showing) return undefined;
    const stored: SheetWithDeals = { sheet: showing.sheet, deals: [...showing.deals] };
    return { stored, draftInProgress: showing.draftInProgress };
  });
  const stored = useLiveQuery(() => getSheetWithDeals(sheetId), [sheetId], shown?.stored);
  // Decided once, when the route opens: the deal the entry itself saves must not send us away
  // a second time (its onDone already goes back).
  const [refused, setRefused] = useState(() =>
    stored === undefined ? null : nothingToEnter(stored, dealId),
  );
  useEffect(() => {
    if (refused === null && stored !== undefined) setRefused(nothingToEnter(stored, dealId));
  }, [refused, stored, dealId]);
  useEffect(() => {
    if (refused === true) links.toSheet();
  }, [refused, links]);

  const editing = dealId === undefined ? undefined : stored?.deals.find((d) => d.id === dealId);
  if (refused !== false) return null;
  // Deleted in another tab while open: say so, with the way back (never let an edit turn into a
  // new deal, never a blank screen).
  if (!stored) return <SheetMissing sheetsHref={links.sheets} />;
  if (dealId !== undefined && !editing) return <DealMissing sheetHref={links.sheet} />;
  // No app header here: the entry brings its own Back and Cancel around the deal's number, and a
  // 360 × 640 phone needs the room for the result step's buttons.
  return (
    <main className="mx-auto flex h-dvh max-w-2xl flex-col overflow-y-auto px-3 pt-1 pb-3">
      <DealEntry
        key={dealId ?? 'new'}
        sheet={stored.sheet}
        deals={stored.deals}
        editing={editing}
        start={start}
        noDraft={dealId === undefined && shown?.draftInProgress === false}
        onDone={links.done}
        here={links.here}
      />
    </main>
  );
}
