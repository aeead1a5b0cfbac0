// @vitest-environment jsdom
// A Bierlachs sheet has no settle-up in money, in English and German: where a points list offers
// its settle-up, the sheet says why there is none (the loser of each round buys the beer; points
// are not money), running or finished; the settle-up's own screen says the same, with no
// transfers, no balances and no stake to set.
import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { SettleUpScreen } from '../../../src/ui/settle/SettleUpScreen';
import { SheetScreen } from '../../../src/ui/sheet/SheetScreen';
import { English, German } from '../../support/i18n';
import { emptyDatabase } from '../../support/fresh-db';
import { bierlachsSheet } from '../../support/sheet-fixtures';

beforeEach(emptyDatabase);

/** Anna wins clubs with 2, Ben loses grand with 1 (at −32 from 100: he buys the beer), Carl hearts. */
async function beerSheet(plannedDeals: number) {
  return (await bierlachsSheet({ plannedDeals, name: 'Beer' })).id;
}

const LINKS = {
  sheets: '#/',
  newDeal: '#/new-deal',
  deal: (id: string) => `#/deal/${id}`,
  settle: '#/settle',
};

const WORDS = {
  en: {
    wrapper: English,
    why: 'No settle-up in money on a Bierlachs sheet: the loser of each round buys the beer, and the points are not money.',
    settle: 'Settle up',
    standings: 'Final standings',
    running: 'Standings',
    transfers: 'Who pays whom',
    stake: 'Play for a stake',
  },
  de: {
    wrapper: German,
    why: 'Beim Bierlachs gibt es keine Abrechnung in Geld: Wer eine Runde verliert, zahlt das Bier, und die Punkte sind kein Geld.',
    settle: 'Abrechnung',
    standings: 'Endstand',
    running: 'Stand',
    transfers: 'Wer zahlt wem',
    stake: 'Um Geld spielen',
  },
} as const;

describe.each(['en', 'de'] as const)('a Bierlachs sheet has no settle-up (%s)', (locale) => {
  const w = WORDS[locale];

  test.each([
    ['finished', 3, 'standings'],
    ['running', 12, 'running'],
  ] as const)('the %s sheet says why, where the settle-up would be', async (_, planned, title) => {
    const id = await beerSheet(planned);
    render(<SheetScreen sheetId={id} links={LINKS} />, { wrapper: w.wrapper });
    expect(await screen.findByRole('region', { name: w[title] })).toBeVisible();
    expect(await screen.findByText(w.why)).toBeVisible();
    expect(screen.queryByRole('link', { name: w.settle })).not.toBeInTheDocument();
  });

  test('the settle-up’s own screen says why, with nothing to pay and no stake', async () => {
    const id = await beerSheet(3);
    render(<SettleUpScreen sheetId={id} links={{ sheet: '#/sheet' }} />, { wrapper: w.wrapper });
    expect(await screen.findByRole('heading', { level: 1, name: w.settle })).toBeVisible();
    expect(await screen.findByText(w.why)).toBeVisible();
    expect(screen.queryByRole('heading', { name: w.transfers })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: w.stake })).not.toBeInTheDocument();
  });
});
