import { upgradeRules } from '../../../src/domain/upgrade-rules';
import { describe, expect, test } from 'vitest';
import {
  initialStartForm,
  startFormReducer,
  validateStartForm,
  type StartForm,
  type StartFormAction,
} from '../../../src/ui/start/start-form';

function run(form: StartForm, ...actions: StartFormAction[]): StartForm {
  return actions.reduce(startFormReducer, form);
}

const named = (names: string[]): StartForm => ({ ...initialStartForm(), names });

/** What a rule set adds to the form's Bock rounds: no Ramsch round, no page limit. */
const NOT_HOUSE = { ramschRound: false, page: null, sameDealerAfterGrandHand: false } as const;

describe('defaults', () => {
  test('a first sheet: 3 empty seats, 36 deals (a series at 3), Seeger-Fabian, no Kontra, no Bock', () => {
    expect(initialStartForm()).toEqual({
      names: ['', '', ''],
      firstDealer: 0,
      deals: '36',
      listKind: 'seeger-fabian',
      kontraAllowed: false,
      // Off, with the defaults ready for when the table switches it on (no 60:60, no schneider).
      bock: {
        on: false,
        events: ['grand-hand-won', 'kontra-lost', 're', 'value-100'],
        pending: 'queue',
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
      listKind: 'plain',
      kontraAllowed: true,
      bock: { on: false },
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
    expect(initialStartForm(previous).bock).toEqual({
      on: true,
      events: ['sixty-sixty', 'schneider'],
      pending: 'stack',
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
        setup: upgradeRules({
          players: 3,
          firstDealer: 2,
          listKind: 'seeger-fabian',
          kontraAllowed: false,
          plannedDeals: 36,
          bock: { kind: 'off' },
        }),
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
  ] as const)('$deals deals at $players players: $code', ({ players, deals, code }) => {
    const names = players === 4 ? ['A', 'B', 'C', 'D'] : ['A', 'B', 'C'];
    const result = validateStartForm({ ...named(names), deals });
    expect(result.ok ? [] : result.errors.map((e) => e.code)).toEqual([code]);
  });

  test.each([
    { deals: '24', players: 4 },
    { deals: '36', players: 4 },
    { deals: '12', players: 3 },
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

  test('switched on: rounds after the default events, one after another', () => {
    const form = run(table, { type: 'set-bock', on: true });
    const result = validateStartForm(form);
    expect(result.ok && result.value.setup.rules.bock).toEqual({
      kind: 'rounds',
      events: ['grand-hand-won', 'kontra-lost', 're', 'value-100'],
      pending: 'queue',
      ...NOT_HOUSE,
    });
  });

  test('events stay in the order of the list whatever order they are ticked in', () => {
    const form = run(
      table,
      { type: 'set-bock', on: true },
      { type: 'set-bock-event', event: 'grand-hand-won', on: false },
      { type: 'set-bock-event', event: 'schneider', on: true },
      { type: 'set-bock-event', event: 'sixty-sixty', on: true },
      { type: 'set-bock-event', event: 'kontra-lost', on: false },
      { type: 'set-bock-pending', pending: 'stack' },
    );
    const result = validateStartForm(form);
    expect(result.ok && result.value.setup.rules.bock).toEqual({
      kind: 'rounds',
      events: ['re', 'sixty-sixty', 'value-100', 'schneider'],
      pending: 'stack',
      ...NOT_HOUSE,
    });
  });

  test('switched off again: Bock off, the choices kept for the next tap', () => {
    const form = run(
      table,
      { type: 'set-bock', on: true },
      { type: 'set-bock-event', event: 're', on: false },
      { type: 'set-bock', on: false },
    );
    const result = validateStartForm(form);
    expect(result.ok && result.value.setup.rules.bock).toEqual({ kind: 'off' });
    expect(form.bock.events).toEqual(['grand-hand-won', 'kontra-lost', 'value-100']);
  });

  test('on without any event cannot start', () => {
    const form = run(
      table,
      { type: 'set-bock', on: true },
      ...(['grand-hand-won', 'kontra-lost', 're', 'value-100'] as const).map(
        (event): StartFormAction => ({ type: 'set-bock-event', event, on: false }),
      ),
    );
    const result = validateStartForm(form);
    expect(result.ok ? [] : result.errors).toEqual([{ code: 'bock-no-events' }]);
  });
});
