// From a loose Ramsch draft to a `RamschDeal`, checking what house-rules.md § Ramsch ("What the
// scorekeeper enters") asks of the entry itself. Which table and rules allow it is the sheet's check.
import type {
  RamschDeal,
  RamschDealDraft,
  RamschDraft,
  RamschError,
  RamschOutcomeDeal,
  RamschOutcomeDraft,
  RamschPointsDeal,
} from './ramsch-deal';
import { RAMSCH_POINTS } from './ramsch-deal';
import { isWhole } from './parse-basics';
import { isTableSize } from './rules';
import type { Report } from './parse-ramsch-marks';
import { checkOthersTookNoTrick, parseDoublings, parseNoTrickSeats } from './parse-ramsch-marks';
import { outcomeToDraft, parseOutcomeRamsch } from './parse-ramsch-outcome';
import type { Result } from './result';
import { fail, ok } from './result';

/** Three players' points, with a null for each who sat out (1 at 4, 2 at 5): the numbers play. */
function parsePoints(draft: RamschDraft, report: Report): readonly (number | null)[] {
  const points = draft.points;
  if (points === undefined) {
    report({ code: 'ramsch-points-missing', field: 'points' });
    return [];
  }
  const nulls = points.filter((p) => p === null).length;
  const shapeOk = isTableSize(points.length) && points.length - nulls === 3;
  if (!shapeOk) report({ code: 'ramsch-points-seat-count', field: 'points', value: points.length });
  points.forEach((p, seat) => {
    if (p === null) return;
    if (!isWhole(p)) report({ code: 'ramsch-points-not-whole', field: 'points', seat });
    else if (p < 0 || p > RAMSCH_POINTS) {
      report({ code: 'ramsch-points-out-of-range', field: 'points', seat, value: p });
    }
  });
  const sum = points.reduce<number>((total, p) => total + (p ?? 0), 0);
  if (shapeOk && sum !== RAMSCH_POINTS)
    report({ code: 'ramsch-points-not-120', field: 'points', value: sum });
  return points;
}

function isActive(points: readonly (number | null)[], seat: number): boolean {
  return isWhole(seat) && typeof points[seat] === 'number';
}

function parseNoTrick(draft: RamschDealDraft, points: readonly (number | null)[], report: Report) {
  const noTrick = parseNoTrickSeats(draft, (seat) => isActive(points, seat), report);
  for (const seat of noTrick) {
    if (isActive(points, seat) && points[seat] !== 0) {
      report({ code: 'jungfrau-with-points', field: 'noTrick', seat, value: points[seat] ?? 0 });
    }
  }
  return noTrick;
}

/** Durchmarsch: 120 points, and every other active player took no trick (so is in noTrick). */
function checkAllTricks(
  seat: number,
  points: readonly (number | null)[],
  noTrick: readonly number[],
  report: Report,
): void {
  if (!isActive(points, seat)) {
    report({ code: 'ramsch-seat-not-active', field: 'allTricks', seat });
    return;
  }
  if (points[seat] !== RAMSCH_POINTS) {
    report({ code: 'durchmarsch-without-120', field: 'allTricks', seat, value: points[seat] ?? 0 });
  }
  const players = points.flatMap((p, other) => (p === null ? [] : [other]));
  checkOthersTookNoTrick(seat, players, noTrick, report);
}

/** The one way from a Ramsch draft to a `RamschDeal`: every problem found, not only the first. */
export function parseRamschDeal(draft: RamschDraft): Result<RamschPointsDeal, RamschError>;
export function parseRamschDeal(draft: RamschOutcomeDraft): Result<RamschOutcomeDeal, RamschError>;
export function parseRamschDeal(draft: RamschDealDraft): Result<RamschDeal, RamschError>;
export function parseRamschDeal(draft: RamschDealDraft): Result<RamschDeal, RamschError> {
  return draft.tally === 'outcome' ? parseOutcomeRamsch(draft) : parsePointsRamsch(draft);
}

/** A Ramsch told by card points (house-rules.md § Ramsch, section `ramsch.entry`). */
function parsePointsRamsch(draft: RamschDraft): Result<RamschPointsDeal, RamschError> {
  const errors: RamschError[] = [];
  const report: Report = (error) => errors.push(error);
  const points = parsePoints(draft, report);
  const noTrick = parseNoTrick(draft, points, report);
  const allTricks = draft.allTricks ?? null;
  if (allTricks !== null) checkAllTricks(allTricks, points, noTrick, report);
  else if (noTrick.length >= 2) {
    report({ code: 'two-without-trick-no-durchmarsch', field: 'noTrick' });
  }
  const { doublings, bock } = parseDoublings(draft, report);
  if (errors.length > 0) return fail(errors);
  return ok({ kind: 'ramsch', points, noTrick, allTricks, doublings, bock });
}

/** A Ramsch back as a draft (to edit it, or to store it in the reference format). */
export function ramschToDraft(deal: RamschPointsDeal): RamschDraft;
export function ramschToDraft(deal: RamschDeal): RamschDealDraft;
export function ramschToDraft(deal: RamschDeal): RamschDealDraft {
  if (deal.tally === 'outcome') return outcomeToDraft(deal);
  return {
    game: 'ramsch',
    points: deal.points,
    noTrick: deal.noTrick,
    ...(deal.allTricks === null ? {} : { allTricks: deal.allTricks }),
    doublings: deal.doublings,
    // Bock 0 is the default; a sheet that derives its Bock refuses a draft that brings its own.
    ...(deal.bock === 0 ? {} : { bock: deal.bock }),
  };
}
