// Errors of the house rules (house-rules.md): a closed set of codes, each carrying the facts the
// UI needs for its sentence. Kept apart from the ISkO errors of errors.ts so that every code has
// one meaning.
import type { Game } from './deal';
import type { RamschErrorCode } from './ramsch-deal';
import type { HouseRuleSection, SchieberamschRule } from './rules';

/** Every way a rule set can be unsound. */
export const RULE_SET_ERROR_CODES = [
  'list-unknown',
  /** A Bierlachs limit is a whole number from 1 to MAX_BIERLACHS_LIMIT (bierlachs.ts). */
  'bierlachs-limit-invalid',
  'kontra-rule-unknown',
  'passed-rule-unknown',
  /** Ramsch can happen (after a passed deal, or in Ramsch rounds) but no Ramsch rule says how to score it. */
  'ramsch-rule-missing',
  'ramsch-scoring-unknown',
  /** A flat Ramsch value is a whole number above 0. */
  'ramsch-flat-value-invalid',
  'schieberamsch-rule-unknown',
  /** Bock rounds after no event at all. */
  'bock-events-missing',
  'bock-event-unknown',
  'bock-event-twice',
  'bock-pending-unknown',
  /** A page is a whole number of deals above 0. */
  'bock-page-invalid',
  /** A stake is a number of cents above 0. */
  'stake-invalid',
  /** A rule that is on or off (countsAsGame, ramschRound…) holds something else. */
  'rule-not-yes-or-no',
] as const;
export type RuleSetErrorCode = (typeof RULE_SET_ERROR_CODES)[number];

export interface RuleSetError {
  readonly code: RuleSetErrorCode;
  /** The offending value (an unknown event, a page length…), when there is one. */
  readonly value?: string | number;
}

/** A deal a sheet's house rules refuse where it stands (house-rules.md § Ramsch, § Bock rounds). */
export type HouseSheetError =
  | { readonly code: 'rules-invalid'; readonly ruleErrors: readonly RuleSetError[] }
  | {
      readonly code:
        /** A Ramsch where the sheet plays none: passed deals are thrown in and no Ramsch round runs. */
        | 'ramsch-not-played'
        /** A passed deal on a sheet where a passed deal is a Ramsch. */
        | 'passed-deal-is-ramsch'
        /** A Ramsch's points are not one entry per player at the table. */
        | 'ramsch-seats-not-table'
        /** At a table of 4 the dealer sits out of a Ramsch (null), at 5 he and the third on his left. */
        | 'ramsch-dealer-plays'
        /** A Ramsch told by its outcome (no points) on a sheet that scores the loser's points. */
        | 'ramsch-outcome-not-flat';
      readonly dealIndex: number;
    }
  | {
      /** In a Ramsch round only a Ramsch or a grand hand is played. */
      readonly code: 'not-allowed-in-ramsch-round';
      readonly dealIndex: number;
      readonly contract: Game | 'passed';
    }
  | {
      /** Schieberamsch doublings where the sheet plays none (never, or only in Ramsch rounds). */
      readonly code: 'schieberamsch-not-played';
      readonly dealIndex: number;
      readonly rule: Exclude<SchieberamschRule, 'always'>;
    };
export type HouseSheetErrorCode = HouseSheetError['code'];

/** A draft a sheet's rules refuse before it has a place: Bock is derived, not entered. */
export interface RuleDealError {
  readonly code: 'bock-is-derived';
  readonly field: 'bock';
}

/** The part of house-rules.md behind each refusal of a deal, so the UI can name the rule. */
export const HOUSE_ERROR_SECTIONS: Readonly<
  Record<
    RamschErrorCode | Exclude<HouseSheetErrorCode, 'rules-invalid'> | RuleDealError['code'],
    HouseRuleSection
  >
> = {
  'ramsch-points-missing': 'ramsch.entry',
  'ramsch-points-seat-count': 'ramsch.entry',
  'ramsch-points-not-whole': 'ramsch.entry',
  'ramsch-points-out-of-range': 'ramsch.entry',
  'ramsch-points-not-120': 'ramsch.entry',
  'ramsch-seat-not-active': 'ramsch.entry',
  'ramsch-no-trick-seat-twice': 'ramsch.entry',
  'jungfrau-with-points': 'ramsch.entry',
  'durchmarsch-without-120': 'ramsch.entry',
  'durchmarsch-others-took-tricks': 'ramsch.entry',
  'two-without-trick-no-durchmarsch': 'ramsch.entry',
  'ramsch-players-seat-count': 'ramsch.entry',
  'ramsch-loser-missing': 'ramsch.losers',
  'ramsch-loser-twice': 'ramsch.losers',
  'ramsch-winner-missing': 'ramsch.winner',
  'ramsch-winner-is-loser': 'ramsch.winner',
  'ramsch-two-losers-third-wins': 'ramsch.winner',
  'jungfrau-loses': 'ramsch.losers',
  'jungfrau-not-winner': 'ramsch.winner',
  'durchmarsch-with-losers': 'ramsch.value',
  'durchmarsch-other-winner': 'ramsch.value',
  'schieberamsch-doublings-out-of-range': 'ramsch.schieberamsch',
  'ramsch-bock-out-of-range': 'bock-rounds',
  'ramsch-not-played': 'ramsch',
  'passed-deal-is-ramsch': 'ramsch',
  'ramsch-seats-not-table': 'ramsch',
  'ramsch-dealer-plays': 'ramsch',
  'ramsch-outcome-not-flat': 'ramsch.value',
  'not-allowed-in-ramsch-round': 'bock-rounds.ramsch-round',
  'schieberamsch-not-played': 'ramsch.schieberamsch',
  'bock-is-derived': 'bock-rounds',
};
