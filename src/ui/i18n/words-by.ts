// Words for a closed union of codes, as a table instead of a `case … return` switch. The table's
// type lists every member of the union, so the type checker still demands words for each code
// (and refuses a code that does not exist), as the switch with `assertNever` did.

/** Fixed words, or words built from the member's data. */
type Words<M> = string | ((member: M) => string);

/** One row per value of the member's `key` field (`code`, `kind`), typed by that member. */
export type WordsBy<K extends string, U extends { readonly [P in K]: string }> = {
  readonly [C in U[K]]: Words<Extract<U, { readonly [P in K]: C }>>;
};

/** The words of `member` from its row of `table`. */
export function wordsBy<K extends string, U extends { readonly [P in K]: string }>(
  key: K,
  member: U,
  table: WordsBy<K, U>,
): string {
  // The row of `member[key]` takes exactly this member; TypeScript cannot follow that link.
  const words = table[member[key]] as Words<U>;
  return typeof words === 'string' ? words : words(member);
}
