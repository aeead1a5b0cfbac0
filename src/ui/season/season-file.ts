import type { SeasonRow, SeasonRule } from '../../domain/tournament/season';
import { seasonToCsv } from '../../io/season-csv';
import type { TextFile } from '../common/deliver-file';
import type { Dictionary } from '../i18n/dictionary';
import type { Locale } from '../i18n/locale';

/**
 * The season ranking as a CSV file in the screen's language: its headers, its delimiter and byte
 * order mark (as the sheet's CSV), its decimal mark for the points per list.
 */
export function seasonFile(
  rows: readonly SeasonRow[],
  year: string,
  rule: SeasonRule,
  t: Dictionary,
  locale: Locale,
): TextFile {
  const s = t.season;
  return {
    name: s.csvFileName(year),
    type: 'text/csv',
    text: seasonToCsv(rows, {
      delimiter: t.csv.delimiter,
      bom: t.csv.bom,
      decimal: locale === 'de' ? ',' : '.',
      headers: {
        ...s.columns,
        points: rule.count === 'average' ? s.pointsPerList : s.columns.points,
      },
      qualified: s.yes,
      notQualified: s.no,
    }),
  };
}
