// @vitest-environment jsdom
// The sheet's history view (issue 12): every change, newest first, with its time and the deal
// before and after as the list showed it; nothing in it can be edited.
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { addDeal, deleteDeal, undoLastChange } from '../../../../src/db/deals';
import { renameSheet } from '../../../../src/db/sheets';
import { SheetScreen } from '../../../../src/ui/sheet/SheetScreen';
import { HistoryScreen } from '../../../../src/ui/sheet/history/HistoryScreen';
import { emptyDatabase } from '../../../support/fresh-db';
import { FOUR, sheetWith } from '../../../support/sheet-fixtures';
import { PLAYERS } from '../evening-at-four';
import { eveningWithHistory } from './history-evening';

beforeAll(() => {
  process.env.TZ = 'Europe/Berlin';
});
beforeEach(emptyDatabase);
afterEach(() => {
  vi.useRealTimers();
});

const LINKS = { sheets: '#/', sheet: '#/sheet/s' };

async function historyItems() {
  const list = await screen.findByRole('list', { name: 'Every change, newest first' });
  return within(list).getAllByRole('listitem');
}

describe('the history view', () => {
  test('every change newest first, with its time and the deal before and after', async () => {
    const { sheet } = await eveningWithHistory();
    render(<HistoryScreen sheetId={sheet.id} links={LINKS} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'History' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the sheet' })).toHaveAttribute(
      'href',
      '#/sheet/s',
    );
    const items = await historyItems();
    // 5 deals added, two changes, one void.
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Deal 1 changed',
      'Deal 2 voided',
      'Deal 1 changed',
      'Deal 5 added',
      'Deal 4 added',
      'Deal 3 added',
      'Deal 2 added',
      'Deal 1 added',
    ]);
    const [latest, voided, firstChange, , , , , firstAdded] = items;
    expect(latest).toHaveTextContent(/^22:14Deal 1 changed/);
    // Before: Ben's clubs with 3 won, (3 + 1) × 12 = +48; after: with 1, 2 × 12 = +24.
    expect(within(latest as HTMLElement).getByText('Before').nextSibling).toHaveTextContent(
      'Ben: ♣ with 3Value +48',
    );
    expect(within(latest as HTMLElement).getByText('After').nextSibling).toHaveTextContent(
      'Ben: ♣ with 1Value +24',
    );
    expect(firstChange).toHaveTextContent(/^22:05Deal 1 changed/);
    expect(firstChange).toHaveTextContent(
      'BeforeBen: ♣ with 2Value +36AfterBen: ♣ with 3Value +48',
    );
    // Carl's grand with 1, lost: −96; voided it scores 0 and stays crossed out.
    expect(voided).toHaveTextContent(/^22:10Deal 2 voided/);
    expect(voided).toHaveTextContent(
      'BeforeCarl: Grand with 1Value −96AfterCarl: Grand with 1 (voided)Value 0',
    );
    expect(within(voided as HTMLElement).getByText('Carl: Grand with 1 (voided)').tagName).toBe(
      'S',
    );
    expect(firstAdded).toHaveTextContent(/^21:00Deal 1 added/);
    expect(firstAdded).toHaveTextContent('Beforenot on the listAfterBen: ♣ with 2Value +36');
  });

  test('nothing in it can be edited: no button, no field', async () => {
    const { sheet } = await eveningWithHistory();
    render(<HistoryScreen sheetId={sheet.id} links={LINKS} />);
    await historyItems();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryAllByRole('textbox')).toEqual([]);
  });

  test('an undo names what it took back; the change stays, marked undone later', async () => {
    const { sheet } = await eveningWithHistory();
    await undoLastChange(sheet.id);
    await undoLastChange(sheet.id);
    render(<HistoryScreen sheetId={sheet.id} links={LINKS} />);
    const items = await historyItems();
    expect(items.slice(0, 4).map((item) => item.getAttribute('aria-label'))).toEqual([
      'Undone: Deal 2 voided',
      'Undone: Deal 1 changed',
      'Deal 1 changed',
      'Deal 2 voided',
    ]);
    // Undoing the void counts Carl's lost grand again; undoing the change brings back "with 3".
    expect(items[0]).toHaveTextContent(
      'BeforeCarl: Grand with 1 (voided)Value 0AfterCarl: Grand with 1Value −96',
    );
    expect(items[1]).toHaveTextContent('BeforeBen: ♣ with 1Value +24AfterBen: ♣ with 3Value +48');
    expect(items[2]).toHaveTextContent('undone later');
    expect(items[3]).toHaveTextContent('undone later');
  });

  test('a deleted deal and a renamed sheet', async () => {
    const sheet = await sheetWith(PLAYERS, FOUR, [], 'Friday');
    const added = await addDeal(sheet.id, { kind: 'passed' });
    if (!added.ok) throw new Error('not added');
    await deleteDeal(sheet.id, added.value.id);
    await renameSheet(sheet.id, 'Saturday');
    render(<HistoryScreen sheetId={sheet.id} links={LINKS} />);
    const items = await historyItems();
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Sheet renamed to “Saturday”',
      'Deal 1 deleted',
      'Deal 1 added',
    ]);
    expect(items[1]).toHaveTextContent('BeforepassedValue –Afternot on the list');
  });

  test('a sheet without changes says so', async () => {
    const sheet = await sheetWith(PLAYERS, FOUR);
    render(<HistoryScreen sheetId={sheet.id} links={LINKS} />);
    expect(await screen.findByText('Nothing has happened on this sheet yet.')).toBeVisible();
  });

  test('a sheet that does not exist: the way back to the list', async () => {
    render(<HistoryScreen sheetId="gone" links={LINKS} />);
    expect(await screen.findByRole('link', { name: /sheets/i })).toHaveAttribute('href', '#/');
  });
});

describe('reached from the sheet', () => {
  test('the sheet links to its history', async () => {
    const sheet = await sheetWith(PLAYERS, FOUR);
    render(
      <SheetScreen
        sheetId={sheet.id}
        links={{ sheets: '#/', newDeal: '#/n', deal: (id) => `#/d/${id}`, history: '#/h' }}
      />,
    );
    expect(await screen.findByRole('link', { name: 'History of this sheet' })).toHaveAttribute(
      'href',
      '#/h',
    );
  });
});
