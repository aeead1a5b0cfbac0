// @vitest-environment jsdom
// Issue 10, item 2: on a sheet that cannot be scored, neither a deal's own screen nor the print
// view is blank — the deal as entered, why it cannot be scored, the way back, Edit and Delete.
import 'fake-indexeddb/auto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { PrintView } from '../../../src/ui/print/PrintView';
import { DealDetailScreen } from '../../../src/ui/sheet/DealDetailScreen';
import { German } from '../../support/i18n';
import { emptyDatabase } from '../../support/fresh-db';
import { damagedSheet } from './damaged-sheet';
import { getDeals } from '../../support/db-reads';

beforeEach(emptyDatabase);

interface Words {
  readonly wrapper: { wrapper?: (props: { children: ReactNode }) => ReactNode };
  readonly heading: string;
  readonly asEntered: RegExp;
  readonly why: string;
  readonly back: string;
  readonly edit: string;
  readonly delete: string;
  readonly confirm: string;
  readonly printWhy: string;
  readonly printDeals: string;
}

const ENGLISH: Words = {
  wrapper: {},
  heading: 'Deal 1',
  asEntered: /^Deal 1: ♣/,
  why: 'This sheet cannot be scored:',
  back: 'Back to the sheet',
  edit: 'Edit deal 1',
  delete: 'Delete deal 1',
  confirm: 'Delete deal',
  printWhy: 'This sheet holds a deal that cannot be scored:',
  printDeals: 'Deals entered',
};

const GERMAN: Words = {
  wrapper: { wrapper: German },
  heading: 'Spiel 1',
  asEntered: /^Spiel 1: ♣/,
  why: 'Diese Liste lässt sich nicht werten:',
  back: 'Zurück zur Liste',
  edit: 'Spiel 1 bearbeiten',
  delete: 'Spiel 1 löschen',
  confirm: 'Spiel löschen',
  printWhy: 'Auf dieser Liste steht ein Spiel, das sich nicht werten lässt:',
  printDeals: 'Eingetragene Spiele',
};

describe.each([
  ['English', ENGLISH],
  ['German', GERMAN],
])('a sheet that cannot be scored (%s)', (_, words) => {
  test('the damaged deal’s screen shows it as entered, why, and lets it be mended', async () => {
    const user = userEvent.setup();
    const { sheet, first } = await damagedSheet();
    const onDeleted = vi.fn();
    const links = { sheets: '#/', sheet: '#/sheet', edit: '#/edit' };
    render(
      <DealDetailScreen sheetId={sheet.id} dealId={first.id} links={links} onDeleted={onDeleted} />,
      words.wrapper,
    );
    expect(await screen.findByRole('heading', { level: 1, name: words.heading })).toBeVisible();
    expect(screen.getByText(words.asEntered)).toBeVisible();
    expect(screen.getByText(words.why)).toBeVisible();
    expect(screen.getAllByRole('link', { name: words.back }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: words.edit })).toHaveAttribute('href', '#/edit');

    await user.click(screen.getByRole('button', { name: words.delete }));
    await user.click(screen.getByRole('button', { name: words.confirm }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    expect((await getDeals(sheet.id)).map((d) => d.id)).not.toContain(first.id);
  });

  test('the print view says why and lists the deals as entered', async () => {
    const { sheet } = await damagedSheet();
    render(<PrintView sheetId={sheet.id} onBack={() => {}} />, words.wrapper);
    expect(await screen.findByText(words.printWhy)).toBeVisible();
    const deals = screen.getByRole('region', { name: words.printDeals });
    const items = within(deals).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(words.asEntered);
  });
});
