// @vitest-environment jsdom
// A long history a page at a time (issue 19): the latest changes first, "Show older changes"
// for the page before them, on the history view and on a deal's details, in English and German.
import 'fake-indexeddb/auto';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderDealDetail } from '../render-sheet';
import { replaceDeal } from '../../../../src/db/deals';
import { HistoryScreen } from '../../../../src/ui/sheet/history/HistoryScreen';
import { HISTORY_PAGE } from '../../../../src/ui/sheet/history/use-history-pages';
import { English, German } from '../../../support/i18n';
import { emptyDatabase } from '../../../support/fresh-db';
import { CLUBS_WITH_1, CLUBS_WITH_3, eveningWithHistory } from './history-evening';

beforeAll(() => {
  process.env.TZ = 'Europe/Berlin';
});
beforeEach(emptyDatabase);
afterEach(() => {
  vi.useRealTimers();
});

/** The evening's 8 changes, then deal 1 corrected `more` times: alternately with 3 and with 1. */
async function longEvening(more: number) {
  const evening = await eveningWithHistory();
  for (let i = 0; i < more; i += 1) {
    const result = await replaceDeal(
      evening.sheet.id,
      evening.first,
      i % 2 ? CLUBS_WITH_1 : CLUBS_WITH_3,
    );
    if (!result.ok) throw new Error(result.errors.map((e) => e.code).join());
  }
  return evening;
}

const LANGUAGES = [
  {
    language: 'English',
    wrapper: English,
    list: 'Every change, newest first',
    more: 'Show older changes',
    shownOf: (shown: number, total: number) => `The latest ${shown} of ${total} changes`,
    dealHistory: 'History of deal 1',
    changed: 'Deal 1 changed',
    added: 'Deal 1 added',
  },
  {
    language: 'German',
    wrapper: German,
    list: 'Jede Änderung, die neueste zuerst',
    more: 'Ältere Änderungen zeigen',
    shownOf: (shown: number, total: number) => `Die neuesten ${shown} von ${total} Änderungen`,
    dealHistory: 'Verlauf von Spiel 1',
    changed: 'Spiel 1 geändert',
    added: 'Spiel 1 eingetragen',
  },
];

describe.each(LANGUAGES)('a long history, a page at a time ($language)', (w) => {
  test('the history view: the latest page, then the older changes on request', async () => {
    const total = HISTORY_PAGE + 5;
    const { sheet } = await longEvening(total - 8);
    render(<HistoryScreen sheetId={sheet.id} links={{ sheets: '#/', sheet: '#/s' }} />, {
      wrapper: w.wrapper,
    });
    const list = await screen.findByRole('list', { name: w.list });
    expect(within(list).getAllByRole('listitem')).toHaveLength(HISTORY_PAGE);
    expect(screen.getByText(w.shownOf(HISTORY_PAGE, total))).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: w.more }));
    // The oldest change comes last once the older page is in.
    await within(list).findByRole('listitem', { name: w.added });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(total);
    expect(items[0]).toHaveAccessibleName(w.changed);
    expect(screen.queryByRole('button', { name: w.more })).toBeNull();
    expect(screen.queryByText(w.shownOf(total, total))).toBeNull();
  });

  test("a deal's history on its details: the same pages", async () => {
    // Deal 1: added, then corrected HISTORY_PAGE + 1 times (two of them in the evening).
    const { sheet, first } = await longEvening(HISTORY_PAGE - 1);
    renderDealDetail(sheet.id, first, { wrapper: w.wrapper });
    const history = await screen.findByRole('region', { name: w.dealHistory });
    const items = await within(history).findAllByRole('listitem');
    expect(items).toHaveLength(HISTORY_PAGE);
    expect(items.every((item) => item.getAttribute('aria-label') === w.changed)).toBe(true);
    expect(within(history).getByText(w.shownOf(HISTORY_PAGE, HISTORY_PAGE + 2))).toBeVisible();
    fireEvent.click(within(history).getByRole('button', { name: w.more }));
    expect(await within(history).findByRole('listitem', { name: w.added })).toBeVisible();
    expect(within(history).getAllByRole('listitem')).toHaveLength(HISTORY_PAGE + 2);
  });
});
