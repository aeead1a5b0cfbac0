/**
 * Number formats shared by every screen. Scores use the typographic minus (−), as on a printed
 * list, and an explicit plus so a list entry reads as a change.
 */
const MINUS = '\u2212';

/** "+48", "−96", "0". */
export function formatSigned(value: number): string {
  if (value > 0) return `+${value}`;
  if (value < 0) return `${MINUS}${-value}`;
  return '0';
}

/** A total without a plus sign: "48", "−96". */
export function formatTotal(value: number): string {
  return value < 0 ? `${MINUS}${-value}` : String(value);
}
