import { validateTableRules } from '../domain/sheet';
import { BOCK_OFF, type TableRules } from '../domain/sheet-types';
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
  readonly rules: TableRules;
}

/** What a sheet is made of once its input is checked: names trimmed. */
export interface CheckedSheet {
  readonly name: string;
  readonly playerNames: readonly string[];
  readonly rules: TableRules;
}

// Names are plain text: markup such as "<b>" is kept as typed (the UI renders text, never HTML),
// but what breaks lists and columns is refused (see name-text.ts).
const NAME_PROBLEM_TEXT: Readonly<Record<NameProblem, (label: string, max: number) => string>> = {
  empty: (label) => `${label} is empty.`,
  'too-long': (label, max) => `${label} is longer than ${max} characters.`,
  control: (label) => `${label} contains a control character.`,
  'bidi-control': (label) => `${label} contains a text direction control.`,
  invisible: (label) => `${label} is invisible or contains an invisible character.`,
};

function checkText(label: string, text: string, maxLength: number): string[] {
  const problem = nameProblem(text, maxLength);
  return problem === null ? [] : [NAME_PROBLEM_TEXT[problem](label, maxLength)];
}

export function checkPlayerNames(names: readonly string[], players: number): string[] {
  if (names.length !== 3 && names.length !== 4) {
    return [`A sheet needs 3 or 4 players, not ${names.length}.`];
  }
  if (names.length !== players) {
    return [`The rules are for ${players} players but ${names.length} names were given.`];
  }
  const problems = names.flatMap((name, seat) =>
    checkText(`The name of player ${seat + 1}`, name, MAX_PLAYER_NAME_LENGTH),
  );
  const lowerCase = names.map((name) => name.toLocaleLowerCase());
  lowerCase.forEach((name, seat) => {
    if (name !== '' && lowerCase.indexOf(name) < seat) {
      problems.push(`"${names[seat]}" plays twice: every player needs a different name.`);
    }
  });
  return problems;
}

export function checkRules(rules: TableRules): string[] {
  const problems: string[] = [];
  const checked = validateTableRules(rules);
  if (!checked.ok) problems.push(...checked.errors.map((error) => error.message));
  if (!Number.isSafeInteger(rules.plannedDeals) || rules.plannedDeals <= 0) {
    problems.push('The number of deals must be a whole number above 0.');
  } else if (rules.plannedDeals % rules.players !== 0) {
    problems.push(
      `The number of deals (${rules.plannedDeals}) must be divisible by the ${rules.players} players, so everyone deals equally often.`,
    );
  }
  return problems;
}

export function checkSheetName(name: string): string[] {
  return checkText('The sheet name', name, MAX_SHEET_NAME_LENGTH);
}

function localDate(now: number): string {
  const date = new Date(now);
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function checkTrimmed(label: string, text: string): string[] {
  return text === text.trim() ? [] : [`${label} starts or ends with spaces.`];
}

/** Checks a sheet that claims to be stored already (a backup, an older version): no trimming. */
export function checkSheetFields(sheet: CheckedSheet): string[] {
  return [
    ...checkTrimmed('The sheet name', sheet.name),
    ...checkSheetName(sheet.name),
    ...sheet.playerNames.flatMap((name, seat) =>
      checkTrimmed(`The name of player ${seat + 1}`, name),
    ),
    ...checkPlayerNames(sheet.playerNames, sheet.rules.players),
    ...checkRules(sheet.rules),
  ];
}

/** Trims and checks everything a new sheet is made of; every problem is one sentence. */
export function checkNewSheet(input: NewSheet, now: number): Result<CheckedSheet, string> {
  const playerNames = input.playerNames.map(normaliseName);
  const name = (input.name && normaliseName(input.name)) || localDate(now);
  const problems = [
    ...checkSheetName(name),
    ...checkPlayerNames(playerNames, input.rules.players),
    ...checkRules(input.rules),
  ];
  // Stored sheets always say whether Bock rounds are played (schema version 2).
  const rules: TableRules = { ...input.rules, bock: input.rules.bock ?? BOCK_OFF };
  return problems.length > 0 ? fail(problems) : ok({ name, playerNames, rules });
}
