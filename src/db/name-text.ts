/*
 * Names (players, sheets) are plain text typed or pasted at the table, shown in lists and columns.
 * One rule set for every way in: the start screen, a rename, a backup file.
 */

/** What can be wrong with a name; the UI says it in words. */
export type NameProblem =
  /** Nothing typed. */
  | 'empty'
  /** More characters (as a reader counts them: graphemes) than the column holds. */
  | 'too-long'
  /** A newline, NUL…: breaks lists and CSV rows. */
  | 'control'
  /** A direction override or isolate (U+202E…): reverses the text around the name. */
  | 'bidi-control'
  /** Nothing visible (zero-width or blank characters only), or a zero-width space inside. */
  | 'invisible';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** Embeddings, overrides, isolates and the marks: a name must not steer the text around it. */
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
/**
 * Characters that show nothing and join nothing: a name made only of them is invisible, and one
 * inside a name makes "Anna" and "An<U+200B>na" two players who look the same. Joiners (ZWJ, ZWNJ) and
 * variation selectors are kept: emoji sequences and some scripts need them.
 */
const ZERO_WIDTH = /[\u00ad\u180e\u200b\u2060-\u2064\ufeff]/;
/** Anything a reader can see: a letter, digit, mark, symbol or punctuation. */
const VISIBLE = /[\p{L}\p{N}\p{M}\p{S}\p{P}]/u;
/** Letters that render as nothing (Hangul fillers, braille blank…) even though they are letters. */
const BLANK_LETTERS = /[\u115f\u1160\u3164\uffa0\u2800]/gu;

/** The stored form of a typed name: trimmed, and in NFC, so "Jürgen" is one player however typed. */
export function normaliseName(text: string): string {
  return text.trim().normalize('NFC');
}

// Made on first use, not when the module loads: the first Intl.Segmenter costs tens of
// milliseconds (it loads the grapheme rules), and the app's start never counts a name.
let segmenter: Intl.Segmenter | null = null;

/** Length as a reader counts it: "👨‍👩‍👧" is one, not eight. */
export function graphemeCount(text: string): number {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(segmenter.segment(text)).length;
}

/** The first problem of a (normalised) name, or null when it is fine. */
export function nameProblem(text: string, maxGraphemes: number): NameProblem | null {
  if (text.length === 0) return 'empty';
  if (CONTROL.test(text)) return 'control';
  if (BIDI_CONTROL.test(text)) return 'bidi-control';
  if (ZERO_WIDTH.test(text) || !VISIBLE.test(text.replace(BLANK_LETTERS, ''))) return 'invisible';
  if (graphemeCount(text) > maxGraphemes) return 'too-long';
  return null;
}
