import type { UndoKind } from '../../../db/records';
import type { ContractOutcome, LevelName, Party } from '../../../domain/score-types';
import { plural } from '../format';
import { n, signed } from './numbers';

/** "(declarer took 61 points)" after a result, when card points were entered. */
const took = (points: number | null) =>
  points === null ? '' : ` (declarer took ${n(points)} points)`;

/**
 * How a deal's value and list entry are explained ("with 2, game 3, hand 4 × 12 = 48"): the
 * sentences behind the live value, the deal details and the printed list. Each level keeps its
 * ISkO rule number; the words come from here, the facts from the scoring core.
 */
export const explainStrings = {
  /** A level in the value line: "game 3", "schneider announced 6". Tops: see `topsUnknown`. */
  levels: {
    game: (total: number) => `game ${n(total)}`,
    hand: (total: number) => `hand ${n(total)}`,
    schneider: (total: number) => `schneider ${n(total)}`,
    'schneider-announced': (total: number) => `schneider announced ${n(total)}`,
    schwarz: (total: number) => `schwarz ${n(total)}`,
    'schwarz-announced': (total: number) => `schwarz announced ${n(total)}`,
    ouvert: (total: number) => `ouvert ${n(total)}`,
  } satisfies Record<Exclude<LevelName, 'tops'>, (total: number) => string>,
  /** The tops level when the entry did not say with or without: "tops 2". */
  topsUnknown: (count: number) => `tops ${n(count)}`,
  /**
   * "with 2, game 3, hand 4 × 12 = 48": the levels (already joined), the base value of the game
   * and the value. English leaves the game out (it is named beside the value).
   */
  trumpValue: (value: { game: string; levels: string; base: number; total: number }) =>
    `${value.levels} × ${n(value.base)} = ${n(value.total)}`,
  /** "Null Hand = 35". */
  nullValue: (game: string, value: number) => `${game} = ${n(value)}`,
  /** Why a level counts. */
  reasons: {
    always: 'always counts',
    withoutSkat: 'played without the skat',
    announced: 'announced',
    announcedMissed: 'announced, counts even though missed',
    /** Schneider by card points: the declarer made the opponents schneider, or was. */
    points: (points: number, schneider: Party) =>
      schneider === 'opponents'
        ? `declarer took ${n(points)} points`
        : `declarer took only ${n(points)} points`,
    /** Schwarz by tricks: the side that took no trick. */
    tricks: {
      opponents: 'declarer took every trick',
      declarer: 'declarer took no trick',
    } satisfies Record<Party, string>,
    /** From the quick result, without card points. */
    entered: { schneider: 'entered as schneider', schwarz: 'entered as schwarz' },
    open: 'played open',
  },
  /** ISkO 5.4: "bid 33 > value 30 → lost at 40 (smallest multiple of 10 reaching 33)". */
  overbid: (o: { bid: number; countedValue: number; scoredValue: number; base: number }) =>
    `bid ${n(o.bid)} > value ${n(o.countedValue)} → lost at ${n(o.scoredValue)} ` +
    `(smallest multiple of ${n(o.base)} reaching ${n(o.bid)})`,
  /** The factors after a value: " × 2 (Kontra)", " × 4 (Re)", " × 2 (Bock)". */
  factor: { kontra: 'Kontra', re: 'Re', bock: 'Bock' },
  factorTimes: (factor: number, name: string) => ` × ${n(factor)} (${name})`,
  /** The list entry: "won: +48", "won: 24 × 2 (Kontra) = +48", "lost: −2 × 40 = −80". */
  listWon: (list: number) => `won: ${signed(list)}`,
  listWonTimes: (value: number, factors: string, list: number) =>
    `won: ${n(value)}${factors} = ${signed(list)}`,
  listLost: (value: number, factors: string, list: number) =>
    `lost: −2 × ${n(value)}${factors} = ${signed(list)}`,
  /** Seeger-Fabian: "+24 + 50 = +74", "−80 − 50 = −130; +40 to each other player". */
  seegerFabianWon: (list: number, declarer: number) => `${signed(list)} + 50 = ${signed(declarer)}`,
  seegerFabianLost: (list: number, declarer: number, opponents: number) =>
    opponents === 0
      ? `${signed(list)} − 50 = ${signed(declarer)}`
      : `${signed(list)} − 50 = ${signed(declarer)}; ${signed(opponents)} to each other player`,
  /** Why the contract was made or missed, before the bid; `points` when card points were entered. */
  contract: {
    made: (points: number | null) => `made${took(points)}`,
    'fewer-than-61': (points: number | null) => `lost: fewer than 61 points${took(points)}`,
    'schneider-announced-missed': (points: number | null) =>
      `lost: schneider announced but not reached${took(points)}`,
    'schwarz-announced-missed': () => 'lost: schwarz announced but the opponents took a trick',
    'null-took-a-trick': () => 'lost: the declarer took a trick',
    'outcome-entered-lost': () => 'lost',
  } satisfies Record<ContractOutcome, (points: number | null) => string>,
  /** "Bock round started: grand hand won", "2 Bock rounds started: Kontra lost, Re". */
  bockStarted: (count: number, events: string) =>
    plural('en', count, {
      one: `Bock round started: ${events}`,
      other: `${n(count)} Bock rounds started: ${events}`,
    }),
  /** What undo would revert: "deleted deal 7". */
  change: {
    added: (deal: number) => `added deal ${n(deal)}`,
    changed: (deal: number) => `changed deal ${n(deal)}`,
    deleted: (deal: number) => `deleted deal ${n(deal)}`,
  } satisfies Record<UndoKind, (deal: number) => string>,
};
