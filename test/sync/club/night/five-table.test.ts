// @vitest-environment jsdom
// A night that allows tables of 5, on a real CouchDB 3.5 (docs/five-at-the-table.md): nine
// players are drawn to a 4-table and a 5-table, and the director starts the 5-table's sheet as a
// sheet of 5 with the plan's deals at a 5-table (it used to start a sheet of 3 with five names).
import { describe, expect, test } from 'vitest';
import { sheetDocRange } from '../../../../src/sync/protocol/ids';
import { assignSeries, createNight } from '../../../../src/sync/club/night/director';
import { expectOk } from '../../../support/db-fixtures';
import { NIGHT_SETUP, adminDocsIn, plannedNight, nightServerForFile } from './night-club';

const CLUB = 'skatclub';
const { server, club } = nightServerForFile(CLUB, [6431, 6432, 6433, 6434], { tableLogins: 3 });
const NIGHT_DB = `${CLUB}-night-01`;
const NINE = ['Anna', 'Ben', 'Clara', 'Dora', 'Emil', 'Fritz', 'Greta', 'Hans', 'Ida'].map(
  (name) => ({ playerId: `name:${name}`, name }),
);
const SETUP = { ...NIGHT_SETUP, players: NINE, dealsAtFive: 40 };

/** The setup each table's sheet was started with, from its `rules-changed` start event. */
async function startedSetup(sheetId: string): Promise<unknown> {
  type StartDoc = { event: { change: Record<string, unknown> } };
  const rows = await adminDocsIn<StartDoc>(server(), NIGHT_DB, sheetDocRange(sheetId));
  return rows.find((row) => row.doc.event.change.kind === 'rules-changed')?.doc.event.change.setup;
}

describe('a night with tables of 5', () => {
  test('nine drawn to a 4-table and a 5-table; the 5-table plays a sheet of 5', async () => {
    const key = expectOk(await createNight(club.clara, SETUP));
    const links = expectOk(
      await assignSeries(club.clara, plannedNight(key, SETUP), { kind: 'draw', seed: 'Fünf' }),
    );
    expect(links).toHaveLength(2);
    const setups = await Promise.all(links.map((link) => startedSetup(link.sheetId)));
    expect(setups).toEqual([
      expect.objectContaining({ players: 4, plannedDeals: 48 }),
      expect.objectContaining({ players: 5, plannedDeals: 40 }),
    ]);
  }, 60_000);
});
