// The rules a sheet plays, as sections of the rules screen: its list, Kontra/Re, Ramsch, the Bock
// rounds and what they bring. The sheet's rules line links each one, so "why?" is one tap away.
import { playsRamsch, type RuleSet } from '../../domain/rules';
import type { RuleSection } from './rule-sections';

export type PlayedRule = Extract<
  RuleSection,
  | 'plain-list'
  | 'seeger-fabian'
  | 'kontra-re'
  | 'ramsch'
  | 'bock-rounds'
  | 'bock-rounds.ramsch-round'
  | 'bock-rounds.per-page'
>;

/** The sections behind a rule set, in the order of its summary line. */
export function playedRules(rules: RuleSet): readonly PlayedRule[] {
  const bock = rules.bock;
  return [
    rules.list === 'seeger-fabian' ? 'seeger-fabian' : 'plain-list',
    ...(rules.kontra === 'kontra-re' ? (['kontra-re'] as const) : []),
    ...(playsRamsch(rules) ? (['ramsch'] as const) : []),
    ...(bock.kind === 'rounds' ? (['bock-rounds'] as const) : []),
    ...(bock.kind === 'rounds' && bock.ramschRound ? (['bock-rounds.ramsch-round'] as const) : []),
    ...(bock.kind === 'rounds' && bock.page !== null ? (['bock-rounds.per-page'] as const) : []),
  ];
}
