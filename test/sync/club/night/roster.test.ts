// @vitest-environment jsdom
// A change of a night's players on the real server (Apache CouchDB 3.5 set up by club-setup): the
// director's change is a night document the club's validation takes (its kind is one of the
// night's), the night folds it for the next series; a member may not write one; a change while a
// series is played, or one the night refuses, writes nothing.
import { describe, expect, test } from 'vitest';
import { foldNight } from '../../../../src/domain/tournament/night-fold';
import type { NightSetup } from '../../../../src/domain/tournament/night-log';
import { isRecord } from '../../../../src/sync/request';
import { request, rowsOf, type ClubAccess } from '../../../../src/sync/club/club-sheets';
import { createNight } from '../../../../src/sync/club/night/director';
import { nightDocRange } from '../../../../src/sync/protocol/ids';
import { nightEventOfDoc } from '../../../../src/sync/protocol/night-doc';
import { changeRoster } from '../../../../src/sync/club/night/roster-write';
import { expectOk } from '../../../support/db-fixtures';
import { NIGHT_SETUP, nightServerForFile } from './night-club';

const CLUB = 'rosterclub';
const { club } = nightServerForFile(CLUB, [6241, 6242, 6243], {
  tableLogins: 1,
  nightDatabases: 0,
});

const SETUP: NightSetup = { ...NIGHT_SETUP, fees: { entry: 500, perLost: 50, higher: null } };

async function readNight(access: ClubAccess, key: string) {
  const query = new URLSearchParams({
    include_docs: 'true',
    startkey: JSON.stringify(nightDocRange(key).startkey),
    endkey: JSON.stringify(nightDocRange(key).endkey),
  });
  const listed = expectOk(await request(access, 'GET', `_all_docs?${query.toString()}`));
  const events = rowsOf(listed.body).flatMap((row) =>
    isRecord(row) ? (nightEventOfDoc(row.doc) ?? []) : [],
  );
  return foldNight(key, events);
}

describe("a night's players changed on the club server", () => {
  test('the director adds a latecomer; the night folds it; refused ones write nothing', async () => {
    const key = expectOk(await createNight(club.clara, SETUP));
    const night = await readNight(club.clara, key);
    const latecomer = { playerId: 'name:Lena', name: 'Lena' };
    expectOk(
      await changeRoster(club.clara, night, [], {
        kind: 'player-added',
        series: 0,
        player: latecomer,
      }),
    );
    const after = await readNight(club.anna, key);
    expect(after.ignored).toEqual([]);
    expect(after.plan?.players.map((p) => p.name)).toContain('Lena');
    expect(after.roster).toHaveLength(1);

    // A name twice (other letter case): refused before any request.
    const twice = await changeRoster(club.clara, after, [], {
      kind: 'player-added',
      series: 0,
      player: { playerId: 'name:lena', name: 'lena' },
    });
    expect(twice.ok ? [] : twice.errors).toEqual([{ code: 'name-twice', name: 'lena' }]);
    // While a series is played: refused, nothing written.
    const playing = [{ series: 0, table: 1, deals: 3, of: 48 }];
    const running = await changeRoster(club.clara, after, playing, {
      kind: 'player-absent',
      series: 0,
      playerId: 'name:Ben',
    });
    expect(running.ok ? [] : running.errors).toEqual([
      { code: 'series-running', series: 0, tables: [1] },
    ]);
    expect((await readNight(club.clara, key)).roster).toHaveLength(1);
  });

  test('a member (not a club admin) may not change the players', async () => {
    const key = expectOk(await createNight(club.clara, SETUP));
    const night = await readNight(club.anna, key);
    const written = await changeRoster(club.anna, night, [], {
      kind: 'player-absent',
      series: 0,
      playerId: 'name:Ben',
    });
    expect(written.ok ? [] : written.errors).toEqual([{ code: 'night-director-only' }]);
    expect((await readNight(club.clara, key)).roster).toEqual([]);
  });
});
