import type {
  DealDraft,
  Game,
  KontraLevel,
  TopsHeld,
  TrickCount,
  TrumpAnnouncement,
} from '../../domain/deal';
import { toDraft } from '../../domain/parse-deal';
import type { SheetDeal } from '../../domain/sheet-deal';
import { ramschEntryFromDeal, type RamschEntry, type RamschEvent } from './ramsch/ramsch-entry';

/**
 * The deal-entry flow's state, without React. The draft stays loose (every field optional) and
 * keeps fields that the current game does not use, so stepping back and changing one choice never
 * loses another: only `draftToParse` decides what the deal finally consists of.
 */

export const ENTRY_STEPS = ['declarer', 'game', 'tops', 'result'] as const;
export type EntryStep = (typeof ENTRY_STEPS)[number];

/** Quick result buttons, or the declarer's exact card points on a number pad. */
export const RESULT_MODES = ['quick', 'points'] as const;
export type ResultMode = (typeof RESULT_MODES)[number];

export const QUICK_OUTCOMES = [
  'won',
  'won-schneider',
  'won-schwarz',
  'lost',
  'lost-schneider',
  'lost-schwarz',
] as const;
export type QuickOutcome = (typeof QUICK_OUTCOMES)[number];

/** Null is decided by tricks alone: made or not (ISkO 5.2.7). */
export const NULL_OUTCOMES = ['won', 'lost'] as const satisfies readonly QuickOutcome[];

export interface EntryState {
  readonly step: EntryStep;
  readonly mode: ResultMode;
  /** Everyone passed: kept apart from `draft.game` so "Passed" by mistake loses no game. */
  readonly passed: boolean;
  readonly draft: DealDraft;
  /** The grid of legal bids (for an overbid) is open. */
  readonly bidsOpen: boolean;
  /** A Ramsch being entered (or kept while a game is): absent until the first Ramsch tap. */
  readonly ramsch?: RamschEntry;
}

/** Whether the deal on screen is a Ramsch. */
export function isRamsch(state: Pick<EntryState, 'ramsch'>): boolean {
  return state.ramsch?.on === true;
}

export type EntryEvent =
  | { readonly type: 'declarer'; readonly seat: number }
  | { readonly type: 'passed' }
  /** Everyone passed on a sheet that plays Ramsch then, or the Ramsch of a Ramsch round. */
  | { readonly type: 'ramsch' }
  /** A grand hand instead of the Ramsch of a Ramsch round (house-rules.md § Bock rounds). */
  | { readonly type: 'grand-hand' }
  | RamschEvent
  | { readonly type: 'game'; readonly game: Game }
  | { readonly type: 'tops'; readonly tops: number; readonly held: TopsHeld }
  | { readonly type: 'announcement'; readonly announcement: TrumpAnnouncement }
  | { readonly type: 'null-hand'; readonly on: boolean }
  | { readonly type: 'null-ouvert'; readonly on: boolean }
  | { readonly type: 'mode'; readonly mode: ResultMode }
  | { readonly type: 'outcome'; readonly outcome: QuickOutcome }
  | { readonly type: 'digit'; readonly digit: number }
  | { readonly type: 'erase' }
  | { readonly type: 'tricks'; readonly tricks: TrickCount }
  | { readonly type: 'bids-open'; readonly open: boolean }
  /** `undefined`: not overbid, the default. */
  | { readonly type: 'bid'; readonly bid: number | undefined }
  | { readonly type: 'kontra'; readonly kontra: KontraLevel }
  | { readonly type: 'back' }
  | { readonly type: 'go-to'; readonly step: EntryStep };

export const EMPTY_ENTRY: EntryState = {
  step: 'declarer',
  mode: 'quick',
  passed: false,
  draft: {},
  bidsOpen: false,
};

/** The state with some of its draft's fields replaced. */
export function withDraft(state: EntryState, patch: Partial<DealDraft>): EntryState {
  return { ...state, draft: { ...state.draft, ...patch } };
}

export function outcomeOf(quick: QuickOutcome): NonNullable<DealDraft['outcome']> {
  const made = quick.startsWith('won');
  const schwarz = quick.endsWith('schwarz');
  // Schwarz implies schneider: either party without a trick has no 31 points either.
  return { made, schneider: schwarz || quick.endsWith('schneider'), schwarz };
}

/** The quick outcome a draft's `outcome` corresponds to, if any. */
export function quickOutcomeOf(draft: DealDraft): QuickOutcome | undefined {
  const outcome = draft.outcome;
  if (!outcome) return undefined;
  const prefix = outcome.made ? 'won' : 'lost';
  if (outcome.schwarz) return `${prefix}-schwarz`;
  if (outcome.schneider) return `${prefix}-schneider`;
  return prefix;
}

/** The announcement ladder position a draft's hand / announced / ouvert fields stand for. */
export function announcementOf(draft: DealDraft): TrumpAnnouncement {
  if (draft.ouvert) return 'ouvert';
  if (draft.announced === 'schwarz') return 'schwarz';
  if (draft.announced === 'schneider') return 'schneider';
  return draft.hand ? 'hand' : 'none';
}

/** The draft fields for a ladder position: each step implies the ones below it (ISkO 5.2.5-6). */
export function announcementFields(
  announcement: TrumpAnnouncement,
): Pick<DealDraft, 'hand' | 'announced' | 'ouvert'> {
  switch (announcement) {
    case 'none':
      return { hand: false, announced: 'none', ouvert: false };
    case 'hand':
      return { hand: true, announced: 'none', ouvert: false };
    case 'schneider':
      return { hand: true, announced: 'schneider', ouvert: false };
    case 'schwarz':
      return { hand: true, announced: 'schwarz', ouvert: false };
    case 'ouvert':
      return { hand: true, announced: 'schwarz', ouvert: true };
  }
}

/** The steps this deal goes through: null has no tops, a passed deal only needs confirming. */
export function stepsFor(
  state: Pick<EntryState, 'passed' | 'draft' | 'ramsch'>,
): readonly EntryStep[] {
  if (state.passed || isRamsch(state)) return ['declarer', 'result'];
  if (state.draft.game === 'null') return ['declarer', 'game', 'result'];
  return ENTRY_STEPS;
}

/** Whether a step's own choice has been made. */
export function stepDone(
  state: Pick<EntryState, 'passed' | 'draft' | 'ramsch'>,
  step: EntryStep,
): boolean {
  switch (step) {
    case 'declarer':
      return state.passed || isRamsch(state) || state.draft.declarer !== undefined;
    case 'game':
      return state.draft.game !== undefined && state.draft.game !== 'passed';
    case 'tops':
      return state.draft.tops !== undefined;
    case 'result':
      return false;
  }
}

/**
 * The draft handed to `parseDeal`: only the fields this game uses, and the result the chosen mode
 * collects (the other mode's entry is kept in the state, not sent).
 */
export function draftToParse(state: Pick<EntryState, 'passed' | 'draft' | 'mode'>): DealDraft {
  if (state.passed) return { game: 'passed' };
  const { draft } = state;
  const common: DealDraft = {
    game: draft.game,
    declarer: draft.declarer,
    bid: draft.bid,
    kontra: draft.kontra,
    // No Bock: the sheet derives it (a draft's own would be scored on a sheet without Bock).
  };
  if (draft.game === 'null') {
    return { ...common, hand: draft.hand, ouvert: draft.ouvert, outcome: draft.outcome };
  }
  const trump: DealDraft = {
    ...common,
    tops: draft.tops,
    topsHeld: draft.topsHeld,
    ...announcementFields(announcementOf(draft)),
  };
  if (state.mode === 'points') {
    return {
      ...trump,
      declarerPoints: draft.declarerPoints,
      declarerTricks: draft.declarerTricks,
    };
  }
  return { ...trump, outcome: draft.outcome };
}

/**
 * An existing deal, ready to edit: every choice made, the result step open, and the result in
 * the mode it was entered with; a Ramsch with its points, marks and doublings. A null game's tricks become the quick won/lost it stands for.
 */
export function entryFromDeal(deal: SheetDeal): EntryState {
  if (deal.kind === 'ramsch') {
    return { ...EMPTY_ENTRY, step: 'result', ramsch: ramschEntryFromDeal(deal) };
  }
  if (deal.kind === 'passed') return { ...EMPTY_ENTRY, passed: true, step: 'result' };
  const draft = toDraft(deal);
  if (deal.kind === 'null') {
    const { declarerTricks, ...rest } = draft;
    return {
      ...EMPTY_ENTRY,
      step: 'result',
      draft: { ...rest, outcome: nullOutcome(declarerTricks) },
    };
  }
  const mode: ResultMode = deal.result.kind === 'points' ? 'points' : 'quick';
  return { ...EMPTY_ENTRY, step: 'result', mode, draft };
}

function nullOutcome(tricks: TrickCount | undefined): NonNullable<DealDraft['outcome']> {
  return outcomeOf(tricks === 'none' ? 'won' : 'lost');
}
