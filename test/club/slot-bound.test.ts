// Issue 34, items 5 and 6 at the server (Apache CouchDB 3.5, set up by club-setup): a member's
// events in a sheet live in numbered slots of their own, below a bound, each under the one
// revision its id fixes. Past the bound, in another author's slot, or as a second version of a
// slot (all four ways a member can write one again), the server adds nothing.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, test } from 'vitest';
import { clubSetup } from '../../scripts/club/setup';
import { MAX_DEVICE_SLOTS, MAX_SLOT_EVENTS } from '../../src/sync/protocol/bounds';
import {
  deviceClaimDocId,
  eventSlotDocId,
  eventSlotRevision,
  fixedRevision,
} from '../../src/sync/protocol/ids';
import { call, clubServerForFile } from './club-server';
import { renameDoc } from './events';

const server = clubServerForFile(3);
const ADMIN = 'admin:admin-secret';
const ANNA = 'anna:anna-secret';
const BEN = 'ben:ben-secret';

beforeAll(async () => {
  const login = (text: string) => {
    const [name = '', password = ''] = text.split(':');
    return { name, password };
  };
  await clubSetup({
    url: server().url,
    admin: login(ADMIN),
    club: 'demo',
    members: [login(ANNA), login(BEN)],
  });
}, 60_000);

/** An event of `author`'s in slot (device, n) of a sheet, under the slot's fixed revision. */
function slotDoc(author: string, device: number, n: number, sheetId = randomUUID()) {
  const doc = renameDoc(author, 'Club night', sheetId);
  return {
    ...doc,
    _id: eventSlotDocId(sheetId, author, device, n),
    _rev: eventSlotRevision(device, n),
  };
}

/**
 * A replicated write (what a phone's push sends): each document's refusal code, or 'taken'
 * (with `new_edits: false` CouchDB answers with the refused documents only).
 */
async function replicated(
  as: string,
  docs: readonly { readonly _id: string; readonly _rev: string; readonly _revisions?: unknown }[],
): Promise<string[]> {
  const answer = await call(server(), 'POST', '/demo/_bulk_docs', {
    login: as,
    body: { new_edits: false, docs },
  });
  expect(answer.status).toBe(201);
  const errors = [...(answer.body as { id?: string; rev?: string; reason?: string }[])];
  return docs.map((doc) => {
    const at = errors.findIndex((error) => error.id === doc._id && error.rev === doc._rev);
    return at < 0 ? 'taken' : (errors.splice(at, 1)[0]?.reason ?? 'error');
  });
}

async function leaves(id: string): Promise<{ ok?: { event?: unknown } }[]> {
  const answer = await call(server(), 'GET', `/demo/${encodeURIComponent(id)}?open_revs=all`, {
    login: ADMIN,
    headers: { accept: 'application/json' },
  });
  if (answer.status === 404) return [];
  return (answer.body as { ok?: { event?: unknown } }[]).filter((leaf) => leaf.ok);
}

describe('a member’s slots', () => {
  test('a slot of one’s own under its fixed revision is taken, at either end of the bound', async () => {
    const last = slotDoc('anna', MAX_DEVICE_SLOTS - 1, MAX_SLOT_EVENTS - 1);
    expect(await replicated(ANNA, [slotDoc('anna', 0, 0), last])).toEqual(['taken', 'taken']);
    expect(await leaves(last._id)).toHaveLength(1);
  });

  test('a write past the bound is refused: a counter or a device slot too many', async () => {
    const codes = await replicated(ANNA, [
      slotDoc('anna', 0, MAX_SLOT_EVENTS),
      slotDoc('anna', MAX_DEVICE_SLOTS, 0),
    ]);
    expect(codes).toEqual(['sheet-writes-spent', 'sheet-writes-spent']);
    const sheetId = randomUUID();
    const claim = {
      _id: deviceClaimDocId(sheetId, 'anna', MAX_DEVICE_SLOTS),
      _rev: fixedRevision(MAX_DEVICE_SLOTS),
      sheetId,
      author: 'anna',
      device: randomUUID(),
    };
    expect(await replicated(ANNA, [claim])).toEqual(['sheet-writes-spent']);
  });

  test('a slot of another author is refused, under their name or one’s own', async () => {
    const annas = slotDoc('anna', 0, 1);
    const asBen = { ...annas, author: 'ben' };
    expect(await replicated(BEN, [annas, asBen])).toEqual(['author-not-user', 'doc-malformed']);
    expect(await leaves(annas._id)).toHaveLength(0);
  });

  test('a slot is written with its fixed revision only: a plain write is refused', async () => {
    const doc = slotDoc('anna', 0, 2);
    const fresh: Partial<typeof doc> = { ...doc };
    delete fresh._rev;
    const answer = await call(server(), 'PUT', `/demo/${encodeURIComponent(doc._id)}`, {
      login: ANNA,
      body: fresh,
    });
    expect(answer).toMatchObject({ status: 403, body: { reason: 'doc-malformed' } });
  });

  test('a second version of a slot, written in any of four ways, leaves one version', async () => {
    const first = slotDoc('anna', 1, 7);
    expect(await replicated(ANNA, [first])).toEqual(['taken']);
    const other = 'abcdef00000000000000000000000000';
    const second = {
      ...first,
      event: { ...first.event, change: { kind: 'sheet-renamed', name: 'B' } },
    };
    const codes = await replicated(ANNA, [
      // the same revision, another body: the server keeps what it holds
      second,
      // another revision of generation 1: a new branch, validated with no old document
      { ...second, _rev: `1-${other}` },
      // a child of the slot's revision
      {
        ...second,
        _rev: `2-${other}`,
        _revisions: { start: 2, ids: [other, first._rev.slice(2)] },
      },
      // a deeper branch of its own
      {
        ...second,
        _rev: `3-${'c'.repeat(32)}`,
        _revisions: { start: 3, ids: ['c', 'b', 'a'].map((letter) => letter.repeat(32)) },
      },
    ]);
    expect(codes).toEqual(['taken', 'doc-malformed', 'event-immutable', 'doc-malformed']);
    const found = await leaves(first._id);
    expect(found).toHaveLength(1);
    expect(found[0]?.ok?.event).toEqual(first.event);
  });

  test('a device slot is held by the first phone to claim it', async () => {
    const sheetId = randomUUID();
    const claim = (device: string) => ({
      _id: deviceClaimDocId(sheetId, 'anna', 0),
      _rev: fixedRevision(0),
      sheetId,
      author: 'anna',
      device,
    });
    const [phoneA, phoneB] = [randomUUID(), randomUUID()];
    expect(await replicated(ANNA, [claim(phoneA)])).toEqual(['taken']);
    expect(
      await replicated(ANNA, [claim(phoneB), { ...claim(phoneB), _rev: `1-${'e'.repeat(32)}` }]),
    ).toEqual(['taken', 'doc-malformed']);
    expect(
      await replicated(BEN, [
        { ...claim(phoneB), _id: deviceClaimDocId(sheetId, 'anna', 1), _rev: fixedRevision(1) },
      ]),
    ).toEqual(['author-not-user']);
    const held = await call(server(), 'GET', `/demo/${encodeURIComponent(claim(phoneA)._id)}`, {
      login: BEN,
    });
    expect(held.body).toMatchObject({ device: phoneA });
  });
});
