import type { RuleChapter } from '../rule-sections';

/**
 * The frame of the rules screen. The rules themselves are in rule-texts.ts, loaded with the
 * screen rather than with the app's first words.
 */
export const rulesBookStrings = {
  title: 'Rules',
  open: 'Rules',
  back: 'Back to the sheets',
  intro:
    'Why is a game worth what the app says? These are the rules it scores by: the International Skat Order (ISkO), the tournament list, and the house rules a sheet can switch on. The numbers are the ISkO’s rule numbers, the same the explanations show.',
  contents: 'Contents',
  examples: 'Worked examples',
  /** A link to a rule that does not exist (an old or mistyped link). */
  unknownSection: (id: string) => `There is no rule “${id}” here. All the rules are below.`,
  chapters: {
    isko: 'What a game is worth (ISkO)',
    lists: 'The list',
    house: 'House rules',
  } satisfies Record<RuleChapter, string>,
};
