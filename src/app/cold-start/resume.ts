import { startTransition, useEffect, useState } from 'react';
import { getSheetWithDeals } from '../../db/sheet-reads';
import { getSetting } from '../../db/settings';
import { allDealsDealt } from '../../domain/rules';
import { rememberWhereTheAppStarts } from '../../ui/common/cold-start/next-start';
import { sheet } from '../lazy-screens';
import { navigate } from '../navigation';
import { parseRoute } from '../routes';

/** The sheet the app was last used with, if it still exists and still has deals to play. */
export async function sheetToResume(): Promise<string | null> {
  const sheetId = await getSetting('lastOpenedSheetId');
  if (!sheetId) return null;
  const stored = await getSheetWithDeals(sheetId);
  if (!stored) return null;
  return allDealsDealt(stored.sheet.setup, stored.deals.length) ? null : sheetId;
}

/** The check main.tsx started before the first render, for the hook to take over once. */
let startedEarly: Promise<string | null> | null = null;

/**
 * Starts the check while the app's first render is still to come (main.tsx): the database opens
 * and reads in parallel with React, not after its first commit.
 */
export function startResumeCheck(): void {
  if (parseRoute(window.location.hash).name !== 'sheets') return;
  startedEarly = sheetToResume().catch(() => null);
}

/**
 * Opening the app at its home returns to the sheet in progress: the phone was put away mid-game
 * and the next deal should be one tap away. Only on start — going back to the list later stays
 * there. Returns false until that is decided, so the list does not flash first.
 */
export function useResumeSheetInProgress(): boolean {
  const [decided, setDecided] = useState(() => parseRoute(window.location.hash).name !== 'sheets');
  useEffect(() => {
    if (decided) return;
    let cancelled = false;
    const check = startedEarly ?? sheetToResume().catch(() => null);
    startedEarly = null;
    void check.then(async (sheetId) => {
      // The sheet's code before the sheet: shown without it, the sheet's route would show the
      // loading state, and React then holds the sheet back until 300 ms after that state
      // appeared (a cold start waited 570 ms instead of 300, issue 11). A failed download is
      // the route's to report.
      if (sheetId) await sheet.preload().catch(() => undefined);
      // Whether the next start's shell may show the list (src/ui/common/cold-start/next-start.ts).
      rememberWhereTheAppStarts(sheetId === null);
      if (cancelled) return;
      if (sheetId) navigate({ name: 'sheet', sheetId }, { replace: true });
      // A transition: the first screen this reveals renders in slices, not in one long task.
      startTransition(() => setDecided(true));
    });
    return () => {
      cancelled = true;
    };
  }, [decided]);
  return decided;
}
