import { describe, expect, test } from 'vitest';
import { PRESETS, PRESET_IDS, type RuleSet } from '../../../src/domain/rules';
import { de } from '../../../src/ui/i18n/de';
import { en } from '../../../src/ui/i18n/en';
import { ruleSummary } from '../../../src/ui/i18n/rules-summary';

// A sheet's rules in one line, English and German, written by hand.

describe('the presets', () => {
  test.each([
    [
      'tournament',
      'Tournament',
      'Turnier',
      'Seeger-Fabian · no Kontra · no Ramsch · no Bock',
      'Seeger-Fabian · ohne Kontra · kein Ramsch · kein Bock',
    ],
    [
      'nycsa',
      'NYCSA',
      'New Yorker Regeln (NYCSA)',
      'Seeger-Fabian · Kontra/Re · Ramsch (flat 25, counts as a game, Schieberamsch in Ramsch rounds) · Bock after grand hand, Kontra won, Re won, 60:60 (queued) · Ramsch round · 1 round per 32 deals · ½ cent per point',
      'Seeger-Fabian · Kontra/Re · Ramsch (fest 25, zählt als Spiel, Schieberamsch in Ramschrunden) · Bock nach Grand Hand, gewonnenem Kontra, gewonnenem Re, 60 : 60 (nacheinander) · Ramschrunde · 1 Runde je 32 Spiele · ½ Cent pro Punkt',
    ],
    [
      'pub',
      'Pub',
      'Stammtisch',
      'Plain list · Kontra/Re · Ramsch (points, Schieberamsch) · Bock after grand hand, Kontra lost, Re, 60:60 (stacking)',
      'Einfache Liste · Kontra/Re · Ramsch (Augen, Schieberamsch) · Bock nach Grand Hand, verlorenem Kontra, Re, 60 : 60 (gleichzeitig)',
    ],
  ] as const)('%s', (id, englishName, germanName, english, german) => {
    expect(en.house.presets[id]).toBe(englishName);
    expect(de.house.presets[id]).toBe(germanName);
    expect(ruleSummary(en, PRESETS[id])).toBe(english);
    expect(ruleSummary(de, PRESETS[id])).toBe(german);
  });

  test('every preset is covered', () => {
    expect(PRESET_IDS).toEqual(['tournament', 'nycsa', 'pub']);
  });
});

test('Ramsch only in the Ramsch rounds, a page of one deal, a stake of 2 cents', () => {
  const rules: RuleSet = {
    list: 'plain',
    kontra: 'kontra-re',
    passed: 'thrown-in',
    ramsch: { scoring: { kind: 'points' }, countsAsGame: false, schieberamsch: 'never' },
    bock: {
      kind: 'rounds',
      events: ['value-100', 'schneider'],
      pending: 'stack',
      ramschRound: true,
      page: 1,
      sameDealerAfterGrandHand: false,
    },
    stake: { centsPerPoint: 2 },
  };
  expect(ruleSummary(en, rules)).toBe(
    'Plain list · Kontra/Re · Ramsch only in Ramsch rounds (points) · Bock after 100+, schneider (stacking) · Ramsch round · 1 round per 1 deal · 2 cents per point',
  );
  expect(ruleSummary(de, rules)).toBe(
    'Einfache Liste · Kontra/Re · Ramsch nur in Ramschrunden (Augen) · Bock nach 100+, Schneider (gleichzeitig) · Ramschrunde · 1 Runde je 1 Spiel · 2 Cent pro Punkt',
  );
});

describe('the stake', () => {
  test.each([
    [0.5, '½ cent per point', '½ Cent pro Punkt'],
    [1, '1 cent per point', '1 Cent pro Punkt'],
    [1.5, '1½ cents per point', '1½ Cent pro Punkt'],
    [0.25, '0.25 cent per point', '0,25 Cent pro Punkt'],
    [1000, '1,000 cents per point', '1.000 Cent pro Punkt'],
  ])('%f', (cents, english, german) => {
    expect(en.house.stake(cents)).toBe(english);
    expect(de.house.stake(cents)).toBe(german);
  });
});

test('the options of the start form read in both languages', () => {
  expect(en.house.options.page(32)).toBe('One round per page of 32 deals');
  expect(de.house.options.page(32)).toBe('Eine Runde je Seite von 32 Spielen');
  expect(en.house.options.scoringFlat(25)).toBe('flat 25');
  expect(de.house.options.scoringFlat(25)).toBe('fest 25');
  expect(de.house.options.passedChoice).toEqual({
    'thrown-in': 'eingepasst (kein Ramsch)',
    ramsch: 'Ramsch',
  });
  expect(de.house.options.schieberamschChoice).toEqual({
    always: 'immer',
    rounds: 'nur in Ramschrunden',
    never: 'nie',
  });
});

test('a Bierlachs list names its limit, grouped as each language writes thousands', () => {
  const rules: RuleSet = { ...PRESETS.pub, list: { kind: 'bierlachs', limit: 1000 } };
  expect(ruleSummary(en, rules)).toMatch(/^Bierlachs from 1,000 · Kontra\/Re · /);
  expect(ruleSummary(de, rules)).toMatch(/^Bierlachs ab 1\.000 · Kontra\/Re · /);
});
