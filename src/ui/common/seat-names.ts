import { nameProblem, normaliseName } from '../../db/name-text';
import { sameName } from '../../domain/same-name';
import { MAX_PLAYER_NAME_LENGTH } from '../../db/sheet-input';
import type { Dictionary } from '../i18n/dictionary';

/**
 * The players' names at the seats, checked the same way wherever they are typed (a new sheet,
 * renaming the players of one): one rule set and one set of sentences.
 */
export type SeatNameError =
  | { readonly code: 'name-missing'; readonly seat: number }
  | { readonly code: 'name-repeated'; readonly seat: number }
  /** Longer than a column holds, counted as a reader counts (never cut while typing). */
  | { readonly code: 'name-too-long'; readonly seat: number; readonly max: number }
  /** A direction control, a control character or nothing visible: see name-text.ts. */
  | { readonly code: 'name-unusable'; readonly seat: number };

/** "Anna" and " anna" are one player: the one rule of domain/same-name.ts. */
export { sameName } from '../../domain/same-name';

/** At most one problem per seat; a name is "repeated" at the later of two seats. */
export function checkSeatNames(typed: readonly string[]): SeatNameError[] {
  const names = typed.map(normaliseName);
  const errors: SeatNameError[] = [];
  names.forEach((name, seat) => {
    const problem = nameProblem(name, MAX_PLAYER_NAME_LENGTH);
    if (problem === 'empty') errors.push({ code: 'name-missing', seat });
    else if (problem === 'too-long') {
      errors.push({ code: 'name-too-long', seat, max: MAX_PLAYER_NAME_LENGTH });
    } else if (problem !== null) errors.push({ code: 'name-unusable', seat });
    else if (names.slice(0, seat).some((n) => sameName(n, name))) {
      errors.push({ code: 'name-repeated', seat });
    }
  });
  return errors;
}

/** The sentence for a name's problem, in the start screen's words. */
export function seatNameMessage(t: Dictionary, error: SeatNameError): string {
  const s = t.start;
  switch (error.code) {
    case 'name-missing':
      return s.nameMissing(error.seat);
    case 'name-repeated':
      return s.nameRepeated(error.seat);
    case 'name-too-long':
      return s.nameTooLong(error.seat, error.max);
    case 'name-unusable':
      return s.nameUnusable(error.seat);
  }
}
