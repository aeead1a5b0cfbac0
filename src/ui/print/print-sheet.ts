import type { Deal } from '../../domain/deal';
import { assertNever } from '../../domain/result';
import type { SheetScore, TableRules } from '../../domain/sheet-types';
import { formatSigned, formatTotal } from '../i18n/format';
import { topsLabel } from '../i18n/tops';
import { printStrings as s } from '../i18n/en/print';

/** One line of the printed list, every cell already text. */
export interface PrintRow {
  readonly number: number;
  readonly dealer: string;
  readonly declarer: string;
  readonly game: string;
  /** The declarer's list entry ("+48", "−96"); empty for a passed deal. */
  readonly entry: string;
  readonly won: boolean | null;
  /** As on paper: the declarer's new running total in the declarer's column, the rest empty. */
  readonly cells: readonly string[];
}

/** A labelled line under the deals, one cell per player. */
export interface FooterRow {
  readonly label: string;
  readonly cells: readonly string[];
  /** The line that decides the standings is printed bold. */
  readonly decisive: boolean;
}

export interface PrintedList {
  readonly rows: readonly PrintRow[];
  readonly footer: readonly FooterRow[];
}

/**
 * The game as on a paper list: "Grand with 2 hand", "Clubs without 1 hand, schneider announced,
 * Kontra, Bock ×2", "Null ouvert", "passed" ("passed, Bock ×2" in a Bock round: it used up a
 * Bock deal). Won or lost shows in the value column. `bock`: the Bock the sheet scored the deal
 * with (derived when the table plays Bock rounds); by default the deal's own.
 */
export function gameLabel(deal: Deal, bock = deal.kind === 'passed' ? 0 : deal.bock): string {
  switch (deal.kind) {
    case 'passed':
      return joinParts([s.passed, bockLabel(bock)]);
    case 'null':
      return joinParts([s.nullVariants[deal.variant], s.kontra[deal.kontra], bockLabel(bock)]);
    case 'trump':
      return joinParts([
        [s.games[deal.game], topsLabel(deal), s.announcements[deal.announcement]]
          .filter((part) => part !== '')
          .join(' '),
        s.kontra[deal.kontra],
        bockLabel(bock),
      ]);
    default:
      return assertNever(deal);
  }
}

function bockLabel(bock: number): string {
  return bock > 0 ? s.bock(bock) : '';
}

function joinParts(parts: readonly string[]): string {
  return parts.filter((part) => part !== '').join(', ');
}

function nameOf(playerNames: readonly string[], seat: number): string {
  return playerNames[seat] ?? `${seat + 1}`;
}

function printRows(playerNames: readonly string[], score: SheetScore): PrintRow[] {
  return score.rows.map((row, index) => {
    const declarer = row.score ? row.score.deal.declarer : null;
    return {
      number: index + 1,
      dealer: nameOf(playerNames, row.seats.dealer),
      declarer: declarer === null ? '' : nameOf(playerNames, declarer),
      game: gameLabel(row.deal, row.bock),
      entry: row.score ? formatSigned(row.score.list) : '',
      won: row.score ? row.score.won : null,
      cells: playerNames.map((_, seat) =>
        seat === declarer ? formatTotal(row.listTotals[seat] ?? 0) : '',
      ),
    };
  });
}

/**
 * The lines under the deals. A Seeger-Fabian list adds the tournament sheet's own breakdown
 * (Skatwettspielordnung 5.1): 50 per game won less 50 per game lost, and 40 (table of 3) or 30
 * (table of 4) for every game the other players lost, summed with the points to the result.
 */
function footerRows(rules: TableRules, score: SheetScore): FooterRow[] {
  const { totals } = score;
  const seats = totals.list.map((_, seat) => seat);
  const rank = (seat: number) => String(score.standings.find((st) => st.seat === seat)?.rank ?? '');
  const seegerFabian = rules.listKind === 'seeger-fabian';
  const rows: FooterRow[] = [
    { label: s.totals, cells: totals.list.map(formatTotal), decisive: !seegerFabian },
    { label: s.won, cells: totals.won.map(String), decisive: false },
    { label: s.lost, cells: totals.lost.map(String), decisive: false },
  ];
  if (seegerFabian) {
    const perLostGame = rules.players === 3 ? 40 : 30;
    const allLost = totals.lost.reduce((sum, lost) => sum + lost, 0);
    const won = (seat: number) => totals.won[seat] ?? 0;
    const lost = (seat: number) => totals.lost[seat] ?? 0;
    rows.push(
      {
        label: s.wonLostPoints,
        cells: seats.map((seat) => formatSigned(50 * (won(seat) - lost(seat)))),
        decisive: false,
      },
      {
        label: s.othersLostPoints(perLostGame),
        cells: seats.map((seat) => formatSigned(perLostGame * (allLost - lost(seat)))),
        decisive: false,
      },
      { label: s.seegerFabian, cells: totals.seegerFabian.map(formatTotal), decisive: true },
    );
  }
  rows.push({ label: s.place, cells: seats.map(rank), decisive: false });
  return rows;
}

export function printedList(
  playerNames: readonly string[],
  rules: TableRules,
  score: SheetScore,
): PrintedList {
  return { rows: printRows(playerNames, score), footer: footerRows(rules, score) };
}
