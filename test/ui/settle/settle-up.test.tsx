// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { getSheetLog } from '../../../src/db/sheet-reads';
import { SheetScreen } from '../../../src/ui/sheet/SheetScreen';
import { emptyDatabase } from '../../support/fresh-db';
import { English } from '../../support/i18n';
import { finishedSeegerFabianSheet, runningPlainSheet } from './settle-fixtures';
import { named, settleScreen } from './settle-screen';

beforeEach(emptyDatabase);

const { renderSettle, renderStake, transfers, setStake } = settleScreen({
  wrapper: English,
  playForStake: 'Play for a stake',
  stakeField: 'Cents per point',
  whoPaysWhom: 'Who pays whom',
});

async function eventCount(sheetId: string) {
  return (await getSheetLog(sheetId))?.events.length ?? 0;
}

describe('settling up (English)', () => {
  test('a running plain list: no stake yet; a stake set shows the fewest transfers', async () => {
    const sheet = await runningPlainSheet();
    renderSettle(sheet.id);
    expect(await screen.findByRole('heading', { name: 'Settle up', level: 1 })).toBeVisible();
    expect(
      await screen.findByText('No stake on this sheet: set one below to see who pays whom.'),
    ).toBeVisible();
    expect(screen.getByText('As it stands after deal 5 of 8.')).toBeVisible();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Play for a stake' }));
    await setStake('1');
    await userEvent.click(screen.getByRole('button', { name: 'Save stake' }));
    expect(await screen.findByText('Saved.')).toBeVisible();
    await waitFor(() =>
      expect(transfers()).toEqual([
        'Carl pays Dora €1.57',
        'Carl pays Ben €1.41',
        'Carl pays Anna €0.89',
      ]),
    );
    expect(screen.getByText(/^By the totals of the plain list/)).toBeVisible();
    const table = screen.getByRole('table', { name: 'Balances' });
    expect(within(table).getByRole('row', { name: /Carl/ })).toHaveTextContent('Carl−96−€3.87');

    // The table's rounding: to 10 cents, the amounts still add up.
    await userEvent.click(screen.getByRole('radio', { name: '€0.10' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save stake' }));
    await waitFor(() =>
      expect(transfers()).toEqual([
        'Carl pays Dora €1.60',
        'Carl pays Ben €1.40',
        'Carl pays Anna €0.90',
      ]),
    );
  });

  test('a stake that is not a positive amount is refused: the text stays, nothing changes', async () => {
    const sheet = await runningPlainSheet();
    await renderStake(sheet.id);
    const before = await eventCount(sheet.id);
    for (const typed of ['0', 'abc', '-1']) {
      await setStake(typed);
      await userEvent.click(screen.getByRole('button', { name: 'Save stake' }));
      const box = screen.getByRole('textbox', { name: 'Cents per point' });
      expect(box).toHaveValue(typed);
      expect(box).toHaveAccessibleDescription(
        'The stake per point is an amount above 0 and up to 10,000 cents, such as ½, 0.5 or 1.',
      );
    }
    expect(screen.queryByText('Saved.')).toBeNull();
    expect(await eventCount(sheet.id)).toBe(before);
  });

  test('a rounding that does not fit the currency is refused with what it allows', async () => {
    const sheet = await runningPlainSheet();
    await renderStake(sheet.id);
    await setStake('½');
    await userEvent.click(screen.getByRole('radio', { name: 'Swiss franc' }));
    await userEvent.click(screen.getByRole('radio', { name: named('CHF 0.01') }));
    await userEvent.click(screen.getByRole('button', { name: 'Save stake' }));
    expect((await screen.findByRole('alert')).textContent?.replace(/\u00a0/g, ' ')).toBe(
      'Amounts in CHF cannot be rounded to CHF 0.01: choose CHF 0.05 or CHF 0.10.',
    );
    expect(screen.getByRole('textbox', { name: 'Cents per point' })).toHaveValue('½');
    expect(screen.getByRole('radio', { name: named('CHF 0.01') })).toBeChecked();
    // Nothing written: the five deals' events only.
    expect(await eventCount(sheet.id)).toBe(5);
  });

  test('a finished Seeger-Fabian sheet: NYCSA ½ cent, its SF totals, lost-game fees into the kitty', async () => {
    const sheet = await finishedSeegerFabianSheet();
    await renderStake(sheet.id);
    await setStake('0,5');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lost-game fee' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save stake' }));
    await waitFor(() =>
      expect(transfers()).toEqual(['Ben pays Anna €1.79', 'Ben pays Carl €0.50']),
    );
    expect(screen.queryByText(/As it stands/)).toBeNull();
    expect(screen.getByText(/^By the Seeger-Fabian totals/)).toBeVisible();
    const fees = screen.getByRole('list', { name: 'Lost-game fees into the kitty' });
    expect(
      within(fees)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Anna: 0 lost games, €0.00',
      'Ben: 1 lost game, €0.50',
      'Carl: 0 lost games, €0.00',
    ]);
    expect(screen.getByText('Into the kitty: €0.50')).toBeVisible();
  });

  test('copied as text where there is no share sheet, shared where there is one', async () => {
    const user = userEvent.setup();
    const sheet = await finishedSeegerFabianSheet();
    renderSettle(sheet.id);
    await user.click(await screen.findByRole('checkbox', { name: 'Play for a stake' }));
    await user.click(screen.getByRole('button', { name: 'Save stake' }));
    await screen.findByRole('list', { name: 'Who pays whom' });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied to the clipboard.')).toBeVisible();
    const copied = (await navigator.clipboard.readText()).replace(/\u00a0/g, ' ');
    expect(copied.split('\n')).toEqual([
      'Settle-up: Club night',
      'By the Seeger-Fabian totals',
      '1 cent per point · Euro · rounded to €0.01',
      '',
      'Ben pays Anna €3.58',
      'Ben pays Carl €1.00',
    ]);
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      renderSettle(sheet.id);
      const shareButtons = await screen.findAllByRole('button', { name: 'Share' });
      await user.click(shareButtons[0] as HTMLElement);
      expect(share).toHaveBeenCalledWith({
        title: 'Settle-up: Club night',
        text: expect.stringContaining('Ben pays Anna €3.58'),
      });
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });
});

describe('the way to the settle-up, and the change on the record', () => {
  const links = (settle: string) => ({
    sheets: '#/',
    newDeal: '#/new-deal',
    deal: (id: string) => `#/deal/${id}`,
    settle,
  });

  test('a running sheet offers it on demand, a finished one prominently', async () => {
    const running = await runningPlainSheet();
    const { unmount } = render(<SheetScreen sheetId={running.id} links={links('#/settle-1')} />);
    expect(await screen.findByRole('link', { name: 'Settle up' })).toHaveAttribute(
      'href',
      '#/settle-1',
    );
    unmount();
    const finished = await finishedSeegerFabianSheet();
    render(<SheetScreen sheetId={finished.id} links={links('#/settle-2')} />);
    const link = await screen.findByRole('link', { name: 'Settle up' });
    expect(link).toHaveAttribute('href', '#/settle-2');
    // Prominent: above the standings, where the next deal's button was.
    const standings = screen.getByRole('region', { name: 'Final standings' });
    expect(link.compareDocumentPosition(standings) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test('the undo names the change of the stake and takes it back', async () => {
    const sheet = await finishedSeegerFabianSheet();
    await renderStake(sheet.id);
    await userEvent.click(screen.getByRole('button', { name: 'Save stake' }));
    await screen.findByText('Saved.');
    render(<SheetScreen sheetId={sheet.id} links={links('#/settle')} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Undo: changed the stake' }));
    await waitFor(async () => expect((await getSheetLog(sheet.id))?.folded.money).toBeNull());
  });
});
