// @vitest-environment jsdom
// Issue 19, item 2: a change stamped past Date's range (an earlier version's restore let
// "at": 9e15 in) made the sheet unopenable ("RangeError: Invalid time value"). Rendering is
// total: such a time shows as "unknown time", in words, and the sheet opens.
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { db } from '../../../../src/db/database';
import { SheetScreen } from '../../../../src/ui/sheet/SheetScreen';
import { HistoryScreen } from '../../../../src/ui/sheet/history/HistoryScreen';
import { English, German } from '../../../support/i18n';
import { emptyDatabase } from '../../../support/fresh-db';
import { CLUBS_WITH_3, eveningWithHistory } from './history-evening';

beforeAll(() => {
  process.env.TZ = 'Europe/Berlin';
});
beforeEach(emptyDatabase);
afterEach(() => {
  vi.useRealTimers();
});

/** The evening with deal 1 changed once more, at a time past what Date can hold. */
async function eveningPastTheRange() {
  const evening = await eveningWithHistory();
  // The correction replaces deal 1's latest version: a correction naming none is refused by the
  // log's judgement (domain/log-judge.ts) and would count nowhere.
  const versions = (await db.log.where('sheetId').equals(evening.sheet.id).toArray())
    .filter((event) => 'dealId' in event.change && event.change.dealId === evening.first)
    .sort((a, b) => a.clock - b.clock);
  const replaces = versions.at(-1)?.id ?? '';
  await db.log.add({
    id: crypto.randomUUID(),
    sheetId: evening.sheet.id,
    device: crypto.randomUUID(),
    clock: 100,
    at: 9_000_000_000_000_000,
    change: { kind: 'deal-replaced', dealId: evening.first, replaces, deal: CLUBS_WITH_3 },
  });
  return evening;
}

const LANGUAGES = [
  {
    language: 'English',
    wrapper: English,
    sheetList: 'The list',
    mark: '✎ changed 3 times, last at an unknown time',
    historyList: 'Every change, newest first',
    latest: /^unknown timeDeal 1 changed/,
  },
  {
    language: 'German',
    wrapper: German,
    sheetList: 'Spielliste',
    mark: '✎ 3-mal geändert, zuletzt zu unbekannter Zeit',
    historyList: 'Jede Änderung, die neueste zuerst',
    latest: /^unbekannte ZeitSpiel 1 geändert/,
  },
] as const;

describe.each(LANGUAGES)('a time the app cannot show ($language)', (w) => {
  test('the sheet opens; the corrected deal says its last change was at an unknown time', async () => {
    const { sheet } = await eveningPastTheRange();
    render(
      <SheetScreen
        sheetId={sheet.id}
        links={{ sheets: '#/', newDeal: '#/n', deal: (id) => `#/d/${id}` }}
      />,
      {
        wrapper: w.wrapper,
      },
    );
    const list = await screen.findByRole('region', { name: w.sheetList });
    const rows = within(list).getAllByRole('row');
    expect(
      within(rows[1] as HTMLElement).getByRole('link', { name: new RegExp(`^${w.mark.slice(2)}`) }),
    ).toHaveTextContent(w.mark);
  });

  test('the history shows "unknown time" for it, with no machine time', async () => {
    const { sheet } = await eveningPastTheRange();
    render(<HistoryScreen sheetId={sheet.id} links={{ sheets: '#/', sheet: '#/s' }} />, {
      wrapper: w.wrapper,
    });
    const list = await screen.findByRole('list', { name: w.historyList });
    const [latest, before] = within(list).getAllByRole('listitem');
    expect(latest).toHaveTextContent(w.latest);
    const time = (latest as HTMLElement).querySelector('time');
    expect(time).not.toHaveAttribute('datetime');
    // The times it can show stay as they were.
    expect((before as HTMLElement).querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-11-20T21:14:00.000Z',
    );
  });
});
