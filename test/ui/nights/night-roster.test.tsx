// @vitest-environment jsdom
// A club night can be edited (issue 31): between series the director adds a latecomer, marks a
// player absent or replaces one; a refused change (a name twice, players who cannot be seated, a
// series being played) says why and sends nothing; every change the night took is in its history;
// the fees and the prize pool are on the night's page after planning and after closing.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { foldNight, type RosterEntry } from '../../../src/domain/tournament/night-fold';
import { emptyRanking } from '../../../src/domain/tournament/ranking';
import { NightBoard, type NightLinks } from '../../../src/ui/nights/NightBoard';
import type { NightView } from '../../../src/ui/nights/night-service';
import { German } from '../../support/i18n';
import { boardAtRest, type BoardProps } from './board-at-rest';
import { assigned, KEY, planned, setupOf } from '../../domain/tournament/night-fixtures';

const NAMES = ['Anna', 'Ben', 'Carla', 'Dora', 'Emil', 'Fritz', 'Gerd'];
const id = (name: string) => `p-${name.toLowerCase()}`;
const NOW = Date.UTC(2026, 10, 27, 20, 0);
/** Seven players, two series of 48 deals; series 1 seated (a 4-table and a 3-table). */
const setup = {
  ...setupOf(7, 2, 48),
  players: NAMES.map((name) => ({ playerId: id(name), name })),
  fees: { entry: 500, perLost: 50, higher: { from: 4, cents: 100 } },
};
const night = foldNight(KEY, [planned(setup), assigned(setup, 0)]);
if (!night.plan) throw new Error('the night is not planned');
const plan = night.plan;

function view(
  options: {
    readonly dealsAtTable2?: number;
    readonly closed?: boolean;
    readonly roster?: readonly RosterEntry[];
  } = {},
): NightView {
  return {
    night: {
      ...night,
      closed: options.closed ? { at: NOW, author: 'director' } : null,
      roster: options.roster ?? [],
    },
    ranking: emptyRanking(plan),
    progress: (night.tables[0] ?? []).map((table) => {
      const of = table.players.length === 4 ? 48 : 36;
      return {
        series: 0,
        ...table,
        deals: table.table === 2 ? (options.dealsAtTable2 ?? of) : of,
        of,
        lastAt: NOW,
      };
    }),
  };
}

const LINKS: NightLinks = {
  back: '#/nights',
  print: null,
  season: null,
  publicPage: null,
  tableLink: () => null,
  sheet: (sheetId) => `#/join/club/${sheetId}`,
};

function board(overrides: Partial<BoardProps> = {}, german = false) {
  const onRosterChange = vi.fn();
  const { props } = boardAtRest({
    nightKey: KEY,
    view: view(),
    now: NOW,
    links: LINKS,
    onRosterChange,
  });
  render(<NightBoard {...props} {...overrides} />, german ? { wrapper: German } : {});
  return { onRosterChange };
}

const panel = () => screen.getByRole('region', { name: 'Players for series 2' });

describe("The night's players between series", () => {
  test('once a series is assigned, only the next series has a players panel and a draw', () => {
    // The players panel and the draw are keyed by their series: two keys alike among one
    // parent's children left copies of the old panels on screen after every update (issue 31).
    const before = foldNight(KEY, [planned(setup)]);
    const first = { ...view(), night: { ...before, roster: [] }, progress: [] };
    const { props } = boardAtRest({ nightKey: KEY, view: first, now: NOW, links: LINKS });
    const { rerender } = render(<NightBoard {...props} onRosterChange={vi.fn()} />);
    expect(screen.getAllByRole('region', { name: 'Players for series 1' })).toHaveLength(1);
    for (const message of ['Series 1 is assigned.', null, 'again'])
      rerender(<NightBoard {...props} view={view()} message={message} onRosterChange={vi.fn()} />);
    expect(screen.queryByRole('region', { name: 'Players for series 1' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Series 1: tables' })).toBeNull();
    expect(screen.getAllByRole('region', { name: 'Players for series 2' })).toHaveLength(1);
    expect(screen.getAllByRole('region', { name: 'Series 2: tables' })).toHaveLength(1);
  });

  test('a latecomer is added for series 2, with a roster id of their name', async () => {
    const { onRosterChange } = board();
    await userEvent.type(within(panel()).getByLabelText("Latecomer's name"), 'Lena');
    await userEvent.click(within(panel()).getByRole('button', { name: 'Add the latecomer' }));
    expect(onRosterChange).toHaveBeenCalledWith({
      kind: 'player-added',
      series: 1,
      player: expect.objectContaining({ name: 'Lena' }) as unknown,
    });
  });

  test('a latecomer or replacement named as a known player (other letter case) is that player', async () => {
    const known = [
      { id: 'roster-lena', name: 'Lena' },
      { id: id('Hans'), name: 'Hans' },
    ];
    const { onRosterChange } = board({ knownPlayers: known });
    await userEvent.type(within(panel()).getByLabelText("Latecomer's name"), '  lena ');
    await userEvent.click(within(panel()).getByRole('button', { name: 'Add the latecomer' }));
    expect(onRosterChange).toHaveBeenLastCalledWith({
      kind: 'player-added',
      series: 1,
      player: { playerId: 'roster-lena', name: 'Lena' },
    });
    await userEvent.selectOptions(within(panel()).getByLabelText('Player to replace'), 'Carla');
    await userEvent.type(within(panel()).getByLabelText("Replacement's name"), 'HANS');
    await userEvent.click(within(panel()).getByRole('button', { name: 'Replace the player' }));
    expect(onRosterChange).toHaveBeenLastCalledWith({
      kind: 'player-replaced',
      series: 1,
      playerId: id('Carla'),
      by: { playerId: id('Hans'), name: 'Hans' },
    });
  });

  test('a name already in the night (other letter case) is refused; nothing sent', async () => {
    const { onRosterChange } = board();
    await userEvent.type(within(panel()).getByLabelText("Latecomer's name"), 'anna');
    await userEvent.click(within(panel()).getByRole('button', { name: 'Add the latecomer' }));
    const alert = within(panel()).getByRole('alert');
    expect(alert).toHaveTextContent('The players were not changed:');
    expect(alert).toHaveTextContent('anna is in the night twice');
    expect(onRosterChange).not.toHaveBeenCalled();
  });

  test('a player absent is sent; players who cannot be seated are refused', async () => {
    const { onRosterChange } = board({
      view: {
        ...view(),
        night: { ...view().night, plan: { ...plan, absent: [id('Gerd')] } },
      },
    });
    // 6 present: one more absent leaves 5, who cannot sit at tables of 3 and 4.
    await userEvent.click(within(panel()).getByRole('button', { name: 'Fritz is absent' }));
    expect(within(panel()).getByRole('alert')).toHaveTextContent(
      '5 players cannot be seated at tables of 3 and 4',
    );
    expect(onRosterChange).not.toHaveBeenCalled();
    await userEvent.click(within(panel()).getByRole('button', { name: 'Gerd is back' }));
    expect(onRosterChange).toHaveBeenCalledWith({
      kind: 'player-back',
      series: 1,
      playerId: id('Gerd'),
    });
  });

  test('a replacement names whom they replace', async () => {
    const { onRosterChange } = board();
    await userEvent.selectOptions(within(panel()).getByLabelText('Player to replace'), 'Carla');
    await userEvent.type(within(panel()).getByLabelText("Replacement's name"), 'Hans');
    await userEvent.click(within(panel()).getByRole('button', { name: 'Replace the player' }));
    expect(onRosterChange).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'player-replaced', series: 1, playerId: id('Carla') }),
    );
  });

  test('while series 1 is played, a change is refused naming the unfinished table; nothing sent', async () => {
    const { onRosterChange } = board({ view: view({ dealsAtTable2: 20 }) });
    await userEvent.click(within(panel()).getByRole('button', { name: 'Anna is absent' }));
    expect(within(panel()).getByRole('alert')).toHaveTextContent(
      'series 1 is being played: table 2 has not finished; change the players when its tables are done',
    );
    expect(onRosterChange).not.toHaveBeenCalled();
  });

  test('German: the unfinished table is named', async () => {
    const { onRosterChange } = board({ view: view({ dealsAtTable2: 20 }) }, true);
    const german = screen.getByRole('region', { name: 'Spieler der 2. Serie' });
    await userEvent.click(within(german).getByRole('button', { name: 'Anna fehlt' }));
    expect(within(german).getByRole('alert')).toHaveTextContent(
      'die 1. Serie läuft: Tisch 2 ist noch nicht fertig; die Spieler ändern, wenn ihre Tische fertig sind',
    );
    expect(onRosterChange).not.toHaveBeenCalled();
  });

  test('German: the history of the players, and the refusal words', async () => {
    const roster: RosterEntry[] = [
      {
        at: NOW,
        author: 'director',
        change: {
          kind: 'player-replaced',
          series: 1,
          playerId: id('Carla'),
          by: { playerId: 'h', name: 'Hans' },
        },
      },
    ];
    board({ view: view({ roster }) }, true);
    const history = screen.getByRole('region', { name: 'Änderungen der Spieler des Abends' });
    expect(history).toHaveTextContent('Vor der 2. Serie: Hans ersetzt Carla.');
    const german = screen.getByRole('region', { name: 'Spieler der 2. Serie' });
    await userEvent.type(within(german).getByLabelText('Name des Nachzüglers'), 'BEN');
    await userEvent.click(within(german).getByRole('button', { name: 'Nachzügler aufnehmen' }));
    expect(within(german).getByRole('alert')).toHaveTextContent('BEN ist zweimal am Abend');
  });

  test('a member sees the history read-only, without the panel', () => {
    const roster: RosterEntry[] = [
      {
        at: NOW,
        author: 'director',
        change: { kind: 'player-absent', series: 1, playerId: id('Gerd') },
      },
    ];
    board({ admin: false, view: view({ roster }) });
    expect(screen.queryByRole('region', { name: 'Players for series 2' })).toBeNull();
    expect(
      screen.getByRole('region', { name: "Changes to the night's players" }),
    ).toHaveTextContent('Before series 2: Gerd is absent.');
  });
});

describe("The night's fees", () => {
  test('English: after planning, the fees and the prize pool so far', () => {
    board();
    const fees = screen.getByRole('region', { name: 'Fees and prizes' });
    expect(fees).toHaveTextContent('Entry fee €5.00 a player.');
    expect(fees).toHaveTextContent('Lost-game fee €0.50 a lost game. €1.00 from the 4th lost game');
    // Seven entry fees of 5 €.
    expect(fees).toHaveTextContent('Prize pool €35.00, from the entry fees.');
    expect(fees).toHaveTextContent('Prizes: 50%, 30%, 20% of the pool');
  });

  test('German: after closing, for a member too', () => {
    board({ admin: false, view: view({ closed: true }) }, true);
    const fees = screen.getByRole('region', { name: 'Startgeld und Preise' });
    expect(fees).toHaveTextContent('Startgeld 5,00 € je Spieler.');
    expect(fees).toHaveTextContent('Preisgeld 35,00 €, aus Startgeld.');
  });

  test("in the night's own currency: a night in Swiss francs is not shown in euros", () => {
    const francs = view();
    const nightSetup = francs.night.setup ?? setup;
    const fees = { ...nightSetup.fees, currency: 'CHF' as const };
    board({ view: { ...francs, night: { ...francs.night, setup: { ...nightSetup, fees } } } });
    const region = screen.getByRole('region', { name: 'Fees and prizes' });
    expect(region).toHaveTextContent('Entry fee CHF 5.00 a player.');
    expect(region).not.toHaveTextContent('€');
  });
});
