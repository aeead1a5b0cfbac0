// The club's rules on a real running server (Apache CouchDB 3.5 on 127.0.0.1, set up by club-setup):
// each refusal the issue names, proved by a write the server refuses with its code.
import { beforeAll, describe, expect, test } from 'vitest';
import { eventDoc, type ClubEventDoc } from '../../src/sync/protocol/event-doc';
import { clubSetup } from '../../scripts/club/setup';
import { MAX_CLOCK, MAX_CLOCK_STEP } from '../../src/domain/log-bounds';
import { call, clubServerForFile, type Answer } from './club-server';
import { biggestLegalDoc, docOfSize, event, MAX_EVENT_DOC_CHARS, renameDoc } from './events';
import { randomUUID } from 'node:crypto';

const server = clubServerForFile(0);

const ADMIN = 'admin:admin-secret';
const ANNA = 'anna:anna-secret';
const BEN = 'ben:ben-secret';
const CLARA = 'clara:clara-secret';
const OLGA = 'olga:olga-secret';

function login(text: string) {
  const [name = '', password = ''] = text.split(':');
  return { name, password };
}

beforeAll(async () => {
  await clubSetup({
    url: server().url,
    admin: login(ADMIN),
    club: 'demo',
    members: [login(ANNA), login(BEN)],
    clubAdmins: [login(CLARA)],
  });
  // Another club on the same server, with a user of its own.
  await clubSetup({
    url: server().url,
    admin: login(ADMIN),
    club: 'other',
    members: [login(OLGA)],
  });
}, 60_000);

const put = (doc: ClubEventDoc | Record<string, unknown>, as?: string) =>
  call(server(), 'PUT', `/demo/${encodeURIComponent(String(doc._id))}`, {
    body: doc,
    ...(as ? { login: as } : {}),
  });
const get = (id: string, as?: string) =>
  call(server(), 'GET', `/demo/${encodeURIComponent(id)}`, as ? { login: as } : {});

function refusedWith(answer: Answer, code: string) {
  expect(answer).toMatchObject({ status: 403, body: { error: 'forbidden', reason: code } });
}

/** A stored event of anna's, and its revision. */
async function stored(): Promise<ClubEventDoc & { _rev: string }> {
  const doc = renameDoc('anna');
  const answer = await put(doc, ANNA);
  expect(answer.status).toBe(201);
  return { ...doc, _rev: (answer.body as { rev: string }).rev };
}

describe('a member', () => {
  test('writes a new event as themself, and reads it back', async () => {
    const doc = await stored();
    const answer = await get(doc._id, BEN);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ author: 'anna', event: doc.event, sheetId: doc.sheetId });
  });

  test('writes the biggest event the app allows', async () => {
    expect((await put(biggestLegalDoc('anna'), ANNA)).status).toBe(201);
  });

  test('cannot change an event', async () => {
    const doc = await stored();
    const changed = {
      ...doc,
      event: { ...doc.event, change: { kind: 'sheet-renamed', name: 'B' } },
    };
    refusedWith(await put(changed, ANNA), 'event-immutable');
    refusedWith(await put(doc, ANNA), 'event-immutable');
    expect((await get(doc._id, ANNA)).body).toMatchObject({ _rev: doc._rev, event: doc.event });
  });

  test('cannot delete an event; a club admin removes it (a sheet taken off the server)', async () => {
    const doc = await stored();
    const path = `/demo/${encodeURIComponent(doc._id)}?rev=${doc._rev}`;
    refusedWith(await call(server(), 'DELETE', path, { login: ANNA }), 'event-immutable');
    refusedWith(await put({ ...doc, _deleted: true }, ANNA), 'event-immutable');
    expect((await get(doc._id, ANNA)).status).toBe(200);
    expect((await call(server(), 'DELETE', path, { login: CLARA })).status).toBe(200);
    expect((await get(doc._id, ANNA)).status).toBe(404);
  });

  test('cannot write a deletion of an event that was never there (issue 34: ends sharing everywhere)', async () => {
    const doc = renameDoc('anna');
    refusedWith(await put({ ...doc, _deleted: true }, ANNA), 'event-immutable');
    // Nothing stored, not even a deleted revision the phones would read as a club admin's removal.
    const read = await call(server(), 'GET', `/demo/${encodeURIComponent(doc._id)}?deleted=true`, {
      login: ANNA,
    });
    expect(read.status).toBe(404);
    const bulk = await call(server(), 'POST', '/demo/_bulk_docs', {
      login: ANNA,
      body: { docs: [{ ...renameDoc('anna'), _deleted: true }] },
    });
    expect(bulk.body).toEqual([
      expect.objectContaining({ error: 'forbidden', reason: 'event-immutable' }),
    ]);
  });

  test('cannot write a clock past the one bound the phones share (issue 34: 2^32 split a sheet)', async () => {
    const seen = [randomUUID()];
    const at = (clock: number) =>
      eventDoc(randomUUID(), 'anna', event({ kind: 'sheet-renamed', name: 'x' }, { clock }), seen);
    expect((await put(at(MAX_CLOCK), ANNA)).status).toBe(201);
    refusedWith(await put(at(MAX_CLOCK + 1), ANNA), 'doc-malformed');
    refusedWith(await put(at(2 ** 40), ANNA), 'doc-malformed');
  });

  test('cannot jump a clock more than a step past 0 when it names no event seen', async () => {
    const at = (clock: number, seen?: string[]) =>
      eventDoc(randomUUID(), 'anna', event({ kind: 'sheet-renamed', name: 'x' }, { clock }), seen);
    expect((await put(at(MAX_CLOCK_STEP), ANNA)).status).toBe(201);
    expect((await put(at(MAX_CLOCK_STEP, []), ANNA)).status).toBe(201);
    refusedWith(await put(at(MAX_CLOCK_STEP + 1), ANNA), 'doc-malformed');
    refusedWith(await put(at(MAX_CLOCK_STEP + 1, []), ANNA), 'doc-malformed');
    // Naming one seen, the rest is the phones' to judge (sync/live/incoming.ts sortIncoming).
    expect((await put(at(MAX_CLOCK_STEP + 1, [randomUUID()]), ANNA)).status).toBe(201);
  });

  test('cannot write an event authored by someone else', async () => {
    refusedWith(await put(renameDoc('ben'), ANNA), 'author-not-user');
    refusedWith(await put(renameDoc('anna'), CLARA), 'author-not-user');
  });

  test('cannot start a conflicting branch of another author’s event (as replication would)', async () => {
    const bens = renameDoc('ben');
    expect((await put(bens, BEN)).status).toBe(201);
    const forged = { ...bens, _rev: '1-ffffffffffffffffffffffffffffffff' };
    const answer = await call(server(), 'POST', '/demo/_bulk_docs', {
      login: ANNA,
      body: { new_edits: false, docs: [{ ...forged, author: 'anna' }, forged] },
    });
    // pouchdb-server hands the stored revision as oldDoc (event-immutable); CouchDB validates a new
    // branch without one, and the id naming ben refuses it (doc-malformed, author-not-user).
    expect(answer.body).toEqual([
      expect.objectContaining({ error: 'forbidden' }),
      expect.objectContaining({ error: 'forbidden' }),
    ]);
    const now = await call(
      server(),
      'GET',
      `/demo/${encodeURIComponent(bens._id)}?conflicts=true`,
      {
        login: BEN,
      },
    );
    expect(now.body).not.toHaveProperty('_conflicts');
  });

  test('cannot write an unknown kind of event', async () => {
    const doc = renameDoc('anna');
    refusedWith(
      await put({ ...doc, event: { ...doc.event, change: { kind: 'deal-stolen' } } }, ANNA),
      'kind-unknown',
    );
  });

  test('cannot write an oversized event; one at the bound is taken', async () => {
    refusedWith(await put(docOfSize('anna', MAX_EVENT_DOC_CHARS + 1), ANNA), 'doc-too-large');
    refusedWith(await put(docOfSize('anna', 1_000_000), ANNA), 'doc-too-large');
    expect((await put(docOfSize('anna', MAX_EVENT_DOC_CHARS), ANNA)).status).toBe(201);
  });

  test('cannot write other documents, nor replace the rules', async () => {
    refusedWith(await put({ _id: 'note', text: 'hi' }, ANNA), 'doc-malformed');
    const design = await get('_design/club', ANNA);
    expect(design.status).toBe(200);
    const rewrite = await put(
      { ...(design.body as object), validate_doc_update: 'function () {}' },
      ANNA,
    );
    expect([401, 403]).toContain(rewrite.status);
    const before = await call(server(), 'GET', '/demo/_security', { login: ADMIN });
    const security = await call(server(), 'PUT', '/demo/_security', { login: ANNA, body: {} });
    // CouchDB 3.5 refuses a member's write of the security with 500 no_majority (nothing changed).
    expect(security.status).toBeGreaterThanOrEqual(400);
    const after = await call(server(), 'GET', '/demo/_security', { login: ADMIN });
    expect(after.body).toEqual(before.body);
    expect(after.body).not.toEqual({});
  });
});

describe('outsiders', () => {
  test('another club’s user neither reads nor writes', async () => {
    const doc = await stored();
    expect([401, 403]).toContain((await get(doc._id, OLGA)).status);
    expect([401, 403]).toContain(
      (await call(server(), 'GET', '/demo/_all_docs', { login: OLGA })).status,
    );
    const write = await put(renameDoc('olga'), OLGA);
    expect([401, 403]).toContain(write.status);
    // Their own club is theirs.
    const own = eventDoc('s-olga', 'olga', event({ kind: 'sheet-renamed', name: 'x' }));
    const answer = await call(server(), 'PUT', `/other/${encodeURIComponent(own._id)}`, {
      login: OLGA,
      body: own,
    });
    expect(answer.status).toBe(201);
  });

  test('anonymous users neither read nor write', async () => {
    const doc = await stored();
    expect((await get(doc._id)).status).toBe(401);
    expect((await call(server(), 'GET', '/demo/_all_docs')).status).toBe(401);
    expect((await call(server(), 'GET', '/demo/_changes')).status).toBe(401);
    const doc1 = renameDoc('anna');
    expect((await put(doc1)).status).toBe(401);
    const doc2 = renameDoc('anna');
    const bulk = await call(server(), 'POST', '/demo/_bulk_docs', { body: { docs: [doc2] } });
    // CouchDB refuses the whole request (401); pouchdb-server answers 201 with the doc refused.
    if (bulk.status !== 401) {
      expect(bulk.body).toEqual([expect.objectContaining({ id: doc2._id, error: 'unauthorized' })]);
    }
    expect((await get(doc2._id, ANNA)).status).toBe(404);
    expect((await get(doc1._id, ANNA)).status).toBe(404);
  });

  test('a wrong password is no login', async () => {
    expect((await get('_design/club', 'anna:wrong')).status).toBe(401);
  });
});
