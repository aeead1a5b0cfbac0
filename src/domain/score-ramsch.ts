// Scoring a Ramsch (house-rules.md § Ramsch): who loses, who wins, the value, each seat's entry,
// and the steps that made the value, as data for the UI to put into words.
import type { RamschDeal, RamschOutcomeDeal, RamschPointsDeal } from './ramsch-deal';
import { RAMSCH_POINTS, ramschSeatCount } from './ramsch-deal';
import type { HouseRuleSection, RamschRule } from './rules';
import { SEEGER_FABIAN_BONUS } from './score-deal';

/** One step of a Ramsch's value, with the section of house-rules.md it applies. */
export type RamschStep =
  | {
      /** Scoring by points: the losers' own card points ("Anna 58: most points, loses 58"). */
      readonly kind: 'most-points';
      readonly losers: readonly number[];
      readonly points: number;
      readonly value: number;
      readonly section: HouseRuleSection;
    }
  | {
      /** Flat scoring: the fixed value, whatever the losers' points. */
      readonly kind: 'flat';
      readonly losers: readonly number[];
      readonly points: number;
      readonly value: number;
      readonly section: HouseRuleSection;
    }
  | {
      /** Flat scoring told by the outcome: the fixed value for the losers, no points to name. */
      readonly kind: 'flat-outcome';
      readonly losers: readonly number[];
      readonly value: number;
      readonly section: HouseRuleSection;
    }
  | {
      /** One player took every trick: +120 for him, no loser. */
      readonly kind: 'durchmarsch';
      readonly seat: number;
      readonly value: number;
      readonly section: HouseRuleSection;
    }
  | {
      /** A player who took no trick: × 2 (not after a Durchmarsch). */
      readonly kind: 'jungfrau';
      readonly seat: number;
      readonly factor: 2;
      readonly value: number;
      readonly section: HouseRuleSection;
    }
  | {
      readonly kind: 'schieberamsch' | 'bock';
      /** Number of doublings; the factor is 2 to that power. */
      readonly doublings: number;
      readonly factor: number;
      readonly value: number;
      readonly section: HouseRuleSection;
    };

export interface RamschScore {
  readonly deal: RamschDeal;
  /** Seats with the most card points (all of them when they tie); empty after a Durchmarsch. */
  readonly losers: readonly number[];
  /** The one seat with the fewest points that is not a loser, or the Durchmarsch player; else null. */
  readonly winner: number | null;
  /** What each loser loses (or the Durchmarsch player wins): every factor included. */
  readonly value: number;
  /** The value step by step; each step's `value` is the running value after it. */
  readonly steps: readonly RamschStep[];
  /** Whether the Ramsch counts as a game (won/lost counts and ±50 in Seeger-Fabian). */
  readonly countsAsGame: boolean;
  /** Per seat of the table (the dealer sitting out at 4 included, with 0). */
  readonly list: readonly number[];
  readonly seegerFabian: readonly number[];
  readonly won: readonly number[];
  readonly lost: readonly number[];
}

const SECTION = {
  losers: 'ramsch.losers',
  value: 'ramsch.value',
  schieberamsch: 'ramsch.schieberamsch',
  bock: 'bock-rounds',
} as const satisfies Record<string, HouseRuleSection>;

function activeSeats(deal: RamschPointsDeal): number[] {
  return deal.points.flatMap((p, seat) => (p === null ? [] : [seat]));
}

function seatsWith(deal: RamschPointsDeal, points: number): number[] {
  return activeSeats(deal).filter((seat) => deal.points[seat] === points);
}

/** The losers' step by their points: their own points, or the flat value. */
function pointsStep(deal: RamschPointsDeal, rule: RamschRule, losers: readonly number[]) {
  const points = deal.points[losers[0] ?? 0] ?? 0;
  return rule.scoring.kind === 'points'
    ? ({ kind: 'most-points', losers, points, value: points, section: SECTION.losers } as const)
    : ({
        kind: 'flat',
        losers,
        points,
        value: rule.scoring.value,
        section: SECTION.value,
      } as const);
}

/**
 * The losers' step told by the outcome: only flat scoring knows the value without points. The
 * sheet refuses an outcome Ramsch under `points` scoring ('ramsch-outcome-not-flat') before it is
 * scored, so reaching this with `points` is a bug, not bad input.
 */
function outcomeStep(rule: RamschRule, losers: readonly number[]): RamschStep {
  if (rule.scoring.kind !== 'flat') {
    // The sheet's own code for it: a bug report names the check that should have caught it.
    throw new Error('ramsch-outcome-not-flat');
  }
  return { kind: 'flat-outcome', losers, value: rule.scoring.value, section: SECTION.value };
}

/** The losers' step, then one × 2 per Jungfrau (house-rules.md § Value of the Ramsch). */
function loserSteps(deal: RamschDeal, base: RamschStep): RamschStep[] {
  const steps: RamschStep[] = [base];
  for (const seat of deal.noTrick) {
    const value = (steps.at(-1)?.value ?? 0) * 2;
    steps.push({ kind: 'jungfrau', seat, factor: 2, value, section: SECTION.value });
  }
  return steps;
}

/** Schieberamsch and Bock doublings: × 2 each, after a Durchmarsch too. */
function doublingSteps(deal: RamschDeal, before: number): RamschStep[] {
  const steps: RamschStep[] = [];
  let value = before;
  const doublings = [
    ['schieberamsch', deal.doublings, SECTION.schieberamsch],
    ['bock', deal.bock, SECTION.bock],
  ] as const;
  for (const [kind, count, section] of doublings) {
    if (count === 0) continue;
    const factor = 2 ** count;
    value *= factor;
    steps.push({ kind, doublings: count, factor, value, section });
  }
  return steps;
}

function fewestPointsWinner(deal: RamschPointsDeal, losers: readonly number[]): number | null {
  const points = activeSeats(deal).map((seat) => deal.points[seat] ?? 0);
  const fewest = seatsWith(deal, Math.min(...points));
  const only = fewest.length === 1 ? fewest[0] : undefined;
  return only === undefined || losers.includes(only) ? null : only;
}

function outcome(deal: RamschDeal, rule: RamschRule) {
  if (deal.allTricks !== null) {
    const seat = deal.allTricks;
    const first: RamschStep = {
      kind: 'durchmarsch',
      seat,
      value: RAMSCH_POINTS,
      section: SECTION.value,
    };
    return { losers: [], winner: seat, steps: [first] };
  }
  if (deal.tally === 'outcome') return toldOutcome(deal, rule);
  const most = Math.max(...activeSeats(deal).map((seat) => deal.points[seat] ?? 0));
  const losers = seatsWith(deal, most);
  return {
    losers,
    winner: fewestPointsWinner(deal, losers),
    steps: loserSteps(deal, pointsStep(deal, rule, losers)),
  };
}

/** The losers and winner as told; the value from the flat rule. */
function toldOutcome(deal: RamschOutcomeDeal, rule: RamschRule) {
  const { losers, winner } = deal;
  return { losers, winner, steps: loserSteps(deal, outcomeStep(rule, losers)) };
}

/** Who lost, who won, and what each loser loses. */
interface Verdict {
  readonly losers: readonly number[];
  readonly winner: number | null;
  readonly value: number;
}

/** Each seat's entries: −value per loser, +value for a Durchmarsch, ±50 when it counts as a game. */
function entries(deal: RamschDeal, countsAsGame: boolean, { losers, winner, value }: Verdict) {
  const seats = Array.from({ length: ramschSeatCount(deal) }, (_, seat) => seat);
  const isLoser = (seat: number) => losers.includes(seat);
  const list = seats.map((seat) => (isLoser(seat) ? -value : seat === deal.allTricks ? value : 0));
  const won = seats.map((seat) => (countsAsGame && seat === winner ? 1 : 0));
  const lost = seats.map((seat) => (countsAsGame && isLoser(seat) ? 1 : 0));
  const seegerFabian = seats.map(
    (seat) => (list[seat] ?? 0) + SEEGER_FABIAN_BONUS * ((won[seat] ?? 0) - (lost[seat] ?? 0)),
  );
  return { list, seegerFabian, won, lost };
}

/** Everything about one Ramsch under the sheet's Ramsch rule, with the Bock the deal carries. */
export function scoreRamsch(deal: RamschDeal, rule: RamschRule): RamschScore {
  const { losers, winner, steps: first } = outcome(deal, rule);
  const steps = [...first, ...doublingSteps(deal, first.at(-1)?.value ?? 0)];
  const value = steps.at(-1)?.value ?? 0;
  return {
    deal,
    losers,
    winner,
    value,
    steps,
    countsAsGame: rule.countsAsGame,
    ...entries(deal, rule.countsAsGame, { losers, winner, value }),
  };
}
