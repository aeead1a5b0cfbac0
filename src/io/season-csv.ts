// The season ranking as CSV for a spreadsheet, to export and share: one line per player, in the
// ranking's order. The words (column headers, qualified or not) are the caller's, in its language.
import type { SeasonRow } from '../domain/tournament/season';
import { csvFile, csvLine, type Cell } from './csv-cell';

export const SEASON_COLUMNS = [
  'rank',
  'name',
  'points',
  'seegerFabian',
  'lists',
  'nights',
  'won',
  'lost',
  'qualified',
] as const;
export type SeasonColumn = (typeof SEASON_COLUMNS)[number];

export interface SeasonCsvFormat {
  readonly delimiter: ',' | ';';
  /** Start with U+FEFF, so a spreadsheet reads the file as UTF-8 (umlauts, ß). */
  readonly bom: boolean;
  /** The decimal mark of a points average: a German spreadsheet reads "12,5", an English "12.5". */
  readonly decimal: '.' | ',';
  /** Each column's header, and the words of the last column. */
  readonly headers: Readonly<Record<SeasonColumn, string>>;
  readonly qualified: string;
  readonly notQualified: string;
}

/** A number as the spreadsheet reads it: whole, or an average to two decimals. */
function numberCell(value: number, decimal: '.' | ','): Cell {
  if (Number.isInteger(value)) return value;
  const text = (Math.round(value * 100) / 100).toFixed(2);
  // A decimal comma is written as text (numbers are written with a point); the spreadsheet of
  // that language reads it as a number all the same.
  return decimal === '.' ? Number(text) : text.replace('.', ',');
}

/**
 * The season ranking (seasonRanking's rows): rank (empty below the club's minimum), name, the
 * points the rule ranks by (sum or average per list), the Seeger-Fabian sum, lists, nights, games
 * won and lost, qualified or not. RFC 4180, CRLF line ends.
 */
export function seasonToCsv(rows: readonly SeasonRow[], format: SeasonCsvFormat): string {
  const { delimiter, headers } = format;
  const lines = [
    csvLine(
      SEASON_COLUMNS.map((column) => headers[column]),
      delimiter,
    ),
  ];
  for (const row of rows) {
    const cells: Record<SeasonColumn, Cell> = {
      rank: row.rank ?? '',
      name: row.name,
      points: numberCell(row.points, format.decimal),
      seegerFabian: row.seegerFabian,
      lists: row.lists,
      nights: row.nights,
      won: row.won,
      lost: row.lost,
      qualified: row.qualified ? format.qualified : format.notQualified,
    };
    lines.push(
      csvLine(
        SEASON_COLUMNS.map((column) => cells[column]),
        delimiter,
      ),
    );
  }
  return csvFile(lines, format.bom);
}
