import type { PlayedRule } from '../played-rules';

/** The words that settle a dispute at the table: rule links, tops counted in the entry, … */
export const disputeStrings = {
  /** Under the sheet's rules line, opened by a tap: each rule the sheet plays, as a link. */
  playedRules: 'The rules of this sheet',
  playedRuleNames: {
    'plain-list': 'Plain list',
    'seeger-fabian': 'Seeger-Fabian',
    'kontra-re': 'Kontra/Re',
    ramsch: 'Ramsch',
    'bock-rounds': 'Bock rounds',
    'bock-rounds.ramsch-round': 'Ramsch round',
    'bock-rounds.per-page': 'One round per page',
  } satisfies Record<PlayedRule, string>,
  /** Hands a deal to the calculator: "what if it had been hand?" */
  openInCalculator: 'Open in calculator',
};
