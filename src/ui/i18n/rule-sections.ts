// The sections of the rules in the app, in reading order. Every rule number an explanation step
// carries (ISkO) and every house-rules section a Ramsch step names is one of them, so a step can
// always link to its rule; the rest are the rules a player asks about besides (tops, bids, lists).
import { HOUSE_RULE_SECTIONS } from '../../domain/rules';
import { EXPLAINED_ISKO_RULES } from '../../domain/score-types';

/** Rules the app follows that no explanation step names by number. */
export const OTHER_RULE_SECTIONS = [
  '2.4',
  '3.3',
  '5.1',
  '5.2.2',
  'plain-list',
  'seeger-fabian',
  'kontra-re',
] as const;

export const RULE_SECTIONS = [
  ...EXPLAINED_ISKO_RULES,
  ...HOUSE_RULE_SECTIONS,
  ...OTHER_RULE_SECTIONS,
] as const;
export type RuleSection = (typeof RULE_SECTIONS)[number];

export const RULE_CHAPTERS = ['isko', 'lists', 'house'] as const;
export type RuleChapter = (typeof RULE_CHAPTERS)[number];

/** Each chapter's sections, in the order a player reads them: value first, then the exceptions. */
export const RULE_CHAPTER_SECTIONS: Readonly<Record<RuleChapter, readonly RuleSection[]>> = {
  isko: ['5.1', '2.4', '5.2', '5.2.3', '5.2.4', '5.2.5', '5.2.6', '5.2.2', '5.4', '3.3', '5.2.7'],
  lists: ['plain-list', 'seeger-fabian', 'kontra-re'],
  house: [...HOUSE_RULE_SECTIONS],
};

export function isRuleSection(id: string): id is RuleSection {
  return RULE_SECTIONS.some((section) => section === id);
}

/** One rule as a player reads it: why, then worked examples (checked against the rules docs). */
export interface RuleText {
  /** Where the rule comes from: "ISkO 5.2.3", "House rule". */
  readonly label: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly examples: readonly string[];
}

/** Every section's words, in one language: a section without words fails the typecheck. */
export type RuleTexts = Readonly<Record<RuleSection, RuleText>>;
