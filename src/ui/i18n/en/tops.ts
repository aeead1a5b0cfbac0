import type { TopsHeld } from '../../../domain/deal';

/** The words for a game's tops, the same on the sheet and on the printed list. */
export const topsStrings = {
  held: { with: 'with', without: 'without' } satisfies Record<TopsHeld, string>,
  /** Tops when the entry did not say whether the club jack was held. */
  count: (n: number) => (n === 1 ? '1 top' : `${n} tops`),
};
