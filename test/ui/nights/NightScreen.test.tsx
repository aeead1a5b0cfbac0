// @vitest-environment jsdom
// The night screen's container against the night modules' contract (mocked here; the modules
// are helpers A's and B's): it follows the night with watchNight, shows each table's join link
// from tableLinks as a guest link address, sends the director's assignment and closing with the
// night's state, hands the public standings of a running night to the night's publisher (which
// goes on when the screen is left), publishes them itself after closing on a change only, and
// stops following on leave.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { emptyRanking } from '../../../src/domain/tournament/ranking';
import type { NightView, PublicStandings } from '../../../src/ui/nights/night-service';
import { USUAL_NIGHT } from '../../support/ui-night';

const KEY = '0a1b2c3d';
const SHEET = '0a1b2c3d-1111-0001-0111-111111111111';
const players = ['Anna', 'Ben', 'Carla'].map((name) => ({ playerId: `p-${name}`, name }));
const fees = { entry: 0, perLost: 50, higher: null };
const plan = { players, seriesCount: 2, dealsAtFour: 48, dealsAtThree: 36, fees, series: [] };
const VIEW: NightView = {
  night: {
    key: KEY,
    setup: {
      name: 'Clubabend',
      date: '2026-11-27',
      players,
      ...USUAL_NIGHT,
      fees,
      prizes: { shares: [100], source: 'entry' },
    },
    plan,
    tables: [],
    closed: null,
    results: null,
    ignored: [],
  },
  ranking: emptyRanking(plan),
  progress: [],
};
const LINK = {
  database: 'http://127.0.0.1:6181/skatclub',
  sheetId: SHEET,
  name: 'skatclub-table-01',
  token: 'x'.repeat(32),
  keeper: true,
};
/** The night after series 1 is seated: table 1 with its sheet. */
const SEATED: NightView = {
  ...VIEW,
  progress: [
    {
      series: 0,
      table: 1,
      sheetId: SHEET,
      players: ['p-Anna', 'p-Ben', 'p-Carla'],
      deals: 0,
      of: 36,
      lastAt: null,
    },
  ],
};
const STANDINGS: PublicStandings = {
  name: 'Clubabend',
  date: '2026-11-27',
  closed: false,
  seriesCount: 2,
  rows: [],
  tables: [],
  updatedAt: 1,
};

let onView: ((view: NightView, status: string) => void) | null = null;
const stop = vi.fn(() => Promise.resolve());
const director = {
  assignSeries: vi.fn(() => Promise.resolve({ ok: true, value: [LINK] })),
  closeNight: vi.fn(() => Promise.resolve({ ok: true, value: undefined })),
  writeResults: vi.fn(() => Promise.resolve({ ok: true, value: undefined })),
  publishStandings: vi.fn(() => Promise.resolve({ ok: true, value: undefined })),
  tableLinks: vi.fn((): unknown[] => []),
  // The links stored in the club's database: none readable here, so this phone's (tableLinks).
  nightTableLinks: vi.fn(() => Promise.resolve({ ok: false, errors: ['offline'] })),
  renewTableLink: vi.fn(() => Promise.resolve({ ok: true, value: LINK })),
};
const publisher = { keepPublishing: vi.fn() };
const results = [{ playerId: 'p-Anna', name: 'Anna', seegerFabian: 0, won: 0, lost: 0, lists: 0 }];

vi.mock('../../../src/ui/nights/night-service', () => ({
  loadDirector: () => Promise.resolve(director),
  loadFeed: () =>
    Promise.resolve({
      watchNight: (_access: unknown, _key: string, listener: typeof onView) => {
        onView = listener;
        return { stop };
      },
    }),
  loadPublicStandings: () => Promise.resolve({ publicDatabaseOf: (db: string) => `${db}-public` }),
  loadPublisher: () => Promise.resolve(publisher),
  loadTracker: () =>
    Promise.resolve({
      publicStandings: (_view: NightView, now: number) => ({ ...STANDINGS, updatedAt: now }),
      finalResults: () => results,
    }),
}));
vi.mock('../../../src/sync/club/club-sheets', () => ({
  isClubAdmin: () => Promise.resolve({ ok: true, value: true }),
}));
// The device's players (its database) are the roster panel's business, not this screen's test.
vi.mock('../../../src/ui/nights/known-players', () => ({
  knownPlayers: () => Promise.resolve([]),
}));

const { NightScreen } = await import('../../../src/ui/nights/NightScreen');

beforeEach(() => {
  localStorage.setItem(
    'skat-club-login',
    JSON.stringify({ server: 'http://127.0.0.1:6181/skatclub', name: 'leiter' }),
  );
  vi.clearAllMocks();
  director.nightTableLinks.mockResolvedValue({ ok: false, errors: ['offline'] });
  onView = null;
});

function renderScreen() {
  return render(
    <NightScreen
      nightKey={KEY}
      backHref="#/nights"
      printHref={null}
      seasonHref={null}
      standingsHash={(db, key) => `#/standings/${encodeURIComponent(db)}/${key}`}
    />,
  );
}

describe('Night screen container', () => {
  test("English: another device shows the club's stored table link and makes a new one", async () => {
    director.tableLinks.mockReturnValue([]);
    director.nightTableLinks.mockResolvedValue({ ok: true, value: [LINK] } as never);
    const { unmount } = renderScreen();
    await vi.waitFor(() => expect(onView).not.toBeNull());
    await act(async () => onView?.(SEATED, 'live'));
    const table = await screen.findByRole('listitem', { name: 'Table 1' });
    await userEvent.click(await within(table).findByText('Join link of table 1'));
    expect(within(table).getByRole('link', { name: /#\/guest\// })).toHaveAttribute(
      'href',
      expect.stringContaining(`/skatclub-table-01/${LINK.token}/enter`),
    );
    const renewed = { ...LINK, token: 'y'.repeat(32) };
    director.renewTableLink.mockResolvedValueOnce({ ok: true, value: renewed } as never);
    director.nightTableLinks.mockResolvedValue({ ok: true, value: [renewed] } as never);
    await userEvent.click(within(table).getByRole('button', { name: 'New link for table 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Make the new link for table 1' }));
    expect(director.renewTableLink).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'leiter' }),
      KEY,
      SHEET,
    );
    expect(
      await screen.findByText('Table 1 has a new link. The old one no longer works.'),
    ).toBeVisible();
    await vi.waitFor(() =>
      expect(within(table).getByRole('link', { name: /#\/guest\// })).toHaveAttribute(
        'href',
        expect.stringContaining(`/skatclub-table-01/${renewed.token}/enter`),
      ),
    );
    director.renewTableLink.mockResolvedValueOnce({
      ok: false,
      errors: [{ code: 'table-link-changed' }],
    } as never);
    await userEvent.click(within(table).getByRole('button', { name: 'New link for table 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Make the new link for table 1' }));
    expect(
      await screen.findByText(
        'No new link was made: another device made a new link for this table first; it is shown now.',
      ),
    ).toBeVisible();
    unmount();
  });

  test('English: follows the night, assigns, shows the table link, publishes, closes', async () => {
    const { unmount } = renderScreen();
    await vi.waitFor(() => expect(onView).not.toBeNull());
    await act(async () => onView?.(VIEW, 'live'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Clubabend' })).toBeVisible();
    expect(screen.getByText('Live: the ranking follows the tables.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Public standings link' })).toHaveAttribute(
      'href',
      expect.stringContaining(
        '#/standings/http%3A%2F%2F127.0.0.1%3A6181%2Fskatclub-public/0a1b2c3d',
      ),
    );
    // A running night: its publisher keeps the public standings, also once this screen is left.
    await vi.waitFor(() => expect(publisher.keepPublishing).toHaveBeenCalled());
    expect(publisher.keepPublishing).toHaveBeenCalledWith(
      { server: 'http://127.0.0.1:6181/skatclub', name: 'leiter' },
      KEY,
      expect.any(Function),
    );
    expect(director.publishStandings).not.toHaveBeenCalled();

    const panel = await screen.findByRole('region', { name: 'Series 1: tables' });
    director.tableLinks.mockReturnValue([LINK]);
    await userEvent.click(within(panel).getByRole('button', { name: 'Assign series 1' }));
    expect(director.assignSeries).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'leiter' }),
      VIEW.night,
      { kind: 'draw', seed: expect.any(String) },
    );
    expect(
      await screen.findByText('Series 1 is assigned. Give each table its link.'),
    ).toBeVisible();

    await act(async () => onView?.(SEATED, 'live'));
    const table = screen.getByRole('listitem', { name: 'Table 1' });
    await userEvent.click(within(table).getByText('Join link of table 1'));
    expect(within(table).getByRole('link', { name: /#\/guest\// })).toHaveAttribute(
      'href',
      expect.stringContaining(
        `/#/guest/${encodeURIComponent(LINK.database)}/${SHEET}/skatclub-table-01/${LINK.token}/enter`,
      ),
    );
    expect(director.publishStandings).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Close night' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Close the night?' })).getByRole('button', {
        name: 'Close night',
      }),
    );
    await vi.waitFor(() =>
      expect(director.closeNight).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'leiter' }),
        VIEW.night,
        results,
      ),
    );
    // Closed: corrections from now on; this screen publishes them, on a change only.
    const closed: NightView = {
      ...SEATED,
      night: { ...SEATED.night, closed: { at: 1, author: 'leiter' } },
    };
    await act(async () => onView?.(closed, 'live'));
    await vi.waitFor(() => expect(director.publishStandings).toHaveBeenCalledOnce());
    expect(director.publishStandings).toHaveBeenCalledWith(
      { server: 'http://127.0.0.1:6181/skatclub', name: 'leiter' },
      expect.objectContaining({ key: KEY, name: 'Clubabend' }),
    );
    await act(async () => onView?.({ ...closed }, 'live'));
    expect(director.publishStandings).toHaveBeenCalledOnce();
    unmount();
    expect(stop).toHaveBeenCalledOnce();
  });
});
