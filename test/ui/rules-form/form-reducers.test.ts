import { describe, expect, test } from 'vitest';
import { PRESETS } from '../../../src/domain/rules';
import { BOCK_FORM_OFF, bockFormReducer, bockRuleOf } from '../../../src/ui/rules-form/bock-form';
import {
  DEFAULT_RAMSCH_FORM,
  ramschFormReducer,
  ramschRuleOf,
} from '../../../src/ui/rules-form/ramsch-form';
import { rulesFormFrom, rulesFormReducer, ruleSetOf } from '../../../src/ui/rules-form/rules-form';

// Expected values written by hand from house-rules.md, not computed by the code under test.

describe('bockFormReducer', () => {
  test('a ticked event takes its place in the rules table order, whatever the order of taps', () => {
    const on = bockFormReducer(BOCK_FORM_OFF, { type: 'set-bock', on: true });
    const ticked = bockFormReducer(on, { type: 'set-bock-event', event: 'schneider', on: true });
    const more = bockFormReducer(ticked, { type: 'set-bock-event', event: 'kontra-won', on: true });
    expect(more.events).toEqual([
      'grand-hand-won',
      'kontra-won',
      'kontra-lost',
      're',
      'value-100',
      'schneider',
    ]);
  });

  test('an untick removes only that event', () => {
    const form = bockFormReducer(BOCK_FORM_OFF, { type: 'set-bock-event', event: 're', on: false });
    expect(form.events).toEqual(['grand-hand-won', 'kontra-lost', 'value-100']);
  });

  test('switched off and on again, the choices made are still there', () => {
    let form = bockFormReducer(BOCK_FORM_OFF, { type: 'set-bock', on: true });
    form = bockFormReducer(form, { type: 'set-bock-pending', pending: 'stack' });
    form = bockFormReducer(form, { type: 'set-bock', on: false });
    form = bockFormReducer(form, { type: 'set-bock', on: true });
    expect(form).toEqual({ ...BOCK_FORM_OFF, on: true, pending: 'stack' });
  });

  test('the page as typed becomes a number; the same dealer only with a Ramsch round', () => {
    let form = bockFormReducer(BOCK_FORM_OFF, { type: 'set-bock', on: true });
    form = bockFormReducer(form, { type: 'set-page-limit', on: true });
    form = bockFormReducer(form, { type: 'set-page', page: ' 24 ' });
    form = bockFormReducer(form, { type: 'set-same-dealer', on: true });
    expect(bockRuleOf(form)).toEqual({
      kind: 'rounds',
      events: ['grand-hand-won', 'kontra-lost', 're', 'value-100'],
      pending: 'queue',
      ramschRound: false,
      page: 24,
      sameDealerAfterGrandHand: false,
    });
    form = bockFormReducer(form, { type: 'set-ramsch-round', on: true });
    expect(bockRuleOf(form)).toMatchObject({ ramschRound: true, sameDealerAfterGrandHand: true });
  });
});

describe('ramschFormReducer', () => {
  test('a flat value as typed becomes its number, with the other Ramsch choices', () => {
    let form = ramschFormReducer(DEFAULT_RAMSCH_FORM, {
      type: 'set-ramsch-scoring',
      scoring: 'flat',
    });
    form = ramschFormReducer(form, { type: 'set-ramsch-flat', flat: '30' });
    form = ramschFormReducer(form, { type: 'set-counts-as-game', on: true });
    form = ramschFormReducer(form, { type: 'set-schieberamsch', schieberamsch: 'never' });
    expect(ramschRuleOf(form)).toEqual({
      scoring: { kind: 'flat', value: 30 },
      countsAsGame: true,
      schieberamsch: 'never',
    });
  });

  test('back to card points, the typed flat value is kept for the next tap', () => {
    let form = ramschFormReducer(DEFAULT_RAMSCH_FORM, { type: 'set-ramsch-flat', flat: '40' });
    form = ramschFormReducer(form, { type: 'set-ramsch-scoring', scoring: 'points' });
    expect(form.flat).toBe('40');
    expect(ramschRuleOf(form).scoring).toEqual({ kind: 'points' });
  });
});

describe('rulesFormReducer', () => {
  const tournament = rulesFormFrom(PRESETS.tournament);

  test('a preset fills every rule, and keeps the Bierlachs limit typed before', () => {
    const typed = rulesFormReducer(tournament, { type: 'set-bierlachs-limit', limit: '1.000' });
    const pub = rulesFormReducer(typed, { type: 'choose-preset', preset: 'pub' });
    // Back from the form, the preset's rule set exactly: nothing of the tournament stays.
    expect(ruleSetOf(pub)).toEqual(PRESETS.pub);
    expect(pub.bock.pending).toBe('stack');
    const bierlachs = rulesFormReducer(pub, { type: 'set-list-kind', listKind: 'bierlachs' });
    expect(ruleSetOf(bierlachs).list).toEqual({ kind: 'bierlachs', limit: 1000 });
  });

  test('Kontra, passed deals and a stake of a half cent', () => {
    let form = rulesFormReducer(tournament, { type: 'set-kontra', allowed: true });
    form = rulesFormReducer(form, { type: 'set-stake', on: true });
    form = rulesFormReducer(form, { type: 'set-stake-cents', cents: '½' });
    expect(ruleSetOf(form)).toMatchObject({
      kontra: 'kontra-re',
      passed: 'thrown-in',
      ramsch: null,
      stake: { centsPerPoint: 0.5 },
    });
    form = rulesFormReducer(form, { type: 'set-passed', passed: 'ramsch' });
    expect(ruleSetOf(form).ramsch).toEqual({
      scoring: { kind: 'points' },
      countsAsGame: false,
      schieberamsch: 'always',
    });
  });

  test('Ramsch and Bock actions reach their own part of the form', () => {
    let form = rulesFormReducer(tournament, { type: 'set-ramsch-flat', flat: '12' });
    form = rulesFormReducer(form, { type: 'set-page', page: '16' });
    expect(form.ramsch.flat).toBe('12');
    expect(form.bock.page).toBe('16');
    expect(form.list).toBe('seeger-fabian');
  });
});
