// Which lists of a player's season count under the club's rule: every list played, or the best N,
// with each missed list counted as a credited list when the rule credits absences.
import type { SeasonRule } from './season-rule';

/** What a night result says of its series (season.ts's NightResult). */
interface Played {
  readonly lists: number;
  readonly listPoints?: readonly (number | null)[];
}

/** Lists held over the season: at each night, the most series any player played a list in. */
export function listsHeld(nights: readonly (readonly Played[])[]): number {
  return nights.reduce(
    (total, night) => total + night.reduce((most, result) => Math.max(most, heldAt(result)), 0),
    0,
  );
}

/** The series of the player's night: its list points' length, else the lists played. */
function heldAt(result: Played): number {
  return result.listPoints?.length ?? result.lists;
}

/**
 * The points of the lists the rule counts and how many lists that is. `exact` is the sum of
 * every list played, used when every list counts, so a sum stays the whole number it was.
 */
export function countedPoints(
  played: readonly number[],
  exact: number,
  missed: number,
  rule: SeasonRule,
): { readonly points: number; readonly lists: number } {
  const credit = rule.absenceCredit ?? null;
  const credited = credit === null ? [] : Array.from({ length: missed }, () => credit);
  const best = rule.bestLists ?? 0;
  const all = [...played, ...credited];
  if (best === 0 || all.length <= best)
    return { points: exact + credited.length * (credit ?? 0), lists: all.length };
  const chosen = [...all].sort((a, b) => b - a).slice(0, best);
  return { points: chosen.reduce((total, points) => total + points, 0), lists: best };
}
