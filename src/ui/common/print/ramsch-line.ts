// A Ramsch's value on paper: the steps the deal details list one per line (ramsch-explain.ts),
// here in one compact line under the row, each naming its section of house-rules.md.
import type { RamschScore } from '../../../domain/score-ramsch';
import type { Dictionary } from '../../i18n/dictionary';
import { ramschStepText } from '../../i18n/ramsch-explain';

/**
 * "Anna 64 points, most points: loses 64 (§ Ramsch, losers) · Jungfrau (Ben, no trick) × 2
 * (§ Ramsch, value) · Bock × 2 (§ Bock rounds) = −256"; "… = −100 each" for tied losers.
 */
export function ramschLine(t: Dictionary, score: RamschScore, names: readonly string[]): string {
  const p = t.printHouse;
  const steps = score.steps.map((step) =>
    p.step(ramschStepText(t, step, names), t.house.sections[step.section]),
  );
  const entry = score.losers.length === 0 ? score.value : -score.value;
  return p.explanation(steps, entry, score.losers.length > 1);
}
