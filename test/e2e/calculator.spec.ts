import { expect, test } from '../support/test';
import { expectNoNetwork } from '../support/e2e-flows';
import { withOfflineApp } from '../support/offline-app';

/*
 * The calculator needs no sheet and no network: after one visit online, it opens from the list
 * of sheets with the server gone (its code and the rules come from the service worker's cache),
 * values a game, checks a bid, and a level's rule number opens that rule highlighted.
 */
test('offline, the calculator opens from the sheet list and answers "Clubs with 2 hand, bid 50?"', async () => {
  await withOfflineApp(async (page) => {
    await page.getByRole('link', { name: 'Calculator' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Calculator' })).toBeVisible();
    // Radios are covered by their labels: tap the label, as a finger would.
    await page
      .getByRole('group', { name: 'Number of tops' })
      .getByText('2', { exact: true })
      .click();
    await page.getByRole('button', { name: 'Hand' }).click();
    // Hand-computed (skat-scoring.md 5.2): with 2, game 3, hand 4 × 12 = 48.
    await expect(page.getByTestId('calculator-value')).toHaveText(
      'with 2, game 3, hand 4 × 12 = 48',
    );
    await expect(page.getByText('Highest bid it covers: 48')).toBeVisible();

    await page.getByRole('textbox', { name: 'Bid' }).fill('50');
    const verdict = page.getByRole('region', { name: 'Bid' }).getByRole('status');
    await expect(verdict).toContainText('Overbid at 50');
    await expect(verdict).toContainText('lost: −2 × 60 = −120');

    await page.getByRole('link', { name: 'Open the rule ISkO 5.2', exact: true }).first().click();
    const rule = page.getByRole('region', { name: 'ISkO 5.2 Levels' });
    await expect(rule).toBeFocused();
    await expect(rule).toBeInViewport();
    await expectNoNetwork(page);
  });
});
