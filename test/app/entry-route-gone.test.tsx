// @vitest-environment jsdom
// Issue 10, item 7: the entry of a deal or sheet deleted in another tab says so, with a way back.
import 'fake-indexeddb/auto';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { DealEntryRoute } from './deal-entry-route';
import { deleteDeal } from '../../src/db/deals';
import { deleteSheet } from '../../src/db/sheets';
import { German } from '../support/i18n';
import { emptyDatabase } from '../support/fresh-db';
import { PASSED, THREE_PLAIN, sheetWith } from '../support/sheet-fixtures';
import { getDeals } from '../support/db-reads';

beforeEach(emptyDatabase);

async function sheetWithOneDeal() {
  const sheet = await sheetWith(['Anna', 'Ben', 'Carl'], THREE_PLAIN, [PASSED], 'Friday');
  const [deal] = await getDeals(sheet.id);
  if (!deal) throw new Error('stored');
  return { sheet, deal };
}

describe('deleted in another tab while its entry is open', () => {
  test('the deal being edited: "no longer exists", with the way back to the sheet', async () => {
    const { sheet, deal } = await sheetWithOneDeal();
    render(<DealEntryRoute sheetId={sheet.id} dealId={deal.id} />);
    expect(await screen.findByRole('region', { name: 'Enter a deal' })).toBeVisible();
    await act(async () => {
      await deleteDeal(sheet.id, deal.id);
    });
    expect(
      await screen.findByRole('heading', { name: 'This deal no longer exists.' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the sheet' })).toHaveAttribute(
      'href',
      `#/sheet/${sheet.id}`,
    );
  });

  test('the sheet of a new deal: "no longer exists", with the way back to the list', async () => {
    const { sheet } = await sheetWithOneDeal();
    render(<DealEntryRoute sheetId={sheet.id} />);
    expect(await screen.findByRole('region', { name: 'Enter a deal' })).toBeVisible();
    await act(async () => {
      await deleteSheet(sheet.id);
    });
    expect(await screen.findByText('This sheet no longer exists.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the sheets' })).toHaveAttribute('href', '#/');
  });

  test('in German too', async () => {
    const { sheet, deal } = await sheetWithOneDeal();
    render(<DealEntryRoute sheetId={sheet.id} dealId={deal.id} />, { wrapper: German });
    await screen.findByRole('heading', { level: 1 });
    await act(async () => {
      await deleteDeal(sheet.id, deal.id);
    });
    expect(await screen.findByRole('link', { name: 'Zurück zur Liste' })).toBeVisible();
  });
});
