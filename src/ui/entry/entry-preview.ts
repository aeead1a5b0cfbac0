import type { TableSize } from '../../domain/rules';
import { gameCanBeWorth, LEGAL_BIDS } from '../../domain/bids';
import { BASE_VALUES, NULL_VALUES } from '../../domain/game-value';
import type { DealScore } from '../../domain/score-types';
import { scoreDeal } from '../../domain/score-deal';
import { parseEntry } from './entry-checks';
import { isRamsch, outcomeOf, withDraft, type EntryState, type QuickOutcome } from './entry-state';
import { gameChipLabel } from './entry-words';
import type { Dictionary } from '../i18n/dictionary';
import { describeGameValue, describeListEntry, describeOverbid } from '../i18n/explain';
import { contractLabel } from '../common/game-label';

/**
 * The live game value shown while a deal is entered. Until the result is in, the deal is scored
 * as the lowest win its announcement allows, so "clubs with 2" already reads "game 3 × 12 = 36".
 */

export interface Preview {
  readonly score: DealScore;
  /** False while the value is only what the game is worth if won. */
  readonly resultEntered: boolean;
  /**
   * True when the value shown leaves the entered bid out, because the deal with it cannot be
   * scored (a null game below its bid): its list entry would be a score the deal never gets.
   */
  readonly bidLeftOut: boolean;
}

const WINS: readonly QuickOutcome[] = ['won', 'won-schneider', 'won-schwarz'];

function resultEntered(state: EntryState): boolean {
  const quick = state.mode === 'quick' || state.draft.game === 'null';
  return quick ? state.draft.outcome !== undefined : state.draft.declarerPoints !== undefined;
}

interface Candidate {
  readonly state: EntryState;
  readonly bidLeftOut: boolean;
}

/** The states to try, best first; each also without its bid, so a null below it still shows its value. */
function candidates(state: EntryState, entered: boolean): Candidate[] {
  const results = entered
    ? [state]
    : WINS.map((w) => ({ ...withDraft(state, { outcome: outcomeOf(w) }), mode: 'quick' as const }));
  const hasBid = state.draft.bid !== undefined;
  return results.flatMap((s) => [
    { state: s, bidLeftOut: false },
    { state: withDraft(s, { bid: undefined }), bidLeftOut: hasBid },
  ]);
}

/** `bock`: the Bock the sheet gives this deal (derived from Bock rounds); the draft's own without. */
export function previewScore(state: EntryState, players: TableSize, bock?: number): Preview | null {
  // A Ramsch has its own value (ramschPreview in entry-deal.ts).
  if (state.passed || isRamsch(state)) return null;
  const entered = resultEntered(state);
  for (const { state: candidate, bidLeftOut } of candidates(state, entered)) {
    const parsed = parseEntry(candidate);
    if (parsed.ok && parsed.value.kind !== 'passed') {
      const deal = bock === undefined ? parsed.value : { ...parsed.value, bock };
      return { score: scoreDeal(deal, players), resultEntered: entered, bidLeftOut };
    }
  }
  return null;
}

/**
 * Bids worth offering for an overbid: a suit or grand game can only be overbid above its counted
 * value; a null game is refused above its fixed value, so the bids up to the highest null value.
 * The likely ones first: the values the chosen game can be worth (one bids one's own game's
 * values, "48" for clubs hoping for with 3), then the others, each part from the lowest.
 */
export function bidChoices(state: EntryState, preview: Preview | null): readonly number[] {
  const game = state.draft.game;
  const offered = offeredBids(state, preview);
  if (game === undefined || game === 'passed') return offered;
  const likely = offered.filter((bid) => gameCanBeWorth(game, bid));
  return [...likely, ...offered.filter((bid) => !gameCanBeWorth(game, bid))];
}

function offeredBids(state: EntryState, preview: Preview | null): readonly number[] {
  if (state.draft.game === 'null') {
    const highestNull = Math.max(...Object.values(NULL_VALUES));
    return LEGAL_BIDS.filter((bid) => bid <= highestNull);
  }
  const counted = preview?.score.gameValue.value ?? 0;
  return LEGAL_BIDS.filter((bid) => bid > counted);
}

export interface ValueLine {
  /** "Clubs · with 2, game 3 × 12 = 36" */
  readonly value: string;
  /** The list entry or the overbid, once they are known. */
  readonly detail: string | null;
}

export function valueLine(
  t: Dictionary,
  state: EntryState,
  preview: Preview | null,
): ValueLine | null {
  const s = t.entry;
  if (state.passed) return { value: s.passedNote, detail: null };
  const game = state.draft.game;
  if (!preview) {
    if (game === undefined || game === 'passed' || game === 'null') return null;
    return { value: s.baseValue(gameChipLabel(t, game), BASE_VALUES[game]), detail: null };
  }
  const { score } = preview;
  // A null game's value already names it ("Null hand = 35").
  const value =
    score.deal.kind === 'null'
      ? describeGameValue(t, score)
      : s.contractValue({
          contract: contractLabel(score.deal, t),
          value: describeGameValue(t, score),
        });
  const overbid = describeOverbid(t, score);
  if (overbid) return { value, detail: overbid };
  const scored = preview.resultEntered && !preview.bidLeftOut;
  return { value, detail: scored ? describeListEntry(t, score) : null };
}
