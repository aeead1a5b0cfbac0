// @vitest-environment jsdom
import { upgradeRules } from '../../../src/domain/legacy/table-rules';
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { db } from '../../../src/db/database';
import type { PresetId, RuleSet } from '../../../src/domain/rules';
import { createSheet } from '../../../src/db/sheets';
import { StartSheetScreen } from '../../../src/ui/new-sheet/StartSheetScreen';
import { emptyDatabase } from '../../support/fresh-db';
import { NYCSA_RULES, PUB_RULES, TOURNAMENT_RULES } from '../../support/presets';

beforeEach(emptyDatabase);

/** Four names typed key by key take seconds when the suite shares two cores with other work. */
const TYPING_TIMEOUT_MS = 15_000;

function renderScreen() {
  const onStarted = vi.fn();
  render(<StartSheetScreen backHref="#/" onStarted={onStarted} />);
  return onStarted;
}

describe('StartSheetScreen', () => {
  test(
    'starts a 4-player sheet: names, seat order, first dealer, deals, list, Kontra',
    async () => {
      const user = userEvent.setup();
      const onStarted = renderScreen();
      expect(screen.getByRole('heading', { level: 1, name: 'New sheet' })).toBeInTheDocument();
      await user.click(await screen.findByRole('radio', { name: '4 players' }));
      for (const [seat, name] of ['Anna', 'Carl', 'Ben', 'Dora'].entries()) {
        await user.type(screen.getByRole('combobox', { name: `Player ${seat + 1} name` }), name);
      }
      await user.click(screen.getByRole('button', { name: 'Move Carl down' }));
      await user.click(screen.getByRole('radio', { name: 'Ben deals first' }));
      await user.click(screen.getByRole('radio', { name: 'Plain list' }));
      await user.click(screen.getByRole('checkbox', { name: 'Kontra and Re allowed' }));
      await user.click(screen.getByRole('button', { name: 'Start sheet' }));

      await vi.waitFor(() => expect(onStarted).toHaveBeenCalledTimes(1));
      const sheets = await db.sheets.toArray();
      expect(sheets).toHaveLength(1);
      expect(onStarted).toHaveBeenCalledWith(sheets[0]?.id);
      expect(sheets[0]?.playerNames).toEqual(['Anna', 'Ben', 'Carl', 'Dora']);
      expect(sheets[0]?.setup).toEqual(
        upgradeRules({
          players: 4,
          firstDealer: 1,
          listKind: 'plain',
          kontraAllowed: true,
          plannedDeals: 48,
          bock: { kind: 'off' },
        }),
      );
    },
    TYPING_TIMEOUT_MS,
  );

  test('starting a sheet asks the browser to keep the sheets (persistent storage)', async () => {
    const persist = vi.fn(async () => true);
    vi.stubGlobal('navigator', { ...navigator, storage: { persist } });
    try {
      const { user, onStarted } = await seatedThree();
      expect(persist).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Start sheet' }));
      await vi.waitFor(() => expect(onStarted).toHaveBeenCalledTimes(1));
      expect(persist).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  test('a number of deals that does not divide by the players is refused with a message', async () => {
    const user = userEvent.setup();
    const onStarted = renderScreen();
    await user.click(await screen.findByRole('radio', { name: '4 players' }));
    const deals = screen.getByRole('textbox', { name: 'Any number of deals' });
    await user.clear(deals);
    await user.type(deals, '50');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The number of deals must be divisible by 4',
    );
    await user.click(screen.getByRole('button', { name: 'Start sheet' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Player 1 needs a name.');
    expect(onStarted).not.toHaveBeenCalled();
    expect(await db.sheets.count()).toBe(0);
  });

  test('the last table is offered again, and other known players as chips', async () => {
    const user = userEvent.setup();
    const rules = {
      players: 3,
      firstDealer: 0,
      listKind: 'plain',
      kontraAllowed: false,
      plannedDeals: 36,
    } as const;
    await createSheet({ playerNames: ['Erik', 'Fritz', 'Gabi'], setup: upgradeRules(rules) });
    await createSheet({ playerNames: ['Anna', 'Ben', 'Carl'], setup: upgradeRules(rules) });
    renderScreen();

    expect(await screen.findByRole('combobox', { name: 'Player 1 name' })).toHaveValue('Anna');
    expect(screen.getByRole('combobox', { name: 'Player 3 name' })).toHaveValue('Carl');
    expect(screen.getByRole('radio', { name: 'Plain list' })).toBeChecked();
    // No empty seat: no chips.
    expect(screen.queryByRole('button', { name: 'Seat Erik' })).not.toBeInTheDocument();

    await user.clear(screen.getByRole('combobox', { name: 'Player 2 name' }));
    const chips = screen.getByRole('region', { name: 'Players seen before' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(expect.arrayContaining(['+ Erik', '+ Fritz', '+ Gabi', '+ Ben']));
    await user.click(within(chips).getByRole('button', { name: 'Seat Gabi' }));
    expect(screen.getByRole('combobox', { name: 'Player 2 name' })).toHaveValue('Gabi');
  });

  test('Bock rounds: on, one summary line, opened to choose events and stacking', async () => {
    const { user, onStarted } = await seatedThree();
    const rules = screen.getByRole('group', { name: 'House rules' });
    expect(
      within(rules).getByRole('checkbox', { name: 'Kontra and Re allowed' }),
    ).not.toBeChecked();
    await user.click(within(rules).getByRole('checkbox', { name: 'Bock rounds' }));

    // Collapsed: the defaults in one line, no event checkboxes on screen.
    const summary = within(rules).getByRole('button', {
      name: 'Bock after grand hand, lost Kontra, Re, 100+ · one after another',
    });
    expect(summary).toHaveAttribute('aria-expanded', 'false');
    expect(
      screen.queryByRole('checkbox', { name: 'Schneider (either side)' }),
    ).not.toBeInTheDocument();

    await user.click(summary);
    expect(summary).toHaveAttribute('aria-expanded', 'true');
    const events = within(rules).getByRole('group', { name: 'A Bock round follows' });
    expect(within(events).getByRole('checkbox', { name: 'Grand hand won' })).toBeChecked();
    expect(
      within(events).getByRole('checkbox', { name: '60:60 (needs card points)' }),
    ).not.toBeChecked();
    await user.click(
      within(events).getByRole('checkbox', { name: 'Kontra lost (the declarer won)' }),
    );
    await user.click(within(events).getByRole('checkbox', { name: 'Schneider (either side)' }));
    await user.click(within(rules).getByRole('radio', { name: 'Together (×4, ×8…)' }));
    expect(summary).toHaveAccessibleName('Bock after grand hand, Re, 100+, schneider · together');

    await user.click(screen.getByRole('button', { name: 'Start sheet' }));
    await vi.waitFor(() => expect(onStarted).toHaveBeenCalledTimes(1));
    const [sheet] = await db.sheets.toArray();
    expect(sheet?.setup.rules.bock).toEqual({
      kind: 'rounds',
      events: ['grand-hand-won', 're', 'value-100', 'schneider'],
      pending: 'stack',
      ramschRound: false,
      page: null,
      sameDealerAfterGrandHand: false,
    });
  });

  test('Bock rounds without any event: the options stay open and the sheet does not start', async () => {
    const { user, onStarted } = await seatedThree();
    await user.click(screen.getByRole('checkbox', { name: 'Bock rounds' }));
    await user.click(screen.getByRole('button', { name: /^Bock after/ }));
    for (const name of [
      'Grand hand won',
      'Kontra lost (the declarer won)',
      'Re',
      'Game worth 100 or more',
    ]) {
      await user.click(screen.getByRole('checkbox', { name }));
    }
    // The rules core's refusal, beside the events and above the start button.
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Bock rounds need at least one event that starts them (house rules § Bock rounds).',
    );
    expect(
      within(screen.getByRole('group', { name: 'A Bock round follows' })).getByText(
        'Bock rounds need at least one event that starts them (house rules § Bock rounds).',
      ),
    ).toBeVisible();
    // Closing is refused while nothing is chosen: the way out is on screen.
    await user.click(screen.getByRole('button', { name: 'Bock after: choose the events' }));
    expect(screen.getByRole('checkbox', { name: 'Re' })).toBeInTheDocument();
    // Ticking one again keeps the options open for the next tick.
    await user.click(screen.getByRole('checkbox', { name: 'Re' }));
    expect(screen.getByRole('checkbox', { name: 'Schneider (either side)' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Re' }));
    await user.click(screen.getByRole('button', { name: 'Start sheet' }));
    expect(onStarted).not.toHaveBeenCalled();
    expect(await db.sheets.count()).toBe(0);
  });
});

async function seatThree(user: ReturnType<typeof userEvent.setup>) {
  for (const [seat, name] of ['Anna', 'Ben', 'Carl'].entries()) {
    await user.type(await screen.findByRole('combobox', { name: `Player ${seat + 1} name` }), name);
  }
}

/** The screen with Anna, Ben and Carl seated, as most rule tests begin. */
async function seatedThree() {
  const user = userEvent.setup();
  const onStarted = renderScreen();
  await seatThree(user);
  return { user, onStarted };
}

function expectStored(
  sheet: Awaited<ReturnType<typeof startedSheet>>,
  rules: RuleSet,
  preset: PresetId,
) {
  expect(sheet?.setup.rules).toEqual(rules);
  expect(sheet?.preset).toBe(preset);
}

async function startedSheet(user: ReturnType<typeof userEvent.setup>, onStarted: unknown) {
  await user.click(screen.getByRole('button', { name: 'Start sheet' }));
  await vi.waitFor(() => expect(onStarted).toHaveBeenCalledTimes(1));
  const sheets = await db.sheets.toArray();
  expect(sheets).toHaveLength(1);
  return sheets[0];
}

describe('house rules and presets', () => {
  test('a first sheet starts with the tournament rules, named so', async () => {
    const { user, onStarted } = await seatedThree();
    const presets = screen.getByRole('group', { name: 'Rules' });
    expect(within(presets).getByRole('radio', { name: 'Tournament' })).toBeChecked();
    expectStored(await startedSheet(user, onStarted), TOURNAMENT_RULES, 'tournament');
  });

  test('NYCSA in one tap: every rule filled and visible, stored exactly as the preset table says', async () => {
    const { user, onStarted } = await seatedThree();
    await user.click(screen.getByRole('radio', { name: 'NYCSA' }));

    expect(screen.getByRole('radio', { name: 'Seeger-Fabian' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Kontra and Re allowed' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Ramsch' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Bock rounds' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Play for a stake' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Cents per point' })).toHaveValue('½');
    // The details fold into one line each, and open to every rule.
    await user.click(
      screen.getByRole('button', {
        name: 'Ramsch (flat 25, counts as a game, Schieberamsch in Ramsch rounds)',
      }),
    );
    expect(screen.getByRole('radio', { name: 'a flat value' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Flat Ramsch value' })).toHaveValue('25');
    expect(screen.getByRole('radio', { name: 'only in Ramsch rounds' })).toBeChecked();
    await user.click(
      screen.getByRole('button', {
        name: 'Bock after grand hand, won Kontra, won Re, 60:60 · one after another',
      }),
    );
    expect(
      screen.getByRole('checkbox', { name: 'A Ramsch round after each Bock round' }),
    ).toBeChecked();
    expect(
      screen.getByRole('checkbox', {
        name: 'After a grand hand in a Ramsch round, the same dealer deals again',
      }),
    ).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Only one Bock round per page' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Deals per page' })).toHaveValue('32');

    expectStored(await startedSheet(user, onStarted), NYCSA_RULES, 'nycsa');
  });

  test('Pub in one tap, stored exactly as the preset table says', async () => {
    const { user, onStarted } = await seatedThree();
    // NYCSA first: Pub must replace every rule, the stake and page limit included.
    await user.click(screen.getByRole('radio', { name: 'NYCSA' }));
    await user.click(screen.getByRole('radio', { name: 'Pub' }));
    expect(screen.getByRole('radio', { name: 'Plain list' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Play for a stake' })).not.toBeChecked();
    expect(
      screen.getByRole('button', { name: 'Ramsch (points, Schieberamsch)' }),
    ).toBeInTheDocument();
    expectStored(await startedSheet(user, onStarted), PUB_RULES, 'pub');
  });

  test('Tournament after Pub: back to the tournament rules', async () => {
    const { user, onStarted } = await seatedThree();
    await user.click(screen.getByRole('radio', { name: 'Pub' }));
    await user.click(screen.getByRole('radio', { name: 'Tournament' }));
    expect(screen.getByRole('checkbox', { name: 'Bock rounds' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'thrown in' })).toBeChecked();
    expectStored(await startedSheet(user, onStarted), TOURNAMENT_RULES, 'tournament');
  });

  test('a rule changed after a preset: own rules, stored as changed and without a preset', async () => {
    const { user, onStarted } = await seatedThree();
    await user.click(screen.getByRole('radio', { name: 'NYCSA' }));
    expect(screen.queryByText('Own rules: none of the presets')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Bock after/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Schneider (either side)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Re won (the declarer won)' }));
    const presets = screen.getByRole('group', { name: 'Rules' });
    for (const radio of within(presets).getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(screen.getByText('Own rules: none of the presets')).toBeVisible();

    const sheet = await startedSheet(user, onStarted);
    expect(sheet?.setup.rules).toEqual({
      ...NYCSA_RULES,
      bock: {
        ...NYCSA_RULES.bock,
        events: ['grand-hand-won', 'kontra-won', 'sixty-sixty', 'schneider'],
      },
    });
    expect(sheet?.preset).toBeNull();
  });

  test('a page that is no whole number: refused beside the field, the input kept, no sheet', async () => {
    const { user, onStarted } = await seatedThree();
    await user.click(screen.getByRole('radio', { name: 'NYCSA' }));
    await user.click(screen.getByRole('button', { name: /^Bock after/ }));
    const page = screen.getByRole('textbox', { name: 'Deals per page' });
    await user.clear(page);
    await user.type(page, '2.5');
    const message =
      'A page is a whole number of deals above 0 (house rules § Bock rounds, per page).';
    expect(page).toHaveAccessibleDescription(message);
    expect(page).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(message);

    await user.click(screen.getByRole('button', { name: 'Start sheet' }));
    expect(onStarted).not.toHaveBeenCalled();
    expect(await db.sheets.count()).toBe(0);
    // Nothing typed is lost; the options stay open while they hold the problem.
    expect(screen.getByRole('textbox', { name: 'Deals per page' })).toHaveValue('2.5');
    expect(screen.getByRole('button', { name: /^Bock after/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('combobox', { name: 'Player 1 name' })).toHaveValue('Anna');

    await user.clear(page);
    await user.type(page, '24');
    expect(page).not.toHaveAccessibleDescription();
    const sheet = await startedSheet(user, onStarted);
    expect(sheet?.setup.rules.bock).toEqual({ ...NYCSA_RULES.bock, page: 24 });
  });

  test('a flat value of 0 and a stake of 0 are refused beside their fields', async () => {
    const { user, onStarted } = await seatedThree();
    await user.click(screen.getByRole('radio', { name: 'NYCSA' }));
    await user.click(screen.getByRole('button', { name: /^Ramsch/ }));
    const flat = screen.getByRole('textbox', { name: 'Flat Ramsch value' });
    await user.clear(flat);
    await user.type(flat, '0');
    expect(flat).toHaveAccessibleDescription(
      'A flat Ramsch value is a whole number above 0 (house rules § Ramsch, value).',
    );
    const stake = screen.getByRole('textbox', { name: 'Cents per point' });
    await user.clear(stake);
    await user.type(stake, '0');
    expect(stake).toHaveAccessibleDescription(
      'The stake is a number of cents per point above 0 (house rules § Presets).',
    );
    await user.click(screen.getByRole('button', { name: 'Start sheet' }));
    expect(onStarted).not.toHaveBeenCalled();
    expect(flat).toHaveValue('0');
    expect(stake).toHaveValue('0');
  });

  test("the last table's house rules come back, and start again in one tap", async () => {
    const user = userEvent.setup();
    await createSheet({
      playerNames: ['Anna', 'Ben', 'Carl'],
      setup: { players: 3, firstDealer: 2, plannedDeals: 33, rules: NYCSA_RULES },
      preset: 'nycsa',
    });
    const onStarted = renderScreen();
    expect(await screen.findByRole('radio', { name: 'NYCSA' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Cents per point' })).toHaveValue('½');
    await user.click(screen.getByRole('button', { name: 'Start sheet' }));
    await vi.waitFor(() => expect(onStarted).toHaveBeenCalledTimes(1));
    const newest = (await db.sheets.toArray()).find(
      (sheet) => sheet.id === onStarted.mock.calls[0]?.[0],
    );
    expect(newest?.setup).toEqual({
      players: 3,
      firstDealer: 0,
      plannedDeals: 33,
      rules: NYCSA_RULES,
    });
    expect(newest?.preset).toBe('nycsa');
  });
});
