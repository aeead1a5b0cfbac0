// @vitest-environment jsdom
// A Ramsch stored on a sheet shows where every deal shows: the list, the deal's details, the
// printed list and the CSV, each with what the Ramsch wrote for every player.
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import { renderDealDetail } from './render-sheet';
import { beforeEach, describe, expect, test } from 'vitest';
import { addDeal } from '../../../src/db/deals';
import type { SheetRecord } from '../../../src/db/records';
import { createSheet } from '../../../src/db/sheets';
import type { RamschDeal } from '../../../src/domain/ramsch-deal';
import { PRESETS } from '../../../src/domain/rules';
import type { SheetDeal } from '../../../src/domain/sheet-deal';
import { sheetToCsv } from '../../../src/io/csv';
import { listGameText } from '../../../src/ui/common/list-game';
import { csvFormat } from '../../../src/ui/i18n/csv';
import { de } from '../../../src/ui/i18n/de';
import { en } from '../../../src/ui/i18n/en';
import { storeErrorMessage } from '../../../src/ui/i18n/errors';
import { PrintView } from '../../../src/ui/print/PrintView';
import { SheetScreen } from '../../../src/ui/sheet/SheetScreen';
import { English, German } from '../../support/i18n';
import { emptyDatabase } from '../../support/fresh-db';
import { storedDeals, trump } from '../../support/sheet-fixtures';
import { cellTexts, rowTexts } from '../../support/table-cells';

beforeEach(emptyDatabase);

const PLAYERS = ['Anna', 'Ben', 'Carl'];

/** Pub rules: a passed deal is a Ramsch scored by the loser's own card points. */
async function pubSheet(deals: readonly SheetDeal[]): Promise<SheetRecord> {
  const setup = { players: 3, firstDealer: 0, plannedDeals: 9, rules: PRESETS.pub } as const;
  const created = await createSheet({ playerNames: PLAYERS, setup, preset: 'pub' });
  if (!created.ok) throw new Error(JSON.stringify(created.errors));
  for (const deal of deals) {
    const added = await addDeal(created.value.id, deal);
    if (!added.ok) throw new Error(JSON.stringify(added.errors));
  }
  return created.value;
}

// Ben took the most card points (62): he loses 62; Carl took no trick (Jungfrau): × 2.
const RAMSCH: RamschDeal = {
  kind: 'ramsch',
  points: [58, 62, 0],
  noTrick: [2],
  allTricks: null,
  doublings: 0,
  bock: 0,
};
const DEALS: readonly SheetDeal[] = [trump(1, 'clubs', 1, true), RAMSCH];

describe('a Ramsch row', () => {
  // Ben 62 points, the most: loses 62, × 2 for Carl's Jungfrau = −124; Carl, fewest, wins.
  test.each([
    {
      language: 'English',
      wrapper: English,
      list: 'The list',
      row: ['2', 'Ramsch, JungfrauBen loses, Carl winsBen dealt', '−124', '0', '−100', '0'],
    },
    {
      language: 'German',
      wrapper: German,
      list: 'Spielliste',
      row: ['2', 'Ramsch, JungfrauBen verliert, Carl gewinntGeber: Ben', '−124', '0', '−100', '0'],
    },
  ])(
    'the list ($language) shows it with its loser’s entry and everyone’s running totals',
    async ({ wrapper, list, row }) => {
      const sheet = await pubSheet(DEALS);
      render(
        <SheetScreen
          sheetId={sheet.id}
          links={{ sheets: '#/', newDeal: '#/new', deal: (id) => `#/deal/${id}`, print: '#/p' }}
        />,
        { wrapper },
      );
      const region = await screen.findByRole('region', { name: list });
      expect(cellTexts(within(region).getAllByRole('row')[2])).toEqual(row);
    },
  );

  test('the deal’s details name the Ramsch and what it changed for every player', async () => {
    const sheet = await pubSheet(DEALS);
    const dealId = (await storedDeals(sheet.id))[1]?.id ?? '';
    renderDealDetail(sheet.id, dealId);
    expect(await screen.findByText('Ramsch, Jungfrau')).toBeInTheDocument();
    const changes = screen.getByRole('region', { name: 'Change and total after this deal' });
    const rows = within(changes).getAllByRole('row');
    expect(rowTexts(rows[2])).toEqual(['Ben', '−124 → −100']);
  });

  test('the printed list writes every changed player’s new total, and the CSV its row', async () => {
    const sheet = await pubSheet(DEALS);
    render(<PrintView sheetId={sheet.id} onBack={() => {}} />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rowTexts(rows[2]).slice(3)).toEqual([
      'Ramsch, JungfrauBen loses, Carl wins',
      '−124',
      '',
      '−100',
      '',
    ]);
    const format = csvFormat(en, (row) => listGameText(en, row, PLAYERS));
    const csv = sheetToCsv(sheet, await storedDeals(sheet.id), format);
    expect(csv.split('\r\n')[2]).toBe(
      '2,Ben,,"Ramsch, Jungfrau — Ben loses, Carl wins",-124,0,-100,0',
    );
  });

  test('in German: the refusal to change the rules', () => {
    expect(storeErrorMessage(de, { code: 'rules-locked', dealCount: 2 })).toBe(
      'Die Regeln einer Liste können nach dem ersten gespeicherten Spiel nicht mehr geändert werden.',
    );
  });
});
