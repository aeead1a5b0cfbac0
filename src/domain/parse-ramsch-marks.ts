// What a Ramsch draft holds however it is told (by points or by outcome): the Schieberamsch and
// Bock doublings, and the seats named by no trick / every trick, checked against who plays.
import type { RamschDealDraft, RamschError } from './ramsch-deal';
import { MAX_SCHIEBERAMSCH_DOUBLINGS } from './ramsch-deal';
import { isWhole } from './parse-basics';

export type Report = (error: RamschError) => void;

export function parseDoublings(
  draft: RamschDealDraft,
  report: Report,
): { doublings: number; bock: number } {
  const { doublings = 0, bock = 0 } = draft;
  if (!isWhole(doublings) || doublings < 0 || doublings > MAX_SCHIEBERAMSCH_DOUBLINGS) {
    report({ code: 'schieberamsch-doublings-out-of-range', field: 'doublings', value: doublings });
  }
  if (!isWhole(bock) || bock < 0)
    report({ code: 'ramsch-bock-out-of-range', field: 'bock', value: bock });
  return { doublings, bock };
}

/** The no-trick seats, each once and playing, ascending. */
export function parseNoTrickSeats(
  draft: RamschDealDraft,
  isActive: (seat: number) => boolean,
  report: Report,
): number[] {
  const noTrick = draft.noTrick ?? [];
  for (const seat of noTrick) {
    if (!isActive(seat)) report({ code: 'ramsch-seat-not-active', field: 'noTrick', seat });
  }
  if (new Set(noTrick).size !== noTrick.length) {
    report({ code: 'ramsch-no-trick-seat-twice', field: 'noTrick' });
  }
  return [...new Set(noTrick)].sort((a, b) => a - b);
}

/** Every trick to one player: the other players took none (house-rules.md, "What … enters"). */
export function checkOthersTookNoTrick(
  seat: number,
  players: readonly number[],
  noTrick: readonly number[],
  report: Report,
): void {
  const others = players.filter((other) => other !== seat);
  if (noTrick.includes(seat) || !others.every((other) => noTrick.includes(other))) {
    report({ code: 'durchmarsch-others-took-tricks', field: 'allTricks', seat });
  }
}
