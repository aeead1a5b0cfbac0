import type { Deal, TrickCount } from '../../domain/deal';
import type { DealError, DealErrorCode } from '../../domain/errors';
import { parseDeal } from '../../domain/parse-deal';
import type { Result } from '../../domain/result';
import {
  draftToParse,
  outcomeOf,
  withDraft,
  type EntryState,
  type QuickOutcome,
} from './entry-state';

/**
 * Which choices the entry offers, decided by the domain's own `parseDeal` rather than by rules
 * repeated here: a choice is offered when making it adds no error the draft did not already have.
 */

/** Errors that only say "not entered yet": never shown while the entry is still in progress. */
const NOT_YET_ENTERED: ReadonlySet<DealErrorCode> = new Set([
  'game-missing',
  'declarer-missing',
  'tops-missing',
  'result-missing',
]);

export function parseEntry(state: EntryState): Result<Deal, DealError> {
  return parseDeal(draftToParse(state));
}

function errorCodes(state: EntryState): Set<DealErrorCode> {
  const parsed = parseEntry(state);
  return new Set(parsed.ok ? [] : parsed.errors.map((e) => e.code));
}

/** True when `after` has an error that `before` did not. */
function addsError(before: EntryState, after: EntryState): boolean {
  const known = errorCodes(before);
  return [...errorCodes(after)].some((code) => !known.has(code));
}

/** A quick result contradicting the announcement (won without schneider when announced) is not offered. */
export function outcomeAllowed(state: EntryState, outcome: QuickOutcome): boolean {
  const base: EntryState = { ...withDraft(state, { outcome: undefined }), mode: 'quick' };
  return !addsError(base, withDraft(base, { outcome: outcomeOf(outcome) }));
}

/** Card points outside 0–120 cannot be typed. */
export function pointsAllowed(state: EntryState, points: number): boolean {
  const base: EntryState = {
    ...withDraft(state, { declarerPoints: undefined, declarerTricks: undefined }),
    mode: 'points',
  };
  return !addsError(base, withDraft(base, { declarerPoints: points }));
}

/** "No trick" only up to 22 points (the skat), "every trick" only at 120. */
export function tricksAllowed(state: EntryState, tricks: TrickCount): boolean {
  const base: EntryState = { ...withDraft(state, { declarerTricks: undefined }), mode: 'points' };
  return !addsError(base, withDraft(base, { declarerTricks: tricks }));
}

/** The errors worth a sentence now: everything except fields simply not entered yet. */
export function visibleErrors(state: EntryState): readonly DealError[] {
  const parsed = parseEntry(state);
  if (parsed.ok) return [];
  return parsed.errors.filter((e) => !NOT_YET_ENTERED.has(e.code));
}
