// Issue 34, item 5: what a per-member write bound at the server rests on, on Apache CouchDB 3.5
// (docs/live-flood.md, "A bound per member: the design"). A bound by the id space (each member's
// documents in a sheet in numbered slots, the number at most a bound) fails today because a
// replicated write (`new_edits: false`, what every phone's push sends) with a revision of the
// writer's own starts a new branch of a taken slot, validated with no old document. Here: when
// the validation demands the one revision a slot's id fixes, every slot holds one revision
// whatever a member writes; without that demand, the same writes add a branch. The slot form
// and its revision are not the app's yet (the phones write random revisions): this pins the
// server's behaviour the design counts on.
import { beforeAll, describe, expect, test } from 'vitest';
import { TEST_ADMIN } from '../../scripts/club/local-server';
import { call, clubServerForFile } from './club-server';

const server = clubServerForFile(2, [6543, 6544, 6545]);
const ADMIN = `${TEST_ADMIN.name}:${TEST_ADMIN.password}`;

/** The revision a slot's id fixes: generation 1, its number in the last 32 hex digits. */
function fixedRev(slot: number): string {
  return `1-${slot.toString(16).padStart(32, '0')}`;
}

/**
 * A slot's validation (plain ES5, as CouchDB runs it): a slot written once, never changed, and
 * (with `fixed`) only under the revision its id fixes, so a replicated branch is refused.
 */
function validation(fixed: boolean): string {
  return `function (newDoc, oldDoc) {
  if (oldDoc && !oldDoc._deleted) throw { forbidden: 'event-immutable' };
  var slot = parseInt(String(newDoc._id).split(':').pop(), 10);
  var rev = '1-' + ('00000000000000000000000000000000' + slot.toString(16)).slice(-32);
  if (${String(fixed)} && newDoc._rev !== rev) throw { forbidden: 'slot-revision' };
}`;
}

/** A path of three revision ids of one's own. */
const deep = (letters: string) => [...letters].map((letter) => letter.repeat(32));

/** Every way a member can write a slot again: each answer, and the slot's leaves afterwards. */
async function writeAgain(database: string): Promise<{ codes: string[]; leaves: number }> {
  const id = 'slot:7';
  const bulk = (docs: unknown[]) =>
    call(server(), 'POST', `/${database}/_bulk_docs`, {
      login: ADMIN,
      body: { new_edits: false, docs },
    });
  const first = await bulk([{ _id: id, _rev: fixedRev(7), value: 'first' }]);
  expect(first.status).toBe(201);
  const other = 'abcdef00000000000000000000000000';
  const tries = [
    // the same revision, another body: CouchDB keeps what it holds
    [{ _id: id, _rev: fixedRev(7), value: 'second' }],
    // another revision of generation 1: a new branch, validated with no old document
    [{ _id: id, _rev: `1-${other}`, value: 'branch' }],
    // a child of the slot's revision: validated with it as the old document
    [
      {
        _id: id,
        _rev: `2-${other}`,
        _revisions: { start: 2, ids: [other, fixedRev(7).slice(2)] },
        value: 'child',
      },
    ],
    // a deeper branch of its own
    [
      {
        _id: id,
        _rev: `3-${'c'.repeat(32)}`,
        _revisions: { start: 3, ids: ['cba'].flatMap(deep) },
      },
    ],
  ];
  const codes: string[] = [];
  for (const docs of tries) {
    const answer = await bulk(docs);
    expect(answer.status).toBe(201);
    const results = answer.body as { error?: string; reason?: string }[];
    codes.push(results[0]?.reason ?? 'taken');
  }
  const leaves = await call(server(), 'GET', `/${database}/${id}?open_revs=all`, {
    login: ADMIN,
    headers: { accept: 'application/json' },
  });
  const found = leaves.body as { ok?: { value?: string } }[];
  expect(found.some((leaf) => leaf.ok?.value === 'first')).toBe(true);
  return { codes, leaves: found.filter((leaf) => leaf.ok).length };
}

async function database(name: string, fixed: boolean): Promise<void> {
  expect((await call(server(), 'PUT', `/${name}`, { login: ADMIN })).status).toBe(201);
  const design = { validate_doc_update: validation(fixed) };
  const put = await call(server(), 'PUT', `/${name}/_design/slots`, { login: ADMIN, body: design });
  expect(put.status).toBe(201);
}

describe('a slot bound on CouchDB 3.5: one revision per slot', () => {
  beforeAll(async () => {
    await database('fixed', true);
    await database('free', false);
  }, 60_000);

  test('with the fixed revision demanded, no write adds a second version to a slot', async () => {
    const { codes, leaves } = await writeAgain('fixed');
    expect(codes).toEqual(['taken', 'slot-revision', 'event-immutable', 'slot-revision']);
    expect(leaves).toBe(1);
  });

  test('without it, a replicated write of a revision of its own starts a branch', async () => {
    const { leaves } = await writeAgain('free');
    expect(leaves).toBeGreaterThan(1);
  });
});
