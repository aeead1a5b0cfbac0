// The three presets of ../shared/rules/house-rules.md § Presets, written out row by row: the one
// definition the tests check the app against (the domain's PRESETS and what the start screen
// stores). Written from the rules page, never taken from the code under test.
import type { PresetId, RuleSet } from '../../src/domain/rules';

/** Tournament (ISkO, Skatwettspielordnung): Seeger-Fabian, Kontra off, thrown in, no Bock, no Ramsch. */
export const TOURNAMENT_RULES = {
  list: 'seeger-fabian',
  kontra: 'off',
  passed: 'thrown-in',
  ramsch: null,
  bock: { kind: 'off' },
  stake: null,
} as const satisfies RuleSet;

/**
 * NYCSA: Seeger-Fabian, Kontra on; one Ramsch after a passed deal (no Schieberamsch there), in the
 * Ramsch rounds flat 25, counted as a game, with Schieberamsch; Bock after grand hand won, Kontra
 * won, Re won, 60 : 60, one round per 32-deal page, a Ramsch round after each (grand hand offered,
 * same dealer after it), played in turn; ½ cent per point.
 */
export const NYCSA_RULES = {
  list: 'seeger-fabian',
  kontra: 'kontra-re',
  passed: 'ramsch',
  ramsch: { scoring: { kind: 'flat', value: 25 }, countsAsGame: true, schieberamsch: 'rounds' },
  bock: {
    kind: 'rounds',
    events: ['grand-hand-won', 'kontra-won', 're-won', 'sixty-sixty'],
    pending: 'queue',
    ramschRound: true,
    page: 32,
    sameDealerAfterGrandHand: true,
  },
  stake: { centsPerPoint: 0.5 },
} as const satisfies RuleSet;

/**
 * Pub: plain list, Kontra on, Ramsch after a passed deal (the loser's card points, not a game,
 * Schieberamsch), stacking Bock after grand hand won, Kontra lost, Re, 60 : 60.
 */
export const PUB_RULES = {
  list: 'plain',
  kontra: 'kontra-re',
  passed: 'ramsch',
  ramsch: { scoring: { kind: 'points' }, countsAsGame: false, schieberamsch: 'always' },
  bock: {
    kind: 'rounds',
    events: ['grand-hand-won', 'kontra-lost', 're', 'sixty-sixty'],
    pending: 'stack',
    ramschRound: false,
    page: null,
    sameDealerAfterGrandHand: false,
  },
  stake: null,
} as const satisfies RuleSet;

/** Each preset by its id, as the start screen names them. */
export const PRESET_RULES = {
  tournament: TOURNAMENT_RULES,
  nycsa: NYCSA_RULES,
  pub: PUB_RULES,
} as const satisfies Record<PresetId, RuleSet>;
