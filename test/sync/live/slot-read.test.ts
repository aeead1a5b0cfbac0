// Issue 34, items 5 and 6: phones read a sheet's events in both forms (on Apache CouchDB 3.5). A
// member's event in a numbered slot of theirs (protocol/ids.ts eventSlotDocId, under its fixed
// revision, as the server takes it) is taken in beside the old form; a device slot's claim is no
// event and is not refused; a second copy of an event id in a slot is tampered, as in the old form.
import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, test } from 'vitest';
import { clubSetup } from '../../../scripts/club/setup';
import { addDeal } from '../../../src/db/deals';
import { loadSheet, storedEventsOf } from '../../../src/db/sheet-log';
import {
  deviceClaimDocId,
  eventSlotDocId,
  eventSlotRevision,
  fixedRevision,
} from '../../../src/sync/protocol/ids';
import { clubServerForFile } from '../../club/club-server';
import { PASSED, expectOk } from '../../support/db-fixtures';
import { goOnline, phone } from '../phones';
import { ADMIN, ANNA, BEN, CLUB, sharedSheet, until } from '../sync-server';

const server = clubServerForFile(1, [6191, 6192, 6193, 6194]);
const url = () => server().url;
const BENS_DEVICE = '0b6f7d1e-7777-4000-8000-0000000000be';

/** Ben's replicated write (what his phone's push sends): the documents the server refused. */
async function bensWrite(docs: unknown[]): Promise<unknown[]> {
  const auth = Buffer.from(`${BEN.name}:${BEN.password}`).toString('base64');
  const response = await fetch(`${url()}/${CLUB}/_bulk_docs`, {
    method: 'POST',
    headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
    body: JSON.stringify({ new_edits: false, docs }),
    signal: AbortSignal.timeout(10_000),
  });
  return (await response.json()) as unknown[];
}

describe('a sheet with events in slots', () => {
  beforeAll(async () => {
    await clubSetup({ url: url(), admin: ADMIN, club: CLUB, members: [ANNA, BEN] });
  }, 60_000);

  test('a member’s slot is taken in beside the old form; a claim is no event; a copy is tampered', async () => {
    const anna = phone(ANNA);
    const sheetId = await sharedSheet(anna.database);
    goOnline(anna, url(), sheetId);
    await until(() => anna.live?.status().state === 'synced', 30_000);
    const log = await storedEventsOf(anna.database, sheetId);
    const dealsBefore = (await loadSheet(anna.database, sheetId))?.deals.length ?? 0;
    const clock = Math.max(...log.map((event) => event.clock)) + 1;
    const at = Math.max(...log.map((event) => event.at)) + 1;
    const deal = {
      id: crypto.randomUUID(),
      device: BENS_DEVICE,
      clock,
      at,
      change: { kind: 'deal-added', dealId: crypto.randomUUID(), deal: PASSED },
    };
    const slot = (n: number, event: unknown) => ({
      _id: eventSlotDocId(sheetId, BEN.name, 0, n),
      _rev: eventSlotRevision(0, n),
      sheetId,
      author: BEN.name,
      event,
    });
    const claim = {
      _id: deviceClaimDocId(sheetId, BEN.name, 0),
      _rev: fixedRevision(0),
      sheetId,
      author: BEN.name,
      device: BENS_DEVICE,
    };
    expect(await bensWrite([claim, slot(0, deal)])).toEqual([]);
    await until(
      async () => (await storedEventsOf(anna.database, sheetId)).length === log.length + 1,
      30_000,
    );
    const taken = await loadSheet(anna.database, sheetId);
    expect(taken?.deals).toHaveLength(dealsBefore + 1);
    expect([...(taken?.refused.values() ?? [])]).toEqual([]);
    expect(anna.live?.status().state).toBe('synced');

    // Anna goes on in the old form; Ben's copy of her deal's event in a slot of his is tampered.
    expectOk(await addDeal(sheetId, PASSED, anna.database));
    await until(() => anna.live?.status().state === 'synced', 30_000);
    const annas = (await storedEventsOf(anna.database, sheetId)).find(
      (event) => event.change.kind === 'deal-added' && event.device !== BENS_DEVICE,
    );
    if (!annas) throw new Error('no deal of Anna’s');
    const { id, device, clock: annasClock, at: annasAt, change } = annas;
    const copy = { id, device, clock: annasClock, at: annasAt, change };
    expect(await bensWrite([slot(1, copy)])).toEqual([]);
    await until(
      async () => ((await loadSheet(anna.database, sheetId))?.sheet.tampered ?? []).length > 0,
      30_000,
    );
    expect((await loadSheet(anna.database, sheetId))?.sheet.tampered).toEqual([annas.id]);
    await anna.live?.stop();
  }, 120_000);
});
