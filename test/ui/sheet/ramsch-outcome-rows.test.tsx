// @vitest-environment jsdom
// A Ramsch told by its outcome (flat scoring, no card points) where every deal shows: the list,
// the deal's details with its explanation, the printed list and the CSV. Values by hand.
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import { renderDealDetail } from './render-sheet';
import { beforeEach, expect, test } from 'vitest';
import { addDeal } from '../../../src/db/deals';
import type { SheetRecord } from '../../../src/db/records';
import { createSheet } from '../../../src/db/sheets';
import type { RamschOutcomeDeal } from '../../../src/domain/ramsch-deal';
import { PRESETS } from '../../../src/domain/rules';
import { sheetToCsv } from '../../../src/io/csv';
import { listGameText } from '../../../src/ui/common/list-game';
import { csvFormat } from '../../../src/ui/i18n/csv';
import { en } from '../../../src/ui/i18n/en';
import { PrintView } from '../../../src/ui/print/PrintView';
import { SheetScreen } from '../../../src/ui/sheet/SheetScreen';
import { German } from '../../support/i18n';
import { emptyDatabase } from '../../support/fresh-db';
import { storedDeals } from '../../support/sheet-fixtures';
import { cellTexts, rowTexts } from '../../support/table-cells';

beforeEach(emptyDatabase);

const PLAYERS = ['Anna', 'Ben', 'Carl'];

// Ben lost, Carl took no trick (Jungfrau) and won: flat 25 × 2 = 50. NYCSA counts it as a game:
// Seeger-Fabian −50 − 50 for Ben, +50 for Carl.
const RAMSCH: RamschOutcomeDeal = {
  kind: 'ramsch',
  tally: 'outcome',
  playing: [true, true, true],
  losers: [1],
  winner: 2,
  noTrick: [2],
  allTricks: null,
  doublings: 0,
  bock: 0,
};

async function nycsaSheet(): Promise<SheetRecord> {
  const setup = { players: 3, firstDealer: 0, plannedDeals: 36, rules: PRESETS.nycsa } as const;
  const created = await createSheet({ playerNames: PLAYERS, setup, preset: 'nycsa' });
  if (!created.ok) throw new Error(JSON.stringify(created.errors));
  const added = await addDeal(created.value.id, RAMSCH);
  if (!added.ok) throw new Error(JSON.stringify(added.errors));
  return created.value;
}

const links = {
  sheets: '#/',
  newDeal: '#/new',
  deal: (id: string) => `#/deal/${id}`,
  print: '#/p',
};

test('the list shows the loser, the winner and the entries', async () => {
  const sheet = await nycsaSheet();
  render(<SheetScreen sheetId={sheet.id} links={links} />);
  const list = await screen.findByRole('region', { name: 'The list' });
  const row = within(list).getAllByRole('row')[1];
  expect(cellTexts(row).slice(1, 2)).toEqual(['Ramsch, JungfrauBen loses, Carl winsAnna dealt']);
  // Ben's entry −50, then the list's totals: Anna 0, Ben −50, Carl 0.
  expect(cellTexts(row).slice(2)).toEqual(['−50', '0', '−50', '0']);
});

test('the details explain it without card points: "loses 25 (flat)"', async () => {
  const sheet = await nycsaSheet();
  const dealId = (await storedDeals(sheet.id))[0]?.id ?? '';
  renderDealDetail(sheet.id, dealId);
  expect(await screen.findByText('Ben lost: loses 25 (flat)')).toBeInTheDocument();
  expect(screen.getByText('Jungfrau (Carl, no trick) ×2')).toBeInTheDocument();
  expect(screen.getByText('Winner: Carl, fewest points')).toBeInTheDocument();
  expect(screen.queryByText(/\d+ points, most points/)).toBeNull();
});

test('the printed list and the CSV carry it', async () => {
  const sheet = await nycsaSheet();
  render(<PrintView sheetId={sheet.id} onBack={() => {}} />);
  const table = await screen.findByRole('table');
  const row = within(table).getAllByRole('row')[1];
  expect(rowTexts(row).join(' ')).toContain('Ramsch, JungfrauBen loses, Carl wins');
  const format = csvFormat(en, (r) => listGameText(en, r, PLAYERS));
  const csv = sheetToCsv(sheet, await storedDeals(sheet.id), format);
  expect(csv.split('\r\n')[1]).toContain('"Ramsch, Jungfrau — Ben loses, Carl wins",-50');
});

test('in German: die Liste und die Erklärung ohne Augen', async () => {
  const sheet = await nycsaSheet();
  const dealId = (await storedDeals(sheet.id))[0]?.id ?? '';
  renderDealDetail(sheet.id, dealId, { wrapper: German });
  expect(await screen.findByText('Ben verliert: 25 (fest)')).toBeInTheDocument();
  expect(screen.getByText('Gewinner: Carl, die wenigsten Augen')).toBeInTheDocument();
});
