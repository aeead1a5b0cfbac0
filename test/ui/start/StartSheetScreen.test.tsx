// @vitest-environment jsdom
import { upgradeRules } from '../../../src/domain/upgrade-rules';
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { db } from '../../../src/db/database';
import { createSheet } from '../../../src/db/sheets';
import { StartSheetScreen } from '../../../src/ui/start/StartSheetScreen';
import { emptyDatabase } from '../common/fresh-db';

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
      const user = userEvent.setup();
      const onStarted = renderScreen();
      for (const [seat, name] of ['Anna', 'Ben', 'Carl'].entries()) {
        await user.type(
          await screen.findByRole('combobox', { name: `Player ${seat + 1} name` }),
          name,
        );
      }
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
    const user = userEvent.setup();
    const onStarted = renderScreen();
    for (const [seat, name] of ['Anna', 'Ben', 'Carl'].entries()) {
      await user.type(
        await screen.findByRole('combobox', { name: `Player ${seat + 1} name` }),
        name,
      );
    }
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
    const user = userEvent.setup();
    const onStarted = renderScreen();
    for (const [seat, name] of ['Anna', 'Ben', 'Carl'].entries()) {
      await user.type(
        await screen.findByRole('combobox', { name: `Player ${seat + 1} name` }),
        name,
      );
    }
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
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Choose at least one event that starts a Bock round',
    );
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
