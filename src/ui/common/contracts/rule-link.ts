import type { RuleSection } from '../../i18n/rule-sections';

/**
 * The link to a rule in the app: "#/rules/5.2.3", "#/rules/ramsch.value"; the whole rules
 * without one. An explanation step links its rule number here (the app's routes read it back).
 */
export function ruleHref(rule?: RuleSection): string {
  return rule === undefined ? '#/rules' : `#/rules/${encodeURIComponent(rule)}`;
}

/** The element id of a rule's section on the rules screen (dots are fine in an id). */
export function ruleElementId(rule: RuleSection): string {
  return `rule-${rule}`;
}
