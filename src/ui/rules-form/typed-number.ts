// Numbers as a player types them into the start form: digits, a decimal comma or point, and the
// half ("½", "1½") that stakes are said in. Anything else is not a number (NaN), so the rules core
// refuses it with its own error and the typed text stays in the field.

const DECIMAL = /^\d+(?:[.,]\d+)?$/;
const WITH_HALF = /^(\d*)½$/;

/** The number typed, or NaN when the text is not one. */
export function typedNumber(text: string): number {
  const trimmed = text.trim();
  const half = WITH_HALF.exec(trimmed);
  if (half) return Number(half[1] === '' ? 0 : half[1]) + 0.5;
  return DECIMAL.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

/** A stored number as the form shows it: halves as players say them ("½", "1½"), as typedNumber reads them. */
export function numberText(value: number): string {
  const whole = Math.floor(value);
  if (value - whole !== 0.5) return String(value);
  return whole === 0 ? '½' : `${String(whole)}½`;
}

const GROUPED = /^\d{1,3}(?:([.,\s\u202f])\d{3})(?:\1\d{3})*$/u;

/**
 * A whole number as typed, thousands grouped or not ("1000", "1.000", "1,000", "1 000"): a limit
 * of a thousand is said both ways. Anything else reads as typedNumber does, so "2,5" stays 2.5
 * and is refused as no whole number.
 */
export function typedWholeNumber(text: string): number {
  const trimmed = text.trim();
  return GROUPED.test(trimmed) ? Number(trimmed.replace(/\D/gu, '')) : typedNumber(trimmed);
}
