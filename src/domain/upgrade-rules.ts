// Sheets saved before house rules (TableRules: list kind, Kontra allowed, a Bock rule of six
// events) as a SheetSetup with one RuleSet. Pure, for the database and backup migrations: every
// old sheet scores exactly as before, because the old rules are a subset of the new ones.
import type { BockRule, TableRules } from './sheet-types';
import type { RoundsRule, SheetSetup } from './rules';
import { ROUNDS_OFF } from './rules';

function roundsRule(old: BockRule | undefined): RoundsRule {
  if (old === undefined || old.kind === 'off') return ROUNDS_OFF;
  return {
    kind: 'rounds',
    events: old.events,
    pending: old.pending,
    ramschRound: false,
    page: null,
    sameDealerAfterGrandHand: false,
  };
}

export function upgradeRules(old: TableRules): SheetSetup {
  return {
    players: old.players,
    firstDealer: old.firstDealer,
    plannedDeals: old.plannedDeals,
    rules: {
      list: old.listKind,
      kontra: old.kontraAllowed ? 'kontra-re' : 'off',
      // Before house rules a passed deal was always thrown in, and there was no Ramsch.
      passed: 'thrown-in',
      ramsch: null,
      bock: roundsRule(old.bock),
      stake: null,
    },
  };
}
