import type { TopsHeld } from '../../../domain/deal';
import { countPhrase } from '../format';

/** The words for a game's tops, the same on the sheet, the printed list and the explanation. */
export const topsStrings = {
  held: {
    with: (n: number) => `with ${n}`,
    without: (n: number) => `without ${n}`,
  } satisfies Record<TopsHeld, (n: number) => string>,
  /** Tops when the entry did not say whether the club jack was held. */
  count: countPhrase('en', { one: '# top', other: '# tops' }),
};
