// @vitest-environment jsdom
// Issue 31 item 1 on the real server (Apache CouchDB 3.5, set up by club-setup with two night
// databases and six table logins): a table's link reads its night's own database and nothing of
// the club's; the director follows it deal by deal; closing copies the night home, shuts the
// table out and empties the database; a later night reusing it shows its tables nothing of the
// earlier one; two directors racing for the last night database: one wins.
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { eventDoc } from '../../../../src/sync/protocol/event-doc';
import { tableDealEventId } from '../../../../src/domain/tournament/night-log';
import type { NightView } from '../../../../src/domain/tournament/night-tracker';
import {
  assignSeries,
  closeNight,
  createNight,
  readNights,
} from '../../../../src/sync/club/night/director';
import { readNightSheets, watchNight, type FeedStatus } from '../../../../src/sync/club/night/feed';
import type { GuestLink } from '../../../../src/sync/club/guest-store';
import { call } from '../../../club/club-server';
import { event } from '../../../club/events';
import { expectOk } from '../../../support/db-fixtures';
import { clubs } from '../../../support/house-helpers';
import {
  NIGHT_RESULTS as RESULTS,
  NIGHT_SETUP as SETUP,
  plannedNight as nightOf,
  nightServerForFile,
} from './night-club';
import { until } from '../../sync-server';
import {
  nightClaimDocId,
  nightSheetsRange,
  sheetDocRange,
} from '../../../../src/sync/protocol/ids';
import { CLAIM_RANGE } from '../../../../src/sync/club/night/night-database';

const ADMIN = 'admin:admin-secret';
const CLUB = 'nightclub';
const { server, club } = nightServerForFile(
  CLUB,
  [6251, 6252, 6253, 6254],
  { tableLogins: 6, nightDatabases: 2 },
  90_000,
);
const NIGHT_DB = `${CLUB}-night-01`;
const OTHER_DB = `${CLUB}-night-02`;

const asTable = (link: GuestLink) => `${link.name}:${link.token}`;

/** A table's deal in slot `slot` of its sheet, as its phone writes it. */
function tableDeal(link: GuestLink, slot: number) {
  const change = { kind: 'deal-added', dealId: randomUUID(), deal: clubs(0) } as const;
  const id = tableDealEventId(link.sheetId, slot);
  return eventDoc(link.sheetId, link.name, event(change, { id, clock: 1 + slot, at: Date.now() }));
}

const put = (db: string, doc: { _id: string }, login: string) =>
  call(server(), 'PUT', `/${db}/${encodeURIComponent(doc._id)}`, { body: doc, login });

/** The ids `_all_docs` lists of a database for `login`, or its refusal's status. */
async function listed(db: string, login: string): Promise<string[] | number> {
  const answer = await call(server(), 'GET', `/${db}/_all_docs`, { login });
  if (answer.status !== 200) return answer.status;
  return (answer.body as { rows: { id: string }[] }).rows.map((row) => row.id);
}

describe('a night in a database of its own', () => {
  test('a table reads its night only; the director follows it; closing copies it home and empties it', async () => {
    const key = expectOk(await createNight(club.clara, SETUP));
    const links = expectOk(
      await assignSeries(club.clara, nightOf(key), { kind: 'draw', seed: 'A' }),
    );
    const [first, second] = links as [GuestLink, GuestLink];
    expect(first.database).toBe(`${server().url}/${NIGHT_DB}`);

    // The club's database is closed to a table's login: no night, no sheet, no member's sheet.
    expect([401, 403]).toContain(await listed(CLUB, asTable(first)));
    // Its night's database holds the night's table sheets and nothing else.
    const seen = await listed(NIGHT_DB, asTable(first));
    expect(Array.isArray(seen)).toBe(true);
    const ids = seen as string[];
    expect(ids.filter((id) => !id.startsWith('_design/')).length).toBe(6);
    expect(
      ids.every((id) => id.startsWith('_design/') || id.startsWith(nightSheetsRange(key).startkey)),
    ).toBe(true);

    // The director follows the night deal by deal while a table writes in its own database.
    const views: [NightView, FeedStatus][] = [];
    const watch = watchNight(club.clara, key, (view, status) => views.push([view, status]));
    try {
      await until(() => views.at(-1)?.[1] === 'live' && views.at(-1)?.[0].progress.length === 2);
      expect(views.at(-1)?.[0].progress.map((table) => table.deals)).toEqual([0, 0]);
      expect((await put(NIGHT_DB, tableDeal(first, 1), asTable(first))).status).toBe(201);
      await until(() => views.at(-1)?.[0].progress[0]?.deals === 1, 20_000);
      expect((await put(NIGHT_DB, tableDeal(first, 2), asTable(first))).status).toBe(201);
      await until(() => views.at(-1)?.[0].progress[0]?.deals === 2, 20_000);
    } finally {
      await watch.stop();
    }
    // Not the club's database, not another table's sheet.
    expect([401, 403]).toContain((await put(CLUB, tableDeal(first, 3), asTable(first))).status);
    const other = { ...tableDeal(first, 3), sheetId: second.sheetId };
    expect((await put(NIGHT_DB, other, asTable(first))).status).toBe(403);

    // A second director's night at the same time gets the other database; neither night's
    // tables read the other's.
    const doraKey = expectOk(await createNight(club.dora, SETUP));
    const doras = expectOk(
      await assignSeries(club.dora, nightOf(doraKey), { kind: 'draw', seed: 'B' }),
    );
    const [dorasFirst] = doras as [GuestLink];
    expect(dorasFirst.database).toBe(`${server().url}/${OTHER_DB}`);
    expect([401, 403]).toContain(await listed(OTHER_DB, asTable(first)));
    expect([401, 403]).toContain(await listed(NIGHT_DB, asTable(dorasFirst)));
    // A third night finds no free night database: nothing of its series written.
    const thirdKey = expectOk(await createNight(club.clara, SETUP));
    expect(await assignSeries(club.clara, nightOf(thirdKey), { kind: 'draw', seed: 'C' })).toEqual({
      ok: false,
      errors: [{ code: 'night-databases-in-use' }],
    });
    expect(await listed(OTHER_DB, ADMIN)).toHaveLength(7);

    // Closing: the table shut out, its sheets at home in the club's database (as written, by the
    // table's login), the night database emptied of them, old revisions compacted away.
    const before = await call(
      server(),
      'GET',
      `/${NIGHT_DB}/_all_docs?include_docs=true&${new URLSearchParams(Object.entries(sheetDocRange(first.sheetId)).map(([key, id]) => [key, JSON.stringify(id)]))}`,
      { login: ADMIN },
    );
    const stored = (before.body as { rows: { id: string; value: { rev: string } }[] }).rows;
    expect(stored.length).toBe(5);
    expectOk(await closeNight(club.clara, nightOf(key), RESULTS));
    expect((await call(server(), 'GET', '/_session', { login: asTable(first) })).status).toBe(401);
    const home = expectOk(await readNightSheets(club.anna, key));
    expect(home.sheets.get(first.sheetId)?.length).toBe(5);
    expect(home.view.progress.map((table) => table.deals)).toEqual([2, 0]);
    expect(expectOk(await readNights(club.anna)).find((night) => night.key === key)?.closed).toBe(
      true,
    );
    expect(await listed(NIGHT_DB, ADMIN)).toEqual(['_design/club']);
    for (const row of stored) {
      const old = await call(
        server(),
        'GET',
        `/${NIGHT_DB}/${encodeURIComponent(row.id)}?rev=${row.value.rev}`,
        { login: ADMIN },
      );
      expect(old.status).toBe(404);
    }
    const claims = await call(
      server(),
      'GET',
      `/${CLUB}/_all_docs?${new URLSearchParams(Object.entries(CLAIM_RANGE).map(([key, id]) => [key, JSON.stringify(id)]))}`,
      { login: ADMIN },
    );
    // Only the other night's claim is left.
    expect((claims.body as { rows: { id: string }[] }).rows.map((row) => row.id)).toEqual([
      nightClaimDocId(OTHER_DB),
    ]);

    // The next night reuses the database; its tables see nothing of the earlier night.
    const next = expectOk(
      await assignSeries(club.clara, nightOf(thirdKey), { kind: 'draw', seed: 'C' }),
    );
    const [nextFirst] = next as [GuestLink];
    expect(nextFirst.database).toBe(`${server().url}/${NIGHT_DB}`);
    const nextIds = (await listed(NIGHT_DB, asTable(nextFirst))) as string[];
    expect(nextIds.filter((id) => id.includes(key))).toEqual([]);
    expect(nextIds.filter((id) => id.startsWith(nightSheetsRange(thirdKey).startkey)).length).toBe(
      6,
    );
    const changes = await call(server(), 'GET', `/${NIGHT_DB}/_changes?include_docs=true`, {
      login: asTable(nextFirst),
    });
    const earlier = (
      changes.body as { results: { id: string; deleted?: boolean; doc?: object }[] }
    ).results.filter((change) => change.id.includes(key));
    expect(earlier.every((change) => change.deleted === true)).toBe(true);
    expect(earlier.some((change) => JSON.stringify(change.doc ?? {}).includes('deal'))).toBe(false);
    for (const row of stored) {
      const old = await call(
        server(),
        'GET',
        `/${NIGHT_DB}/${encodeURIComponent(row.id)}?rev=${row.value.rev}`,
        { login: asTable(nextFirst) },
      );
      expect(old.status).toBe(404);
    }
    expectOk(await closeNight(club.clara, nightOf(thirdKey), RESULTS));
    expectOk(await closeNight(club.dora, nightOf(doraKey), RESULTS));
  }, 240_000);

  test('two directors racing for the last night database: one wins, the other is told', async () => {
    // One night holds the first database; two more race for the last one.
    const held = expectOk(await createNight(club.clara, SETUP));
    expectOk(await assignSeries(club.clara, nightOf(held), { kind: 'draw', seed: 'E' }));
    const [a, b] = [
      expectOk(await createNight(club.clara, SETUP)),
      expectOk(await createNight(club.dora, SETUP)),
    ];
    const results = await Promise.all([
      assignSeries(club.clara, nightOf(a), { kind: 'draw', seed: 'C' }),
      assignSeries(club.dora, nightOf(b), { kind: 'draw', seed: 'D' }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([
      { ok: false, errors: [{ code: 'night-databases-in-use' }] },
    ]);
    const winner = results[0].ok ? a : b;
    expectOk(await closeNight(results[0].ok ? club.clara : club.dora, nightOf(winner), RESULTS));
    expectOk(await closeNight(club.clara, nightOf(held), RESULTS));
  }, 180_000);
});
