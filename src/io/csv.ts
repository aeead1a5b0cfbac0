import { scoreStoredSheet } from '../db/scored-sheet';
import { csvFile, csvLine, type Cell } from './csv-cell';
import type { SheetSetupError } from '../domain/sheet-checks';
import type { SheetRow } from '../domain/sheet-types';
import { assertNever } from '../domain/result';
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
  /** Bierlachs: what each player has left in the running round, and the rounds each lost. */
  readonly left: string;
  readonly roundsLost: string;
  /** The one line of a sheet that cannot be scored (a damaged database). */
  readonly cannotScore: (errors: readonly SheetSetupError[]) => string;
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
  /**
   * A deal's game as the list writes it ("Clubs with 2, Kontra, Bock ×2"); a Ramsch, which has no
   * declarer, with who lost and won ("Ramsch, Jungfrau, Bock ×2 — Ben loses, Carl wins").
   */
  readonly gameLabel: (row: SheetRow) => string;
}

/**
 * The declarer's name and list entry; a Ramsch has no declarer: the entry of its loser(s) (each
 * loses the same), or of the Durchmarsch player; a passed deal neither.
 */
function playedCells(row: SheetRow, names: readonly string[]): [Cell, Cell] {
  const entry = row.entry;
  switch (entry.kind) {
    case 'declarer':
      return [names[entry.score.deal.declarer] ?? '', entry.score.list];
    case 'ramsch': {
      const seat = entry.score.losers[0] ?? entry.score.winner;
      return ['', seat === null ? '' : (row.listDelta[seat] ?? '')];
    }
    case 'passed':
      return ['', ''];
    // Crossed out: no declarer counts, and it scores 0.
    case 'voided':
      return ['', 0];
    default:
      return assertNever(entry);
  }
}

function dealLine(
  row: SheetRow,
  names: readonly string[],
  totals: readonly number[],
  format: CsvFormat,
): Cell[] {
  const [declarer, value] = playedCells(row, names);
  return [
    row.seats.dealIndex + 1,
    names[row.seats.dealer] ?? '',
    declarer,
    format.gameLabel(row),
    value,
    ...totals,
  ];
}

/**
 * The sheet as CSV for a spreadsheet: one row per deal (number, dealer, declarer, game, the
 * declarer's list entry — for a Ramsch no declarer and each loser's entry — then each player's
 * running total in the sheet's list kind), then the totals and the games won and lost. On a
 * Bierlachs sheet each player's column is what is left in the deal's round (at or below 0 where
 * the player lost the round), then what is left now and the rounds each lost. RFC 4180, CRLF line
 * ends; numbers plain (ASCII minus), so a spreadsheet reads them as numbers.
 */
export function sheetToCsv(
  sheet: SheetRecord,
  deals: readonly DealRecord[],
  format: CsvFormat,
): string {
  const { words, delimiter } = format;
  const line = (cells: readonly Cell[]) => csvLine(cells, delimiter);
  const file = (lines: readonly string[]) => csvFile(lines, format.bom);
  const names = sheet.playerNames;
  const { deal, dealer, declarer, game, value } = words;
  const header = line([deal, dealer, declarer, game, value, ...names]);
  const scored = scoreStoredSheet({ sheet, deals });
  // Stored sheets are checked on every write, so this is a damaged database: say so in the file.
  if (!scored.ok) return file([header, line([words.cannotScore(scored.errors)])]);
  const { totals, rows, counted, countedAfter, bierlachs } = scored.value;
  const blank = ['', '', '', ''];
  return file([
    header,
    ...rows.map((row, index) => line(dealLine(row, names, countedAfter[index] ?? [], format))),
    ...(bierlachs === null
      ? [line([words.total, ...blank, ...counted])]
      : [
          line([words.left, ...blank, ...bierlachs.counts]),
          line([words.roundsLost, ...blank, ...bierlachs.lost]),
        ]),
    line([words.gamesWon, ...blank, ...totals.won]),
    line([words.gamesLost, ...blank, ...totals.lost]),
  ]);
}
