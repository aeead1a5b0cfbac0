// A player across sheets: the seat summaries of every sheet they sat at, added up, their evenings,
// and for a group of players (the Thursday table) who finished ahead of whom. Pure folds of the
// per-sheet summaries: the same figures whichever order the sheets come in.
import type { ListRule } from './rules';
import type { SeatSummary } from './seat-summary';
import { seegerFabianPer48, sumSummaries } from './seat-summary';
import { countedOf } from './standings';

/** One sheet as the statistics see it: who sat where, and what each seat did. */
export interface PlayedSheet {
  readonly sheetId: string;
  /** When the sheet was started (ms since 1970): periods and the order of evenings. */
  readonly startedAt: number;
  readonly list: ListRule;
  /** The player id at each seat. */
  readonly players: readonly string[];
  /**
   * What a seat did (EMPTY_SUMMARY for a seat the sheet does not have). A function, so a store
   * can unpack only the seats asked for: a player's page reads one seat of thousands of sheets.
   */
  readonly summary: (seat: number) => SeatSummary;
  /**
   * A Bierlachs sheet's standings, each seat's rank by seat (sheetBierlachsRanks): who finished
   * ahead there is by rounds lost, then what was left, not by points. Absent on a points list.
   */
  readonly bierlachsRanks?: readonly number[] | null;
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
  /** By Seeger-Fabian points, among the evenings of a points list (Bierlachs ones are not ranked). */
  readonly best: Evening | null;
  readonly worst: Evening | null;
  /** The club measure over the evenings of a points list (pointsListPer48). */
  readonly seegerFabianPer48: number | null;
  /** Seeger-Fabian points per evening of a points list, on average; null before the first. */
  readonly seegerFabianPerList: number | null;
  /**
   * How often the player finished 1st, 2nd, 3rd, 4th (index 0 for 1st) by each sheet's own
   * standings (placeOn); equal finishers share the better place, as a prize list shares it.
   */
  readonly placings: readonly number[];
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

function eveningOf(sheet: PlayedSheet, summary: SeatSummary): Evening {
  return {
    sheetId: sheet.sheetId,
    startedAt: sheet.startedAt,
    list: sheet.list,
    deals: summary.deals,
    points: countedOf(sheet.list, summary),
    seegerFabian: summary.seegerFabian,
    seegerFabianPer48: seegerFabianPer48(summary),
  };
}

/**
 * Best by Seeger-Fabian points (the club measure, counted on every points list: a plain list's
 * points and a Seeger-Fabian list's do not compare), an earlier evening first when equal (worst:
 * the later one). Only evenings of a points list: a Bierlachs evening is won or lost by rounds.
 */
function extremes(evenings: readonly Evening[]): Pick<PlayerStats, 'best' | 'worst'> {
  let best: Evening | null = null;
  let worst: Evening | null = null;
  for (const evening of evenings) {
    if (isBierlachsEvening(evening)) continue;
    if (best === null || evening.seegerFabian > best.seegerFabian) best = evening;
    if (worst === null || evening.seegerFabian <= worst.seegerFabian) worst = evening;
  }
  return { best, worst };
}

/**
 * Seeger-Fabian per 48 deals over the evenings of a points list only: a Bierlachs evening counts
 * down from a limit, so its points do not compare (the Seeger-Fabian chart leaves it out too).
 * Null before the first deal of such an evening.
 */
export function pointsListPer48(evenings: readonly Evening[]): number | null {
  let deals = 0;
  let seegerFabian = 0;
  for (const evening of evenings) {
    if (isBierlachsEvening(evening)) continue;
    deals += evening.deals;
    seegerFabian += evening.seegerFabian;
  }
  return seegerFabianPer48({ deals, seegerFabian });
}

/** A player's statistics over all their sheets, or those of a period or of a group's evenings. */
export function playerStats(
  sheets: readonly PlayedSheet[],
  playerId: string,
  period: Period | null = null,
): PlayerStats {
  const seats: SeatSummary[] = [];
  const evenings: Evening[] = [];
  const placings = [0, 0, 0, 0];
  for (const sheet of sheetsWith(sheets, [playerId], period)) {
    const seat = sheet.players.indexOf(playerId);
    const summary = sheet.summary(seat);
    const evening = eveningOf(sheet, summary);
    seats.push(summary);
    evenings.push(evening);
    const place = placeAt(sheet, seat, evening);
    placings[place - 1] = (placings[place - 1] ?? 0) + 1;
  }
  return {
    summary: sumSummaries(seats),
    evenings,
    ...extremes(evenings),
    seegerFabianPer48: pointsListPer48(evenings),
    seegerFabianPerList: perPointsList(evenings),
    placings,
  };
}

/** Seeger-Fabian points per evening of a points list (a Bierlachs evening counts none). */
function perPointsList(evenings: readonly Evening[]): number | null {
  const counted = evenings.filter((evening) => !isBierlachsEvening(evening));
  if (counted.length === 0) return null;
  return counted.reduce((sum, evening) => sum + evening.seegerFabian, 0) / counted.length;
}

/** The seat's place on the sheet, 1 for the first: one more than the seats that finished above. */
function placeAt(sheet: PlayedSheet, seat: number, evening: Evening): number {
  const mine = placeOn(sheet, seat, evening);
  let above = 0;
  sheet.players.forEach((_, other) => {
    if (other === seat) return;
    if (placeOn(sheet, other, eveningOf(sheet, sheet.summary(other))) > mine) above += 1;
  });
  return above + 1;
}

/**
 * Where a seat finished on a sheet, higher is better: a Bierlachs sheet's own standings (its rank,
 * fewer rounds lost first), on a points list the evening's points.
 */
function placeOn(sheet: PlayedSheet, seat: number, evening: Evening): number {
  const rank = sheet.bierlachsRanks?.[seat];
  return rank === undefined ? evening.points : -rank;
}

/** Adds to `ahead[a][b]` each member a placed above member b (null: not at the sheet). */
function countAhead(ahead: number[][], places: readonly (number | null)[]): void {
  places.forEach((mine, a) => {
    const row = ahead[a];
    places.forEach((theirs, b) => {
      if (row && mine !== null && theirs !== null && mine > theirs) row[b] = (row[b] ?? 0) + 1;
    });
  });
}

/**
 * Who finished ahead of whom how often: `ahead[a][b]` counts sheets where a finished above b —
 * by more points, on a Bierlachs sheet by its standings (placeOn).
 */
export interface HeadToHead {
  readonly players: readonly string[];
  readonly ahead: readonly (readonly number[])[];
}

/** Head to head over the sheets where both of a pair sat, by each sheet's own list. */
export function headToHead(sheets: readonly PlayedSheet[], players: readonly string[]): HeadToHead {
  const ahead = players.map(() => players.map(() => 0));
  for (const sheet of sheets) {
    const places = players.map((id) => {
      const seat = sheet.players.indexOf(id);
      return seat === -1 ? null : placeOn(sheet, seat, eveningOf(sheet, sheet.summary(seat)));
    });
    countAhead(ahead, places);
  }
  return { players, ahead };
}

/**
 * One evening of a group: each member's Seeger-Fabian points on it (the club measure, counted on
 * every points list, so a plain list's evening and a Seeger-Fabian one add up), and each one's
 * running total after it.
 */
export interface GroupEvening {
  readonly sheetId: string;
  readonly startedAt: number;
  /** By the order of the group's players. */
  readonly points: readonly number[];
  readonly standings: readonly number[];
  /**
   * On a Bierlachs evening, each member as its sheet shows them: the place in its standings and
   * the rounds lost (its sheet shows no points, so neither may the group page); null otherwise.
   */
  readonly bierlachs: readonly BierlachsPlace[] | null;
}

/** A member on a Bierlachs evening: the place on its sheet, and the rounds they lost there. */
export interface BierlachsPlace {
  readonly rank: number;
  readonly roundsLost: number;
}

/** A group's evenings together, folded once: what the group page shows. */
export interface GroupStats {
  readonly players: readonly string[];
  /** Every evening (of the period) at which all of them sat, in the order played. */
  readonly evenings: readonly GroupEvening[];
  /** Each player's summary over those evenings. */
  readonly summaries: readonly SeatSummary[];
  /**
   * Each player's Seeger-Fabian points over those evenings (the season's total, the group's
   * order): never list points, which do not add up with Seeger-Fabian; Bierlachs evenings left out.
   */
  readonly totals: readonly number[];
  /** Each player's Seeger-Fabian per 48 deals over those evenings (pointsListPer48). */
  readonly per48: readonly (number | null)[];
  /** Bierlachs evenings among them: left out of `totals` and `per48`. */
  readonly bierlachsEvenings: number;
  /** Head to head over those evenings (`ahead[a][b]`: a finished ahead of b). */
  readonly ahead: readonly (readonly number[])[];
}

/**
 * A group of players over the evenings at which all of them sat (of a period): one pass over the
 * sheets' summaries for the evenings, the standings after each, the totals and head to head —
 * the same figures as `playerStats` and `headToHead` of those sheets, whatever their order.
 */
export function groupStats(
  sheets: readonly PlayedSheet[],
  players: readonly string[],
  period: Period | null = null,
): GroupStats {
  const together = players.length === 0 ? [] : sheetsWith(sheets, players, period);
  const seats: SeatSummary[][] = players.map(() => []);
  const theirs: Evening[][] = players.map(() => []);
  const totals = players.map(() => 0);
  const ahead = players.map(() => players.map(() => 0));
  const evenings: GroupEvening[] = [];
  for (const sheet of together) {
    const places: number[] = [];
    const bierlachs: BierlachsPlace[] = [];
    const points = players.map((id, member) => {
      const seat = sheet.players.indexOf(id);
      const summary = sheet.summary(seat);
      const evening = eveningOf(sheet, summary);
      seats[member]?.push(summary);
      theirs[member]?.push(evening);
      places.push(placeOn(sheet, seat, evening));
      const rank = sheet.bierlachsRanks?.[seat] ?? 0;
      bierlachs.push({ rank, roundsLost: summary.bierlachsLost });
      return evening.seegerFabian;
    });
    // A Bierlachs evening counts down from a limit: its points do not add up with a list's.
    if (!isBierlachsEvening(sheet)) {
      points.forEach((mine, a) => {
        totals[a] = (totals[a] ?? 0) + mine;
      });
    }
    countAhead(ahead, places);
    evenings.push({
      sheetId: sheet.sheetId,
      startedAt: sheet.startedAt,
      points,
      standings: [...totals],
      bierlachs: isBierlachsEvening(sheet) ? bierlachs : null,
    });
  }
  return {
    players,
    evenings,
    summaries: seats.map(sumSummaries),
    totals,
    per48: theirs.map(pointsListPer48),
    bierlachsEvenings: together.filter(isBierlachsEvening).length,
    ahead,
  };
}

/** The latest `count` evenings, the latest first (the group page's window; more on demand). */
export function latestFirst<T>(evenings: readonly T[], count: number): T[] {
  return evenings.slice(Math.max(0, evenings.length - count)).reverse();
}
