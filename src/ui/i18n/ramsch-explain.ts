// A Ramsch explained in the table's language, built only from what the core scored
// (score-ramsch.ts): each step of the value with the section of house-rules.md behind it, the
// winner, whether it counted as a game, and the Ramsch's name on the list.
import type { HouseRuleSection } from '../../domain/rules';
import type { RamschDeal } from '../../domain/ramsch-deal';
import { assertNever } from '../../domain/result';
import type { RamschScore, RamschStep } from '../../domain/score-ramsch';
import type { Dictionary } from './dictionary';
import { ruleRef, seatName } from './house-errors';

/** One line of a Ramsch's explanation and the rule it applies ("house rules § Ramsch, value"). */
export interface RamschLine {
  readonly text: string;
  readonly rule: string;
  /** The section itself, for a link to it in the rules screen. */
  readonly section: HouseRuleSection;
}

/** Seats by name, joined the language's way: "Anna and Ben" / "Anna und Ben". */
function namesOf(t: Dictionary, names: readonly string[], seats: readonly number[]): string {
  return t.house.names(seats.map((seat) => seatName(t, names, seat)));
}

/** "Anna 62 points, most points: loses 62", "Jungfrau (Ben, no trick) ×2", "Bock ×2". */
export function ramschStepText(t: Dictionary, step: RamschStep, names: readonly string[]): string {
  const r = t.house.ramsch;
  switch (step.kind) {
    case 'most-points':
      return r.mostPoints(namesOf(t, names, step.losers), step.losers.length, step.points);
    case 'flat':
      return r.flat(namesOf(t, names, step.losers), step.losers.length, step.points, step.value);
    case 'flat-outcome':
      return t.ramschEntry.flatOutcome(
        namesOf(t, names, step.losers),
        step.losers.length,
        step.value,
      );
    case 'durchmarsch':
      return r.durchmarsch(seatName(t, names, step.seat), step.value);
    case 'jungfrau':
      return r.jungfrau(seatName(t, names, step.seat), step.factor);
    case 'schieberamsch':
      return r.schieberamsch(step.doublings, step.factor);
    case 'bock':
      return r.bock(step.factor);
    default:
      return assertNever(step);
  }
}

/** Each step of the value on its own line, with the section of house-rules.md it applies. */
export function ramschStepLines(
  t: Dictionary,
  score: RamschScore,
  names: readonly string[],
): readonly RamschLine[] {
  return score.steps.map((step) => ({
    text: ramschStepText(t, step, names),
    rule: ruleRef(t, step.section),
    section: step.section,
  }));
}

/**
 * The value in one line with the entry it gives: "Anna 62 points, most points: loses 62;
 * Jungfrau (Ben, no trick) ×2; Bock ×2 = −248"; "… = −50 each" for tied losers.
 */
export function describeRamsch(
  t: Dictionary,
  score: RamschScore,
  names: readonly string[],
): string {
  const steps = score.steps.map((step) => ramschStepText(t, step, names));
  const entry = score.losers.length === 0 ? score.value : -score.value;
  return t.house.ramsch.total(steps, entry, score.losers.length > 1);
}

function line(t: Dictionary, text: string, section: HouseRuleSection): RamschLine {
  return { text, rule: ruleRef(t, section), section };
}

/** Who won (or that no one did), and what the Ramsch did to the won/lost counts and the ±50. */
export function ramschOutcomeLines(
  t: Dictionary,
  score: RamschScore,
  names: readonly string[],
): readonly RamschLine[] {
  const r = t.house.ramsch;
  const { winner, deal } = score;
  const winnerText =
    winner === null
      ? r.noWinner
      : winner === deal.allTricks
        ? r.winnerDurchmarsch(seatName(t, names, winner))
        : deal.tally === 'outcome'
          ? t.ramschEntry.winnerByOutcome(seatName(t, names, winner))
          : r.winner(seatName(t, names, winner), deal.points[winner] ?? 0);
  const losers = score.losers.length === 0 ? null : namesOf(t, names, score.losers);
  const gameText = score.countsAsGame
    ? r.countsAsGame({
        losers,
        loserCount: score.losers.length,
        winner: winner === null ? null : seatName(t, names, winner),
      })
    : r.notAGame;
  return [line(t, winnerText, 'ramsch.winner'), line(t, gameText, 'ramsch.on-the-list')];
}

/**
 * A Ramsch as the list names it, like a game (src/ui/common/game-label.ts): "Ramsch",
 * "Ramsch, Jungfrau, Bock ×2", "Durchmarsch, Schieberamsch ×4". `bock`: the doublings in force.
 */
export function ramschLabel(t: Dictionary, deal: RamschDeal, bock: number = deal.bock): string {
  const l = t.house.label;
  const parts =
    deal.allTricks === null ? [l.ramsch, ...deal.noTrick.map(() => l.jungfrau)] : [l.durchmarsch];
  if (deal.doublings > 0) parts.push(l.schieberamsch(deal.doublings));
  if (bock > 0) parts.push(t.game.bock(bock));
  return parts.join(', ');
}
