import type { Dictionary } from '../dictionary';
import { plural } from '../locale';

/** Spitzen: "mit 2", "ohne 3" (ISkO 2.4). */
export const topsStrings: Dictionary['tops'] = {
  held: {
    with: (n) => `mit ${n}`,
    without: (n) => `ohne ${n}`,
  },
  count: plural('de', { one: '# Spitze', other: '# Spitzen' }),
};
