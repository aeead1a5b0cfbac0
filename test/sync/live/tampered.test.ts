// Issue 30, conflicted event documents: on CouchDB 3 an event's author can write a second version
// of it with a replicated write (`_bulk_docs`, `new_edits: false`, a new `1-…` revision): the
// server validates it as new, and the higher revision wins. Every phone, the ones that had the
// original and one that joins afterwards, must see the event as tampered and count it nowhere,
// so their totals agree. Run against the real CouchDB 3.5 (phones as in two-clients.test.ts).
import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { clubSetup } from '../../../scripts/club/setup';
import { addDeal } from '../../../src/db/deals';
import { scoreStoredSheet } from '../../../src/db/scored-sheet';
import { loadSheet } from '../../../src/db/sheet-log';
import { eventDocId } from '../../../src/sync/protocol/ids';
import { clubSheets } from '../../../src/sync/club/club-sheets';
import { clubServerForFile } from '../../club/club-server';
import { clubsWon, expectOk, grandLost, PASSED } from '../../support/db-fixtures';
import { dealsOf, goOffline, goOnline, phone, type Phone } from '../phones';
import { ADMIN, ANNA, BEN, CLUB, sessionOf, sharedSheet, until } from '../sync-server';
import { writeSecondVersion } from '../../support/second-version';

const server = clubServerForFile(0, [6185, 6186, 6187, 6188]);
const url = () => server().url;

function basic(login: { name: string; password: string }): string {
  return `Basic ${Buffer.from(`${login.name}:${login.password}`).toString('base64')}`;
}

/**
 * Anna's own login writes a second version of her event `eventId`, its deal replaced by `deal`,
 * as a new branch: what a member with curl can do on CouchDB 3.
 */
async function branchEvent(sheetId: string, eventId: string, deal: unknown): Promise<void> {
  const docUrl = `${url()}/${CLUB}/${encodeURIComponent(eventDocId(sheetId, eventId, ANNA.name))}`;
  const headers = { authorization: basic(ANNA), 'content-type': 'application/json' };
  const stored = await fetch(docUrl, { headers, signal: AbortSignal.timeout(10_000) });
  expect(stored.status).toBe(200);
  const doc = (await stored.json()) as { event: { change: Record<string, unknown> } };
  const written = await writeSecondVersion(`${url()}/${CLUB}`, basic(ANNA), doc, deal);
  // Taken: CouchDB answers 201 and no error for the document.
  expect(written.status).toBe(201);
  expect(await written.json()).toEqual([]);
}

/** The sheet's deals as the club's list of sheets counts them. */
async function clubDeals(sheetId: string): Promise<number | null> {
  const page = expectOk(await clubSheets(await sessionOf(url(), CLUB, ANNA)));
  return page.sheets.find((sheet) => sheet.sheetId === sheetId)?.deals ?? null;
}

async function tamperedOf(p: Phone, sheetId: string): Promise<readonly string[]> {
  return (await loadSheet(p.database, sheetId))?.record.tampered ?? [];
}

async function totalsOf(p: Phone, sheetId: string) {
  const loaded = await loadSheet(p.database, sheetId);
  if (!loaded) return null;
  const scored = scoreStoredSheet(loaded);
  return scored.ok ? scored.value.totals : null;
}

describe('an event its author wrote a second version of (conflicted document)', () => {
  test('is tampered on every phone: the ones that had it and one joining later; counted nowhere, the totals agree', async () => {
    await clubSetup({ url: url(), admin: ADMIN, club: CLUB, members: [ANNA, BEN] });
    const anna = phone(ANNA);
    const ben = phone(BEN);
    // Deal 1 (clubs won by Anna) shared, then two more.
    const sheet = { id: await sharedSheet(anna.database) };
    expectOk(await addDeal(sheet.id, PASSED, anna.database));
    expectOk(await addDeal(sheet.id, clubsWon(2), anna.database));
    goOnline(anna, url(), sheet.id);
    await until(() => anna.live?.status().state === 'synced', 30_000);
    goOnline(ben, url(), sheet.id);
    await until(async () => (await dealsOf(ben, sheet.id)).length === 3, 30_000);
    const before = await totalsOf(anna, sheet.id);
    expect(before?.list.some((points) => points !== 0)).toBe(true);
    expect(await clubDeals(sheet.id)).toBe(3);

    // The event that added deal 1, rewritten as a grand lost.
    const loaded = await loadSheet(anna.database, sheet.id);
    const eventId = loaded?.folded.deals[0]?.versionEvent ?? '';
    expect(loaded?.folded.deals[0]?.deal).toEqual(clubsWon(0));
    await branchEvent(sheet.id, eventId, grandLost(0));
    // The club's list of sheets (its views read the winning version) counts it nowhere either.
    expect(await clubDeals(sheet.id)).toBe(2);

    // (1) Anna's phone and Ben's, which had the original, see every version of it tampered.
    await until(async () => (await tamperedOf(anna, sheet.id)).includes(eventId), 30_000);
    await until(async () => (await tamperedOf(ben, sheet.id)).includes(eventId), 30_000);
    const withoutIt = [PASSED, clubsWon(2)];
    expect((await dealsOf(anna, sheet.id)).map(([, deal]) => deal)).toEqual(withoutIt);
    expect(await dealsOf(ben, sheet.id)).toEqual(await dealsOf(anna, sheet.id));
    const after = await totalsOf(anna, sheet.id);
    expect(after).not.toBeNull();
    expect(after).not.toEqual(before);
    expect(await totalsOf(ben, sheet.id)).toEqual(after);

    // (2) A phone joining now (Ben's second phone) gets both versions, and sees the same.
    const later = phone(BEN);
    goOnline(later, url(), sheet.id);
    await until(async () => (await tamperedOf(later, sheet.id)).includes(eventId), 30_000);
    await until(async () => (await dealsOf(later, sheet.id)).length === 2, 30_000);
    expect(await dealsOf(later, sheet.id)).toEqual(await dealsOf(anna, sheet.id));
    expect(await totalsOf(later, sheet.id)).toEqual(after);
    for (const p of [anna, ben, later]) goOffline(p);
  }, 180_000);
});
