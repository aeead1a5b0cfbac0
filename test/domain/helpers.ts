import type { DealDraft, PlayedDeal } from '../../src/domain/deal';
import { parseDeal } from '../../src/domain/parse-deal';
import { scoreDeal } from '../../src/domain/score-deal';
import type { DealScore } from '../../src/domain/score-types';

/** A played deal from a draft (declarer 0 unless given); throws with the codes if invalid. */
export function played(draft: DealDraft): PlayedDeal {
  const parsed = parseDeal({ declarer: 0, ...draft });
  if (!parsed.ok) throw new Error(`invalid deal: ${parsed.errors.map((e) => e.code).join(', ')}`);
  if (parsed.value.kind === 'passed') throw new Error('a passed deal has no score');
  return parsed.value;
}

export function score(draft: DealDraft, players: 3 | 4 = 3): DealScore {
  return scoreDeal(played(draft), players);
}

/** The error codes parseDeal reports for a draft (empty when it parses). */
export function errorCodes(draft: DealDraft): string[] {
  const parsed = parseDeal(draft);
  return parsed.ok ? [] : parsed.errors.map((e) => e.code);
}
