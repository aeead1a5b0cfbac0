/**
 * A name put into a sentence ("Anna deals", "Geber: Anna", "Delete “Anna”?") must not reorder it:
 * a right-to-left name, or one holding a direction override, would otherwise pull the words
 * around it into its own direction. Such a text is wrapped in FIRST STRONG ISOLATE … POP
 * DIRECTIONAL ISOLATE (Unicode bidi isolates, the plain-text form of <bdi>), which also ends any
 * embedding or override left open inside it.
 *
 * Only a text that could reorder anything is wrapped: in an English or German sentence nothing
 * moves unless right-to-left letters or direction controls are present, and a left-to-right
 * name keeps its exact text (what a screen reader says, what a search finds).
 */

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** Right-to-left scripts (Hebrew to Arabic, their presentation forms, the historic ones) and every direction control. */
const MAY_REORDER =
  /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefe\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;

/** The text as it may safely stand inside a sentence. */
export function isolate(text: string): string {
  return MAY_REORDER.test(text) ? FIRST_STRONG_ISOLATE + text + POP_DIRECTIONAL_ISOLATE : text;
}

function isPlainObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return (
    typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype
  );
}

/** A sentence's argument with every text in it isolated (also inside a list or a record). */
function isolateArgument(value: unknown): unknown {
  if (typeof value === 'string') return isolate(value);
  if (Array.isArray(value)) return value.map(isolateArgument);
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, isolateArgument(v)]));
  }
  return value;
}

function isolatingWords(value: unknown): unknown {
  if (typeof value === 'function') {
    const sentence = value;
    return (...args: readonly unknown[]): unknown =>
      Reflect.apply(sentence, undefined, args.map(isolateArgument));
  }
  if (Array.isArray(value)) return value.map(isolatingWords);
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, isolatingWords(v)]));
  }
  return value;
}

/**
 * A language's words whose sentences isolate every text they are given (player and sheet names,
 * file names, a nested sentence): done once here, for every sentence of every language, so that
 * no sentence and no call site can forget it. Plain words and numbers pass through unchanged.
 */
export function isolatingInsertedText<Words extends object>(words: Words): Words {
  // The same shape with the same types: only the string arguments of its functions differ.
  return isolatingWords(words) as Words;
}
