import { SHEET_ERROR_CODES } from '../../domain/errors';
import type { HouseSheetError } from '../../domain/house-errors';
import type { RamschError } from '../../domain/ramsch-deal';
import type { Result } from '../../domain/result';
import type { DealRounds } from '../../domain/rounds';
import type { SheetSetup } from '../../domain/rules';
import { declarableGames } from '../../domain/declarable-games';
import { placeDeal, type SheetSetupError } from '../../domain/sheet-checks';
import type { SheetDeal, SheetDealError } from '../../domain/sheet-deal';
import type { DealSeats } from '../../domain/sheet-types';
import { scoreRamsch, type RamschScore } from '../../domain/score-ramsch';
import { parseEntry } from './entry-checks';
import { isRamsch, type EntryState } from './entry-state';
import { parseRamschEntry, type RamschTable } from './ramsch/ramsch-entry';

/**
 * The deal on screen where it stands on the sheet: parsed (a game, a passed deal or a Ramsch),
 * then checked by the sheet's own `placeDeal` against its house rules and the round it falls in,
 * so the entry refuses exactly what saving would, with the same codes.
 */

/** The sheet around the deal being entered: its table and rules, the seats and the round. */
export interface EntryContext {
  readonly setup: SheetSetup;
  readonly seats: DealSeats;
  readonly rounds: DealRounds;
}

export function ramschTable(context: EntryContext): RamschTable {
  const { forehand, middlehand, rearhand } = context.seats;
  const flat = context.setup.rules.ramsch?.scoring.kind === 'flat';
  return { players: context.setup.players, active: [forehand, middlehand, rearhand], flat };
}

/** The deal as entered, checked on its own (not yet where it stands). */
export function entryDeal(
  state: EntryState,
  context: EntryContext,
): Result<SheetDeal, SheetDealError> {
  if (isRamsch(state) && state.ramsch) return parseRamschEntry(state.ramsch, ramschTable(context));
  return parseEntry(state);
}

function isHouseError(error: SheetSetupError): error is HouseSheetError {
  return !SHEET_ERROR_CODES.some((code) => code === error.code);
}

/**
 * The house rules' refusals of the deal where it stands (a suit game in a Ramsch round,
 * Schieberamsch where none is played…); none while the deal itself is not complete.
 */
export function houseErrors(state: EntryState, context: EntryContext): readonly HouseSheetError[] {
  const parsed = entryDeal(state, context);
  const placed = parsed.ok
    ? placeDeal(context.setup, parsed.value, context.seats, context.rounds)
    : null;
  const errors = placed === null || placed.ok ? [] : placed.errors.filter(isHouseError);
  const early = contractInRamschRound(state, context);
  const known = errors.some((error) => error.code === 'not-allowed-in-ramsch-round');
  return early === null || known ? errors : [early, ...errors];
}

/**
 * A contract a Ramsch round refuses, as soon as it is chosen rather than once the deal is
 * complete: only a grand hand may replace the Ramsch (house-rules.md § Bock rounds).
 */
function contractInRamschRound(state: EntryState, context: EntryContext): HouseSheetError | null {
  const game = state.draft.game;
  if (declarableGames(context.rounds.ramschRound) === 'any') return null;
  if (isRamsch(state) || state.passed || game === undefined || game === 'passed') return null;
  if (game === 'grand' && state.draft.hand === true) return null;
  return {
    code: 'not-allowed-in-ramsch-round',
    dealIndex: context.seats.dealIndex,
    contract: game,
  };
}

/** The deal to save: valid on its own and where it stands; null otherwise. */
export function dealToSave(state: EntryState, context: EntryContext): SheetDeal | null {
  const parsed = entryDeal(state, context);
  if (!parsed.ok) return null;
  const placed = placeDeal(context.setup, parsed.value, context.seats, context.rounds);
  return placed.ok ? parsed.value : null;
}

/** The Ramsch scored as the sheet will score it (its Bock, its rule); null until it can be. */
export function ramschPreview(state: EntryState, context: EntryContext): RamschScore | null {
  if (!isRamsch(state) || !state.ramsch) return null;
  const parsed = parseRamschEntry(state.ramsch, ramschTable(context));
  if (!parsed.ok) return null;
  const placed = placeDeal(context.setup, parsed.value, context.seats, context.rounds);
  if (!placed.ok || placed.value.kind !== 'ramsch') return null;
  return scoreRamsch(placed.value.deal, placed.value.rule);
}

/** Not refusals but what is still to enter: the hints under the entry say so already. */
const STILL_OPEN: readonly RamschError['code'][] = [
  'ramsch-points-missing',
  'ramsch-loser-missing',
  'ramsch-winner-missing',
];

/** The Ramsch's own refusals worth showing: all but what is simply not entered yet. */
export function ramschErrors(state: EntryState, context: EntryContext): readonly RamschError[] {
  if (!isRamsch(state) || !state.ramsch) return [];
  const parsed = parseRamschEntry(state.ramsch, ramschTable(context));
  if (parsed.ok) return [];
  return parsed.errors.filter((error) => !STILL_OPEN.includes(error.code));
}
