import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { db } from '../../db/database';
import { addDeal, replaceDeal } from '../../db/deals';
import { clearDraft, draftKey, loadDraft, saveDraft, sameDraftKey } from '../../db/drafts';
import type { DealRecord } from '../../db/records';
import { enteredDeal } from '../../domain/voided-deal';
import type { StoreError } from '../../db/store-error';
import type { SheetDeal } from '../../domain/sheet-deal';
import { reduceEntry } from './entry-machine';
import { entryFromDeal, type EntryEvent, type EntryState } from './entry-state';
import type { EntryStart } from '../common/contracts/entry-start';
import { startedEntry } from './started-entry';
import { decodeEntry, encodeEntry, storedOpenedFrom } from './entry-storage';
import { buzzSaved } from './haptics';

interface Options {
  readonly sheetId: string;
  readonly editing: DealRecord | undefined;
  /** How a new deal opens when no draft is stored (ignored when editing). */
  readonly start?: EntryStart | undefined;
  /**
   * No draft is stored for this new deal (known from the screen it was opened on): the entry
   * starts at once instead of after reading the drafts (issue 11: tap to entry < 50 ms).
   */
  readonly noDraft?: boolean | undefined;
  readonly activeSeats: readonly number[];
  /** A new deal's first state: a Ramsch in a Ramsch round, else the empty entry. */
  readonly initial: EntryState;
  /** "Passed" is a Ramsch on this sheet (or in this Ramsch round), not a thrown-in deal. */
  readonly passedIsRamsch: boolean;
  /** The deal to store, when the entry is complete and the sheet accepts it where it stands. */
  readonly toDeal: (state: EntryState) => SheetDeal | null;
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
  /**
   * The deal being edited changed since this entry opened it (saved in another tab): saving now
   * would overwrite that change, so the entry asks first.
   */
  readonly conflict: boolean;
  /** Drops this entry's changes and starts again from the deal as it is stored now. */
  readonly takeStored: () => Promise<void>;
  /** Saves this entry's version over the other one, knowingly. */
  readonly keepMine: () => Promise<SaveOutcome>;
}

/**
 * The entry when no draft is stored. A stored draft wins over the sheet's start: a reload keeps
 * the step and every choice made since (the start stays in the address, the draft is newer).
 */
function openingEntry(
  editing: DealRecord | undefined,
  begin: EntryStart | undefined,
  opening: {
    readonly activeSeats: readonly number[];
    readonly initial: EntryState;
    readonly passedIsRamsch: boolean;
  },
): EntryState {
  // A voided deal opens as it was entered: the edit corrects it, and it stays voided.
  if (editing) return entryFromDeal(enteredDeal(editing.deal));
  return startedEntry(begin, opening);
}

/**
 * The entry's state, kept in IndexedDB on every change (key: the sheet, or sheet and deal when
 * editing) so a reload or a killed tab resumes where it was; cleared once saved or cancelled.
 */
export function useDealEntry(options: Options): DealEntryControl {
  const {
    sheetId,
    editing,
    start: startWith,
    noDraft,
    activeSeats,
    initial,
    passedIsRamsch,
    toDeal,
    onDone,
  } = options;
  const dealId = editing?.id;
  // One object per pair: the effects below run again only for another entry.
  const key = useMemo(() => draftKey(sheetId, dealId), [sheetId, dealId]);
  // Known to have no draft: the opening state now, and no read (only a new deal's draft can be
  // known absent; an edit always reads its own).
  const openedFresh = useRef(noDraft === true && editing === undefined ? key : null);
  const [state, setState] = useState<EntryState | null>(() =>
    openedFresh.current !== null
      ? openingEntry(undefined, startWith, { activeSeats, initial, passedIsRamsch })
      : null,
  );
  const [saving, setSaving] = useState(false);
  // Kept apart: a draft write finishing late must not wipe the reason a save was refused.
  const [draftProblem, setDraftProblem] = useState<EntryProblem | null>(null);
  const [saveProblem, setSaveProblem] = useState<EntryProblem | null>(null);
  // Read once per key: a sheet or deal list refreshed by another tab must not reset the entry.
  const start = useRef({ editing, activeSeats, initial, passedIsRamsch, startWith });
  useEffect(() => {
    start.current = { editing, activeSeats, initial, passedIsRamsch, startWith };
  });
  // The last draft write: clearing waits for it, or a late write would bring the draft back.
  const lastWrite = useRef<Promise<unknown>>(Promise.resolve());
  // The version of the edited deal this entry started from: a save is refused when the stored
  // one is another (the entry is keyed by its deal, so this is read once per deal).
  const [base, setBase] = useState(editing?.updatedAt);
  const [storeConflict, setStoreConflict] = useState(false);
  // Set at once, not at the next render: a double tap on "Won" must not store the deal twice,
  // and "Won" and "Cancel" tapped together must not both happen.
  const inFlight = useRef(false);

  useEffect(() => {
    // Opened without a draft: the state is already the opening one, and a read finishing late
    // must not replace the taps made meanwhile.
    if (sameDraftKey(openedFresh.current, key)) return;
    let live = true;
    const { editing: deal, startWith: begin, ...opening } = start.current;
    // An edit opens the stored deal filled in (a Ramsch too); a new deal its first state, or
    // the start the sheet's tap chose.
    const fresh = openingEntry(deal, begin, opening);
    loadDraft(key).then(
      (stored) => {
        if (!live) return;
        const resumed = decodeEntry(stored, opening.activeSeats);
        setState(resumed ?? fresh);
        // A resumed edit keeps the version it was opened from before the reload: a change saved
        // in another tab since then is a conflict, not the new starting point.
        const openedFrom = resumed && deal ? storedOpenedFrom(stored) : undefined;
        if (openedFrom !== undefined) setBase(openedFrom);
      },
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
      lastWrite.current = saveDraft(key, encodeEntry(next, base)).then((written) => {
        setDraftProblem(written.ok ? null : { kind: 'draft-not-kept', errors: written.errors });
      });
      return next;
    },
    [state, key, base],
  );

  const write = useCallback(
    async (entry: EntryState, expectedUpdatedAt: number | undefined): Promise<SaveOutcome> => {
      const deal = toDeal(entry);
      if (inFlight.current) return 'busy';
      if (deal === null) return 'failed';
      inFlight.current = true;
      setSaving(true);
      setSaveProblem(null);
      // A draft write still on its way would land after the save and bring the draft back.
      await lastWrite.current;
      // The draft goes in the deal's own transaction: a tab killed right after cannot keep it.
      const options = { draftKey: key, expectedUpdatedAt };
      const written = editing
        ? await replaceDeal(sheetId, editing.id, deal, db, options)
        : await addDeal(sheetId, deal, db, options);
      if (!written.ok) {
        inFlight.current = false;
        setSaving(false);
        if (written.errors.some((error) => error.code === 'deal-changed')) {
          setStoreConflict(true);
          return 'failed';
        }
        setSaveProblem({ kind: 'not-saved', errors: written.errors });
        return 'failed';
      }
      buzzSaved();
      onDone();
      return 'saved';
    },
    [editing, key, onDone, sheetId, toDeal],
  );

  const changedUnderneath = editing !== undefined && editing.updatedAt !== base;
  const conflict = changedUnderneath || storeConflict;
  const save = useCallback(
    (entry: EntryState) => (conflict ? Promise.resolve<SaveOutcome>('failed') : write(entry, base)),
    [conflict, write, base],
  );

  const takeStored = useCallback(async () => {
    if (!editing || inFlight.current) return;
    await lastWrite.current;
    await clearDraft(key);
    setState(entryFromDeal(enteredDeal(editing.deal)));
    setBase(editing.updatedAt);
    setStoreConflict(false);
  }, [editing, key]);

  const keepMine = useCallback(async (): Promise<SaveOutcome> => {
    if (!editing || state === null) return 'failed';
    setBase(editing.updatedAt);
    setStoreConflict(false);
    return write(state, editing.updatedAt);
  }, [editing, state, write]);

  const cancel = useCallback(async () => {
    // Won and Cancel tapped in the same instant: the first one wins. A save under way is not
    // cancelled (the deal is stored, and the sheet shows it); a cancel under way saves nothing.
    if (inFlight.current) return;
    inFlight.current = true;
    await lastWrite.current;
    await clearDraft(key);
    onDone();
  }, [key, onDone]);

  const problems = [saveProblem, draftProblem].filter((p) => p !== null);
  return { state, send, save, cancel, saving, problems, conflict, takeStored, keepMine };
}
