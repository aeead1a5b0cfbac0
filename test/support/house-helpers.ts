// Small builders for sheets under house rules (house-rules.md): a rule set from a few changes to
// "no house rule", parsed deals, and a scored sheet that throws with the codes when refused.
import type { RoundsRule, RuleSet, SheetSetup } from '../../src/domain/rules';
import { ROUNDS_OFF } from '../../src/domain/rules';
import type { SheetDeal, SheetDealDraft } from '../../src/domain/sheet-deal';
import { parseSheetDeal } from '../../src/domain/sheet-deal';
import type { SheetSetupError } from '../../src/domain/sheet-checks';
import { scoreSheet } from '../../src/domain/sheet';
import type { SheetScore } from '../../src/domain/sheet-types';
import type { ListDeal } from '../../src/domain/voided-deal';

export const NO_HOUSE_RULES: RuleSet = {
  list: 'plain',
  kontra: 'kontra-re',
  passed: 'thrown-in',
  ramsch: null,
  bock: ROUNDS_OFF,
  stake: null,
};

export const RAMSCH_POINTS_RULE = {
  scoring: { kind: 'points' },
  countsAsGame: false,
  schieberamsch: 'always',
} as const;

type Rounds = Extract<RoundsRule, { kind: 'rounds' }>;

/** Bock rounds after the given events; stacked, no Ramsch round, no page, unless said. */
export function rounds(events: Rounds['events'], more: Partial<Omit<Rounds, 'kind'>> = {}): Rounds {
  return {
    kind: 'rounds',
    events,
    pending: 'stack',
    ramschRound: false,
    page: null,
    sameDealerAfterGrandHand: false,
    ...more,
  };
}

export function setupOf(players: 3 | 4, rules: Partial<RuleSet>, firstDealer = 0): SheetSetup {
  return { players, firstDealer, plannedDeals: 48, rules: { ...NO_HOUSE_RULES, ...rules } };
}

export function deal(draft: SheetDealDraft): SheetDeal {
  const parsed = parseSheetDeal(draft);
  if (!parsed.ok) throw new Error(`invalid deal: ${parsed.errors.map((e) => e.code).join(', ')}`);
  return parsed.value;
}

export const grandHand = (declarer: number, declarerPoints = 70) =>
  deal({ declarer, game: 'grand', tops: 1, hand: true, declarerPoints });
/** Grand with 1, hand, Re, won with 70: grand-hand-won, kontra-lost, re-won and re at once. */
export const grandHandRe = (declarer: number) =>
  deal({ declarer, game: 'grand', tops: 1, hand: true, declarerPoints: 70, kontra: 're' });
export const clubs = (declarer: number, declarerPoints = 61) =>
  deal({ declarer, game: 'clubs', tops: 1, declarerPoints });
export const ramsch = (points: readonly (number | null)[], more: { doublings?: number } = {}) =>
  deal({ game: 'ramsch', points, ...more });
export const PASSED: SheetDeal = { kind: 'passed' };

export function scored(setup: SheetSetup, deals: readonly ListDeal[]): SheetScore {
  const result = scoreSheet(setup, deals);
  if (!result.ok) throw new Error(result.errors.map((e) => e.code).join(', '));
  return result.value;
}

export function refused(
  setup: SheetSetup,
  deals: readonly SheetDeal[],
): readonly SheetSetupError[] {
  const result = scoreSheet(setup, deals);
  if (result.ok) throw new Error('the sheet was accepted');
  return result.errors;
}

/**
 * Deals from a short script, one word a deal: `G1` grand hand won by seat 1 (72), `C2` clubs with 1
 * won by seat 2 (24), `S0` clubs lost by seat 0 at 60 : 60, `R` a Ramsch 30/50/40 at 3, `P` passed.
 */
export function script(text: string): SheetDeal[] {
  return text
    .trim()
    .split(/\s+/)
    .map((word) => {
      const seat = Number(word.slice(1));
      switch (word[0]) {
        case 'G':
          return grandHand(seat);
        case 'C':
          return clubs(seat);
        case 'S':
          return clubs(seat, 60);
        case 'R':
          return ramsch([30, 50, 40]);
        case 'P':
          return PASSED;
        default:
          throw new Error(`unknown deal in script: ${word}`);
      }
    });
}
