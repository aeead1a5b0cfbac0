import type { SheetError } from '../domain/errors';
import { scoreSheet } from '../domain/sheet';
import type { SheetRow } from '../domain/sheet-types';
import type { DealRecord, SheetRecord } from '../db/records';

/** The words of the file, in the language the caller chose. */
export interface CsvWords {
  readonly deal: string;
  readonly dealer: string;
  readonly declarer: string;
  readonly game: string;
  readonly value: string;
  readonly total: string;
  readonly gamesWon: string;
  readonly gamesLost: string;
  /** The one line of a sheet that cannot be scored (a damaged database). */
  readonly cannotScore: (errors: readonly SheetError[]) => string;
}

/**
 * How the file is written, chosen by the caller for its language: a German spreadsheet expects
 * `;` between fields and a byte order mark to read UTF-8; an English one a comma.
 */
export interface CsvFormat {
  readonly delimiter: ',' | ';';
  /** Start with U+FEFF, so a spreadsheet reads the file as UTF-8 (umlauts, ß). */
  readonly bom: boolean;
  readonly words: CsvWords;
  /** A deal's game as the list writes it ("Clubs with 2, Kontra, Bock ×2"). */
  readonly gameLabel: (row: SheetRow) => string;
}

type Cell = string | number;

// A text cell a spreadsheet would run as a formula (=, +, -, @, or a leading tab/CR) gets a
// leading apostrophe: a player called "=HYPERLINK(…)" stays a name (CSV injection, OWASP).
const FORMULA_START = /^[=+\-@\t\r]/;

function textCell(text: string, delimiter: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  // RFC 4180: a field with the delimiter, a quote or a line break is quoted, its quotes doubled.
  const needsQuotes = safe.includes(delimiter) || /["\r\n]/.test(safe);
  return needsQuotes ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function dealLine(
  row: SheetRow,
  names: readonly string[],
  seegerFabian: boolean,
  format: CsvFormat,
): Cell[] {
  const score = row.score;
  const declarer = score ? (names[score.deal.declarer] ?? '') : '';
  const totals = seegerFabian ? row.seegerFabianTotals : row.listTotals;
  return [
    row.seats.dealIndex + 1,
    names[row.seats.dealer] ?? '',
    declarer,
    format.gameLabel(row),
    score ? score.list : '',
    ...totals,
  ];
}

/**
 * The sheet as CSV for a spreadsheet: one row per deal (number, dealer, declarer, game, the
 * declarer's list entry, then each player's running total in the sheet's list kind), then the
 * totals and the games won and lost. RFC 4180, CRLF line ends; numbers plain (ASCII minus), so
 * a spreadsheet reads them as numbers.
 */
export function sheetToCsv(
  sheet: SheetRecord,
  deals: readonly DealRecord[],
  format: CsvFormat,
): string {
  const { words, delimiter } = format;
  const line = (cells: readonly Cell[]) =>
    cells.map((c) => (typeof c === 'number' ? String(c) : textCell(c, delimiter))).join(delimiter);
  const file = (lines: readonly string[]) =>
    (format.bom ? '\uFEFF' : '') + lines.join('\r\n') + '\r\n';
  const names = sheet.playerNames;
  const { deal, dealer, declarer, game, value } = words;
  const header = line([deal, dealer, declarer, game, value, ...names]);
  const scored = scoreSheet(
    sheet.rules,
    deals.map((record) => record.deal),
  );
  // Stored sheets are checked on every write, so this is a damaged database: say so in the file.
  if (!scored.ok) return file([header, line([words.cannotScore(scored.errors)])]);
  const seegerFabian = sheet.rules.listKind === 'seeger-fabian';
  const { totals } = scored.value;
  const blank = ['', '', '', ''];
  return file([
    header,
    ...scored.value.rows.map((row) => line(dealLine(row, names, seegerFabian, format))),
    line([words.total, ...blank, ...(seegerFabian ? totals.seegerFabian : totals.list)]),
    line([words.gamesWon, ...blank, ...totals.won]),
    line([words.gamesLost, ...blank, ...totals.lost]),
  ]);
}
