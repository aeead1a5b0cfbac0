import { upgradeRules } from '../../../src/domain/legacy/table-rules';
import { describe, expect, test } from 'vitest';
import {
  initialStartForm,
  startFormReducer,
  validateStartForm,
  type StartForm,
  type StartFormAction,
} from '../../../src/ui/new-sheet/start-form';
import { NYCSA_RULES, PUB_RULES, TOURNAMENT_RULES } from '../../support/presets';

function run(form: StartForm, ...actions: StartFormAction[]): StartForm {
  return actions.reduce(startFormReducer, form);
}

const named = (names: string[]): StartForm => ({ ...initialStartForm(), names });

/** What a rule set adds to the form's Bock rounds: no Ramsch round, no page limit. */
const NOT_HOUSE = { ramschRound: false, page: null, sameDealerAfterGrandHand: false } as const;

/** The Bock rule a checked form starts its sheet with (false where the form is refused). */
function bockOf(form: StartForm) {
  const result = validateStartForm(form);
  return result.ok && result.value.setup.rules.bock;
}

/** Bock rounds after `events`, their overlap `pending`, none of the house extras. */
const bockRounds = (events: readonly string[], pending: 'stack' | 'queue') => ({
  kind: 'rounds',
  events,
  pending,
  ...NOT_HOUSE,
});

describe('defaults', () => {
  test('a first sheet: 3 empty seats, 36 deals (a series at 3), the tournament rules', () => {
    expect(initialStartForm()).toEqual({
      sheetName: '',
      names: ['', '', ''],
      firstDealer: 0,
      deals: '36',
      rules: {
        list: 'seeger-fabian',
        // Kept ready for when the table chooses Bierlachs: 500, as most tables play it.
        bierlachsLimit: '500',
        kontra: 'off',
        passed: 'thrown-in',
        // Off, with the pub rule ready for when the table plays Ramsch (NYCSA's flat 25 offered).
        ramsch: { scoring: 'points', flat: '25', countsAsGame: false, schieberamsch: 'always' },
        // Off, with the defaults ready for when the table switches it on (no 60:60, no schneider).
        bock: {
          on: false,
          events: ['grand-hand-won', 'kontra-lost', 're', 'value-100'],
          pending: 'queue',
          ramschRound: false,
          sameDealerAfterGrandHand: false,
          pageLimit: false,
          page: '32',
        },
        stake: { on: false, cents: '1' },
      },
    });
  });

  test('the last table again: its players in seat order, its deals, list and Kontra', () => {
    const previous = {
      playerNames: ['Dora', 'Anna', 'Ben', 'Carl'],
      setup: upgradeRules({
        players: 4,
        firstDealer: 2,
        listKind: 'plain',
        kontraAllowed: true,
        plannedDeals: 24,
      } as const),
    };
    expect(initialStartForm(previous)).toMatchObject({
      names: ['Dora', 'Anna', 'Ben', 'Carl'],
      firstDealer: 0,
      deals: '24',
      rules: { list: 'plain', kontra: 'kontra-re', passed: 'thrown-in', bock: { on: false } },
    });
  });

  test('the last table played Bock rounds: the same rounds again', () => {
    const previous = {
      playerNames: ['Anna', 'Ben', 'Carl'],
      setup: upgradeRules({
        players: 3,
        firstDealer: 0,
        listKind: 'plain',
        kontraAllowed: true,
        plannedDeals: 36,
        bock: { kind: 'rounds', events: ['sixty-sixty', 'schneider'], pending: 'stack' },
      } as const),
    };
    expect(initialStartForm(previous).rules.bock).toEqual({
      on: true,
      events: ['sixty-sixty', 'schneider'],
      pending: 'stack',
      ramschRound: false,
      sameDealerAfterGrandHand: false,
      pageLimit: false,
      page: '32',
    });
  });

  test('the last table played its own house rules: all of them again, and starts as they were', () => {
    const rules = {
      list: 'plain',
      kontra: 'kontra-re',
      passed: 'ramsch',
      ramsch: { scoring: { kind: 'flat', value: 30 }, countsAsGame: true, schieberamsch: 'never' },
      bock: {
        kind: 'rounds',
        events: ['kontra-won', 're-won', 'schneider'],
        pending: 'stack',
        ramschRound: true,
        page: 24,
        sameDealerAfterGrandHand: false,
      },
      stake: { centsPerPoint: 2 },
    } as const;
    const setup = { players: 3, firstDealer: 1, plannedDeals: 36, rules } as const;
    const form = initialStartForm({ playerNames: ['Anna', 'Ben', 'Carl'], setup });
    expect(form.rules).toMatchObject({
      ramsch: { scoring: 'flat', flat: '30' },
      bock: { pageLimit: true, page: '24' },
      stake: { on: true, cents: '2' },
    });
    expect(validateStartForm(form)).toEqual({
      ok: true,
      value: {
        playerNames: ['Anna', 'Ben', 'Carl'],
        setup: { players: 3, firstDealer: 0, plannedDeals: 36, rules },
        preset: null,
      },
    });
  });
});

describe('player count', () => {
  test('4 players adds an empty seat and the default deals follow: 36 → 48', () => {
    const form = run(named(['Anna', 'Ben', 'Carl']), { type: 'set-player-count', count: 4 });
    expect(form.names).toEqual(['Anna', 'Ben', 'Carl', '']);
    expect(form.deals).toBe('48');
  });

  test('a number of deals typed by hand stays when the count changes', () => {
    const form = run(
      initialStartForm(),
      { type: 'set-deals', deals: '24' },
      { type: 'set-player-count', count: 4 },
    );
    expect(form.deals).toBe('24');
  });

  test('back to 3 drops the fourth seat; its dealer role goes to the first seat', () => {
    const form = run(
      named(['Anna', 'Ben', 'Carl', 'Dora']),
      { type: 'set-first-dealer', seat: 3 },
      { type: 'set-player-count', count: 3 },
    );
    expect(form.names).toEqual(['Anna', 'Ben', 'Carl']);
    expect(form.firstDealer).toBe(0);
  });
});

describe('seats', () => {
  test('moving a player swaps neighbours and the first dealer stays the same person', () => {
    const form = run(
      named(['Anna', 'Ben', 'Carl']),
      { type: 'set-first-dealer', seat: 1 },
      { type: 'move-seat', seat: 1, by: 1 },
    );
    expect(form.names).toEqual(['Anna', 'Carl', 'Ben']);
    expect(form.firstDealer).toBe(2);
  });

  test('the first seat cannot move up', () => {
    const form = named(['Anna', 'Ben', 'Carl']);
    expect(run(form, { type: 'move-seat', seat: 0, by: -1 })).toBe(form);
  });

  test('a known name fills the first empty seat, and only once', () => {
    const form = run(
      named(['Anna', '', '']),
      { type: 'add-known-name', name: 'Ben' },
      { type: 'add-known-name', name: 'ben' },
    );
    expect(form.names).toEqual(['Anna', 'Ben', '']);
  });
});

describe('validation', () => {
  test('a complete form becomes the new sheet, names trimmed', () => {
    const form = run(named([' Anna ', 'Ben', 'Carl']), { type: 'set-first-dealer', seat: 2 });
    expect(validateStartForm(form)).toEqual({
      ok: true,
      value: {
        playerNames: ['Anna', 'Ben', 'Carl'],
        setup: { players: 3, firstDealer: 2, plannedDeals: 36, rules: TOURNAMENT_RULES },
        // The untouched first form is the tournament's rules, and named so.
        preset: 'tournament',
      },
    });
  });

  test.each([
    // Every player deals equally often: the deals must divide by the players.
    { players: 4, deals: '50', code: 'deals-not-divisible' },
    { players: 3, deals: '40', code: 'deals-not-divisible' },
    { players: 3, deals: '', code: 'deals-not-a-number' },
    { players: 3, deals: '1.5', code: 'deals-not-a-number' },
    { players: 3, deals: '0', code: 'deals-not-a-number' },
    // One step over the most a sheet may plan (MAX_PLANNED_DEALS = 480) at either table.
    { players: 3, deals: '483', code: 'deals-too-many' },
    { players: 4, deals: '484', code: 'deals-too-many' },
  ] as const)('$deals deals at $players players: $code', ({ players, deals, code }) => {
    const names = players === 4 ? ['A', 'B', 'C', 'D'] : ['A', 'B', 'C'];
    const result = validateStartForm({ ...named(names), deals });
    expect(result.ok ? [] : result.errors.map((e) => e.code)).toEqual([code]);
  });

  test.each([
    { deals: '24', players: 4 },
    { deals: '36', players: 4 },
    { deals: '12', players: 3 },
    // The most a sheet may plan (MAX_PLANNED_DEALS), at either table.
    { deals: '480', players: 3 },
    { deals: '480', players: 4 },
  ] as const)('$deals deals at $players players are fine', ({ deals, players }) => {
    const names = players === 4 ? ['A', 'B', 'C', 'D'] : ['A', 'B', 'C'];
    expect(validateStartForm({ ...named(names), deals }).ok).toBe(true);
  });

  test('missing and repeated names are reported per seat', () => {
    const result = validateStartForm(named(['Anna', ' ', 'anna']));
    expect(result.ok ? [] : result.errors).toEqual([
      { code: 'name-missing', seat: 1 },
      { code: 'name-repeated', seat: 2 },
    ]);
  });
});

describe('Bock rounds', () => {
  const table = named(['Anna', 'Ben', 'Carl']);
  const BOCK_ON: StartFormAction = { type: 'set-bock', field: 'on', value: true };
  /** The events a new sheet's Bock rounds start after, in the order of the list. */
  const DEFAULT_EVENTS = ['grand-hand-won', 'kontra-lost', 're', 'value-100'] as const;

  test('switched on: rounds after the default events, one after another', () => {
    const form = run(table, BOCK_ON);
    expect(bockOf(form)).toEqual(bockRounds(DEFAULT_EVENTS, 'queue'));
  });

  test('events stay in the order of the list whatever order they are ticked in', () => {
    const form = run(
      table,
      { type: 'set-bock', field: 'on', value: true },
      { type: 'set-bock-event', event: 'grand-hand-won', on: false },
      { type: 'set-bock-event', event: 'schneider', on: true },
      { type: 'set-bock-event', event: 'sixty-sixty', on: true },
      { type: 'set-bock-event', event: 'kontra-lost', on: false },
      { type: 'set-bock', field: 'pending', value: 'stack' },
    );
    expect(bockOf(form)).toEqual(
      bockRounds(['re', 'sixty-sixty', 'value-100', 'schneider'], 'stack'),
    );
  });

  test('switched off again: Bock off, the choices kept for the next tap', () => {
    const withoutRe = run(table, BOCK_ON, { type: 'set-bock-event', event: 're', on: false });
    const form = run(withoutRe, { type: 'set-bock', field: 'on', value: false });
    expect(bockOf(form)).toEqual({ kind: 'off' });
    expect(form.rules.bock.events).toEqual(['grand-hand-won', 'kontra-lost', 'value-100']);
  });

  test('on without any event cannot start', () => {
    const form = run(
      table,
      { type: 'set-bock', field: 'on', value: true },
      ...DEFAULT_EVENTS.map((event): StartFormAction => ({
        type: 'set-bock-event',
        event,
        on: false,
      })),
    );
    const result = validateStartForm(form);
    // The rules core's refusal (validateRuleSet), shown by the form beside the events.
    expect(result.ok ? [] : result.errors).toEqual([{ code: 'bock-events-missing' }]);
  });
});

function started(form: StartForm) {
  const result = validateStartForm(form);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`);
  return result.value;
}

const refusals = (form: StartForm) => {
  const result = validateStartForm(form);
  return result.ok ? [] : result.errors;
};

describe('presets fill every rule in one tap', () => {
  const table = named(['Anna', 'Ben', 'Carl']);

  test.each([
    { preset: 'nycsa', rules: NYCSA_RULES },
    { preset: 'pub', rules: PUB_RULES },
    { preset: 'tournament', rules: TOURNAMENT_RULES },
  ] as const)('$preset: the rules of the preset table, and its name', ({ preset, rules }) => {
    // From another preset first, so every part is really filled, not left as it was.
    const other = preset === 'nycsa' ? 'pub' : 'nycsa';
    const form = run(
      table,
      { type: 'choose-preset', preset: other },
      { type: 'choose-preset', preset },
    );
    const sheet = started(form);
    expect(sheet.setup.rules).toEqual(rules);
    expect(sheet.preset).toBe(preset);
  });

  test('NYCSA shows its stake as players say it: ½ cent', () => {
    const form = run(table, { type: 'choose-preset', preset: 'nycsa' });
    expect(form.rules.stake).toEqual({ on: true, cents: '½' });
    expect(form.rules.bock).toMatchObject({ pageLimit: true, page: '32' });
  });

  test('any change after a preset makes the rules the table own; changing it back names it again', () => {
    const nycsa = run(table, { type: 'choose-preset', preset: 'nycsa' });
    const page30 = run(nycsa, { type: 'set-bock', field: 'page', value: '30' });
    expect(started(page30)).toMatchObject({
      setup: { rules: { ...NYCSA_RULES, bock: { ...NYCSA_RULES.bock, page: 30 } } },
      preset: null,
    });
    expect(started(run(page30, { type: 'set-bock', field: 'page', value: '32' })).preset).toBe(
      'nycsa',
    );
  });

  test.each<{ name: string; action: StartFormAction }>([
    { name: 'Kontra off', action: { type: 'set-rule', field: 'kontra', value: 'off' } },
    { name: 'the list', action: { type: 'set-rule', field: 'list', value: 'seeger-fabian' } },
    { name: 'an event more', action: { type: 'set-bock-event', event: 'schneider', on: true } },
    { name: 'queue', action: { type: 'set-bock', field: 'pending', value: 'queue' } },
    { name: 'a Ramsch round', action: { type: 'set-bock', field: 'ramschRound', value: true } },
    {
      name: 'counted as a game',
      action: { type: 'set-ramsch', field: 'countsAsGame', value: true },
    },
    { name: 'a stake', action: { type: 'set-stake', field: 'on', value: true } },
    {
      name: 'passed deals thrown in',
      action: { type: 'set-rule', field: 'passed', value: 'thrown-in' },
    },
  ])('Pub, then $name: own rules', ({ action }) => {
    const form = run(table, { type: 'choose-preset', preset: 'pub' }, action);
    expect(started(form).preset).toBeNull();
  });

  test('Tournament after NYCSA: Bock off, and NYCSA rounds ready for the next tap', () => {
    const form = run(
      table,
      { type: 'choose-preset', preset: 'nycsa' },
      { type: 'choose-preset', preset: 'tournament' },
    );
    expect(started(form).setup.rules).toEqual(TOURNAMENT_RULES);
    const bockAgain = run(form, { type: 'set-bock', field: 'on', value: true });
    expect(started(bockAgain)).toMatchObject({
      setup: { rules: { bock: NYCSA_RULES.bock } },
      preset: null,
    });
  });

  test('Ramsch only in Ramsch rounds: the Ramsch rule is stored though passed deals are thrown in', () => {
    const form = run(
      table,
      { type: 'set-bock', field: 'on', value: true },
      { type: 'set-bock', field: 'ramschRound', value: true },
      { type: 'set-ramsch', field: 'scoring', value: 'flat' },
      { type: 'set-ramsch', field: 'flat', value: '20' },
    );
    expect(started(form).setup.rules).toMatchObject({
      passed: 'thrown-in',
      ramsch: {
        scoring: { kind: 'flat', value: 20 },
        countsAsGame: false,
        schieberamsch: 'always',
      },
    });
  });

  test('no Ramsch anywhere: no Ramsch rule stored, whatever the hidden Ramsch choices say', () => {
    const form = run(
      table,
      { type: 'choose-preset', preset: 'pub' },
      { type: 'set-rule', field: 'passed', value: 'thrown-in' },
    );
    expect(started(form).setup.rules.ramsch).toBeNull();
  });

  test('the same dealer after a grand hand is a rule of the Ramsch round only', () => {
    const form = run(
      table,
      { type: 'choose-preset', preset: 'nycsa' },
      { type: 'set-bock', field: 'ramschRound', value: false },
    );
    expect(started(form).setup.rules.bock).toMatchObject({
      ramschRound: false,
      sameDealerAfterGrandHand: false,
    });
  });
});

describe('rules the core refuses: the code of validateRuleSet, the text kept as typed', () => {
  const nycsa = run(named(['Anna', 'Ben', 'Carl']), { type: 'choose-preset', preset: 'nycsa' });

  test.each(['0', '1.5', 'x', '', '-3'])('a page of "%s" deals', (page) => {
    const form = run(nycsa, { type: 'set-bock', field: 'page', value: page });
    expect(refusals(form).map((e) => e.code)).toEqual(['bock-page-invalid']);
    expect(form.rules.bock.page).toBe(page);
  });

  test.each(['0', '2,5', 'abc', ''])('a flat Ramsch value of "%s"', (flat) => {
    const form = run(nycsa, { type: 'set-ramsch', field: 'flat', value: flat });
    expect(refusals(form).map((e) => e.code)).toEqual(['ramsch-flat-value-invalid']);
    expect(form.rules.ramsch.flat).toBe(flat);
  });

  test.each(['0', 'viel', ''])('a stake of "%s" cents', (cents) => {
    const form = run(nycsa, { type: 'set-stake', field: 'cents', value: cents });
    expect(refusals(form).map((e) => e.code)).toEqual(['stake-invalid']);
  });

  test.each([
    { cents: '½', value: 0.5 },
    { cents: '1½', value: 1.5 },
    { cents: '0,25', value: 0.25 },
    { cents: ' 2 ', value: 2 },
  ])('a stake of "$cents" is $value cents per point', ({ cents, value }) => {
    const form = run(nycsa, { type: 'set-stake', field: 'cents', value: cents });
    expect(started(form).setup.rules.stake).toEqual({ centsPerPoint: value });
  });

  test('a value of a rule switched off does not count: no page limit, no flat scoring', () => {
    const form = run(
      nycsa,
      { type: 'set-bock', field: 'page', value: 'x' },
      { type: 'set-bock', field: 'pageLimit', value: false },
      { type: 'set-ramsch', field: 'flat', value: '' },
      { type: 'set-ramsch', field: 'scoring', value: 'points' },
    );
    expect(started(form).setup.rules).toMatchObject({
      ramsch: { scoring: { kind: 'points' } },
      bock: { page: null },
    });
  });

  test('several at once, with the names, all reported', () => {
    const form = run(
      nycsa,
      { type: 'set-name', seat: 1, name: '' },
      { type: 'set-bock', field: 'page', value: '0' },
      { type: 'set-stake', field: 'cents', value: '0' },
    );
    expect(refusals(form).map((e) => e.code)).toEqual([
      'name-missing',
      'bock-page-invalid',
      'stake-invalid',
    ]);
  });
});

describe('Bierlachs', () => {
  const table = named(['Anna', 'Ben', 'Carl']);
  const bierlachs = (limit?: string) =>
    run(
      table,
      { type: 'set-rule', field: 'list', value: 'bierlachs' },
      ...(limit === undefined
        ? []
        : [{ type: 'set-rule', field: 'bierlachsLimit', value: limit } as const]),
    );

  test('offers 500 first, and stores the list with its limit', () => {
    expect(bierlachs().rules.bierlachsLimit).toBe('500');
    expect(started(bierlachs()).setup.rules.list).toEqual({ kind: 'bierlachs', limit: 500 });
    expect(started(bierlachs('1.000')).setup.rules.list).toEqual({
      kind: 'bierlachs',
      limit: 1000,
    });
  });

  test.each(['0', '100000', '2,5', '2.5', 'viel', ''])(
    'a limit of "%s" is refused, and the text stays as typed',
    (limit) => {
      const form = bierlachs(limit);
      const checked = validateStartForm(form);
      expect(checked.ok).toBe(false);
      expect(checked.ok ? [] : checked.errors.map((e) => e.code)).toEqual([
        'bierlachs-limit-invalid',
      ]);
      expect(form.rules.bierlachsLimit).toBe(limit);
    },
  );

  test('another list drops the limit; the typed limit is kept for the next tap', () => {
    const plain = run(bierlachs('300'), { type: 'set-rule', field: 'list', value: 'plain' });
    expect(started(plain).setup.rules.list).toBe('plain');
    const again = run(plain, { type: 'set-rule', field: 'list', value: 'bierlachs' });
    expect(started(again).setup.rules.list).toEqual({ kind: 'bierlachs', limit: 300 });
  });
});
