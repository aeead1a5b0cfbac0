// @vitest-environment jsdom
// Every change on the record, on the sheet (issue 12): a corrected deal's row says how often and
// when it was changed, its details show its own history, and undo walks back step by step.
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderDealDetail } from './render-sheet';
import { DealDetailScreen } from '../../../src/ui/sheet/DealDetailScreen';
import { SheetScreen } from '../../../src/ui/sheet/SheetScreen';
import { English, German } from '../../support/i18n';
import { emptyDatabase } from '../../support/fresh-db';
import { storedDeals } from '../../support/sheet-fixtures';
import { cellTexts } from '../../support/table-cells';
import { eveningWithHistory } from './history/history-evening';
import { DEALS } from './evening-at-four';

beforeAll(() => {
  process.env.TZ = 'Europe/Berlin';
});
beforeEach(emptyDatabase);
afterEach(() => {
  vi.useRealTimers();
});

const LINKS = { sheets: '#/', newDeal: '#/new-deal', deal: (id: string) => `#/deal/${id}` };

async function listRows() {
  const list = await screen.findByRole('region', { name: /^(The list|Spielliste)$/ });
  return within(list).getAllByRole('row');
}

describe('the mark of a corrected deal on the list', () => {
  test('"changed twice, last at 22:14" on deal 1 only, in words', async () => {
    const { sheet } = await eveningWithHistory();
    render(<SheetScreen sheetId={sheet.id} links={LINKS} />);
    const rows = await listRows();
    expect(within(rows[1] as HTMLElement).getByText('changed twice, last at 22:14')).toBeVisible();
    // Ben's clubs with 1 won: 2 × 12 = +24. A void is no correction: deal 2 has no mark.
    expect(cellTexts(rows[1])).toEqual([
      '1',
      'Ben ♣ with 1✎ changed twice, last at 22:14Anna dealt',
      '+24',
      '0',
      '24',
      '0',
      '0',
    ]);
    expect(rows[2]).not.toHaveTextContent('changed');
    expect(rows[3]).not.toHaveTextContent('changed');
  });
});

const LANGUAGES = [
  {
    language: 'English',
    wrapper: English,
    link: 'changed twice, last at 22:14 — history of deal 1',
    shown: '✎ changed twice, last at 22:14',
    history: 'History of deal 1',
  },
  {
    language: 'German',
    wrapper: German,
    link: 'zweimal geändert, zuletzt um 22:14 – Verlauf von Spiel 1',
    shown: '✎ zweimal geändert, zuletzt um 22:14',
    history: 'Verlauf von Spiel 1',
  },
] as const;

describe.each(LANGUAGES)('a tap on the words opens the deal’s history ($language)', (w) => {
  test('the words are a link to the deal, whose details open at its own history', async () => {
    const user = userEvent.setup();
    const { sheet, first } = await eveningWithHistory();
    const shown = render(<SheetScreen sheetId={sheet.id} links={LINKS} />, { wrapper: w.wrapper });
    const rows = await listRows();
    const link = within(rows[1] as HTMLElement).getByRole('link', { name: w.link });
    expect(link).toHaveTextContent(w.shown);
    expect(link).toHaveAttribute('href', `#/deal/${first}`);
    await user.click(link);
    shown.unmount();

    const links = { sheets: '#/', sheet: '#/sheet', edit: '#/edit' };
    const details = render(
      <DealDetailScreen sheetId={sheet.id} dealId={first} links={links} onDeleted={vi.fn()} />,
      { wrapper: w.wrapper },
    );
    expect(await screen.findByRole('region', { name: w.history })).toHaveFocus();
    details.unmount();

    // Opened any other way (the row itself), the details start at the top: the wish is used up.
    render(
      <DealDetailScreen sheetId={sheet.id} dealId={first} links={links} onDeleted={vi.fn()} />,
      { wrapper: w.wrapper },
    );
    expect(await screen.findByRole('region', { name: w.history })).not.toHaveFocus();
  });
});

describe('a deal’s own history on its details screen', () => {
  test('each change with the old and the new value side by side', async () => {
    const { sheet, first } = await eveningWithHistory();
    renderDealDetail(sheet.id, first);
    const history = await screen.findByRole('region', { name: 'History of deal 1' });
    // Its entries are scored a page at a time after the screen shows (use-history-pages.ts).
    const items = await within(history).findAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Deal 1 changed',
      'Deal 1 changed',
      'Deal 1 added',
    ]);
    expect(items[0]).toHaveTextContent(
      '22:14Deal 1 changedBeforeBen: ♣ with 3Value +48AfterBen: ♣ with 1Value +24',
    );
    expect(items[1]).toHaveTextContent(
      '22:05Deal 1 changedBeforeBen: ♣ with 2Value +36AfterBen: ♣ with 3Value +48',
    );
    // The deal as added is the explanation above; its entry is only the time.
    expect(items[2]).toHaveTextContent(/^21:00Deal 1 added$/);
  });

  test('in German', async () => {
    const { sheet, second } = await eveningWithHistory();
    renderDealDetail(sheet.id, second, { wrapper: German });
    const history = await screen.findByRole('region', { name: 'Verlauf von Spiel 2' });
    // Its entries are scored a page at a time after the screen shows (use-history-pages.ts).
    const items = await within(history).findAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Spiel 2 gestrichen',
      'Spiel 2 eingetragen',
    ]);
    expect(items[0]).toHaveTextContent(
      '22:10Spiel 2 gestrichenVorherCarl: Grand mit 1Wert −96NachherCarl: Grand mit 1 (gestrichen)Wert 0',
    );
  });
});

describe('undo step by step', () => {
  test('the button names each change it undoes, walking back through the history', async () => {
    const user = userEvent.setup();
    const { sheet } = await eveningWithHistory();
    render(<SheetScreen sheetId={sheet.id} links={LINKS} />);
    await user.click(await screen.findByRole('button', { name: 'Undo: changed deal 1' }));
    // Back to "with 3" (+48); the mark counts one change now, the one made at 22:05.
    await vi.waitFor(async () => expect(cellTexts((await listRows())[1])[2]).toBe('+48'));
    expect((await listRows())[1]).toHaveTextContent('changed once, last at 22:05');

    await user.click(await screen.findByRole('button', { name: 'Undo: voided deal 2' }));
    await vi.waitFor(async () => expect(cellTexts((await listRows())[2])[2]).toBe('−96'));

    await user.click(await screen.findByRole('button', { name: 'Undo: changed deal 1' }));
    await vi.waitFor(async () => expect(cellTexts((await listRows())[1])[2]).toBe('+36'));
    expect((await listRows())[1]).not.toHaveTextContent('changed');
    expect((await storedDeals(sheet.id)).map((d) => d.deal)).toEqual(DEALS);

    // Further back: the deals as added, the last one first.
    expect(await screen.findByRole('button', { name: 'Undo: added deal 5' })).toBeVisible();
  });

  test('in German', async () => {
    const user = userEvent.setup();
    const { sheet } = await eveningWithHistory();
    render(<SheetScreen sheetId={sheet.id} links={LINKS} />, { wrapper: German });
    await user.click(await screen.findByRole('button', { name: 'Rückgängig: Spiel 1 geändert' }));
    await user.click(await screen.findByRole('button', { name: 'Rückgängig: Spiel 2 gestrichen' }));
    expect(
      await screen.findByRole('button', { name: 'Rückgängig: Spiel 1 geändert' }),
    ).toBeVisible();
    await vi.waitFor(async () => expect((await storedDeals(sheet.id))[1]?.deal).toEqual(DEALS[1]));
  });
});
