// A flood's backlog is taken in a bounded part a pass (issue 34, item 5): each pass begins by
// writing out this phone's own new events, so a deal saved while 1,200 events of another member
// wait is written out after at most INTAKE_BATCHES_A_PASS batches, not after all of them. The
// local PouchDB and the log only (no server: nothing here is about the network).
import 'fake-indexeddb/auto';
import { expect, test } from 'vitest';
import { createSheet } from '../../../src/db/sheets';
import { addDeal } from '../../../src/db/deals';
import { upgradeRules } from '../../../src/domain/legacy/table-rules';
import { docOfEvent } from '../../../src/sync/protocol/event-doc';
import { eventDocId } from '../../../src/sync/protocol/ids';
import { INTAKE_BATCH, INTAKE_BATCHES_A_PASS, mirrorSheet } from '../../../src/sync/live/bridge';
import { newMirrorMemory } from '../../../src/sync/live/mirror-memory';
import {
  clubsWon,
  expectOk,
  freshDatabase,
  RULES_3,
  THREE_PLAYERS,
} from '../../support/db-fixtures';
import { MemoryPouch } from '../phones';

const BACKLOG = 1_200;

test('a backlog of 1,200 events: taken in over passes, each first writing out this phone’s deal', async () => {
  const database = freshDatabase();
  const local = new MemoryPouch(`intake-${crypto.randomUUID()}`, { adapter: 'memory' });
  const sheet = expectOk(
    await createSheet({ playerNames: THREE_PLAYERS, setup: upgradeRules(RULES_3) }, database),
  );
  const target = { database, local, sheetId: sheet.id, author: 'anna', memory: newMirrorMemory() };
  expectOk(await mirrorSheet(target));
  const device = crypto.randomUUID();
  const docs = Array.from({ length: BACKLOG }, (_, n) =>
    docOfEvent('ben', {
      id: crypto.randomUUID(),
      sheetId: sheet.id,
      device,
      clock: n + 1,
      at: Date.UTC(2026, 10, 29),
      change: { kind: 'sheet-renamed', name: `Flood ${n}` },
    }),
  );
  await local.bulkDocs(docs);

  const first = expectOk(await mirrorSheet(target));
  const perPass = INTAKE_BATCH * INTAKE_BATCHES_A_PASS;
  expect(first.added).toBe(perPass);
  expect(first.more).toBe(true);
  // Saved between two passes: the next pass writes it out before it takes in the rest.
  const deal = expectOk(await addDeal(sheet.id, clubsWon(1), database));
  const second = expectOk(await mirrorSheet(target));
  const dealEvent = (await database.log.where('sheetId').equals(sheet.id).toArray()).find(
    (event) => event.change.kind === 'deal-added' && event.change.dealId === deal.id,
  );
  expect(second.written).toEqual([eventDocId(sheet.id, dealEvent?.id ?? '', 'anna')]);
  expect(second.added).toBe(BACKLOG - perPass);
  expect(second.more).toBe(false);
  await local.destroy();
}, 120_000);
