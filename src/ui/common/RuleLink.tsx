import type { HouseRuleSection } from '../../domain/rules';
import type { IskoRule } from '../../domain/score-types';
import { ruleRef } from '../i18n/house-errors';
import type { RuleSection } from '../i18n/rule-sections';
import { useT } from '../i18n/I18nProvider';
import { ruleHref } from './contracts/rule-link';

interface RuleLinkProps {
  /** The rule the link opens, highlighted, on the rules screen. */
  readonly rule: RuleSection;
  /** What the step shows: "ISkO 5.2.3", "house rules § Ramsch, value". */
  readonly label: string;
  readonly className?: string;
}

/**
 * A step's rule number as a real link to that rule in the app, named for what it opens ("Open
 * the rule ISkO 5.2.3"). The calculator, the deal's explanation and the sheet's rules line all
 * link their rules through this one component, so every rule link looks and reads the same.
 */
export function RuleLink({ rule, label, className = '' }: RuleLinkProps) {
  const t = useT();
  return (
    <a
      href={ruleHref(rule)}
      aria-label={t.calculator.ruleLink(label)}
      className={`inline-flex min-h-12 items-center px-2 text-sm whitespace-nowrap text-green-900 underline dark:text-green-300 ${className}`}
    >
      {label}
    </a>
  );
}

/** An explanation step's ISkO rule number ("ISkO 5.2.3") as a link to that rule. */
export function IskoRuleLink({ rule }: { readonly rule: IskoRule }) {
  const t = useT();
  return <RuleLink rule={rule} label={t.sheet.rule(rule)} />;
}

/** A house-rules section a step applies ("house rules § Ramsch, value") as a link to it. */
export function HouseRuleLink({ rule }: { readonly rule: HouseRuleSection }) {
  const t = useT();
  return <RuleLink rule={rule} label={ruleRef(t, rule)} />;
}
