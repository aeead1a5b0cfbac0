import { useCallback, useEffect, useRef, useState } from 'react';
import { addDeal, replaceDeal } from '../../db/deals';
import { clearDraft, loadDraft, saveDraft } from '../../db/drafts';
import type { DealRecord } from '../../db/records';
import type { StoreError } from '../../db/store-error';
import { parseEntry } from './entry-checks';
import { reduceEntry } from './entry-machine';
import { EMPTY_ENTRY, entryFromDeal, type EntryEvent, type EntryState } from './entry-state';
import { decodeEntry, encodeEntry } from './entry-storage';

interface Options {
  readonly sheetId: string;
  readonly editing: DealRecord | undefined;
  readonly activeSeats: readonly number[];
  readonly onDone: () => void;
}

export type SaveOutcome = 'saved' | 'failed' | 'busy';

/**
 * Why the deal was not saved, or the entry in progress not kept for a reload: the store's errors,
 * put into words when shown (in the language in use then).
 */
export interface EntryProblem {
  readonly kind: 'not-saved' | 'draft-not-kept';
  readonly errors: readonly StoreError[];
}

export interface DealEntryControl {
  /** Null until the stored draft (if any) has been read. */
  readonly state: EntryState | null;
  readonly send: (event: EntryEvent) => EntryState | null;
  /** 'saved' (and `onDone` called), 'failed' (the reason in `problem`), or 'busy' (saving already). */
  readonly save: (state: EntryState) => Promise<SaveOutcome>;
  readonly cancel: () => Promise<void>;
  readonly saving: boolean;
  /** Why the last save or draft write failed; empty when both went well. */
  readonly problems: readonly EntryProblem[];
}

/**
 * The entry's state, kept in IndexedDB on every change (key: the sheet, or sheet and deal when
 * editing) so a reload or a killed tab resumes where it was; cleared once saved or cancelled.
 */
export function useDealEntry({ sheetId, editing, activeSeats, onDone }: Options): DealEntryControl {
  const key = editing ? `${sheetId}:${editing.id}` : sheetId;
  const [state, setState] = useState<EntryState | null>(null);
  const [saving, setSaving] = useState(false);
  // Kept apart: a draft write finishing late must not wipe the reason a save was refused.
  const [draftProblem, setDraftProblem] = useState<EntryProblem | null>(null);
  const [saveProblem, setSaveProblem] = useState<EntryProblem | null>(null);
  // Read once per key: a sheet or deal list refreshed by another tab must not reset the entry.
  const start = useRef({ editing, activeSeats });
  useEffect(() => {
    start.current = { editing, activeSeats };
  });
  // The last draft write: clearing waits for it, or a late write would bring the draft back.
  const lastWrite = useRef<Promise<unknown>>(Promise.resolve());
  // Set at once, not at the next render: a double tap on "Won" must not store the deal twice.
  const inFlight = useRef(false);

  useEffect(() => {
    let live = true;
    const { editing: deal, activeSeats: seats } = start.current;
    // The entry enters games and passed deals: a Ramsch being changed starts from an empty entry.
    const fresh = deal && deal.deal.kind !== 'ramsch' ? entryFromDeal(deal.deal) : EMPTY_ENTRY;
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
        setDraftProblem(written.ok ? null : { kind: 'draft-not-kept', errors: written.errors });
      });
      return next;
    },
    [state, key],
  );

  const save = useCallback(
    async (entry: EntryState): Promise<SaveOutcome> => {
      const parsed = parseEntry(entry);
      if (inFlight.current) return 'busy';
      if (!parsed.ok) return 'failed';
      inFlight.current = true;
      setSaving(true);
      setSaveProblem(null);
      const written = editing
        ? await replaceDeal(sheetId, editing.id, parsed.value)
        : await addDeal(sheetId, parsed.value);
      if (!written.ok) {
        inFlight.current = false;
        setSaving(false);
        setSaveProblem({ kind: 'not-saved', errors: written.errors });
        return 'failed';
      }
      await lastWrite.current;
      await clearDraft(key);
      onDone();
      return 'saved';
    },
    [editing, key, onDone, sheetId],
  );

  const cancel = useCallback(async () => {
    await lastWrite.current;
    await clearDraft(key);
    onDone();
  }, [key, onDone]);

  const problems = [saveProblem, draftProblem].filter((p) => p !== null);
  return { state, send, save, cancel, saving, problems };
}
