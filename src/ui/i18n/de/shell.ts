import type { Dictionary } from '../dictionary';

/** German strings of the first screen's shell (plain text: painted before any script runs). */
export const shellStrings: Dictionary['shell'] = {
  tagline: 'Schreibt die Skatliste am Tisch, auch ohne Netz, und erklärt jeden Wert.',
};
