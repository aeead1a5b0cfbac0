import { nameKey } from '../domain/same-name';
import {
  isTableSize,
  MAX_PLANNED_DEALS,
  MAX_TABLE_SIZE,
  type PresetId,
  type SheetSetup,
} from '../domain/rules';
import { validateSetup } from '../domain/sheet';
import type { SheetSetupError } from '../domain/sheet-checks';
import { fail, ok, type Result } from '../domain/result';
import { nameProblem, normaliseName, type NameProblem } from './name-text';

/**
 * Long enough for "Großmutter Hildegard", short enough for a column on a phone; counted in
 * graphemes (what a reader sees as one character), never cut.
 */
export const MAX_PLAYER_NAME_LENGTH = 40;
export const MAX_SHEET_NAME_LENGTH = 60;

export interface NewSheet {
  /** Defaults to the local date, "2024-05-17". */
  readonly name?: string;
  /** Seat order. */
  readonly playerNames: readonly string[];
  /** The table and its house rules, resolved (a preset only fills them). */
  readonly setup: SheetSetup;
  /** The preset the rules were filled from, kept as a label; absent or null: none. */
  readonly preset?: PresetId | null;
}

/** What a sheet is made of once its input is checked: names trimmed. */
export interface CheckedSheetFields {
  readonly name: string;
  readonly playerNames: readonly string[];
  readonly setup: SheetSetup;
  readonly preset: PresetId | null;
}

/** The text a problem is about: the sheet's name, or the name of the player at a seat (0-based). */
export type NameField =
  { readonly kind: 'sheet' } | { readonly kind: 'player'; readonly seat: number };

/** Everything that can be wrong with a sheet's names and rules: codes, worded by the UI. */
export type SheetInputProblem =
  | { readonly code: 'name-empty'; readonly field: NameField }
  | { readonly code: 'name-too-long'; readonly field: NameField; readonly maxLength: number }
  | { readonly code: 'name-control-character'; readonly field: NameField }
  /** A direction override or isolate: it would reverse the text around the name. */
  | { readonly code: 'name-direction-control'; readonly field: NameField }
  /** Nothing visible, or a zero-width space inside: two names that look the same. */
  | { readonly code: 'name-invisible'; readonly field: NameField }
  | { readonly code: 'name-spaces-around'; readonly field: NameField }
  | { readonly code: 'players-not-3-or-4'; readonly count: number }
  /** More names than a table of 5 seats: the sixth and later have no seat. */
  | { readonly code: 'sixth-player'; readonly count: number }
  | { readonly code: 'names-not-players'; readonly players: number; readonly names: number }
  | { readonly code: 'player-twice'; readonly name: string }
  | { readonly code: 'planned-deals-not-positive' }
  | { readonly code: 'planned-deals-too-many'; readonly maxPlannedDeals: number }
  | {
      readonly code: 'planned-deals-not-divisible';
      readonly plannedDeals: number;
      readonly players: number;
    }
  | { readonly code: 'rules-invalid'; readonly error: SheetSetupError };

// Names are plain text: markup such as "<b>" is kept as typed (the UI renders text, never HTML),
// but what breaks lists and columns is refused (see name-text.ts).
const NAME_PROBLEM_CODE = {
  empty: 'name-empty',
  control: 'name-control-character',
  'bidi-control': 'name-direction-control',
  invisible: 'name-invisible',
} as const satisfies Record<Exclude<NameProblem, 'too-long'>, SheetInputProblem['code']>;

function checkText(field: NameField, text: string, maxLength: number): SheetInputProblem[] {
  const problem = nameProblem(text, maxLength);
  if (problem === null) return [];
  if (problem === 'too-long') return [{ code: 'name-too-long', field, maxLength }];
  return [{ code: NAME_PROBLEM_CODE[problem], field }];
}

function checkPlayerNames(names: readonly string[], players: number): SheetInputProblem[] {
  if (names.length > MAX_TABLE_SIZE) return [{ code: 'sixth-player', count: names.length }];
  if (!isTableSize(names.length)) return [{ code: 'players-not-3-or-4', count: names.length }];
  if (names.length !== players) {
    return [{ code: 'names-not-players', players, names: names.length }];
  }
  const problems = names.flatMap((name, seat) =>
    checkText({ kind: 'player', seat }, name, MAX_PLAYER_NAME_LENGTH),
  );
  const keys = names.map(nameKey);
  keys.forEach((key, seat) => {
    if (key !== '' && keys.indexOf(key) < seat) {
      problems.push({ code: 'player-twice', name: names[seat] ?? '' });
    }
  });
  return problems;
}

function checkSetup(setup: SheetSetup): SheetInputProblem[] {
  const checked = validateSetup(setup);
  const problems: SheetInputProblem[] = checked.ok
    ? []
    : checked.errors.map((error) => ({ code: 'rules-invalid', error }));
  const { plannedDeals, players } = setup;
  if (!Number.isSafeInteger(plannedDeals) || plannedDeals <= 0) {
    problems.push({ code: 'planned-deals-not-positive' });
  } else if (plannedDeals > MAX_PLANNED_DEALS) {
    problems.push({ code: 'planned-deals-too-many', maxPlannedDeals: MAX_PLANNED_DEALS });
  } else if (plannedDeals % players !== 0) {
    problems.push({ code: 'planned-deals-not-divisible', plannedDeals, players });
  }
  return problems;
}

export function checkSheetName(name: string): SheetInputProblem[] {
  return checkText({ kind: 'sheet' }, name, MAX_SHEET_NAME_LENGTH);
}

function localDate(now: number): string {
  const date = new Date(now);
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function checkTrimmed(field: NameField, text: string): SheetInputProblem[] {
  return text === text.trim() ? [] : [{ code: 'name-spaces-around', field }];
}

/** Checks a sheet that claims to be stored already (a backup, an older version): no trimming. */
export function checkSheetFields(sheet: CheckedSheetFields): SheetInputProblem[] {
  return [
    ...checkTrimmed({ kind: 'sheet' }, sheet.name),
    ...checkSheetName(sheet.name),
    ...sheet.playerNames.flatMap((name, seat) => checkTrimmed({ kind: 'player', seat }, name)),
    ...checkPlayerNames(sheet.playerNames, sheet.setup.players),
    ...checkSetup(sheet.setup),
  ];
}

/** Trims and checks everything a new sheet is made of; reports every problem, not the first. */
export function checkNewSheet(
  input: NewSheet,
  now: number,
): Result<CheckedSheetFields, SheetInputProblem> {
  const playerNames = input.playerNames.map(normaliseName);
  const name = (input.name && normaliseName(input.name)) || localDate(now);
  const problems = [
    ...checkSheetName(name),
    ...checkPlayerNames(playerNames, input.setup.players),
    ...checkSetup(input.setup),
  ];
  const checked = { name, playerNames, setup: input.setup, preset: input.preset ?? null };
  return problems.length > 0 ? fail(problems) : ok(checked);
}
