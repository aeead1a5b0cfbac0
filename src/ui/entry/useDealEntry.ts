import { useCallback, useEffect, useRef, useState } from 'react';
import { addDeal, replaceDeal } from '../../db/deals';
import { clearDraft, loadDraft, saveDraft } from '../../db/drafts';
import type { DealRecord } from '../../db/records';
import { parseEntry } from './entry-checks';
import { reduceEntry } from './entry-machine';
import { EMPTY_ENTRY, entryFromDeal, type EntryEvent, type EntryState } from './entry-state';
import { decodeEntry, encodeEntry } from './entry-storage';
import { entryStrings } from './strings';

interface Options {
  readonly sheetId: string;
  readonly editing: DealRecord | undefined;
  readonly activeSeats: readonly number[];
  readonly onDone: () => void;
}

export interface DealEntryControl {
  /** Null until the stored draft (if any) has been read. */
  readonly state: EntryState | null;
  readonly send: (event: EntryEvent) => EntryState | null;
  readonly save: (state: EntryState) => Promise<void>;
  readonly cancel: () => Promise<void>;
  readonly saving: boolean;
  /** Why the last save or draft write failed, as a sentence. */
  readonly problem: string | null;
}

/**
 * The entry's state, kept in IndexedDB on every change (key: the sheet, or sheet and deal when
 * editing) so a reload or a killed tab resumes where it was; cleared once saved or cancelled.
 */
export function useDealEntry({ sheetId, editing, activeSeats, onDone }: Options): DealEntryControl {
  const key = editing ? `${sheetId}:${editing.id}` : sheetId;
  const [state, setState] = useState<EntryState | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Read once per key: a sheet or deal list refreshed by another tab must not reset the entry.
  const start = useRef({ editing, activeSeats });
  useEffect(() => {
    start.current = { editing, activeSeats };
  });
  // The last draft write: clearing waits for it, or a late write would bring the draft back.
  const lastWrite = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    let live = true;
    const { editing: deal, activeSeats: seats } = start.current;
    const fresh = deal ? entryFromDeal(deal.deal) : EMPTY_ENTRY;
    loadDraft(key).then(
      (stored) => live && setState(decodeEntry(stored, seats) ?? fresh),
      () => live && setState(fresh),
    );
    return () => {
      live = false;
    };
  }, [key]);

  const send = useCallback(
    (event: EntryEvent) => {
      if (state === null) return null;
      const next = reduceEntry(state, event);
      if (next === state) return state;
      setState(next);
      lastWrite.current = saveDraft(key, encodeEntry(next)).then((written) => {
        setProblem(written.ok ? null : written.errors.map((e) => e.message).join(' '));
      });
      return next;
    },
    [state, key],
  );

  const save = useCallback(
    async (entry: EntryState) => {
      const parsed = parseEntry(entry);
      if (!parsed.ok || saving) return;
      setSaving(true);
      const written = editing
        ? await replaceDeal(sheetId, editing.id, parsed.value)
        : await addDeal(sheetId, parsed.value);
      if (!written.ok) {
        setSaving(false);
        setProblem(entryStrings.saveFailed(written.errors.map((e) => e.message).join(' ')));
        return;
      }
      await lastWrite.current;
      await clearDraft(key);
      onDone();
    },
    [editing, key, onDone, saving, sheetId],
  );

  const cancel = useCallback(async () => {
    await lastWrite.current;
    await clearDraft(key);
    onDone();
  }, [key, onDone]);

  return { state, send, save, cancel, saving, problem };
}
