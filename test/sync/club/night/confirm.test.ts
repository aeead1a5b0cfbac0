// @vitest-environment jsdom
// Each table confirms its list (issue 33), on Apache CouchDB 3.5: the director's series gives each
// player at a table a PIN (in the night database's `_security`, read back for the director's
// screen); the table's phone confirms for a player with that PIN; the server refuses a wrong PIN,
// a player not at the table, another table's login and a member with a code; the director's feed
// shows who confirmed and who is waited for; a deal after the confirmation withdraws it; closing
// the night copies the confirmations home with the sheets.
import { expect, test } from 'vitest';
import { eventDoc } from '../../../../src/sync/protocol/event-doc';
import { listDigest } from '../../../../src/domain/tournament/list-confirmation';
import { implicitPlayerId } from '../../../../src/domain/roster';
import { tableDealEventId, type NightSetup } from '../../../../src/domain/tournament/night-log';
import { guestAuthorization } from '../../../../src/sync/club/guest';
import type { GuestLink } from '../../../../src/sync/club/guest-store';
import {
  confirmList,
  readTableConfirmations,
  readTablePins,
} from '../../../../src/sync/club/night/confirm';
import { MAX_CONFIRM_TRIES, tryDoc } from '../../../../src/sync/club/night/confirm-doc';
import { assignSeries, closeNight, createNight } from '../../../../src/sync/club/night/director';
import { readNight } from '../../../../src/sync/club/night/feed';
import { nightDatabaseOf } from '../../../../src/sync/club/night/night-database';
import { call } from '../../../club/club-server';
import { clubsWon, expectOk } from '../../../support/db-fixtures';
import { ANNA, NIGHT_PLAYERS, NIGHT_SETUP, nightServerForFile, text } from './night-club';

const CLUB = 'skatclub';
const { server, club } = nightServerForFile(CLUB, [6421, 6422, 6423, 6424], { tableLogins: 2 });

// Ids of the app's own form (`p-…`), not the night roster's `name:…`.
const PLAYERS = NIGHT_PLAYERS.map(({ name }) => ({ playerId: `p-${name}`, name }));

/** One series, no fee for higher games, one prize. */
const SETUP: NightSetup = {
  ...NIGHT_SETUP,
  players: PLAYERS,
  seriesCount: 1,
  fees: { ...NIGHT_SETUP.fees, higher: null },
  prizes: { shares: [100], source: 'entry' },
};

/** The table's first deal, written as its login (as its phone's replication would). */
async function firstDeal(link: GuestLink): Promise<void> {
  const id = tableDealEventId(link.sheetId, 1);
  const event = {
    id,
    device: crypto.randomUUID(),
    clock: 2,
    at: Date.now(),
    change: { kind: 'deal-added' as const, dealId: crypto.randomUUID(), deal: clubsWon(1) },
  };
  const doc = eventDoc(link.sheetId, link.name, event);
  const answer = await fetch(`${link.database}/${encodeURIComponent(doc._id)}`, {
    method: 'PUT',
    headers: { ...guestAuthorization(link), 'content-type': 'application/json' },
    body: JSON.stringify(doc),
  });
  expect(answer.status).toBe(201);
}

const stateOf = (view: Awaited<ReturnType<typeof readNight>>, sheetId: string) =>
  expectOk(view)
    .confirmations?.find((table) => table.sheetId === sheetId)
    ?.players.map(({ playerId, state }) => [playerId, state]);

test('a table confirms its list with PINs; who is not at the table is refused; a change withdraws', async () => {
  const key = expectOk(await createNight(club.clara, SETUP));
  const night = { key, setup: SETUP, plan: { ...SETUP, series: [] }, tables: [], closed: null };
  const links = expectOk(await assignSeries(club.clara, night, { kind: 'draw', seed: 'Advent' }));
  const [one, two] = links;
  if (!one || !two) throw new Error('two tables');
  const nightDb = expectOk(await nightDatabaseOf(club.clara, key));
  if (!nightDb) throw new Error('a night database');
  const pins = expectOk(await readTablePins(nightDb));
  const atOne = Object.keys(pins[one.name] ?? {});
  const atTwo = Object.keys(pins[two.name] ?? {});
  expect([...atOne, ...atTwo].sort()).toEqual(PLAYERS.map((p) => p.playerId).sort());
  for (const pin of [...Object.values(pins[one.name] ?? {})]) expect(pin).toMatch(/^\d{4}$/);

  const empty = listDigest([]);
  const [first = ''] = atOne;
  const pinOf = (playerId: string) => pins[one.name]?.[playerId] ?? '';
  const wrong = String((Number(pinOf(first)) + 1) % 10_000).padStart(4, '0');
  // A wrong PIN, a player of the other table, and another table's login: refused, with codes.
  expect(await confirmList(one, { playerId: first, pin: wrong, list: empty })).toEqual({
    ok: false,
    errors: ['confirm-pin-wrong'],
  });
  const stranger = atTwo[0] ?? '';
  const strangerPin = pins[two.name]?.[stranger] ?? '';
  expect(await confirmList(one, { playerId: stranger, pin: strangerPin, list: empty })).toEqual({
    ok: false,
    errors: ['confirm-not-at-table'],
  });
  const otherLogin = { ...two, sheetId: one.sheetId };
  expect(
    await confirmList(otherLogin, { playerId: stranger, pin: strangerPin, list: empty }),
  ).toEqual({ ok: false, errors: ['table-other-sheet'] });
  // A member with curl, writing a confirmation in the club's database as herself.
  const forged = tryDoc(
    {
      id: crypto.randomUUID(),
      at: Date.now(),
      playerId: first,
      list: empty,
      sheetId: one.sheetId,
      author: ANNA.name,
    },
    pinOf(first),
    1,
  );
  const byMember = await call(server(), 'PUT', `/${CLUB}/${encodeURIComponent(forged._id)}`, {
    login: text(ANNA),
    body: forged,
  });
  expect(byMember).toMatchObject({ status: 403, body: { reason: 'confirm-not-at-table' } });

  // Each player at table one confirms the (empty) list: confirmed; table two waits.
  for (const playerId of atOne)
    expectOk(await confirmList(one, { playerId, pin: pinOf(playerId), list: empty }));
  const confirmed = await readNight(club.clara, key);
  expect(stateOf(confirmed, one.sheetId)).toEqual(atOne.map((id) => [id, 'confirmed']));
  expect(stateOf(confirmed, two.sheetId)).toEqual(atTwo.map((id) => [id, 'waiting']));
  expect(expectOk(confirmed).confirmed).toHaveLength(atOne.length);

  // A deal after the confirmations: every one of them withdrawn.
  await firstDeal(one);
  const changed = await readNight(club.clara, key);
  expect(stateOf(changed, one.sheetId)).toEqual(atOne.map((id) => [id, 'withdrawn']));

  // Closing the night copies the confirmations home with the sheets: still on the record.
  expectOk(await closeNight(club.clara, night, []));
  const closed = expectOk(await readNight(club.clara, key));
  expect(closed.confirmed).toHaveLength(atOne.length);
  expect(stateOf({ ok: true, value: closed }, one.sheetId)).toEqual(
    atOne.map((id) => [id, 'withdrawn']),
  );
}, 90_000);

/** A document written as a table's login, by PUT, or by `_bulk_docs` as replication writes. */
async function asTable(link: GuestLink, doc: Record<string, unknown>, replicated = false) {
  const path = replicated ? '_bulk_docs' : encodeURIComponent(String(doc['_id']));
  const answer = await fetch(`${link.database}/${path}`, {
    method: replicated ? 'POST' : 'PUT',
    headers: { ...guestAuthorization(link), 'content-type': 'application/json' },
    body: JSON.stringify(replicated ? { docs: [doc], new_edits: false } : doc),
  });
  return { status: answer.status, body: (await answer.json()) as unknown };
}

/** Night `setup` created and seated (drawn by its name): its first table and the PINs there. */
async function firstTable(setup: NightSetup) {
  const key = expectOk(await createNight(club.clara, setup));
  const night = { key, setup, plan: { ...setup, series: [] }, tables: [], closed: null };
  const [one] = expectOk(await assignSeries(club.clara, night, { kind: 'draw', seed: setup.name }));
  if (!one) throw new Error('a table');
  const nightDb = expectOk(await nightDatabaseOf(club.clara, key));
  if (!nightDb) throw new Error('a night database');
  return { key, night, one, pins: expectOk(await readTablePins(nightDb))[one.name] ?? {} };
}

test(`a player's PIN may be tried ${MAX_CONFIRM_TRIES} times at a table; the next try is refused even with the right PIN`, async () => {
  const { night, one, pins } = await firstTable({ ...SETUP, name: 'Bound' });
  const [first = '', second = ''] = Object.keys(pins);
  const right = pins[first] ?? '';
  const wrong = String((Number(right) + 1) % 10_000).padStart(4, '0');
  const list = listDigest([]);
  const slot = (n: number, pin: string, state = 'try') => ({
    _id: `sheet:${one.sheetId}:confirm:${first}:try:${n}:by:${one.name}`,
    sheetId: one.sheetId,
    author: one.name,
    state,
    confirm: { id: crypto.randomUUID(), at: Date.now(), playerId: first, list, pin, try: n },
  });

  // A try is taken whatever its PIN; judged with another PIN than its own: refused; with its own
  // (wrong) PIN: refused, and the slot stays spent.
  const tried = slot(1, wrong);
  const put = await asTable(one, tried);
  expect(put.status).toBe(201);
  const rev = (put.body as { rev: string }).rev;
  const swapped = {
    ...tried,
    _rev: rev,
    state: 'confirmed',
    confirm: { ...tried.confirm, pin: right },
  };
  expect(await asTable(one, swapped)).toMatchObject({
    status: 403,
    body: { reason: 'event-immutable' },
  });
  const judged = { ...tried, _rev: rev, state: 'confirmed' };
  expect(await asTable(one, judged)).toMatchObject({
    status: 403,
    body: { reason: 'confirm-pin-wrong' },
  });

  // A replicated write (a revision of its own) of the spent slot, a fresh branch to judge again:
  // refused, so no one gets a second judgement of a slot.
  const branch = { ...slot(1, right), _rev: '1-ffffffffffffffffffffffffffffffff' };
  expect((await asTable(one, branch, true)).body).toEqual([
    expect.objectContaining({ error: 'forbidden', reason: 'event-immutable' }),
  ]);
  // Every other slot spent with a wrong PIN, through the app's own code.
  for (let n = 2; n <= MAX_CONFIRM_TRIES; n += 1) {
    expect(await confirmList(one, { playerId: first, pin: wrong, list })).toEqual({
      ok: false,
      errors: ['confirm-pin-wrong'],
    });
  }
  // The next try, with the right PIN: refused, with its own code, by the server.
  expect(await confirmList(one, { playerId: first, pin: right, list })).toEqual({
    ok: false,
    errors: ['confirm-tries-spent'],
  });
  expect(await asTable(one, slot(MAX_CONFIRM_TRIES + 1, right))).toMatchObject({
    status: 403,
    body: { reason: 'confirm-tries-spent' },
  });
  // The table reads what is spent; another player's first try still confirms.
  const read = expectOk(await readTableConfirmations(one));
  expect(read).toEqual({ confirmations: [], triesUsed: { [first]: MAX_CONFIRM_TRIES } });
  const pin = pins[second] ?? '';
  expectOk(await confirmList(one, { playerId: second, pin, list }));
  const after = expectOk(await readTableConfirmations(one));
  expect(after.confirmations.map((c) => c.playerId)).toEqual([second]);
  expect(after.triesUsed).toEqual({ [first]: MAX_CONFIRM_TRIES, [second]: 1 });
  expectOk(await closeNight(club.clara, night, []));
}, 120_000);

// The night's form gives a typed name without a roster player the implicit id "name:<name>"
// (NightsScreen: implicitPlayerId): such a player's confirmation is judged by its PIN like any
// other, not refused for its id's form (it was: doc-malformed, so a typed night never confirmed).
test('players typed by name ("name:Anna") confirm with their PINs; a wrong one is refused as such', async () => {
  const typed = PLAYERS.map(({ name }) => ({ playerId: implicitPlayerId(name), name }));
  const setup = { ...SETUP, name: 'Typed', players: typed };
  const { key, night, one, pins } = await firstTable(setup);
  const [first = '', second = ''] = Object.keys(pins);
  expect(first).toMatch(/^name:/);
  const list = listDigest([]);
  const pin = pins[first] ?? '';
  const wrong = String((Number(pin) + 1) % 10_000).padStart(4, '0');
  expect(await confirmList(one, { playerId: first, pin: wrong, list })).toEqual({
    ok: false,
    errors: ['confirm-pin-wrong'],
  });
  expectOk(await confirmList(one, { playerId: first, pin, list, from: 1 }));
  expectOk(await confirmList(one, { playerId: second, pin: pins[second] ?? '', list }));
  const read = expectOk(await readTableConfirmations(one));
  expect(read.confirmations.map((c) => c.playerId).sort()).toEqual([first, second].sort());
  // Closing copies them home as the club admin: the same form is taken there too.
  expectOk(await closeNight(club.clara, night, []));
  expect(expectOk(await readNight(club.clara, key)).confirmed).toHaveLength(2);
}, 90_000);
