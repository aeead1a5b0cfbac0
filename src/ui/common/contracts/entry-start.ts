/**
 * How the next deal's entry opens when started from the sheet: with its declarer already chosen
 * (the sheet's "Anna plays"), or as a passed deal. The sheet offers it, the entry opens with it.
 */
export type EntryStart =
  { readonly kind: 'declarer'; readonly seat: number } | { readonly kind: 'passed' };
