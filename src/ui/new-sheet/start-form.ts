import { nameProblem, normaliseName } from '../../db/name-text';
import { MAX_SHEET_NAME_LENGTH } from '../../db/sheet-input';
import type { NewSheet } from '../../db/sheets';
import type { RuleSetError } from '../../domain/house-errors';
import {
  isTableSize,
  MAX_PLANNED_DEALS,
  PRESETS,
  type SheetSetup,
  type TableSize,
} from '../../domain/rules';
import { fail, ok, type Result } from '../../domain/result';
import { validateRuleSet } from '../../domain/validate-rules';
import { checkSeatNames, sameName, type SeatNameError } from '../common/seat-names';
import {
  presetOf,
  ruleSetOf,
  rulesFormFrom,
  rulesFormReducer,
  type RulesForm,
  type RulesFormAction,
} from '../rules-form/rules-form';

/**
 * The "new sheet" form as a pure reducer: the component only renders it and sends actions, so
 * every rule of the form is tested without React.
 */
export interface StartForm {
  /** Names in seat order (clockwise); 3 or 4 entries. */
  readonly names: readonly string[];
  /** Seat that deals the first deal. */
  readonly firstDealer: number;
  /** As typed: the field may be empty or half-typed while the player edits it. */
  readonly deals: string;
  /** The list and the house rules (house-rules.md), filled by a preset or rule by rule. */
  readonly rules: RulesForm;
  /** The sheet's name as typed; empty: the sheet is named by its day. */
  readonly sheetName: string;
}

export type StartFormAction =
  | { readonly type: 'set-player-count'; readonly count: TableSize }
  | { readonly type: 'set-name'; readonly seat: number; readonly name: string }
  | { readonly type: 'add-known-name'; readonly name: string }
  | { readonly type: 'move-seat'; readonly seat: number; readonly by: -1 | 1 }
  | { readonly type: 'set-first-dealer'; readonly seat: number }
  | { readonly type: 'set-deals'; readonly deals: string }
  | { readonly type: 'set-sheet-name'; readonly name: string }
  | RulesFormAction;

/**
 * A tournament series: 36 deals at a table of 3, 48 at a table of 4 (Skatwettspielordnung); 40 at
 * a table of 5, where each plays 24 (docs/five-at-the-table.md).
 */
const DEFAULT_DEALS: Readonly<Record<TableSize, number>> = { 3: 36, 4: 48, 5: 40 };

export function defaultDeals(players: TableSize): number {
  return DEFAULT_DEALS[players];
}

/** The table of the last sheet, so the usual group starts again with one tap. */
export interface PreviousTable {
  readonly playerNames: readonly string[];
  readonly setup: SheetSetup;
}

export function initialStartForm(previous?: PreviousTable): StartForm {
  if (previous && isTableSize(previous.playerNames.length)) {
    return {
      names: previous.playerNames,
      // The deal passes one seat to the left each deal; a new sheet starts with the first seat.
      firstDealer: 0,
      deals: String(previous.setup.plannedDeals),
      rules: rulesFormFrom(previous.setup.rules),
      // Each evening has a name of its own: the last one's is not offered again.
      sheetName: '',
    };
  }
  return {
    names: ['', '', ''],
    firstDealer: 0,
    deals: String(defaultDeals(3)),
    // The tournament rules (ISkO, Skatwettspielordnung): Seeger-Fabian, the rules reference's
    // default list, which also rewards winning games, not just high values; Kontra/Re, Ramsch and
    // Bock are house rules, off unless the table switches them on. Another preset is one tap.
    rules: rulesFormFrom(PRESETS.tournament),
    sheetName: '',
  };
}

export function playerCount(form: StartForm): TableSize {
  return isTableSize(form.names.length) ? form.names.length : 3;
}

export function startFormReducer(form: StartForm, action: StartFormAction): StartForm {
  switch (action.type) {
    case 'set-player-count':
      return setPlayerCount(form, action.count);
    case 'set-name':
      return { ...form, names: form.names.map((n, i) => (i === action.seat ? action.name : n)) };
    case 'add-known-name':
      return addKnownName(form, action.name);
    case 'move-seat':
      return moveSeat(form, action.seat, action.by);
    case 'set-first-dealer':
      return { ...form, firstDealer: action.seat };
    case 'set-deals':
      return { ...form, deals: action.deals };
    case 'set-sheet-name':
      return { ...form, sheetName: action.name };
    default:
      return { ...form, rules: rulesFormReducer(form.rules, action) };
  }
}

function setPlayerCount(form: StartForm, count: TableSize): StartForm {
  const from = playerCount(form);
  if (from === count) return form;
  const names = Array.from({ length: count }, (_, seat) => form.names[seat] ?? '');
  // Follow the count only while the number of deals is still the untouched default.
  const deals =
    form.deals === String(defaultDeals(from)) ? String(defaultDeals(count)) : form.deals;
  const firstDealer = form.firstDealer < count ? form.firstDealer : 0;
  return { ...form, names, deals, firstDealer };
}

/** A tapped name chip fills the first empty seat; a name already seated is not seated twice. */
function addKnownName(form: StartForm, name: string): StartForm {
  if (form.names.some((n) => sameName(n, name))) return form;
  const empty = form.names.findIndex((n) => n.trim() === '');
  if (empty < 0) return form;
  return startFormReducer(form, { type: 'set-name', seat: empty, name });
}

/** Swaps two neighbouring seats; the first dealer stays the same person. */
function moveSeat(form: StartForm, seat: number, by: -1 | 1): StartForm {
  const other = seat + by;
  if (other < 0 || other >= form.names.length) return form;
  const names = [...form.names];
  const moving = names[seat] ?? '';
  names[seat] = names[other] ?? '';
  names[other] = moving;
  const firstDealer =
    form.firstDealer === seat ? other : form.firstDealer === other ? seat : form.firstDealer;
  return { ...form, names, firstDealer };
}

export type StartFormError =
  | SeatNameError
  | { readonly code: 'deals-not-a-number' }
  | { readonly code: 'deals-too-many'; readonly max: number }
  | { readonly code: 'deals-not-divisible'; readonly players: TableSize }
  | { readonly code: 'sheet-name-too-long'; readonly max: number }
  /** Holds an invisible, control or text-direction character (name-text.ts). */
  | { readonly code: 'sheet-name-unusable' }
  /** A house rule the rules core refuses (no Bock event, a page or flat value not whole…). */
  | RuleSetError;

export function validateStartForm(form: StartForm): Result<NewSheet, StartFormError> {
  const errors: StartFormError[] = checkSeatNames(form.names);
  const names = form.names.map(normaliseName);
  const players = playerCount(form);
  const deals = Number(form.deals.trim());
  if (form.deals.trim() === '' || !Number.isInteger(deals) || deals < 1) {
    errors.push({ code: 'deals-not-a-number' });
  } else if (deals > MAX_PLANNED_DEALS) {
    errors.push({ code: 'deals-too-many', max: MAX_PLANNED_DEALS });
  } else if (deals % players !== 0) {
    errors.push({ code: 'deals-not-divisible', players });
  }
  const sheetName = normaliseName(form.sheetName);
  errors.push(...sheetNameErrors(sheetName));
  const rules = ruleSetOf(form.rules);
  errors.push(...validateRuleSet(rules));
  if (errors.length > 0) return fail(errors);
  const setup: SheetSetup = { players, firstDealer: form.firstDealer, plannedDeals: deals, rules };
  const named = sheetName === '' ? {} : { name: sheetName };
  return ok({ ...named, playerNames: names, setup, preset: presetOf(rules) });
}

/** A typed sheet name's problem; none when left empty (the sheet is then named by its day). */
function sheetNameErrors(name: string): StartFormError[] {
  if (name === '') return [];
  const problem = nameProblem(name, MAX_SHEET_NAME_LENGTH);
  if (problem === null) return [];
  return problem === 'too-long'
    ? [{ code: 'sheet-name-too-long', max: MAX_SHEET_NAME_LENGTH }]
    : [{ code: 'sheet-name-unusable' }];
}
