// @vitest-environment jsdom
// A club night's rights and the director's writes against the real server (Apache CouchDB 3.5 set
// up by club-setup with three table logins): the director creates a night and seats a series
// (each table's pooled login claimed and tied to its sheet, its sheet started), a table's phone writes its own sheet and nothing else, a member writes neither
// a night document nor a night's sheet, closing shuts the tables out while the director can still
// correct, the nights read back, and the public standings are read by anyone, written by the
// director only.
import { describe, expect, test } from 'vitest';
import { eventDoc } from '../../../../src/sync/protocol/event-doc';
import { nightDocRange, sheetDocRange, standingsDocId } from '../../../../src/sync/protocol/ids';
import type { SheetSetup } from '../../../../src/domain/rules';
import type { SheetDeal } from '../../../../src/domain/sheet-deal';
import { nightOfSheet, tableDealEventId } from '../../../../src/domain/tournament/night-log';
import { nextSeries } from '../../../../src/domain/tournament/next-series';
import type { PublicStandings } from '../../../../src/domain/tournament/public-standings';
import type { ClubAccess } from '../../../../src/sync/club/club-sheets';
import {
  assignSeries,
  closeNight,
  createNight,
  publishStandings,
  readNights,
  tableLinks,
  writeResults,
  type DirectorNight,
} from '../../../../src/sync/club/night/director';
import { docOfNightEvent } from '../../../../src/sync/protocol/night-doc';
import { nightSheetsRange } from '../../../../src/sync/protocol/ids';
import {
  publicDatabaseOf,
  readPublicStandings,
} from '../../../../src/sync/club/night/public-standings';
import { mayEnter, type GuestLink } from '../../../../src/sync/club/guest-store';
import { call, type Answer } from '../../../club/club-server';
import { event } from '../../../club/events';
import { expectOk } from '../../../support/db-fixtures';
import {
  ADMIN,
  ANNA,
  CLARA,
  NIGHT_PLAYERS as PLAYERS,
  NIGHT_RESULTS as RESULTS,
  NIGHT_SETUP as SETUP,
  planOf,
  plannedNight,
  nightServerForFile,
  text,
  adminDocsIn,
} from './night-club';

const CLUB = 'skatclub';
const { server, club } = nightServerForFile(CLUB, [6161, 6162, 6163, 6164], { tableLogins: 3 });
/** The night's own database (issue 31 item 1): its tables' sheets and logins live there. */
const NIGHT_DB = `${CLUB}-night-01`;

function refusedWith(answer: Answer, code: string) {
  expect(answer).toMatchObject({ status: 403, body: { error: 'forbidden', reason: code } });
}

const put = <Doc extends { readonly _id: string }>(db: string, doc: Doc, login?: string) =>
  call(server(), 'PUT', `/${db}/${encodeURIComponent(doc._id)}`, {
    body: doc,
    ...(login ? { login } : {}),
  });

const asTable = (link: GuestLink) => `${link.name}:${link.token}`;
const sheetEvent = (sheetId: string, author: string) =>
  eventDoc(sheetId, author, event({ kind: 'sheet-renamed', name: 'Tisch' }));
/** A table's deal in slot `slot` of its series (the validation reads its id, not the deal). */
const tableDeal = (sheetId: string, author: string, slot: number) =>
  eventDoc(
    sheetId,
    author,
    event(
      { kind: 'deal-added', dealId: crypto.randomUUID(), deal: {} as SheetDeal },
      { id: tableDealEventId(sheetId, slot) },
    ),
  );

/** Every document of a range of the club's database (or `db`), as the server admin reads it. */
const docsIn = (range: { startkey: string; endkey: string }, db = CLUB) =>
  adminDocsIn(server(), db, range);

const nightDocs = (key: string) => docsIn(nightDocRange(key));

async function members(): Promise<string[]> {
  const answer = await call(server(), 'GET', `/${NIGHT_DB}/_security`, { login: text(ADMIN) });
  return (answer.body as { members: { names: string[] } }).members.names;
}

/** The night database's table logins → their sheets (`_security`, which the validation reads). */
async function tablesOf(field: 'tables' | 'tableDeals' = 'tables'): Promise<unknown> {
  const answer = await call(server(), 'GET', `/${NIGHT_DB}/_security`, { login: text(ADMIN) });
  return (answer.body as Record<string, unknown>)[field];
}

/** A table login's slot document (free: its password; taken). */
async function slotOf(login: string): Promise<Record<string, unknown>> {
  const path = `/${CLUB}/_local/${encodeURIComponent(`login:${login}`)}`;
  return (await call(server(), 'GET', path, { login: text(ADMIN) })).body as Record<
    string,
    unknown
  >;
}

describe('a club night, end to end', () => {
  test('the director creates it, seats a series; tables write their own sheet only; closing locks them', async () => {
    // A plan the domain refuses writes nothing.
    const tooFew = await createNight(club.clara, { ...SETUP, players: PLAYERS.slice(0, 2) });
    expect(tooFew).toMatchObject({ ok: false, errors: [{ code: 'too-few-players' }] });
    // A member is no director.
    expect(await createNight(club.anna, SETUP)).toEqual({
      ok: false,
      errors: [{ code: 'night-director-only' }],
    });
    expect(expectOk(await readNights(club.clara))).toEqual([]);

    const key = expectOk(await createNight(club.clara, SETUP));
    expect(key).toMatch(/^[0-9a-f]{8}$/);
    const night: DirectorNight = plannedNight(key);
    // A hand assignment with a table of 5 is refused before anything is written.
    const five = await assignSeries(club.clara, night, {
      kind: 'hand',
      tables: [
        PLAYERS.slice(0, 5).map((player) => player.playerId),
        PLAYERS.slice(5).map((player) => player.playerId),
      ],
    });
    expect(five.ok).toBe(false);
    expect((await nightDocs(key)).length).toBe(1);

    let draws = 0;
    const random = () => `${(draws++).toString(16).padStart(3, '0')}0123456789abcdef`;
    const links = expectOk(
      await assignSeries(club.clara, night, { kind: 'draw', seed: 'Advent' }, random),
    );
    expect(links).toHaveLength(2);
    expect(tableLinks(key)).toEqual(links);
    const [first, second] = links as [GuestLink, GuestLink];
    for (const [index, link] of links.entries()) {
      expect(nightOfSheet(link.sheetId)).toEqual({ key, series: 0, table: index + 1 });
      expect(link.database).toBe(`${server().url}/${NIGHT_DB}`);
      expect(mayEnter(link)).toBe(true);
    }
    expect(await members()).toEqual(links.map((link) => link.name));
    expect(links.map((link) => link.name)).toEqual([`${CLUB}-table-01`, `${CLUB}-table-02`]);
    // The club's database names no table login: a table's link reads nothing of it.
    const clubSecurity = await call(server(), 'GET', `/${CLUB}/_security`, { login: text(ADMIN) });
    expect(JSON.stringify(clubSecurity.body)).not.toContain(`${CLUB}-table-`);
    expect(await tablesOf()).toEqual(
      Object.fromEntries(links.map((link) => [link.name, link.sheetId])),
    );
    for (const link of links)
      expect(await slotOf(link.name)).toEqual({
        _id: expect.any(String),
        _rev: expect.any(String),
        taken: true,
      });
    // The series as the plan seats it, its tables' sheets started by the director.
    const seated = expectOk(nextSeries(planOf(SETUP), { kind: 'draw', seed: 'Advent' })).series[0];
    const docs = await nightDocs(key);
    const assigned = docs.map((row) => row.doc.event as { change: Record<string, unknown> });
    expect(assigned.map((e) => e.change.kind)).toEqual(
      expect.arrayContaining(['night-planned', 'series-assigned']),
    );
    const series = assigned.find((e) => e.change.kind === 'series-assigned')?.change;
    expect(series).toMatchObject({
      series: 0,
      assignment: { kind: 'draw', seed: 'Advent' },
      tables: seated?.tables.map((table, index) => ({
        table: table.table,
        players: table.players,
        sheetId: links[index]?.sheetId,
      })),
    });
    const starts = await docsIn(sheetDocRange(first.sheetId), NIGHT_DB);
    expect(starts).toHaveLength(3);
    expect(starts.every((row) => row.doc.author === 'clara')).toBe(true);
    const players = starts.find(
      (row) => (row.doc.event as { change: { kind: string } }).change.kind === 'players-renamed',
    )?.doc.event as { change: { playerNames: string[]; playerIds: string[] } };
    expect(players.change.playerIds).toEqual(seated?.tables[0]?.players);
    expect(players.change.playerNames).toEqual(
      seated?.tables[0]?.players.map((id) => PLAYERS.find((p) => p.playerId === id)?.name),
    );
    const rules = starts.find(
      (row) => (row.doc.event as { change: { kind: string } }).change.kind === 'rules-changed',
    )?.doc.event as { change: { setup: { players: number; plannedDeals: number } } };
    expect(rules.change.setup).toMatchObject({ players: 4, plannedDeals: 48 });
    expect((await docsIn(nightSheetsRange(key), NIGHT_DB)).length).toBe(6);
    expect(await docsIn(nightSheetsRange(key))).toEqual([]);

    // Another series needs two logins, one is free: refused, nothing of the series written,
    // nobody added, the one claimed on the way freed again.
    const another = { ...night, plan: { ...planOf(SETUP), series: [seated] } } as DirectorNight;
    expect(
      await assignSeries(club.clara, another, { kind: 'draw', seed: 'Advent-2' }, random),
    ).toEqual({
      ok: false,
      errors: [{ code: 'table-logins-in-use' }],
    });
    expect((await nightDocs(key)).length).toBe(2);
    expect(await members()).toEqual(links.map((link) => link.name));
    expect(typeof (await slotOf(`${CLUB}-table-03`)).free).toBe('string');

    // A table's phone writes its own sheet's deals, as itself, in slots of its series' length.
    expect(await tablesOf('tableDeals')).toEqual(
      Object.fromEntries(
        links.map((link, index) => [
          link.name,
          (seated?.tables[index]?.players.length ?? 0) === 4 ? 48 : 36,
        ]),
      ),
    );
    expect(
      (await put(NIGHT_DB, tableDeal(first.sheetId, first.name, 1), asTable(first))).status,
    ).toBe(201);
    // Not twice in a slot (the document is there: a conflict), not beyond its series' length
    // (issue 34 item 7).
    expect(
      (await put(NIGHT_DB, tableDeal(first.sheetId, first.name, 1), asTable(first))).status,
    ).toBe(409);
    const length = (seated?.tables[0]?.players.length ?? 0) === 4 ? 48 : 36;
    expect(
      (await put(NIGHT_DB, tableDeal(first.sheetId, first.name, length), asTable(first))).status,
    ).toBe(201);
    refusedWith(
      await put(NIGHT_DB, tableDeal(first.sheetId, first.name, length + 1), asTable(first)),
      'table-deal-beyond-series',
    );
    // The night's name, players and rules are the director's (issue 31 item 2).
    refusedWith(
      await put(NIGHT_DB, sheetEvent(first.sheetId, first.name), asTable(first)),
      'table-setup-fixed',
    );
    const pub = eventDoc(
      first.sheetId,
      first.name,
      event({ kind: 'rules-changed', setup: rules.change.setup as SheetSetup, preset: 'pub' }),
    );
    refusedWith(await put(NIGHT_DB, pub, asTable(first)), 'table-setup-fixed');
    // Not another table's sheet, not another sheet, not a night document.
    refusedWith(
      await put(NIGHT_DB, sheetEvent(second.sheetId, first.name), asTable(first)),
      'table-other-sheet',
    );
    refusedWith(
      await put(
        NIGHT_DB,
        sheetEvent('0b5f3c1e-8a2d-4f6b-9c7e-1d2a3b4c5d6e', first.name),
        asTable(first),
      ),
      'table-other-sheet',
    );
    const tablesNight = docOfNightEvent(key, {
      id: crypto.randomUUID(),
      at: Date.now(),
      author: first.name,
      change: { kind: 'night-closed' },
    });
    refusedWith(await put(NIGHT_DB, tablesNight, asTable(first)), 'table-other-sheet');
    // A member writes no night's sheet and no night document.
    refusedWith(
      await put(CLUB, sheetEvent(first.sheetId, 'anna'), text(ANNA)),
      'night-sheet-table-only',
    );
    const annasNight = docOfNightEvent(key, {
      id: crypto.randomUUID(),
      at: Date.now(),
      author: 'anna',
      change: { kind: 'night-closed' },
    });
    refusedWith(await put(CLUB, annasNight, text(ANNA)), 'night-director-only');
    // The director forges no author, and changes no night document.
    refusedWith(await put(CLUB, { ...annasNight }, text(CLARA)), 'author-not-user');
    const planned = docs.find(
      (row) => (row.doc.event as { change: { kind: string } }).change.kind === 'night-planned',
    )?.doc as { _id: string; event: { change: object } };
    refusedWith(
      await put(
        CLUB,
        { ...planned, event: { ...planned.event, change: { kind: 'night-closed' } } },
        text(CLARA),
      ),
      'event-immutable',
    );

    // Any member reads the nights.
    expect(expectOk(await readNights(club.anna))).toEqual([
      { key, name: 'Vereinsabend', date: '2026-11-27', closed: false, results: null },
    ]);

    // Closing: the results, the night closed, the tables shut out and their logins freed.
    expectOk(await closeNight(club.clara, { ...night, tables: [[]] }, RESULTS));
    expect(await members()).toEqual([]);
    expect(await tablesOf()).toEqual({});
    expect(await tablesOf('tableDeals')).toEqual({});
    for (const link of links) expect(typeof (await slotOf(link.name)).free).toBe('string');
    const refused = await put(NIGHT_DB, sheetEvent(first.sheetId, first.name), asTable(first));
    expect([401, 403]).toContain(refused.status);
    const login = await call(server(), 'POST', '/_session', {
      body: { name: second.name, password: second.token },
    });
    expect(login.status).toBe(401);
    expect(tableLinks(key)).toEqual([]);
    // The night's sheets are at home in the club's database, the night database emptied.
    expect((await docsIn(nightSheetsRange(key))).length).toBe(8);
    expect(await docsIn(nightSheetsRange(key), NIGHT_DB)).toEqual([]);
    // The director still corrects a table's sheet, on the record as the director.
    expect((await put(CLUB, sheetEvent(first.sheetId, 'clara'), text(CLARA))).status).toBe(201);
    const corrected = RESULTS.map((result, index) =>
      index === 0 ? { ...result, seegerFabian: 150 } : result,
    );
    expectOk(await writeResults(club.clara, key, corrected));
    expect(expectOk(await readNights(club.anna))).toEqual([
      { key, name: 'Vereinsabend', date: '2026-11-27', closed: true, results: corrected },
    ]);
    // A closed night seats no more series.
    expect(
      await assignSeries(
        club.clara,
        { ...night, closed: { at: 1, author: 'clara' } },
        {
          kind: 'draw',
          seed: 'x',
        },
      ),
    ).toEqual({ ok: false, errors: [{ code: 'night-closed' }] });
    // The freed logins seat the next night's tables.
    const nextKey = expectOk(await createNight(club.clara, SETUP));
    const next = { ...night, key: nextKey };
    const nextLinks = expectOk(
      await assignSeries(club.clara, next, { kind: 'draw', seed: 'Nikolaus' }),
    );
    expect(nextLinks.map((link) => link.name)).toEqual(links.map((link) => link.name));
    const [nextFirst] = nextLinks as [GuestLink];
    expect(
      (await put(NIGHT_DB, tableDeal(nextFirst.sheetId, nextFirst.name, 1), asTable(nextFirst)))
        .status,
    ).toBe(201);
    expectOk(await closeNight(club.clara, { ...next, tables: [[]] }, RESULTS));
  }, 60_000);
});

describe('the public standings', () => {
  const STANDINGS: PublicStandings = {
    name: 'Vereinsabend',
    date: '2026-11-27',
    closed: false,
    seriesCount: 2,
    rows: [
      {
        rank: 1,
        name: 'Anna',
        seegerFabian: 120,
        won: 3,
        lost: 0,
        bySeries: [{ seegerFabian: 120, won: 3, lost: 0 }],
      },
    ],
    tables: [{ series: 0, table: 1, deals: 5, of: 48 }],
    updatedAt: Date.UTC(2026, 10, 27, 20),
  };
  const publicDb = () => publicDatabaseOf(`${server().url}/${CLUB}`);

  test('the director writes them; anyone reads them without a login', async () => {
    expect(publicDb()).toBe(`${server().url}/${CLUB}-public`);
    expect(await readPublicStandings(publicDb(), 'abcdef01')).toEqual({
      ok: false,
      errors: ['not-found'],
    });
    expectOk(await publishStandings(club.clara, { ...STANDINGS, key: 'abcdef01' }));
    expect(expectOk(await readPublicStandings(publicDb(), 'abcdef01'))).toEqual(STANDINGS);
    const later = { ...STANDINGS, closed: true, updatedAt: STANDINGS.updatedAt + 1 };
    expectOk(await publishStandings(club.clara, { ...later, key: 'abcdef01' }));
    expect(expectOk(await readPublicStandings(publicDb(), 'abcdef01'))).toEqual(later);
    // Read as a browser without any cookie: the plain address answers.
    const plain = await call(server(), 'GET', `/${CLUB}-public/${standingsDocId('abcdef01')}`);
    expect(plain.status).toBe(200);
  });

  // Issue 31, item 8: the director's screen logged a 404 (read before the first write) and 409s
  // (its own writes at once), and an older write retried after a 409 could land after a newer.
  test('writes asked for at once go one at a time, the newest last, with no 404 or 409', async () => {
    const statuses: number[] = [];
    const fetcher = club.clara.fetch ?? fetch;
    const recording: ClubAccess = {
      ...club.clara,
      fetch: async (url, init) => {
        const response = await fetcher(url, init);
        statuses.push(response.status);
        return response;
      },
    };
    const versions = [1, 2, 3, 4].map((n) => ({
      ...STANDINGS,
      updatedAt: STANDINGS.updatedAt + n,
    }));
    const results = await Promise.all(
      versions.map((standings) => publishStandings(recording, { ...standings, key: 'abcdef05' })),
    );
    for (const result of results) expectOk(result);
    expect(expectOk(await readPublicStandings(publicDb(), 'abcdef05'))).toEqual(versions[3]);
    expect(statuses.filter((status) => status >= 400)).toEqual([]);
    // The first write, then only the newest of those asked for meanwhile: two reads, two writes.
    expect(statuses).toHaveLength(4);
  });

  test('a member or an anonymous writer is refused; other documents are refused', async () => {
    expect(await publishStandings(club.anna, { ...STANDINGS, key: 'abcdef02' })).toEqual({
      ok: false,
      errors: [{ code: 'night-director-only' }],
    });
    const doc = { _id: standingsDocId('abcdef03'), ...STANDINGS };
    refusedWith(await put(`${CLUB}-public`, doc), 'night-director-only');
    refusedWith(await put(`${CLUB}-public`, doc, text(ANNA)), 'night-director-only');
    refusedWith(await put(`${CLUB}-public`, { _id: 'note' }, text(CLARA)), 'doc-malformed');
    expect(await readPublicStandings(publicDb(), 'abcdef03')).toEqual({
      ok: false,
      errors: ['not-found'],
    });
  });

  test('a damaged document reads as damaged', async () => {
    const damaged = { _id: standingsDocId('abcdef04'), ...STANDINGS, rows: [{ rank: 'first' }] };
    expect((await put(`${CLUB}-public`, damaged, text(CLARA))).status).toBe(201);
    expect(await readPublicStandings(publicDb(), 'abcdef04')).toEqual({
      ok: false,
      errors: ['damaged'],
    });
  });
});
