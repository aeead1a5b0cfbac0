import type { Dictionary } from '../dictionary';
import { countPhrase } from '../format';

/** Spitzen: "mit 2", "ohne 3" (ISkO 2.4). */
export const topsStrings: Dictionary['tops'] = {
  held: {
    with: (n) => `mit ${n}`,
    without: (n) => `ohne ${n}`,
  },
  count: countPhrase('de', { one: '# Spitze', other: '# Spitzen' }),
};
