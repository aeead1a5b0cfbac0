// Who sent each event of a shared sheet, from the club's document ids (sync/live/authors.ts).
import PouchDB from 'pouchdb-core';
import memory from 'pouchdb-adapter-memory';
import { expect, test } from 'vitest';
import { authorsIn } from '../../../src/sync/live/authors';
import { eventDocId } from '../../../src/sync/protocol/ids';
import type { Pouch, PouchStatic } from '../../../src/sync/pouch-types';

const Pouch = (PouchDB as PouchStatic).plugin(memory);
const SHEET = '0b6f7d1e-7777-4000-8000-000000000001';
const OTHER_SHEET = '0b6f7d1e-7777-4000-8000-000000000002';

test("each event's author, this sheet's only, the first where an event came twice", async () => {
  const local: Pouch = new Pouch(`authors-${crypto.randomUUID()}`, { adapter: 'memory' });
  await local.bulkDocs([
    { _id: eventDocId(SHEET, 'e1', 'anna') },
    { _id: eventDocId(SHEET, 'e2', 'ben') },
    { _id: eventDocId(SHEET, 'e2', 'carla') },
    { _id: eventDocId(OTHER_SHEET, 'e3', 'dora') },
  ]);
  expect(await authorsIn(local, SHEET)).toEqual(
    new Map([
      ['e1', 'anna'],
      ['e2', 'ben'],
    ]),
  );
  await local.destroy();
});
