/** One choice of a ChoiceGroup or RadioList: its value and the words shown for it. */
export interface Labelled<T extends string | number> {
  readonly value: T;
  readonly label: string;
}

/**
 * The choices of a one-of-n control, in the order of `values`, each worded by the dictionary's
 * table or function for it: the list of values stays the one place that says what may be chosen.
 */
export function choicesOf<T extends string | number>(
  values: readonly T[],
  words: Readonly<Record<T, string>> | ((value: T) => string),
): Labelled<T>[] {
  const label = typeof words === 'function' ? words : (value: T) => words[value];
  return values.map((value) => ({ value, label: label(value) }));
}
