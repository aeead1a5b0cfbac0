import {
  RULE_SET_ERROR_CODES,
  type RuleSetError,
  type RuleSetErrorCode,
} from '../../domain/house-errors';
import type { Dictionary } from '../i18n/dictionary';
import { ruleSetErrorMessage } from '../i18n/house-errors';

/** A refusal of the rules core's, in the table's language, for the field it belongs to. */
export type RuleErrorOf = (code: RuleSetErrorCode) => string | undefined;

export function isRuleSetError(error: { readonly code: string }): error is RuleSetError {
  return RULE_SET_ERROR_CODES.some((code) => code === error.code);
}

/** Finds the message of a rule-set error by its code, so each field shows its own. */
export function ruleErrorOf(t: Dictionary, errors: readonly RuleSetError[]): RuleErrorOf {
  return (code) => {
    const error = errors.find((e) => e.code === code);
    return error === undefined ? undefined : ruleSetErrorMessage(t, error);
  };
}
