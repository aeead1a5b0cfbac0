// What one seat did on one sheet, counted from its scored rows: the per-sheet summary the player
// statistics add up. Derived, never entered: rebuild it whenever the sheet's log changes.
//
// Voided deals count nowhere. Bock doublings count in the values (the list entries carry them),
// never in the counts of games.
import type { NullVariant, TrumpGame } from './deal';
import { NULL_VARIANTS, TRUMP_GAMES } from './deal';
import type { RamschScore } from './score-ramsch';
import type { DealScore } from './score-types';
import type { SheetRow, SheetScore } from './sheet-types';
import { sitsOutOf } from './seats';

/** A game as the statistics tell them apart: each suit, grand, and each null variant. */
export type StatGame = TrumpGame | NullVariant;
export const STAT_GAMES: readonly StatGame[] = [...TRUMP_GAMES, ...NULL_VARIANTS];

export interface Tally {
  readonly declared: number;
  readonly won: number;
}

/** Everything the statistics count for one seat; summaries of sheets add up field by field. */
export interface SeatSummary {
  readonly sheets: number;
  /** Deals the seat played (not sitting out, not voided). */
  readonly deals: number;
  readonly games: Readonly<Record<StatGame, Tally>>;
  readonly hand: Tally;
  /** Schneider / schwarz reached in a game the declarer won, and announced (won or not). */
  readonly schneiderMade: number;
  readonly schneiderAnnounced: number;
  readonly schwarzMade: number;
  readonly schwarzAnnounced: number;
  readonly overbid: number;
  readonly ramschLost: number;
  /** Ramsch deals in which the seat took no trick. */
  readonly jungfrau: number;
  readonly durchmarsch: number;
  /** Games against this seat's side with Kontra (or Re), and those the opponents won. */
  readonly kontraGiven: number;
  readonly kontraWon: number;
  /**
   * The declarer's list entries (Kontra and Bock included): games won, and games lost (as plus,
   * so twice each lost game's value: lostGamesValue gives the values).
   */
  readonly valueWon: number;
  readonly valueLost: number;
  readonly list: number;
  readonly seegerFabian: number;
  /** Bierlachs rounds the seat lost (bought the beer); 0 on every other list. */
  readonly bierlachsLost: number;
  /**
   * Seeger-Fabian points the seat got from other players' lost games: 40 each at a table of 3,
   * 30 at a table of 4, the dealer sitting out included (ISkO; row-score.ts declarerEntries).
   */
  readonly othersLost: number;
}

const NO_TALLY: Tally = { declared: 0, won: 0 };

export const EMPTY_SUMMARY: SeatSummary = {
  sheets: 0,
  deals: 0,
  games: Object.fromEntries(STAT_GAMES.map((game) => [game, NO_TALLY])) as Record<StatGame, Tally>,
  hand: NO_TALLY,
  schneiderMade: 0,
  schneiderAnnounced: 0,
  schwarzMade: 0,
  schwarzAnnounced: 0,
  overbid: 0,
  ramschLost: 0,
  jungfrau: 0,
  durchmarsch: 0,
  kontraGiven: 0,
  kontraWon: 0,
  valueWon: 0,
  valueLost: 0,
  list: 0,
  seegerFabian: 0,
  bierlachsLost: 0,
  othersLost: 0,
};

type Counts = { -readonly [K in keyof SeatSummary]: SeatSummary[K] };

/** The counts that are plain numbers (all but the tallies), in the order of EMPTY_SUMMARY. */
export type PlainCount = Exclude<keyof SeatSummary, 'games' | 'hand'>;
export const PLAIN_KEYS: readonly PlainCount[] = (
  Object.keys(EMPTY_SUMMARY) as (keyof SeatSummary)[]
).filter((key): key is PlainCount => key !== 'games' && key !== 'hand');

function tally(current: Tally, won: boolean): Tally {
  return { declared: current.declared + 1, won: current.won + (won ? 1 : 0) };
}

function statGame(score: DealScore): StatGame {
  return score.deal.kind === 'null' ? score.deal.variant : score.deal.game;
}

function levelReached(score: DealScore, name: 'schneider' | 'schwarz'): boolean {
  return score.gameValue.kind === 'trump' && score.gameValue.levels.some((l) => l.name === name);
}

function countDeclared(counts: Counts, score: DealScore): void {
  const { deal, won } = score;
  const game = statGame(score);
  counts.games = { ...counts.games, [game]: tally(counts.games[game], won) };
  const hand = deal.kind === 'null' ? deal.variant.endsWith('hand') : deal.announcement !== 'none';
  if (hand) counts.hand = tally(counts.hand, won);
  if (deal.kind === 'trump') {
    const announced = deal.announcement;
    if (announced === 'schneider') counts.schneiderAnnounced += 1;
    if (announced === 'schwarz' || announced === 'ouvert') {
      counts.schneiderAnnounced += 1;
      counts.schwarzAnnounced += 1;
    }
    if (won && levelReached(score, 'schneider')) counts.schneiderMade += 1;
    if (won && levelReached(score, 'schwarz')) counts.schwarzMade += 1;
  }
  if (score.overbid) counts.overbid += 1;
  if (score.list > 0) counts.valueWon += score.list;
  else counts.valueLost += -score.list;
}

function countOpponent(counts: Counts, score: DealScore): void {
  if (score.deal.kontra === 'none') return;
  counts.kontraGiven += 1;
  if (!score.won) counts.kontraWon += 1;
}

function countRamsch(counts: Counts, score: RamschScore, seat: number): void {
  if (score.losers.includes(seat)) counts.ramschLost += 1;
  const { noTrick, allTricks } = score.deal;
  // In a Durchmarsch the other two took no trick too, but nobody is a Jungfrau there.
  if (allTricks === null && noTrick.includes(seat)) counts.jungfrau += 1;
  if (allTricks === seat) counts.durchmarsch += 1;
}

function countRow(counts: Counts, row: SheetRow, seat: number): void {
  const { entry } = row;
  // Another's lost game pays the dealer who sat out too: counted before the seat's own deals.
  if (entry.kind === 'declarer' && entry.score.deal.declarer !== seat) {
    counts.othersLost += entry.score.seegerFabian.opponents;
  }
  if (entry.kind === 'voided' || sitsOutOf(row.seats, seat)) return;
  counts.deals += 1;
  if (entry.kind === 'declarer') {
    if (entry.score.deal.declarer === seat) countDeclared(counts, entry.score);
    else countOpponent(counts, entry.score);
  } else if (entry.kind === 'ramsch') countRamsch(counts, entry.score, seat);
}

/**
 * What each seat of a scored sheet did (one summary per seat, each counting this one sheet); a
 * Bierlachs sheet counts the rounds each seat lost.
 */
export function seatSummaries(score: SheetScore): SeatSummary[] {
  const lost = score.bierlachs?.lost ?? [];
  return score.totals.list.map((listTotal, seat) => {
    const counts: Counts = { ...EMPTY_SUMMARY, sheets: 1 };
    for (const row of score.rows) countRow(counts, row, seat);
    return {
      ...counts,
      list: listTotal,
      seegerFabian: score.totals.seegerFabian[seat] ?? 0,
      bierlachsLost: lost[seat] ?? 0,
    };
  });
}

/**
 * On a Bierlachs sheet, each seat's rank in its own standings (fewer rounds lost, then more left:
 * the sheet's `placed`), by seat; null on a points list, where the points are the order.
 */
export function sheetBierlachsRanks(score: SheetScore): number[] | null {
  if (score.bierlachs === null) return null;
  const ranks = score.totals.list.map(() => 0);
  for (const { seat, rank } of score.placed) ranks[seat] = rank;
  return ranks;
}

function addTallies(a: Tally, b: Tally): Tally {
  return { declared: a.declared + b.declared, won: a.won + b.won };
}

/** Two summaries added up: of two sheets, or of a player's sheets so far and one more. */
export function addSummaries(a: SeatSummary, b: SeatSummary): SeatSummary {
  const games = Object.fromEntries(
    STAT_GAMES.map((game) => [game, addTallies(a.games[game], b.games[game])]),
  ) as Record<StatGame, Tally>;
  const sum = (key: Exclude<keyof SeatSummary, 'games' | 'hand'>) => a[key] + b[key];
  return {
    sheets: sum('sheets'),
    deals: sum('deals'),
    games,
    hand: addTallies(a.hand, b.hand),
    schneiderMade: sum('schneiderMade'),
    schneiderAnnounced: sum('schneiderAnnounced'),
    schwarzMade: sum('schwarzMade'),
    schwarzAnnounced: sum('schwarzAnnounced'),
    overbid: sum('overbid'),
    ramschLost: sum('ramschLost'),
    jungfrau: sum('jungfrau'),
    durchmarsch: sum('durchmarsch'),
    kontraGiven: sum('kontraGiven'),
    kontraWon: sum('kontraWon'),
    valueWon: sum('valueWon'),
    valueLost: sum('valueLost'),
    list: sum('list'),
    seegerFabian: sum('seegerFabian'),
    bierlachsLost: sum('bierlachsLost'),
    othersLost: sum('othersLost'),
  };
}

/**
 * Summaries added up in one pass (a mutable total, no object per step): a player's many sheets.
 * The same as folding `addSummaries` over them from EMPTY_SUMMARY.
 */
export function sumSummaries(summaries: Iterable<SeatSummary>): SeatSummary {
  const games = Object.fromEntries(STAT_GAMES.map((game) => [game, { declared: 0, won: 0 }]));
  const hand = { declared: 0, won: 0 };
  const total: Counts = { ...EMPTY_SUMMARY };
  const plain = PLAIN_KEYS;
  for (const summary of summaries) {
    for (const key of plain) total[key] += summary[key];
    for (const game of STAT_GAMES) {
      const sum = games[game] as { declared: number; won: number };
      sum.declared += summary.games[game].declared;
      sum.won += summary.games[game].won;
    }
    hand.declared += summary.hand.declared;
    hand.won += summary.hand.won;
  }
  return { ...total, games: games as Record<StatGame, Tally>, hand };
}

/** The club measure: Seeger-Fabian points per 48 deals played (null before the first deal). */
export function seegerFabianPer48(
  summary: Pick<SeatSummary, 'deals' | 'seegerFabian'>,
): number | null {
  return summary.deals === 0 ? null : (summary.seegerFabian * 48) / summary.deals;
}

/**
 * The values of the games the seat lost as declarer (Kontra and Bock included): the list writes a
 * lost game at twice its value (ISkO 5.1), so half of what it wrote. A figure labelled a game's
 * value must not be the doubled list entry.
 */
export function lostGamesValue(summary: Pick<SeatSummary, 'valueLost'>): number {
  return summary.valueLost / 2;
}
