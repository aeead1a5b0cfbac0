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
    const on = bockFormReducer(BOCK_FORM_OFF, { type: 'set-bock', field: 'on', value: true });
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
    let form = bockFormReducer(BOCK_FORM_OFF, { type: 'set-bock', field: 'on', value: true });
    form = bockFormReducer(form, { type: 'set-bock', field: 'pending', value: 'stack' });
    form = bockFormReducer(form, { type: 'set-bock', field: 'on', value: false });
    form = bockFormReducer(form, { type: 'set-bock', field: 'on', value: true });
    expect(form).toEqual({ ...BOCK_FORM_OFF, on: true, pending: 'stack' });
  });

  test('the page as typed becomes a number; the same dealer only with a Ramsch round', () => {
    let form = bockFormReducer(BOCK_FORM_OFF, { type: 'set-bock', field: 'on', value: true });
    form = bockFormReducer(form, { type: 'set-bock', field: 'pageLimit', value: true });
    form = bockFormReducer(form, { type: 'set-bock', field: 'page', value: ' 24 ' });
    form = bockFormReducer(form, {
      type: 'set-bock',
      field: 'sameDealerAfterGrandHand',
      value: true,
    });
    expect(bockRuleOf(form)).toEqual({
      kind: 'rounds',
      events: ['grand-hand-won', 'kontra-lost', 're', 'value-100'],
      pending: 'queue',
      ramschRound: false,
      page: 24,
      sameDealerAfterGrandHand: false,
    });
    form = bockFormReducer(form, { type: 'set-bock', field: 'ramschRound', value: true });
    expect(bockRuleOf(form)).toMatchObject({ ramschRound: true, sameDealerAfterGrandHand: true });
  });
});

describe('ramschFormReducer', () => {
  test('a flat value as typed becomes its number, with the other Ramsch choices', () => {
    let form = ramschFormReducer(DEFAULT_RAMSCH_FORM, {
      type: 'set-ramsch',
      field: 'scoring',
      value: 'flat',
    });
    form = ramschFormReducer(form, { type: 'set-ramsch', field: 'flat', value: '30' });
    form = ramschFormReducer(form, { type: 'set-ramsch', field: 'countsAsGame', value: true });
    form = ramschFormReducer(form, { type: 'set-ramsch', field: 'schieberamsch', value: 'never' });
    expect(ramschRuleOf(form)).toEqual({
      scoring: { kind: 'flat', value: 30 },
      countsAsGame: true,
      schieberamsch: 'never',
    });
  });

  test('back to card points, the typed flat value is kept for the next tap', () => {
    let form = ramschFormReducer(DEFAULT_RAMSCH_FORM, {
      type: 'set-ramsch',
      field: 'flat',
      value: '40',
    });
    form = ramschFormReducer(form, { type: 'set-ramsch', field: 'scoring', value: 'points' });
    expect(form.flat).toBe('40');
    expect(ramschRuleOf(form).scoring).toEqual({ kind: 'points' });
  });
});

describe('rulesFormReducer', () => {
  const tournament = rulesFormFrom(PRESETS.tournament);

  test('a preset fills every rule, and keeps the Bierlachs limit typed before', () => {
    const typed = rulesFormReducer(tournament, {
      type: 'set-rule',
      field: 'bierlachsLimit',
      value: '1.000',
    });
    const pub = rulesFormReducer(typed, { type: 'choose-preset', preset: 'pub' });
    // Back from the form, the preset's rule set exactly: nothing of the tournament stays.
    expect(ruleSetOf(pub)).toEqual(PRESETS.pub);
    expect(pub.bock.pending).toBe('stack');
    const bierlachs = rulesFormReducer(pub, {
      type: 'set-rule',
      field: 'list',
      value: 'bierlachs',
    });
    expect(ruleSetOf(bierlachs).list).toEqual({ kind: 'bierlachs', limit: 1000 });
  });

  test('Kontra, passed deals and a stake of a half cent', () => {
    let form = rulesFormReducer(tournament, {
      type: 'set-rule',
      field: 'kontra',
      value: 'kontra-re',
    });
    form = rulesFormReducer(form, { type: 'set-stake', field: 'on', value: true });
    form = rulesFormReducer(form, { type: 'set-stake', field: 'cents', value: '½' });
    expect(ruleSetOf(form)).toMatchObject({
      kontra: 'kontra-re',
      passed: 'thrown-in',
      ramsch: null,
      stake: { centsPerPoint: 0.5 },
    });
    form = rulesFormReducer(form, { type: 'set-rule', field: 'passed', value: 'ramsch' });
    expect(ruleSetOf(form).ramsch).toEqual({
      scoring: { kind: 'points' },
      countsAsGame: false,
      schieberamsch: 'always',
    });
  });

  test('Ramsch and Bock actions reach their own part of the form', () => {
    let form = rulesFormReducer(tournament, { type: 'set-ramsch', field: 'flat', value: '12' });
    form = rulesFormReducer(form, { type: 'set-bock', field: 'page', value: '16' });
    expect(form.ramsch.flat).toBe('12');
    expect(form.bock.page).toBe('16');
    expect(form.list).toBe('seeger-fabian');
  });
});
