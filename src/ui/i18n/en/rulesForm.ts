/**
 * English words of the house rules on the "new sheet" form and of the sheet's rules line, beyond
 * those the `house` namespace already has (rule names, presets, the one-line summary).
 */
export const rulesFormStrings = {
  /** The legend of the preset choice (Tournament, NYCSA, Pub). */
  presets: 'Rules',
  /** Below the presets when the rules are none of them. */
  ownRules: 'Own rules: none of the presets',
  ramschScoringFlat: 'a flat value',
  flatValue: 'Flat Ramsch value',
  pageLimit: 'Only one Bock round per page',
  pageLength: 'Deals per page',
  stake: 'Play for a stake',
  stakeCents: 'Cents per point',
  /** The sheet's rules in one line: "Rules (NYCSA): Seeger-Fabian · Kontra/Re · …". */
  sheetRules: (preset: string | null, summary: string) =>
    preset === null ? `Rules: ${summary}` : `Rules (${preset}): ${summary}`,
  /** Beside the sheet's rules until its first deal is saved: they lock with it. */
  changeRules: 'Change the rules',
  changeRulesTitle: "Change this sheet's rules",
  changeRulesHint: 'Until deal 1 is saved. Then the rules are locked.',
  saveRules: 'Save rules',
  /** Under the sheet's rules once a deal is saved. */
  rulesLocked: 'Locked with the first deal: the rules cannot change any more.',
};
