// Three phones on one shared sheet, each with its own Dexie database (fake-indexeddb), writing
// through the app's own repository functions (add, void, correct, undo, keep a version) while a
// random network delivers their events: partitions (who reaches whom), a delivery of any part of
// a phone's log, in any order, with duplicates, and the same delivery again. Each delivery takes
// the production path of an incoming event: the club's document form (sync/protocol/event-doc.ts), checked as
// the bridge checks it (sync/live/incoming.ts checkIncoming, waitsForNamed) and added by
// db/incoming-events.ts addIncomingEvents. An event that names one not yet arrived waits in the
// phone's inbox (the local PouchDB's part in the bridge). After a final exchange of everything,
// all three hold the same events, none lost, and fold to the same deals, totals and conflicts.
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { SkatDatabase } from '../../../src/db/database';
import { keepVersion } from '../../../src/db/conflicts';
import { addDeal, replaceDeal, undoLastChange, voidDeal } from '../../../src/db/deals';
import { addIncomingEvents } from '../../../src/db/incoming-events';
import type { EventRecord, SheetRecord } from '../../../src/db/records';
import { scoreStoredSheet } from '../../../src/db/scored-sheet';
import { loadSheet, storedEventsOf } from '../../../src/db/sheet-log';
import { docOfEvent } from '../../../src/sync/protocol/event-doc';
import { checkIncoming, waitsForNamed } from '../../../src/sync/live/incoming';
import type { PouchDoc } from '../../../src/sync/pouch-types';
import { recordFromStart } from '../../../src/sync/live/sheet-start';
import { sharedSheetOf } from '../phones';
import { clubsWon, expectOk, freshDatabase, grandLost, PASSED } from '../../support/db-fixtures';

const AUTHORS = ['anna', 'ben', 'carla'] as const;
type PhoneIndex = 0 | 1 | 2;

interface Phone {
  readonly database: SkatDatabase;
  readonly author: string;
  /** Documents delivered that wait for an event they name (an undo before its deal). */
  readonly inbox: Map<string, PouchDoc>;
}

type Step =
  | { readonly act: 'add'; readonly phone: PhoneIndex; readonly deal: number }
  | { readonly act: 'void' | 'replace' | 'undo' | 'keep'; readonly phone: PhoneIndex }
  /** Who reaches whom from now on: `links[i]` for the pair of PAIRS[i]. */
  | { readonly act: 'partition'; readonly links: readonly boolean[] }
  /**
   * `from` sends to `to` the events of its log at `picks` (indices modulo its log's size, so
   * any part, in any order, duplicates included), or all of them in reverse when `everything`;
   * `again`: the same delivery arrives a second time.
   */
  | {
      readonly act: 'deliver';
      readonly from: PhoneIndex;
      readonly to: PhoneIndex;
      readonly picks: readonly number[];
      readonly everything: boolean;
      readonly again: boolean;
    };

const PAIRS: readonly (readonly [PhoneIndex, PhoneIndex])[] = [
  [0, 1],
  [0, 2],
  [1, 2],
];
const DEALS = [PASSED, clubsWon(0), clubsWon(1), grandLost(2), clubsWon(2)];

const phoneArb = fc.constantFrom<PhoneIndex>(0, 1, 2);
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ act: fc.constant('add'), phone: phoneArb, deal: fc.nat(4) }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      act: fc.constantFrom('void', 'replace', 'undo', 'keep'),
      phone: phoneArb,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      act: fc.constant('partition'),
      links: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      act: fc.constant('deliver'),
      from: phoneArb,
      to: phoneArb,
      picks: fc.array(fc.nat(), { maxLength: 12 }),
      everything: fc.boolean(),
      again: fc.boolean(),
    }),
  },
) as fc.Arbitrary<Step>;

function reaches(links: readonly boolean[], from: PhoneIndex, to: PhoneIndex): boolean {
  const pair = PAIRS.findIndex(([a, b]) => (a === from && b === to) || (a === to && b === from));
  return links[pair] ?? false;
}

async function eventsOf(phone: Phone, sheetId: string): Promise<EventRecord[]> {
  return storedEventsOf(phone.database, sheetId);
}

/**
 * The bridge's incoming half for one delivery: every document checked as the bridge checks it,
 * those that name an event not yet here kept in the inbox, the rest added (duplicates and events
 * already stored included: adding them must write nothing). Nothing may be refused: every event
 * was written by the app itself.
 */
async function receive(phone: Phone, sheetId: string, docs: readonly PouchDoc[]): Promise<void> {
  const record = (await phone.database.sheets.get(sheetId)) ?? null;
  const logged = await eventsOf(phone, sheetId);
  const known = new Map(logged.map((event) => [event.id, event]));
  // A phone that joins makes its record of the start events (the bridge's joinedRecord).
  const joined: SheetRecord | null =
    record ??
    recordFromStart(
      sheetId,
      [...phone.inbox.values(), ...docs].map((doc) => ({ ...(doc.event as EventRecord), sheetId })),
    );
  if (!joined) {
    for (const doc of docs) phone.inbox.set(doc._id, doc);
    return;
  }
  const candidates = [...docs, ...phone.inbox.values()];
  const checked: EventRecord[] = [];
  for (const doc of candidates) {
    const result = checkIncoming(doc, joined);
    if (result.kind === 'refused') throw new Error(`refused ${result.eventId}: ${result.code}`);
    checked.push(result.event);
  }
  const all = new Map([...known, ...checked.map((event) => [event.id, event] as const)]);
  const ready: EventRecord[] = [];
  for (const [index, event] of checked.entries()) {
    const doc = candidates[index] as PouchDoc;
    if (waitsForNamed(event, all)) phone.inbox.set(doc._id, doc);
    else {
      phone.inbox.delete(doc._id);
      ready.push(event);
    }
  }
  const fresh = new Set(ready.flatMap((event) => (known.has(event.id) ? [] : [event.id])));
  const added = expectOk(await addIncomingEvents(phone.database, joined, ready));
  expect(added.refused).toEqual([]);
  expect(added.added).toBe(fresh.size);
}

async function deliver(
  phones: readonly Phone[],
  sheetId: string,
  from: PhoneIndex,
  to: PhoneIndex,
  pick: (log: readonly EventRecord[]) => EventRecord[],
): Promise<PouchDoc[]> {
  const sender = phones[from] as Phone;
  // In key order (by id), as the store hands them out: a stable order for `picks`.
  const log = (await eventsOf(sender, sheetId)).sort((a, b) => a.id.localeCompare(b.id));
  const docs = pick(log).map((event) => docOfEvent(sender.author, event));
  await receive(phones[to] as Phone, sheetId, docs);
  return docs;
}

/** One phone's own change through the repository; a refusal (nothing to undo…) writes nothing. */
async function write(phone: Phone, sheetId: string, step: Step): Promise<void> {
  const { database } = phone;
  const loaded = await loadSheet(database, sheetId);
  if (!loaded) return; // It has not joined yet: nothing to write on.
  const last = loaded.deals.at(-1);
  if (step.act === 'add') await addDeal(sheetId, DEALS[step.deal] ?? PASSED, database);
  else if (step.act === 'void' && last) await voidDeal(sheetId, last.id, database);
  else if (step.act === 'replace' && last) {
    await replaceDeal(sheetId, last.id, clubsWon(1), database);
  } else if (step.act === 'undo') await undoLastChange(sheetId, database);
  else if (step.act === 'keep') {
    const version = loaded.folded.conflicts[0]?.versions.at(-1);
    if (version) expectOk(await keepVersion(sheetId, version.id, database));
  }
}

/** What a phone shows: its deals, totals and open conflicts. */
async function shown(phone: Phone, sheetId: string) {
  const loaded = await loadSheet(phone.database, sheetId);
  if (!loaded) throw new Error('sheet missing');
  const score = scoreStoredSheet(loaded);
  return {
    deals: loaded.deals.map((deal) => [deal.id, deal.deal]),
    totals: score.ok ? score.value.totals : score.errors,
    conflicts: loaded.folded.conflicts.map((conflict) => [
      conflict.kind,
      conflict.dealId,
      conflict.versions.map((version) => version.id),
    ]),
  };
}

/** Three phones; Anna's has the shared sheet, the others join when its start reaches them. */
async function threePhones(): Promise<{ phones: Phone[]; sheetId: string }> {
  const phones: Phone[] = AUTHORS.map((author) => ({
    database: freshDatabase(),
    author,
    inbox: new Map(),
  }));
  const anna = phones[0] as Phone;
  return { phones, sheetId: await sharedSheetOf(anna) };
}

async function evening(steps: readonly Step[]): Promise<void> {
  const { phones, sheetId } = await threePhones();
  const sheet = { id: sheetId };
  const anna = phones[0] as Phone;
  // Ben and Carla join: the sheet's start reaches them (the join link's first pull).
  await deliver(phones, sheetId, 0, 1, (log) => [...log]);
  await deliver(phones, sheetId, 0, 2, (log) => [...log]);
  /** Every event any phone wrote, by id. */
  const written = new Set((await eventsOf(anna, sheet.id)).map((event) => event.id));
  let links: readonly boolean[] = [true, true, true];
  try {
    for (const step of steps) {
      if (step.act === 'partition') links = step.links;
      else if (step.act === 'deliver') {
        if (step.from === step.to || !reaches(links, step.from, step.to)) continue;
        const pick = (log: readonly EventRecord[]) =>
          step.everything
            ? [...log].reverse()
            : log.length === 0
              ? []
              : step.picks.map((index) => log[index % log.length] as EventRecord);
        const docs = await deliver(phones, sheet.id, step.from, step.to, pick);
        if (step.again) await receive(phones[step.to] as Phone, sheet.id, docs);
      } else {
        const phone = phones[step.phone] as Phone;
        const before = new Set((await eventsOf(phone, sheet.id)).map((event) => event.id));
        await write(phone, sheet.id, step);
        for (const event of await eventsOf(phone, sheet.id)) {
          if (!before.has(event.id)) written.add(event.id);
        }
      }
    }
    // The network heals: everybody sends everything to everybody, twice round (the second round
    // brings what the first one's later senders had received).
    for (let round = 0; round < 2; round++) {
      for (const [from, to] of [...PAIRS, ...PAIRS.map(([a, b]) => [b, a] as const)]) {
        await deliver(phones, sheet.id, from, to, (log) => [...log]);
      }
    }
    const logs = await Promise.all(
      phones.map(async (phone) =>
        (await eventsOf(phone, sheet.id)).map((event) => event.id).sort(),
      ),
    );
    // No event lost, none doubled, the same set everywhere; nothing left waiting.
    for (const log of logs) {
      expect(new Set(log).size).toBe(log.length);
      expect(log).toEqual(logs[0]);
      expect(log).toEqual([...written].sort());
    }
    for (const phone of phones) expect(phone.inbox.size).toBe(0);
    const views = await Promise.all(phones.map((phone) => shown(phone, sheet.id)));
    expect(views[1]).toEqual(views[0]);
    expect(views[2]).toEqual(views[0]);
    const dealIds = views[0]?.deals.map(([id]) => id) ?? [];
    expect(new Set(dealIds).size).toBe(dealIds.length);
  } finally {
    for (const phone of phones) phone.database.close();
  }
}

describe('three phones, random partitions, duplicated and reordered deliveries', () => {
  test('after a final exchange all three hold every event and show the same sheet', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 10, maxLength: 40, size: 'max' }), evening),
      {
        numRuns: 40,
      },
    );
  }, 60_000);

  test('an undo that arrives before its deal waits in the inbox, then counts', async () => {
    const { phones, sheetId } = await threePhones();
    const [anna, ben] = phones as [Phone, Phone, Phone];
    try {
      await deliver(phones, sheetId, 0, 1, (log) => [...log]);
      expectOk(await addDeal(sheetId, clubsWon(0), anna.database));
      expectOk(await undoLastChange(sheetId, anna.database));
      // Newest first, one at a time: the undo comes before the deal it names.
      const newest = (log: readonly EventRecord[]) => [...log].sort((a, b) => b.clock - a.clock);
      await deliver(phones, sheetId, 0, 1, (log) => newest(log).slice(0, 1));
      expect(ben.inbox.size).toBe(1);
      expect((await eventsOf(ben, sheetId)).length).toBe(3);
      await deliver(phones, sheetId, 0, 1, (log) => newest(log).slice(1, 2));
      expect(ben.inbox.size).toBe(0);
      expect(await shown(ben, sheetId)).toEqual(await shown(anna, sheetId));
      expect((await shown(ben, sheetId)).deals).toEqual([]);
    } finally {
      for (const phone of phones) phone.database.close();
    }
  });
});
