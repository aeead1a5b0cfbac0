// The rule questions the screens ask before a deal is saved, answered once in the domain
// (sheet-checks.ts) and checked against what placing a deal refuses.
import { describe, expect, test } from 'vitest';
import { PRESETS, type RuleSet } from '../../src/domain/rules';
import { declarableGames } from '../../src/domain/declarable-games';
import { passedDealIsRamsch, schieberamschAllowed } from '../../src/domain/sheet-checks';

const pub = PRESETS.pub;
const nycsa = PRESETS.nycsa;
const tournament = PRESETS.tournament;
/** Passed deals thrown in, but Ramsch rounds after Bock (the Ramsch rule is for those). */
const roundsOnly: RuleSet = { ...nycsa, passed: 'thrown-in' };

describe('passedDealIsRamsch: a deal everyone passed is played as a Ramsch', () => {
  test('where the sheet says so, in a Ramsch round or not', () => {
    expect(passedDealIsRamsch(pub, false)).toBe(true);
    expect(passedDealIsRamsch(pub, true)).toBe(true);
    expect(passedDealIsRamsch(nycsa, false)).toBe(true);
  });

  test('thrown in: only in a Ramsch round, where every deal is a Ramsch', () => {
    expect(passedDealIsRamsch(roundsOnly, false)).toBe(false);
    expect(passedDealIsRamsch(roundsOnly, true)).toBe(true);
  });

  test('never on a sheet without Ramsch', () => {
    expect(passedDealIsRamsch(tournament, false)).toBe(false);
    expect(passedDealIsRamsch(tournament, true)).toBe(false);
  });
});

describe('schieberamschAllowed: Schieberamsch always, only in Ramsch rounds, or never', () => {
  test('always (Pub)', () => {
    expect(schieberamschAllowed(pub, false)).toBe(true);
    expect(schieberamschAllowed(pub, true)).toBe(true);
  });

  test('only in Ramsch rounds (NYCSA: not after a passed deal)', () => {
    expect(schieberamschAllowed(nycsa, false)).toBe(false);
    expect(schieberamschAllowed(nycsa, true)).toBe(true);
  });

  test('never, and never without Ramsch', () => {
    const never: RuleSet = {
      ...pub,
      ramsch: { scoring: { kind: 'points' }, countsAsGame: false, schieberamsch: 'never' },
    };
    expect(schieberamschAllowed(never, true)).toBe(false);
    expect(schieberamschAllowed(tournament, true)).toBe(false);
  });
});

describe('declarableGames: what a player may declare on a deal', () => {
  test('any game, but in a Ramsch round only a grand hand instead of the Ramsch', () => {
    expect(declarableGames(false)).toBe('any');
    expect(declarableGames(true)).toBe('grand-hand');
  });
});
