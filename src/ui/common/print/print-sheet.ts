import { bierlachsDelta, type BierlachsSheet } from '../../../domain/bierlachs';
import { OPPONENTS_BONUS, SEEGER_FABIAN_BONUS } from '../../../domain/score-deal';
import type { SheetSetup } from '../../../domain/rules';
import type { SheetRow, SheetScore } from '../../../domain/sheet-types';
import { explainTotal } from '../../../domain/total-explained';
import { assertNever } from '../../../domain/result';
import { listDealLabel } from '../game-label';
import { ramschOutcomeText } from '../../i18n/ramsch-outcome';
import { ramschLine } from './ramsch-line';
import { formatNumber, formatSigned, formatTotal } from '../../i18n/format';
import type { I18n } from '../../i18n/I18nProvider';

/** The language to print in: its words and its number format. */
export type PrintLanguage = Pick<I18n, 'locale' | 't'>;

/** One line of the printed list, every cell already text. */
export interface PrintRow {
  readonly number: number;
  readonly dealer: string;
  readonly declarer: string;
  readonly game: string;
  /** Who lost and who won a Ramsch ("Ben loses, Carl wins"); empty for any other deal. */
  readonly outcome: string;
  /** A Ramsch's value step by step in one line, each step with its rule; empty for any other deal. */
  readonly explanation: string;
  /** The round the deal was played in, when not written in its game: "Ramsch round" (a Ramsch, or
   * the grand hand played instead). The Bock is part of the game ("Ramsch, Bock ×2"). */
  readonly marks: readonly string[];
  /** The declarer's list entry ("+48", "−96"), each Ramsch loser's (or the Durchmarsch
   * player's); empty for a passed deal. */
  readonly entry: string;
  readonly won: boolean | null;
  /**
   * As on paper: the declarer's new running total in the declarer's column, the rest empty; for a
   * Ramsch the new running total of every player it changed.
   */
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

function nameOf(playerNames: readonly string[], seat: number): string {
  return playerNames[seat] ?? `${seat + 1}`;
}

/** The seats whose column gets the row's running total: the declarer's, or those a Ramsch changed. */
function seatsWritten(row: SheetRow, declarer: number | null): (seat: number) => boolean {
  if (row.entry.kind === 'ramsch') return (seat) => (row.listDelta[seat] ?? 0) !== 0;
  return (seat) => seat === declarer;
}

/** The value column: the declarer's entry, or what each Ramsch loser lost (the same for all). */
function entryOf(row: SheetRow, locale: PrintLanguage['locale']): string {
  switch (row.entry.kind) {
    case 'declarer':
      return formatSigned(row.entry.score.list, locale);
    case 'ramsch': {
      const { losers, value } = row.entry.score;
      return formatSigned(losers.length === 0 ? value : -value, locale);
    }
    case 'passed':
      return '';
    // Crossed out: it scores 0 for everyone.
    case 'voided':
      return formatSigned(0, locale);
    default:
      return assertNever(row.entry);
  }
}

/**
 * Bierlachs marks on a deal: where a round starts ("Round 2: everyone at 500") and who lost it
 * ("Ben buys the beer").
 */
function bierlachsMarks(
  bierlachs: BierlachsSheet,
  index: number,
  playerNames: readonly string[],
  t: PrintLanguage['t'],
): string[] {
  const b = t.bierlachs;
  const starts = bierlachs.rounds.findIndex((round) => round.firstDeal === index);
  const ends = bierlachs.rounds.find((round) => round.lastDeal === index);
  return [
    ...(starts === -1 ? [] : [b.roundStarts(starts + 1, bierlachs.limit)]),
    ...(ends === undefined
      ? []
      : [b.buysBeer(ends.losers.map((seat) => nameOf(playerNames, seat)))]),
  ];
}

function printRows(
  playerNames: readonly string[],
  score: SheetScore,
  { locale, t }: PrintLanguage,
  bierlachs: BierlachsSheet | null,
): PrintRow[] {
  return score.rows.map((row, index) => {
    const declarer = row.score ? row.score.deal.declarer : null;
    // Bierlachs writes the new count of every player the deal took points from.
    const taken = bierlachs === null ? null : bierlachsDelta(row);
    const written = taken
      ? (seat: number) => (taken[seat] ?? 0) !== 0
      : seatsWritten(row, declarer);
    const running = bierlachs?.countsAfter[index] ?? row.listTotals;
    return {
      number: index + 1,
      dealer: nameOf(playerNames, row.seats.dealer),
      declarer: declarer === null ? '' : nameOf(playerNames, declarer),
      // The Bock the sheet scored the deal with (derived when the table plays Bock rounds).
      game: listDealLabel(row.deal, t, { bock: row.bock }),
      outcome:
        row.entry.kind === 'ramsch' ? ramschOutcomeText(t, row.entry.score, playerNames) : '',
      explanation: row.entry.kind === 'ramsch' ? ramschLine(t, row.entry.score, playerNames) : '',
      marks: [
        ...(row.ramschRound ? [t.roundsView.ramschRoundMark] : []),
        ...(row.entry.kind === 'voided' ? [t.history.voidedMark] : []),
        ...(bierlachs === null ? [] : bierlachsMarks(bierlachs, index, playerNames, t)),
      ],
      entry: entryOf(row, locale),
      won: row.score ? row.score.won : null,
      cells: playerNames.map((_, seat) =>
        written(seat) ? formatTotal(running[seat] ?? 0, locale) : '',
      ),
    };
  });
}

/**
 * What Seeger-Fabian added to each seat's list points, split as the tournament sheet prints it:
 * the ±50 of the seat's own games, and what the seat got for the other players' lost games. The
 * domain's explanation of each total (total-explained.ts), so the breakdown always sums to the
 * core's Seeger-Fabian total and says what the sheet's "How do I have 312?" says.
 */
function seegerFabianParts(score: SheetScore): { own: number[]; others: number[] } {
  const explained = score.totals.list.map((_, seat) =>
    explainTotal(score.rows, seat, 'seeger-fabian'),
  );
  return {
    own: explained.map((total) => total.ownGamesPoints),
    others: explained.map((total) => total.othersLostPoints),
  };
}

/**
 * The lines under the deals. A Seeger-Fabian list adds the tournament sheet's own breakdown
 * (Skatwettspielordnung 5.1): 50 per game won less 50 per game lost, and 40 (table of 3) or 30
 * (table of 4) for every game the other players lost, summed with the points to the result.
 */
function footerRows(
  setup: SheetSetup,
  score: SheetScore,
  { locale, t }: PrintLanguage,
  bierlachs: BierlachsSheet | null,
) {
  const s = t.print;
  const { totals } = score;
  const total = (value: number) => formatTotal(value, locale);
  const signed = (value: number) => formatSigned(value, locale);
  const count = (value: number) => formatNumber(value, locale);
  const rank = (seat: number) => String(score.placed.find((st) => st.seat === seat)?.rank ?? '');
  if (bierlachs !== null) {
    // Bierlachs: the rounds lost decide, then what is left in the running round.
    return [
      { label: t.bierlachs.countLong, cells: bierlachs.counts.map(total), decisive: false },
      { label: t.bierlachs.roundsLost, cells: bierlachs.lost.map(count), decisive: true },
      { label: s.won, cells: totals.won.map(count), decisive: false },
      { label: s.lost, cells: totals.lost.map(count), decisive: false },
      { label: s.place, cells: totals.list.map((_, seat) => rank(seat)), decisive: false },
    ];
  }
  const seegerFabian = setup.rules.list === 'seeger-fabian';
  const rows: FooterRow[] = [
    { label: s.totals, cells: totals.list.map(total), decisive: !seegerFabian },
    { label: s.won, cells: totals.won.map(count), decisive: false },
    { label: s.lost, cells: totals.lost.map(count), decisive: false },
  ];
  if (seegerFabian) {
    const { own, others } = seegerFabianParts(score);
    rows.push(
      {
        label: s.wonLostPoints(SEEGER_FABIAN_BONUS),
        cells: own.map(signed),
        decisive: false,
      },
      {
        label: s.othersLostPoints(OPPONENTS_BONUS[setup.players]),
        cells: others.map(signed),
        decisive: false,
      },
      { label: s.seegerFabian, cells: totals.seegerFabian.map(total), decisive: true },
    );
  }
  rows.push({ label: s.place, cells: totals.list.map((_, seat) => rank(seat)), decisive: false });
  return rows;
}

export function printedList(
  playerNames: readonly string[],
  setup: SheetSetup,
  score: SheetScore,
  language: PrintLanguage,
): PrintedList {
  const { bierlachs } = score;
  return {
    rows: printRows(playerNames, score, language, bierlachs),
    footer: footerRows(setup, score, language, bierlachs),
  };
}
