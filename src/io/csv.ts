import { contractName, describeBock } from '../domain/describe';
import { scoreSheet } from '../domain/sheet';
import type { SheetRow } from '../domain/sheet-types';
import type { DealRecord, SheetRecord } from '../db/records';

type Cell = string | number;

// A text cell a spreadsheet would run as a formula (=, +, -, @, or a leading tab/CR) gets a
// leading apostrophe: a player called "=HYPERLINK(…)" stays a name (CSV injection, OWASP).
const FORMULA_START = /^[=+\-@\t\r]/;

function textCell(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  // RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled.
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function cell(value: Cell): string {
  return typeof value === 'number' ? String(value) : textCell(value);
}

function line(cells: readonly Cell[]): string {
  return cells.map(cell).join(',');
}

/** "Clubs, Kontra, Bock ×2"; the Bock is the one scored (derived when the table plays rounds). */
function gameName(row: SheetRow): string {
  const deal = row.deal;
  const bock = describeBock(row.bock);
  const parts =
    deal.kind === 'passed'
      ? ['Passed']
      : [
          contractName(deal),
          deal.kontra === 'kontra' ? 'Kontra' : deal.kontra === 're' ? 'Re' : '',
        ];
  return [...parts, bock ?? ''].filter((part) => part !== '').join(', ');
}

function dealLine(row: SheetRow, names: readonly string[], seegerFabian: boolean): Cell[] {
  const score = row.score;
  const declarer = score ? (names[score.deal.declarer] ?? '') : '';
  const totals = seegerFabian ? row.seegerFabianTotals : row.listTotals;
  return [
    row.seats.dealIndex + 1,
    names[row.seats.dealer] ?? '',
    declarer,
    gameName(row),
    score ? score.list : '',
    ...totals,
  ];
}

/**
 * The sheet as CSV for a spreadsheet: one row per deal (number, dealer, declarer, game, the
 * declarer's list entry, then each player's running total in the sheet's list kind), then the
 * totals and the games won and lost. RFC 4180, CRLF line ends.
 */
export function sheetToCsv(sheet: SheetRecord, deals: readonly DealRecord[]): string {
  const names = sheet.playerNames;
  const header = line(['Deal', 'Dealer', 'Declarer', 'Game', 'Value', ...names]);
  const scored = scoreSheet(
    sheet.rules,
    deals.map((record) => record.deal),
  );
  if (!scored.ok) {
    // Stored sheets are checked on every write, so this is a damaged database: say so in the file.
    const reason = scored.errors.map((error) => error.message).join(' ');
    return [header, line([`This sheet could not be scored: ${reason}`])].join('\r\n') + '\r\n';
  }
  const seegerFabian = sheet.rules.listKind === 'seeger-fabian';
  const { totals } = scored.value;
  const blank = ['', '', '', ''];
  const lines = [
    header,
    ...scored.value.rows.map((row) => line(dealLine(row, names, seegerFabian))),
    line(['Total', ...blank, ...(seegerFabian ? totals.seegerFabian : totals.list)]),
    line(['Games won', ...blank, ...totals.won]),
    line(['Games lost', ...blank, ...totals.lost]),
  ];
  return lines.join('\r\n') + '\r\n';
}
