// @vitest-environment jsdom
// The night's screen from its data: the director assigns the next series (refused with words by
// the night's own codes before anything is sent), sees each table's progress and link, the live
// ranking and closes the night; a member sees the same read-only; after closing, each table's
// sheet opens for a correction.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import type { NightPlan } from '../../../src/domain/tournament/night';
import type { NightSetup } from '../../../src/domain/tournament/night-log';
import { emptyRanking, withTable, rankingRows } from '../../../src/domain/tournament/ranking';
import { nextSeries } from '../../../src/domain/tournament/next-series';
import { NightBoard, type NightLinks } from '../../../src/ui/nights/NightBoard';
import type { NightView } from '../../../src/ui/nights/night-service';
import { German } from '../../support/i18n';
import { boardAtRest, type BoardProps } from './board-at-rest';
import { USUAL_NIGHT } from '../../support/ui-night';

const NAMES = ['Anna', 'Ben', 'Carla', 'Dora', 'Emil', 'Fritz', 'Gerd'];
const players = NAMES.map((name) => ({ playerId: `p-${name.toLowerCase()}`, name }));
const id = (name: string) => `p-${name.toLowerCase()}`;
const KEY = '0a1b2c3d';
const SHEET_1 = '0a1b2c3d-1111-0001-0111-111111111111';
const SHEET_2 = '0a1b2c3d-2222-0002-0222-222222222222';
const NOW = Date.UTC(2026, 10, 27, 20, 0);

const setup: NightSetup = {
  name: 'Clubabend',
  date: '2026-11-27',
  players,
  ...USUAL_NIGHT,
};

const TABLE_1 = ['Anna', 'Ben', 'Carla', 'Dora'].map(id);
const TABLE_2 = ['Emil', 'Fritz', 'Gerd'].map(id);

const plan: NightPlan = {
  players,
  seriesCount: 2,
  dealsAtFour: 48,
  dealsAtThree: 36,
  fees: setup.fees,
  series: [
    {
      assignment: { kind: 'draw', seed: 'abc' },
      tables: [
        { table: 1, players: TABLE_1 },
        { table: 2, players: TABLE_2 },
      ],
    },
  ],
};

const line = (name: string, seegerFabian: number, won: number, lost: number) => ({
  playerId: id(name),
  seegerFabian,
  won,
  lost,
  deals: 30,
});

let ranking = emptyRanking(plan);
ranking = withTable(ranking, 0, 1, [
  line('Anna', 300, 5, 1),
  line('Ben', 120, 3, 2),
  line('Carla', -40, 1, 5),
  line('Dora', 120, 3, 2),
]);
ranking = withTable(ranking, 0, 2, [
  line('Emil', 500, 8, 0),
  line('Fritz', 0, 0, 0),
  line('Gerd', 60, 2, 1),
]);

function view(closed: NightView['night']['closed'] = null): NightView {
  return {
    night: {
      key: KEY,
      setup,
      plan,
      tables: [
        [
          { table: 1, players: TABLE_1, sheetId: SHEET_1 },
          { table: 2, players: TABLE_2, sheetId: SHEET_2 },
        ],
      ],
      closed,
      results: null,
      ignored: [],
    },
    ranking,
    progress: [
      {
        series: 0,
        table: 1,
        sheetId: SHEET_1,
        players: TABLE_1,
        deals: 31,
        of: 48,
        lastAt: NOW - 2 * 60_000 - 5000,
      },
      {
        series: 0,
        table: 2,
        sheetId: SHEET_2,
        players: TABLE_2,
        deals: 12,
        of: 36,
        lastAt: NOW - 25 * 60_000,
      },
    ],
  };
}

const LINKS: NightLinks = {
  back: '#/nights',
  print: `#/night/${KEY}/print`,
  season: '#/season',
  publicPage: 'https://app.example.org/#/standings/x/0a1b2c3d',
  tableLink: (sheetId) => (sheetId === SHEET_1 ? `https://app.example.org/#/guest/t1` : null),
  sheet: (sheetId) => `#/join/club/${sheetId}`,
};

function board(overrides: Partial<BoardProps> = {}, german = false) {
  const { props, onAssign, onClose } = boardAtRest({
    nightKey: KEY,
    view: view(),
    status: { words: 'Live: the ranking follows the tables.', problem: false },
    now: NOW,
    links: LINKS,
    ...overrides,
  });
  render(<NightBoard {...props} />, german ? { wrapper: German } : {});
  return { onAssign, onClose };
}

describe('The night screen (director)', () => {
  test('English: a new link for a table, after a confirmation; a table without a known link offers none', async () => {
    const onRenewLink = vi.fn();
    board({ onRenewLink });
    const table1 = screen.getByRole('listitem', { name: 'Table 1' });
    await userEvent.click(within(table1).getByRole('button', { name: 'New link for table 1' }));
    const dialog = screen.getByRole('dialog', { name: 'New link for table 1' });
    expect(dialog).toHaveTextContent(
      "Table 1's current link stops working, and its phone needs the new link.",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onRenewLink).not.toHaveBeenCalled();
    await userEvent.click(within(table1).getByRole('button', { name: 'New link for table 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Make the new link for table 1' }));
    expect(onRenewLink).toHaveBeenCalledWith(SHEET_1);
    const table2 = screen.getByRole('listitem', { name: 'Table 2' });
    expect(within(table2).queryByRole('button', { name: /New link/ })).toBeNull();
  });

  test('German: a new link for a table, after a confirmation', async () => {
    const onRenewLink = vi.fn();
    board({ onRenewLink }, true);
    const table1 = screen.getByRole('listitem', { name: 'Tisch 1' });
    await userEvent.click(within(table1).getByRole('button', { name: 'Neuer Link für Tisch 1' }));
    expect(screen.getByRole('dialog', { name: 'Neuer Link für Tisch 1' })).toHaveTextContent(
      'Der bisherige Link von Tisch 1 gilt dann nicht mehr; sein Gerät braucht den neuen Link.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Neuen Link für Tisch 1 erstellen' }));
    expect(onRenewLink).toHaveBeenCalledWith(SHEET_1);
  });

  test('a member is offered no new link', () => {
    board({ onRenewLink: vi.fn(), admin: false });
    expect(screen.queryByRole('button', { name: /New link/ })).toBeNull();
  });

  test('the plan line names the deals at a 5-table where the night allows them (en, de)', () => {
    const five = view();
    const allowing = { ...five, night: { ...five.night, setup: { ...setup, dealsAtFive: 40 } } };
    board({ view: allowing });
    expect(
      screen.getByText(
        /7 players, 2 series, 48 deals at a 4-table, 36 at a 3-table, 40 at a 5-table\./,
      ),
    ).toBeInTheDocument();
    board({ view: allowing }, true);
    expect(
      screen.getByText(
        /7 Spieler, 2 Serien, 48 Spiele am Vierertisch, 36 am Dreiertisch, 40 am Fünfertisch\./,
      ),
    ).toBeInTheDocument();
  });

  test('English: hand-made tables are refused with the night codes words; nothing is sent', async () => {
    const { onAssign } = board();
    const panel = screen.getByRole('region', { name: 'Series 2: tables' });
    await userEvent.click(within(panel).getByRole('radio', { name: 'By hand' }));
    await userEvent.type(
      within(panel).getByLabelText('Tables'),
      'Anna, Ben, Carla, Dora, Emil\nFritz, Gerd, Anna',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Assign series 2' }));
    const alert = within(panel).getByRole('alert');
    expect(alert).toHaveTextContent('The tables were not assigned:');
    const said = within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(said).toContain('table 1 has 5 players; a table has 3 or 4');
    expect(said).toContain('Anna is at two tables');
    expect(onAssign).not.toHaveBeenCalled();
  });

  test('English: a seed with a space at the end is refused; the shown seed draws', async () => {
    const { onAssign } = board();
    const panel = screen.getByRole('region', { name: 'Series 2: tables' });
    await userEvent.click(within(panel).getByRole('radio', { name: 'Draw' }));
    const seed = within(panel).getByLabelText('Seed of the draw');
    // Series 1 drew with "abc": series 2's own seed is made from it and its number.
    expect(seed).toHaveValue('abc-2');
    await userEvent.type(seed, ' ');
    await userEvent.click(within(panel).getByRole('button', { name: 'Assign series 2' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'the seed must be 1 to 24 characters, without a space at either end',
    );
    expect(onAssign).not.toHaveBeenCalled();
    await userEvent.type(seed, '{Backspace}');
    await userEvent.click(within(panel).getByRole('button', { name: 'Assign series 2' }));
    expect(onAssign).toHaveBeenCalledWith({ kind: 'draw', seed: 'abc-2' });
  });

  test('English: series 1 drawn, the panel of series 2 offers the standings and a seed of its own', async () => {
    const before: NightView = {
      ...view(),
      night: { ...view().night, plan: { ...plan, series: [] }, tables: [] },
    };
    const { props, onAssign } = boardAtRest({
      nightKey: KEY,
      view: before,
      now: NOW,
      links: LINKS,
      initialSeed: 'k7m2p9qx',
    });
    const { rerender } = render(<NightBoard {...props} />);
    const first = screen.getByRole('region', { name: 'Series 1: tables' });
    expect(within(first).getByLabelText('Seed of the draw')).toHaveValue('k7m2p9qx-1');
    await userEvent.click(within(first).getByRole('button', { name: 'Assign series 1' }));
    expect(onAssign).toHaveBeenCalledWith({ kind: 'draw', seed: 'k7m2p9qx-1' });
    // The director's screen stays open while series 1 is assigned.
    const series1 = {
      tables: plan.series[0]?.tables ?? [],
      assignment: { kind: 'draw', seed: 'k7m2p9qx-1' },
    } as const;
    rerender(
      <NightBoard
        {...props}
        view={{ ...view(), night: { ...view().night, plan: { ...plan, series: [series1] } } }}
      />,
    );
    const second = screen.getByRole('region', { name: 'Series 2: tables' });
    expect(within(second).getByRole('radio', { name: 'Standings' })).toBeChecked();
    await userEvent.click(within(second).getByRole('radio', { name: 'Draw' }));
    const seed = within(second).getByLabelText('Seed of the draw');
    expect(seed).toHaveValue('k7m2p9qx-2');
    // Series 1's seed typed in again is refused: it would seat the same tables.
    await userEvent.clear(seed);
    await userEvent.type(seed, 'k7m2p9qx-1');
    await userEvent.click(within(second).getByRole('button', { name: 'Assign series 2' }));
    expect(within(second).getByRole('alert')).toHaveTextContent(
      'series 1 was drawn with this seed: the same seed would seat the same tables',
    );
    expect(onAssign).toHaveBeenCalledTimes(1);
  });

  test('English: by standings sends the ranking in the domain order (ties included)', async () => {
    const { onAssign } = board();
    const panel = screen.getByRole('region', { name: 'Series 2: tables' });
    expect(within(panel).getByRole('radio', { name: 'Standings' })).toBeChecked();
    await userEvent.click(within(panel).getByRole('button', { name: 'Assign series 2' }));
    expect(onAssign).toHaveBeenCalledWith({
      kind: 'standings',
      ranking: rankingRows(ranking).map((row) => row.playerId),
    });
  });

  test('English: progress, a quiet table marked, the link and QR code, the ranking', async () => {
    board();
    const table1 = screen.getByRole('listitem', { name: 'Table 1' });
    expect(table1).toHaveTextContent('deal 31 of 48');
    expect(table1).toHaveTextContent('last deal 2 minutes ago');
    expect(table1).not.toHaveTextContent('no deal for a while');
    await userEvent.click(within(table1).getByText('Join link of table 1'));
    expect(
      await within(table1).findByRole('img', { name: "QR code of table 1's join link" }),
    ).toBeInTheDocument();
    const table2 = screen.getByRole('listitem', { name: 'Table 2' });
    expect(table2).toHaveTextContent('deal 12 of 36');
    expect(table2).toHaveTextContent('last deal 25 minutes ago');
    expect(table2).toHaveTextContent('no deal for a while: is this table still connected?');
    expect(table2).toHaveTextContent("This table's link was made on the director's phone.");

    const rows = within(screen.getByRole('table', { name: 'Ranking' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'RankNamePointsWonLostFees',
      '1Emil50080€5.00',
      '2Anna30051€5.50',
      '3Ben12032€6.00',
      '3Dora12032€6.00',
      '5Gerd6021€5.50',
      '6Fritz000€5.00',
      '7Carla−4015€8.50',
    ]);
    await userEvent.click(screen.getByRole('radio', { name: 'Series 2' }));
    expect(
      within(screen.getByRole('table', { name: 'Ranking' })).getAllByRole('row')[1],
    ).toHaveTextContent('1Anna000€0.00');
    expect(screen.getByRole('link', { name: 'Public standings link' })).toHaveAttribute(
      'href',
      LINKS.publicPage,
    );
    expect(screen.getByRole('link', { name: 'Printouts' })).toHaveAttribute('href', LINKS.print);
    expect(screen.getByRole('link', { name: 'Season' })).toHaveAttribute('href', '#/season');
  });

  test('English: Close night asks first, then closes', async () => {
    const { onClose } = board();
    await userEvent.click(screen.getByRole('button', { name: 'Close night' }));
    const dialog = screen.getByRole('dialog', { name: 'Close the night?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Close night' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Close the night?' })).getByRole('button', {
        name: 'Close night',
      }),
    );
    expect(onClose).toHaveBeenCalledOnce();
  });

  // Issue 34 item 9: closing while a table has not finished names it, and says what happens to a
  // deal it has not sent: counted nowhere, shown on its phone, entered by the director.
  test('English: the close dialog names the tables not finished', async () => {
    board();
    await userEvent.click(screen.getByRole('button', { name: 'Close night' }));
    const dialog = screen.getByRole('dialog', { name: 'Close the night?' });
    expect(dialog).toHaveTextContent(
      'Not finished: series 1, table 1 (deal 31 of 48), series 1, table 2 (deal 12 of 36).',
    );
    expect(dialog).toHaveTextContent("you enter it on the table's sheet");
  });

  test('English: a night whose tables all finished closes without that warning', async () => {
    const finished = view();
    board({
      view: { ...finished, progress: finished.progress.map((t) => ({ ...t, deals: t.of })) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Close night' }));
    expect(screen.getByRole('dialog', { name: 'Close the night?' })).not.toHaveTextContent(
      'Not finished',
    );
  });

  test('English: after closing, "closed" and each table sheet opens for a correction', () => {
    board({ view: view({ at: NOW, author: 'leiter' }) });
    expect(screen.getByText(/^Closed /)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close night' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Series 2: tables' })).toBeNull();
    expect(screen.getByRole('link', { name: "Open table 2's sheet" })).toHaveAttribute(
      'href',
      `#/join/club/${SHEET_2}`,
    );
    // An unfinished table: the director enters what its phone shows as not sent.
    expect(screen.getByRole('listitem', { name: 'Table 2' })).toHaveTextContent(
      "Not finished. A deal its phone shows as not sent: enter it on the table's sheet.",
    );
  });
});

describe('Der Abend (Mitglied)', () => {
  test('Deutsch: nur ansehen: Stand und Fortschritt, keine Einteilung, kein Abschluss', () => {
    board({ admin: false }, true);
    expect(screen.getByRole('heading', { level: 1, name: 'Clubabend' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '2. Serie: Tischeinteilung' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Abend abschließen' })).toBeNull();
    expect(screen.queryByText('Beitrittslink für Tisch 1')).toBeNull();
    expect(screen.getByRole('listitem', { name: 'Tisch 1' })).toHaveTextContent(
      'Spiel 31 von 48 · letztes Spiel vor 2 Minuten',
    );
    const rows = within(screen.getByRole('table', { name: 'Stand' })).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('PlatzNamePunkteGewonnenVerlorenGeld');
    expect(rows[1]).toHaveTextContent('1Emil500805,00 €');
  });

  test('Deutsch: der Spielleiter sieht die Einteilung mit deutschen Worten', async () => {
    const { onAssign } = board({}, true);
    const panel = screen.getByRole('region', { name: '2. Serie: Tischeinteilung' });
    await userEvent.click(within(panel).getByRole('radio', { name: 'Von Hand' }));
    await userEvent.type(within(panel).getByLabelText('Tische'), 'Anna, Ben');
    await userEvent.click(within(panel).getByRole('button', { name: '2. Serie einteilen' }));
    const said = within(within(panel).getByRole('alert'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(said).toContain('an Tisch 1 sitzen 2 Spieler; ein Tisch hat 3 oder 4');
    expect(said).toContain('Carla hat keinen Tisch');
    expect(onAssign).not.toHaveBeenCalled();
  });
});

describe('Der Abend (Spielleiter) schließt ab', () => {
  test('Deutsch: der Dialog nennt die Tische, die nicht fertig sind', async () => {
    board({}, true);
    await userEvent.click(screen.getByRole('button', { name: 'Abend abschließen' }));
    const dialog = screen.getByRole('dialog', { name: 'Den Abend abschließen?' });
    expect(dialog).toHaveTextContent(
      'Nicht fertig: 1. Serie, Tisch 1 (Spiel 31 von 48), 1. Serie, Tisch 2 (Spiel 12 von 36).',
    );
    expect(dialog).toHaveTextContent('Sie tragen es in die Liste des Tisches ein');
  });
});

describe('export results (issue 33)', () => {
  test('English: Export results asks for the results file', async () => {
    const onExport = vi.fn();
    board({ onExport });
    await userEvent.click(screen.getByRole('button', { name: 'Export results' }));
    expect(onExport).toHaveBeenCalledTimes(1);
  });

  test('German: Ergebnisse exportieren', () => {
    const onExport = vi.fn();
    board({ onExport }, true);
    expect(screen.getByRole('button', { name: 'Ergebnisse exportieren' })).toBeEnabled();
  });

  test('not offered without a handler (no club login)', () => {
    board();
    expect(screen.queryByRole('button', { name: 'Export results' })).toBeNull();
  });
});

describe('A drawn series 2 says how many pairs sit together again', () => {
  // Seven after A B C D | E F G: a 4-table with k of the old 4-table (k of 1…4) seats
  // C(k,2) + C(4−k,2) pairs again, the 3-table C(4−k,2) + C(k−1,2): 6, 3, 4, 6 — at least 3.
  const drawn = nextSeries(plan, { kind: 'draw', seed: 'abc-2' });
  if (!drawn.ok) throw new Error('the draw was refused');
  const second = drawn.value.series[1]?.tables ?? [];
  const both: NightView = {
    ...view(),
    night: { ...view().night, plan: drawn.value },
    progress: [
      ...view().progress,
      ...second.map((table) => ({
        series: 1,
        table: table.table,
        sheetId: `${SHEET_1}-${table.table}`,
        players: table.players,
        deals: 0,
        of: table.players.length === 4 ? 48 : 36,
        lastAt: null,
      })),
    ],
  };

  test('English: 3 pairs, under series 2 only', () => {
    board({ view: both });
    const region = screen.getByRole('region', { name: 'Series 2' });
    expect(region).toHaveTextContent(
      '3 pairs sit together again: the draw could not keep them apart.',
    );
    expect(screen.getByRole('region', { name: 'Series 1' })).not.toHaveTextContent('together');
  });

  test('Deutsch: 3 Paare', () => {
    board({ view: both }, true);
    expect(screen.getByRole('region', { name: '2. Serie' })).toHaveTextContent(
      '3 Paare sitzen wieder zusammen: Die Auslosung konnte sie nicht trennen.',
    );
  });
});
