// A player across sheets: the seat summaries of every sheet they sat at, added up, their evenings,
// and for a group of players (the Thursday table) who finished ahead of whom. Pure folds of the
// per-sheet summaries: the same figures whichever order the sheets come in.
import type { ListRule } from './rules';
import type { SeatSummary } from './seat-summary';
import { addSummaries, EMPTY_SUMMARY, seegerFabianPer48 } from './seat-summary';

/** One sheet as the statistics see it: who sat where, and what each seat did. */
export interface PlayedSheet {
  readonly sheetId: string;
  /** When the sheet was started (ms since 1970): periods and the order of evenings. */
  readonly startedAt: number;
  readonly list: ListRule;
  /** The player id at each seat. */
  readonly players: readonly string[];
  readonly summaries: readonly SeatSummary[];
}

/** A period of time, both ends included (ms since 1970); null for all time. */
export interface Period {
  readonly from: number;
  readonly to: number;
}

/** One evening of a player: their points by the sheet's list, and Seeger-Fabian per 48 deals. */
export interface Evening {
  readonly sheetId: string;
  readonly startedAt: number;
  readonly list: ListRule;
  /** Deals the player played that evening. */
  readonly deals: number;
  readonly points: number;
  /** The evening's Seeger-Fabian points (counted on every list; a Bierlachs table writes none). */
  readonly seegerFabian: number;
  readonly seegerFabianPer48: number | null;
}

export interface PlayerStats {
  readonly summary: SeatSummary;
  /** In the order they were played. */
  readonly evenings: readonly Evening[];
  /** By points, among the evenings of a points list (Bierlachs evenings are not ranked by points). */
  readonly best: Evening | null;
  readonly worst: Evening | null;
}

/**
 * A Bierlachs evening: its result is the rounds each player lost (who bought the beer), not
 * points — its list points are never written on the table's list.
 */
export function isBierlachsEvening(evening: Pick<Evening, 'list'>): boolean {
  return typeof evening.list !== 'string';
}

function inPeriod(sheet: PlayedSheet, period: Period | null): boolean {
  return period === null || (sheet.startedAt >= period.from && sheet.startedAt <= period.to);
}

/** Sheets in one order whatever order they were read in: by start, then by id. */
function chronological(sheets: readonly PlayedSheet[]): PlayedSheet[] {
  return [...sheets].sort(
    (a, b) =>
      a.startedAt - b.startedAt || (a.sheetId < b.sheetId ? -1 : a.sheetId > b.sheetId ? 1 : 0),
  );
}

/** The sheets of a period that every given player sat at. */
export function sheetsWith(
  sheets: readonly PlayedSheet[],
  playerIds: readonly string[],
  period: Period | null = null,
): PlayedSheet[] {
  return chronological(sheets).filter(
    (sheet) => inPeriod(sheet, period) && playerIds.every((id) => sheet.players.includes(id)),
  );
}

function eveningOf(sheet: PlayedSheet, seat: number): Evening {
  const summary = sheet.summaries[seat] ?? EMPTY_SUMMARY;
  return {
    sheetId: sheet.sheetId,
    startedAt: sheet.startedAt,
    list: sheet.list,
    deals: summary.deals,
    points: sheet.list === 'seeger-fabian' ? summary.seegerFabian : summary.list,
    seegerFabian: summary.seegerFabian,
    seegerFabianPer48: seegerFabianPer48(summary),
  };
}

/**
 * Best by points, an earlier evening first when equal (worst: the later one). Only evenings of a
 * points list (plain or Seeger-Fabian): a Bierlachs evening is won or lost by rounds, not points.
 */
function extremes(evenings: readonly Evening[]): Pick<PlayerStats, 'best' | 'worst'> {
  let best: Evening | null = null;
  let worst: Evening | null = null;
  for (const evening of evenings) {
    if (isBierlachsEvening(evening)) continue;
    if (best === null || evening.points > best.points) best = evening;
    if (worst === null || evening.points <= worst.points) worst = evening;
  }
  return { best, worst };
}

/** A player's statistics over all their sheets, or those of a period or of a group's evenings. */
export function playerStats(
  sheets: readonly PlayedSheet[],
  playerId: string,
  period: Period | null = null,
): PlayerStats {
  let summary = EMPTY_SUMMARY;
  const evenings: Evening[] = [];
  for (const sheet of sheetsWith(sheets, [playerId], period)) {
    const seat = sheet.players.indexOf(playerId);
    summary = addSummaries(summary, sheet.summaries[seat] ?? EMPTY_SUMMARY);
    evenings.push(eveningOf(sheet, seat));
  }
  return { summary, evenings, ...extremes(evenings) };
}

/** Who finished ahead of whom how often: `ahead[a][b]` counts sheets where a had more points. */
export interface HeadToHead {
  readonly players: readonly string[];
  readonly ahead: readonly (readonly number[])[];
}

/** Head to head over the sheets where both of a pair sat, by each sheet's own list. */
export function headToHead(sheets: readonly PlayedSheet[], players: readonly string[]): HeadToHead {
  const ahead = players.map(() => players.map(() => 0));
  for (const sheet of sheets) {
    const points = players.map((id) => {
      const seat = sheet.players.indexOf(id);
      return seat === -1 ? null : eveningOf(sheet, seat).points;
    });
    points.forEach((mine, a) => {
      points.forEach((theirs, b) => {
        const row = ahead[a];
        if (row && mine !== null && theirs !== null && mine > theirs) row[b] = (row[b] ?? 0) + 1;
      });
    });
  }
  return { players, ahead };
}
