// @vitest-environment jsdom
// Issue 10, item 2: a sheet that cannot be scored still shows its deals, Undo and delete.
import 'fake-indexeddb/auto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { SheetScreen } from '../../../src/ui/sheet/SheetScreen';
import { German } from '../../support/i18n';
import { emptyDatabase } from '../../support/fresh-db';
import { damagedSheet } from './damaged-sheet';
import { getDeals } from '../../support/db-reads';

beforeEach(emptyDatabase);

const LINKS = { sheets: '#/', newDeal: '#/new-deal', deal: (id: string) => `#/deal/${id}` };

describe('a sheet that cannot be scored', () => {
  test('lists its deals, offers Undo, and a deal can be deleted', async () => {
    const user = userEvent.setup();
    const { sheet, first } = await damagedSheet();
    render(<SheetScreen sheetId={sheet.id} links={LINKS} />);
    expect(await screen.findByText('This sheet cannot be scored:')).toBeVisible();
    const deals = await screen.findByRole('region', { name: 'Deals entered' });
    expect(within(deals).getAllByRole('listitem')).toHaveLength(2);
    expect(await screen.findByRole('button', { name: /^Undo/ })).toBeVisible();
    await user.click(within(deals).getByRole('button', { name: 'Delete deal 1' }));
    await user.click(screen.getByRole('button', { name: 'Delete deal' }));
    // The damage is the sheet's own (damaged-sheet.ts): the deal is gone, the sheet says why still.
    await waitFor(async () =>
      expect((await getDeals(sheet.id)).map((d) => d.id)).not.toContain(first.id),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Deals entered' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
  });

  test('in German too', async () => {
    const { sheet } = await damagedSheet();
    render(<SheetScreen sheetId={sheet.id} links={LINKS} />, { wrapper: German });
    expect(await screen.findByRole('region', { name: 'Eingetragene Spiele' })).toBeVisible();
  });
});
