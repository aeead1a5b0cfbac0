import { useCallback, useMemo, useState } from 'react';
import type { DealRecord, SheetRecord } from '../../db/records';
import { roundsOf, type DealRounds } from '../../domain/rounds';
import { seatsOf } from '../../domain/sheet';
import { passedDealIsRamsch } from '../../domain/sheet-checks';
import { dealToSave, type EntryContext } from './entry-deal';
import { previewScore } from './entry-preview';
import { EMPTY_ENTRY, isRamsch, type EntryState } from './entry-state';
import { EMPTY_RAMSCH, ramschBegun } from './ramsch/ramsch-entry';
import { RamschStep } from './ramsch/RamschStep';
import { ConfirmDialog } from '../common/ConfirmDialog';
import type { EntryStart } from '../common/contracts/entry-start';
import { activeSeats, type EntryView } from './entry-view';
import { ConflictNotice } from './ConflictNotice';
import { DeclarerStep } from './DeclarerStep';
import { EntryHeader } from './EntryHeader';
import { GameStep } from './GameStep';
import { ResultStep } from './ResultStep';
import { StepTrail } from './StepTrail';
import { TopsStep } from './TopsStep';
import { useDealEntry } from './useDealEntry';
import { ValueDisplay } from './ValueDisplay';
import { useT } from '../i18n/I18nProvider';

interface DealEntryProps {
  readonly sheet: SheetRecord;
  readonly deals: readonly DealRecord[];
  /** The deal to change; without it a new deal is added after the last one. */
  readonly editing?: DealRecord;
  /** A new deal started on the sheet (declarer chosen, or passed); a stored draft comes first. */
  readonly start?: EntryStart;
  /** No draft is stored for this new deal (the sheet screen just showed so): none is read. */
  readonly noDraft?: boolean;
  /** After the deal was saved, or the entry cancelled. */
  onDone(): void;
  /** The entry's own address: the calculator it opens comes back here (its draft is kept). */
  readonly here?: string;
}

const RAMSCH_ROUND_START: EntryState = { ...EMPTY_ENTRY, step: 'result', ramsch: EMPTY_RAMSCH };

function StepBody({ view }: { readonly view: EntryView }) {
  switch (view.state.step) {
    case 'declarer':
      return <DeclarerStep view={view} />;
    case 'game':
      return <GameStep view={view} />;
    case 'tops':
      return <TopsStep view={view} />;
    case 'result':
      return isRamsch(view.state) ? <RamschStep view={view} /> : <ResultStep view={view} />;
  }
}

/** Enter (or edit) one deal, one step per tap, for a phone held in one hand. */
export function DealEntry({ sheet, deals, editing, start, noDraft, onDone, here }: DealEntryProps) {
  const t = useT();
  const s = t.entry;
  const [askDiscard, setAskDiscard] = useState(false);
  const editIndex = editing ? deals.findIndex((d) => d.id === editing.id) : -1;
  // Kept while saving: the stored deal must not turn the screen into "deal N + 1" before it closes.
  const [pinnedIndex, setPinnedIndex] = useState<number | null>(null);
  const dealIndex = pinnedIndex ?? (editIndex >= 0 ? editIndex : deals.length);
  const { setup } = sheet;
  // The dealer and the Bock in force for this deal, as the sheet scores it (the dealer moves on
  // every deal; Bock is derived when Bock rounds are played).
  const rounds = useMemo(() => {
    const schedule = roundsOf(
      setup,
      deals.map((record) => record.deal),
    );
    const { dealer, bock, ramschRound } = schedule.next;
    // A new deal: what the rounds give the next one (it has started nothing yet).
    const next: DealRounds = { dealer, bock, ramschRound, started: [], heldBack: [] };
    return schedule.perDeal[dealIndex] ?? next;
  }, [setup, deals, dealIndex]);
  const seats = useMemo(
    () => seatsOf(setup.players, rounds.dealer, dealIndex),
    [setup.players, rounds.dealer, dealIndex],
  );
  const seatList = useMemo(() => activeSeats(seats), [seats]);
  const context: EntryContext = useMemo(() => ({ setup, seats, rounds }), [setup, seats, rounds]);
  // In a Ramsch round every deal is a Ramsch unless a player takes a grand hand instead: the
  // entry starts at the Ramsch (house-rules.md § Bock rounds, Ramsch round after Bock).
  const initial = rounds.ramschRound ? RAMSCH_ROUND_START : EMPTY_ENTRY;
  const passedIsRamsch = passedDealIsRamsch(setup.rules, rounds.ramschRound);
  const toDeal = useCallback((toSave: EntryState) => dealToSave(toSave, context), [context]);
  const entry = useDealEntry({
    sheetId: sheet.id,
    editing,
    start,
    noDraft,
    activeSeats: seatList,
    initial,
    passedIsRamsch,
    toDeal,
    onDone,
  });
  const { state, send } = entry;
  const save = async (toSave: EntryState) => {
    setPinnedIndex(dealIndex);
    if ((await entry.save(toSave)) === 'failed') setPinnedIndex(null);
  };
  const bock = rounds.bock;
  const preview = useMemo(
    () => state && previewScore(state, setup.players, bock),
    [state, setup.players, bock],
  );

  if (state === null) return <p role="status">{s.loading}</p>;

  const onOutcome = (outcome: Parameters<EntryView['onOutcome']>[0]) => {
    const next: EntryState | null = send({ type: 'outcome', outcome });
    // A complete, valid deal is saved by its result tap: no separate Save for the usual deal.
    if (next && dealToSave(next, context)) void save(next);
  };
  const view: EntryView = {
    state,
    send,
    playerNames: sheet.playerNames,
    seats,
    kontraAllowed: setup.rules.kontra === 'kontra-re',
    preview,
    context,
    saveable: dealToSave(state, context) !== null,
    passedIsRamsch,
    saving: entry.saving,
    onOutcome,
    onSave: () => void save(state),
    here,
  };
  return (
    <section aria-label={s.region} className="flex min-h-0 flex-1 flex-col gap-2">
      <EntryHeader
        view={view}
        dealNumber={dealIndex + 1}
        plannedDeals={setup.plannedDeals}
        editing={editing !== undefined}
        onCancel={() => {
          // A new Ramsch half entered is asked about first: it took many taps (an edit keeps
          // the stored deal either way).
          const begun = editing === undefined && isRamsch(state) && state.ramsch !== undefined;
          if (begun && ramschBegun(state.ramsch)) setAskDiscard(true);
          else void entry.cancel();
        }}
      />
      <ConfirmDialog
        open={askDiscard}
        title={t.ramschEntry.discardTitle}
        message={t.ramschEntry.discardMessage}
        confirmLabel={t.ramschEntry.discard}
        destructive
        onConfirm={() => {
          setAskDiscard(false);
          void entry.cancel();
        }}
        onCancel={() => setAskDiscard(false)}
      />
      {/* Takes the free room above the step when there is any, so the step's buttons sit low,
          where the thumb of the hand holding the phone reaches them; -mb-2 undoes its gap. */}
      <div aria-hidden="true" className="mt-auto -mb-2" />
      <StepTrail view={view} />
      {entry.conflict && (
        <ConflictNotice
          onTakeStored={() => void entry.takeStored()}
          onKeepMine={() => void entry.keepMine()}
        />
      )}
      <ValueDisplay view={view} problems={entry.problems} />
      {/* The result step's buttons say what they are: its heading is for screen readers, and the
          room it frees keeps bid, Kontra and the card-points pad on a 360 × 640 screen. */}
      <h2 className={state.step === 'result' ? 'sr-only' : 'text-base leading-6 font-semibold'}>
        {s.steps[state.step]}
      </h2>
      <StepBody view={view} />
    </section>
  );
}
