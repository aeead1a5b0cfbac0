// @vitest-environment jsdom
// The public standings page: names and figures only, read again every 5 s (one read at a time),
// the last standings kept when a read fails; stops reading when the page closes.
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { PublicStandings } from '../../../src/ui/nights/night-service';
import { German } from '../../support/i18n';

const read = vi.fn();
vi.mock('../../../src/ui/nights/night-service', () => ({
  loadPublicStandings: () =>
    Promise.resolve({
      readPublicStandings: read,
      publicDatabaseOf: (db: string) => `${db}-public`,
    }),
}));

const { PublicStandingsScreen, POLL_MS } =
  await import('../../../src/ui/nights/PublicStandingsScreen');

function standings(points: number): PublicStandings {
  return {
    name: 'Preisskat Advent',
    date: '2026-11-27',
    closed: false,
    seriesCount: 2,
    rows: [
      { rank: 1, name: 'Emil', seegerFabian: points, won: 8, lost: 0, bySeries: [] },
      { rank: 2, name: 'Carla', seegerFabian: -40, won: 1, lost: 5, bySeries: [] },
    ],
    tables: [{ series: 0, table: 1, deals: 31, of: 48 }],
    updatedAt: Date.UTC(2026, 10, 27, 20, 0),
  };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  read.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('Public standings', () => {
  test('English: shows the ranking, polls every 5 s, keeps it when offline, stops on close', async () => {
    read
      .mockResolvedValueOnce({ ok: true, value: standings(500) })
      .mockResolvedValueOnce({ ok: false, errors: ['offline'] })
      .mockResolvedValue({ ok: true, value: standings(650) });
    const { unmount } = render(
      <PublicStandingsScreen publicDb="https://c.example/club-public" nightKey="0a1b2c3d" />,
    );
    const table = await screen.findByRole('table', { name: 'Standings' });
    expect(screen.getByRole('heading', { level: 1, name: 'Preisskat Advent' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['RankNamePointsWonLost', '1Emil50080', '2Carla−4015']);
    expect(screen.getByText('Series 1 · Table 1: deal 31 of 48')).toBeInTheDocument();
    expect(read).toHaveBeenCalledWith('https://c.example/club-public', '0a1b2c3d');
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No answer from the server: showing the last standings read.',
    );
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('1Emil50080');
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(
      await within(screen.getByRole('table', { name: 'Standings' })).findByText('650'),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(read).toHaveBeenCalledTimes(3);
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(4 * POLL_MS));
    expect(read).toHaveBeenCalledTimes(3);
  });

  test('Deutsch: Endstand, und ein fehlender Stand wird mit Worten gemeldet', async () => {
    read.mockResolvedValueOnce({ ok: true, value: { ...standings(500), closed: true } });
    const { unmount } = render(
      <PublicStandingsScreen publicDb="https://c.example/club-public" nightKey="0a1b2c3d" />,
      {
        wrapper: German,
      },
    );
    const table = await screen.findByRole('table', { name: 'Stand' });
    expect(within(table).getAllByRole('row')[0]).toHaveTextContent(
      'PlatzNamePunkteGewonnenVerloren',
    );
    expect(screen.getByText(/Endstand: der Abend ist abgeschlossen\./)).toBeInTheDocument();
    unmount();
    read.mockResolvedValueOnce({ ok: false, errors: ['not-found'] });
    render(<PublicStandingsScreen publicDb="https://c.example/club-public" nightKey="0000ffff" />, {
      wrapper: German,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Diesen Stand gibt es auf dem Server nicht.',
    );
  });
});
