// A Ramsch told by its outcome: who lost and who won, without card points (flat scoring). The
// checks ask only what points that fit the outcome would give (house-rules.md § Ramsch: losers,
// winner, what the scorekeeper enters): the three points sum to 120, a Jungfrau has 0.
import type { RamschError, RamschOutcomeDeal, RamschOutcomeDraft } from './ramsch-deal';
import { isWhole } from './parse-basics';
import { isTableSize } from './rules';
import type { Report } from './parse-ramsch-marks';
import { checkOthersTookNoTrick, parseDoublings, parseNoTrickSeats } from './parse-ramsch-marks';
import type { Result } from './result';
import { fail, ok } from './result';

/** Three who play, at a table of 3, 4 or 5 (the others sat out). */
function parsePlaying(draft: RamschOutcomeDraft, report: Report): readonly boolean[] {
  const playing = draft.playing ?? [];
  const out = playing.filter((plays) => !plays).length;
  const shapeOk = isTableSize(playing.length) && playing.length - out === 3;
  if (!shapeOk)
    report({ code: 'ramsch-players-seat-count', field: 'playing', value: playing.length });
  return playing;
}

function parseLosers(
  draft: RamschOutcomeDraft,
  isActive: (seat: number) => boolean,
  report: Report,
) {
  const losers = draft.losers ?? [];
  for (const seat of losers) {
    if (!isActive(seat)) report({ code: 'ramsch-seat-not-active', field: 'losers', seat });
  }
  if (new Set(losers).size !== losers.length)
    report({ code: 'ramsch-loser-twice', field: 'losers' });
  return [...new Set(losers)].sort((a, b) => a - b);
}

/**
 * The winner the rules name without being told: the Durchmarsch player; after three losers no
 * one; after two the third (he alone has the fewest). Otherwise what was told (undefined: nothing).
 */
export function impliedWinner(
  players: readonly number[],
  losers: readonly number[],
  allTricks: number | null,
  told: number | null | undefined,
): number | null | undefined {
  if (told !== undefined) return told;
  if (allTricks !== null) return allTricks;
  if (losers.length === 3) return null;
  if (losers.length === 2) return players.find((seat) => !losers.includes(seat)) ?? told;
  return told;
}

interface Outcome {
  readonly players: readonly number[];
  readonly losers: readonly number[];
  readonly winner: number | null;
  readonly noTrick: readonly number[];
}

/** Durchmarsch: the others took no trick, no one loses, and its player is the winner. */
function checkDurchmarsch(seat: number, outcome: Outcome, report: Report): void {
  if (!outcome.players.includes(seat)) {
    report({ code: 'ramsch-seat-not-active', field: 'allTricks', seat });
    return;
  }
  checkOthersTookNoTrick(seat, outcome.players, outcome.noTrick, report);
  if (outcome.losers.length > 0) report({ code: 'durchmarsch-with-losers', field: 'losers', seat });
  if (outcome.winner !== seat) report({ code: 'durchmarsch-other-winner', field: 'winner', seat });
}

/** The winner has the fewest points alone: not a loser, the third of two losers, a Jungfrau's. */
function checkWinner({ players, losers, winner, noTrick }: Outcome, report: Report): void {
  if (winner !== null && !players.includes(winner)) {
    report({ code: 'ramsch-seat-not-active', field: 'winner', seat: winner });
  } else if (winner !== null && losers.includes(winner)) {
    report({ code: 'ramsch-winner-is-loser', field: 'winner', seat: winner });
  }
  const third = players.find((seat) => !losers.includes(seat));
  if (losers.length === 2 && winner === null && third !== undefined) {
    report({ code: 'ramsch-two-losers-third-wins', field: 'winner', seat: third });
  }
  const jungfrau = noTrick[0];
  if (jungfrau !== undefined && winner !== null && winner !== jungfrau) {
    report({ code: 'jungfrau-not-winner', field: 'winner', seat: jungfrau });
  }
}

/** No Durchmarsch: someone loses, no Jungfrau among them, at most one Jungfrau. */
function checkLosers(outcome: Outcome, report: Report): void {
  if (outcome.losers.length === 0) report({ code: 'ramsch-loser-missing', field: 'losers' });
  for (const seat of outcome.losers) {
    if (outcome.noTrick.includes(seat)) report({ code: 'jungfrau-loses', field: 'noTrick', seat });
  }
  if (outcome.noTrick.length >= 2) {
    report({ code: 'two-without-trick-no-durchmarsch', field: 'noTrick' });
  }
  checkWinner(outcome, report);
}

/** From an outcome draft to a `RamschOutcomeDeal`: every problem found, not only the first. */
export function parseOutcomeRamsch(
  draft: RamschOutcomeDraft,
): Result<RamschOutcomeDeal, RamschError> {
  const errors: RamschError[] = [];
  const report: Report = (error) => errors.push(error);
  const playing = parsePlaying(draft, report);
  const players = playing.flatMap((plays, seat) => (plays ? [seat] : []));
  const isActive = (seat: number) => isWhole(seat) && players.includes(seat);
  const losers = parseLosers(draft, isActive, report);
  const noTrick = parseNoTrickSeats(draft, isActive, report);
  const allTricks = draft.allTricks ?? null;
  const told = impliedWinner(players, losers, allTricks, draft.winner);
  if (told === undefined && losers.length > 0) {
    report({ code: 'ramsch-winner-missing', field: 'winner' });
  }
  const outcome = { players, losers, winner: told ?? null, noTrick };
  if (allTricks !== null) checkDurchmarsch(allTricks, outcome, report);
  else checkLosers(outcome, report);
  const { doublings, bock } = parseDoublings(draft, report);
  if (errors.length > 0) return fail(errors);
  const winner = outcome.winner;
  const deal: RamschOutcomeDeal = {
    kind: 'ramsch',
    tally: 'outcome',
    playing,
    losers,
    winner,
    noTrick,
    allTricks,
    doublings,
    bock,
  };
  return ok(deal);
}

/** An outcome Ramsch back as a draft (to edit it, or to store it in a backup). */
export function outcomeToDraft(deal: RamschOutcomeDeal): RamschOutcomeDraft {
  return {
    game: 'ramsch',
    tally: 'outcome',
    playing: deal.playing,
    losers: deal.losers,
    winner: deal.winner,
    noTrick: deal.noTrick,
    ...(deal.allTricks === null ? {} : { allTricks: deal.allTricks }),
    doublings: deal.doublings,
    ...(deal.bock === 0 ? {} : { bock: deal.bock }),
  };
}
