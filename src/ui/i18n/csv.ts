import type { SheetRow } from '../../domain/sheet-types';
import type { CsvFormat } from '../../io/csv';
import type { Dictionary } from './dictionary';
import { sheetSetupErrorMessage } from './house-errors';

/**
 * The CSV export in the table's language: its headings, delimiter and byte order mark come from
 * the dictionary (German: `;` and a BOM), the game of each deal from `gameLabel`.
 */
export function csvFormat(t: Dictionary, gameLabel: (row: SheetRow) => string): CsvFormat {
  const { delimiter, bom, cannotScore, ...headings } = t.csv;
  return {
    delimiter,
    bom,
    gameLabel,
    words: {
      ...headings,
      cannotScore: (errors) =>
        cannotScore(errors.map((e) => sheetSetupErrorMessage(t, e)).join(' ')),
    },
  };
}
