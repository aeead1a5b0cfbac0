// @vitest-environment jsdom
// A club night's table sheet names its table phone "Table 1" in the history, not its pooled login
// ("skatclub-table-07", whose slot is no table number) (issue 31, what got in the way). English
// and German. The club's documents are in this phone's club store, as the live sheet leaves them.
import 'fake-indexeddb/auto';
import PouchDB from 'pouchdb-core';
import idb from 'pouchdb-adapter-idb';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { db } from '../../../../src/db/database';
import { addIncomingEvents } from '../../../../src/db/incoming-events';
import { createSheet } from '../../../../src/db/sheets';
import { PRESETS } from '../../../../src/domain/rules';
import { nightSheetId, tableDealEventId } from '../../../../src/domain/tournament/night-log';
import { eventDocId } from '../../../../src/sync/protocol/ids';
import { markShared, unmarkShared } from '../../../../src/sync/club/login';
import type { Pouch, PouchStatic } from '../../../../src/sync/pouch-types';
import { startEvents } from '../../../../src/sync/live/sheet-start';
import { HistoryScreen } from '../../../../src/ui/sheet/history/HistoryScreen';
import { clubsWon, expectOk } from '../../../support/db-fixtures';
import { English, German } from '../../../support/i18n';
import { emptyDatabase } from '../../../support/fresh-db';

beforeEach(emptyDatabase);

const Pouch = (PouchDB as PouchStatic).plugin(idb);
/** This phone's club store (sync/club/session.ts CLUB_STORE on the idb adapter). */
const clubStore = (): Pouch => new Pouch('skat-club-events-idb', { adapter: 'idb' });
const SERVER = 'http://127.0.0.1:5984/skatclub';
const TABLE_PHONE = '5b1c0f00-0000-4000-8000-00000000dae4';
const STATE = { timeout: 15_000 };

let sheetId = '';
// The store stays open (the session holds it for the page): each test has its own sheet in it.
afterEach(() => unmarkShared(sheetId));

/** Table 3 of series 1: started by the director, deal 1 entered by its table phone. */
async function tableSheet(): Promise<string> {
  const random = crypto.randomUUID().replace(/-/g, '').slice(0, 19);
  const made = expectOk(
    await createSheet({
      playerNames: ['Anna', 'Ben', 'Clara', 'Dora'],
      setup: { players: 4, firstDealer: 0, plannedDeals: 4, rules: PRESETS.tournament },
      preset: 'tournament',
    }),
  );
  const record = { ...made, id: nightSheetId('0a1b2c3d', 0, 3, random) };
  const starts = startEvents(record);
  const deal = {
    id: tableDealEventId(record.id, 1),
    sheetId: record.id,
    device: TABLE_PHONE,
    clock: 9,
    at: Date.now(),
    change: { kind: 'deal-added' as const, dealId: crypto.randomUUID(), deal: clubsWon(0) },
  };
  expectOk(await addIncomingEvents(db, record, [...starts, deal]));
  await clubStore().bulkDocs([
    ...starts.map((event) => ({ _id: eventDocId(record.id, event.id, 'leiter') })),
    { _id: eventDocId(record.id, deal.id, 'skatclub-table-07') },
  ]);
  markShared(record.id, SERVER);
  return record.id;
}

describe.each([
  { wrapper: English, list: 'Every change, newest first', table: 'Table 3, phone DAE4' },
  { wrapper: German, list: 'Jede Änderung, die neueste zuerst', table: 'Tisch 3, Gerät DAE4' },
] as const)('a table phone in the history ($table)', (w) => {
  test('is named by its table, never by its login', async () => {
    sheetId = await tableSheet();
    render(<HistoryScreen sheetId={sheetId} links={{ sheets: '#/', sheet: '#/sheet' }} />, {
      wrapper: w.wrapper,
    });
    const list = await screen.findByRole('list', { name: w.list }, STATE);
    expect(await within(list).findAllByText(w.table, { exact: false }, STATE)).not.toHaveLength(0);
    expect(within(list).queryByText(/table-07/)).toBeNull();
  });
});
