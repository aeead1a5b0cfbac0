// A history shown a page at a time, newest first: the log is folded once (historyOf), and only
// the entries shown are scored, a few at a time, so a 10,000-event log neither freezes the page
// nor waits for entries nobody asked for. "Show older changes" scores the next page.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { SheetSetup } from '../../../domain/rules';
import {
  historyOf,
  scoredEntries,
  type SheetHistory,
  type SheetHistoryEntry,
} from '../../../domain/sheet-history';
import type { SheetEvent } from '../../../domain/sheet-log';

/** Entries per page: the latest changes first, more on request. */
export const HISTORY_PAGE = 30;
/** Scoring work per task before the page gets a turn (its frames, a tap). */
const SLICE_MS = 30;

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Pulls every entry, letting the page breathe every SLICE_MS; null when cancelled. */
async function collect(
  entries: Iterator<SheetHistoryEntry, void>,
  cancelled: () => boolean,
): Promise<SheetHistoryEntry[] | null> {
  const out: SheetHistoryEntry[] = [];
  let sliceStart = performance.now();
  for (;;) {
    const next = entries.next();
    if (next.done) return out;
    out.push(next.value);
    if (performance.now() - sliceStart > SLICE_MS) {
      await nextTask();
      if (cancelled()) return null;
      sliceStart = performance.now();
    }
  }
}

interface Shown {
  readonly history: SheetHistory;
  /** The latest entries scored so far, in fold order. */
  readonly entries: readonly SheetHistoryEntry[];
}

export interface HistoryPages {
  /** The entries to show, in fold order (the list shows them newest first). */
  readonly entries: readonly SheetHistoryEntry[];
  /** How many entries the whole history has. */
  readonly total: number;
  /** Whether a page is being scored (the first one, or older ones asked for). */
  readonly busy: boolean;
  /** Asks for the next older page; nothing when all are shown. */
  readonly showOlder: () => void;
}

/** A sheet's history (or, with `onlyDeal`, one deal's) a page at a time, newest first. */
export function useHistoryPages(
  setup: SheetSetup | null,
  events: readonly SheetEvent[] | null,
  onlyDeal?: string,
): HistoryPages {
  const history = useMemo(() => (events ? historyOf(events, onlyDeal) : null), [events, onlyDeal]);
  const [wanted, setWanted] = useState(HISTORY_PAGE);
  const [shown, setShown] = useState<Shown | null>(null);
  const total = history?.steps.length ?? 0;
  const have = shown && shown.history === history ? shown.entries : [];
  const from = Math.max(0, total - wanted);
  const to = total - have.length;
  useEffect(() => {
    if (!history || !setup || from >= to) return;
    let cancelled = false;
    void collect(scoredEntries(setup, history, from, to), () => cancelled).then((more) => {
      if (more === null || cancelled) return;
      setShown((last) => {
        const kept = last && last.history === history ? last.entries : [];
        return { history, entries: [...more, ...kept] };
      });
    });
    return () => {
      cancelled = true;
    };
  }, [setup, history, from, to]);
  const showOlder = useCallback(() => setWanted((count) => count + HISTORY_PAGE), []);
  return { entries: have, total, busy: from < to, showOlder };
}
