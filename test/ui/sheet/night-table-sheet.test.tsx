// @vitest-environment jsdom
// A club night's table sheet plays what the night set (issue 31 item 2): on its screen no
// "Change the rules", no "Rename players", no "Settle up" — the server refuses a table's change of
// them anyway. Its deals take the series' slots (issue 34 item 7): the event ids the server bounds.
import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import { db } from '../../../src/db/database';
import { addDeal } from '../../../src/db/deals';
import { addIncomingEvents } from '../../../src/db/incoming-events';
import { createSheet } from '../../../src/db/sheets';
import { storedEventsOf } from '../../../src/db/sheet-log';
import { getUndoChange } from '../../../src/db/undo';
import { markNotSent } from '../../../src/db/not-sent';
import { PRESETS } from '../../../src/domain/rules';
import { nightSheetId, tableDealEventId } from '../../../src/domain/tournament/night-log';
import { startEvents } from '../../../src/sync/live/sheet-start';
import { clubsWon, expectOk } from '../../support/db-fixtures';
import { English, German } from '../../support/i18n';
import { emptyDatabase } from '../../support/fresh-db';
import { renderSheet } from './render-sheet';

beforeEach(emptyDatabase);
vi.setConfig({ testTimeout: 20_000 });

/** A sheet as `createSheet` makes it, under `id` (a night's table sheet, or a plain one). */
async function sheetWithId(night: boolean) {
  const made = expectOk(
    await createSheet({
      playerNames: ['Anna', 'Ben', 'Clara', 'Dora'],
      setup: { players: 4, firstDealer: 0, plannedDeals: 4, rules: PRESETS.tournament },
      preset: 'tournament',
    }),
  );
  if (!night) return made;
  const record = { ...made, id: nightSheetId('0a1b2c3d', 0, 1, '0123456789abcdef012') };
  expectOk(await addIncomingEvents(db, record, startEvents(record)));
  return record;
}

test.each([
  { night: true, shown: 0 },
  { night: false, shown: 1 },
])('a table sheet offers no rules, renaming or settling (night: $night)', async (row) => {
  const sheet = await sheetWithId(row.night);
  renderSheet(sheet.id, { wrapper: English, links: { settle: '#/settle' } });
  await screen.findByRole('region', { name: 'Deal 1 of 4' });
  // "Change the rules" waits for a read of the sheet's deals: on the plain sheet it comes; on the
  // night's it must not have come in the time it takes there, and then some.
  if (row.shown === 1) await screen.findByRole('button', { name: 'Change the rules' });
  else await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(screen.queryAllByRole('button', { name: 'Change the rules' })).toHaveLength(row.shown);
  expect(screen.queryAllByRole('button', { name: 'Rename players' })).toHaveLength(row.shown);
  expect(screen.queryAllByRole('link', { name: 'Settle up' })).toHaveLength(row.shown);
});

test('a table’s deals take the slots of its series, no more than its length', async () => {
  const sheet = await sheetWithId(true);
  for (let deal = 1; deal <= 4; deal += 1) expectOk(await addDeal(sheet.id, clubsWon(deal % 4)));
  const ids = (await storedEventsOf(db, sheet.id))
    .filter((event) => event.change.kind === 'deal-added')
    .map((event) => event.id);
  expect(ids.sort()).toEqual([1, 2, 3, 4].map((slot) => tableDealEventId(sheet.id, slot)).sort());
  expect(await addDeal(sheet.id, clubsWon(0))).toMatchObject({ ok: false });
});

// Issue 31 item 2: "Fresh sheets show Undo: changed the players' names" on a table phone. The
// director's start events (START_DEVICE) are nobody's change on this phone: nothing to undo.
test('a fresh table sheet offers no undo', async () => {
  const sheet = await sheetWithId(true);
  expect(await getUndoChange(sheet.id)).toBeNull();
  renderSheet(sheet.id);
  await screen.findByRole('region', { name: 'Deal 1 of 4' });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(screen.queryAllByRole('button', { name: /^Undo/ })).toHaveLength(0);
});

// Issue 34 item 9 / issue 31: a deal the club never got before the night closed is not left on
// the list as if it counted: the sheet names it as not sent, counts it nowhere, and says the
// director enters it. English and German.
test.each([
  {
    wrapper: English,
    title: 'Not sent: the director closed the night first',
    deal: 'Deal 2: Clara:',
    next: 'Deal 2 of 4',
  },
  {
    wrapper: German,
    title: 'Nicht gesendet: der Spielleiter hat den Abend vorher abgeschlossen',
    deal: 'Spiel 2: Clara:',
    next: 'Spiel 2 von 4',
  },
])('a deal not sent before the night closed is shown, not counted ($title)', async (w) => {
  const sheet = await sheetWithId(true);
  expectOk(await addDeal(sheet.id, clubsWon(1)));
  expectOk(await addDeal(sheet.id, clubsWon(2)));
  expectOk(await markNotSent(db, sheet.id, [tableDealEventId(sheet.id, 2)]));
  renderSheet(sheet.id, { wrapper: w.wrapper });
  const notice = await screen.findByRole('region', { name: w.title }, { timeout: 10_000 });
  expect(notice).toHaveTextContent(w.deal);
  // Deal 1 counts, deal 2 not: the list's next deal is deal 2 again.
  expect(await screen.findByRole('region', { name: w.next })).toBeInTheDocument();
});
