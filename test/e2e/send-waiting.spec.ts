// The waiting line on the sheets list (issue 34 item 9, issue 31): a shared sheet's deal entered
// offline waits on the phone; once the sheet is left, the sheets list says a change waits to be
// sent, and when the network is back the list sends it in the background (no sheet opened) and
// the line goes. A club on Apache CouchDB 3.5 (127.0.0.1, ports 6271–6274, set up by club-setup).
import { clubServerForSpec, phone, SYNC_MS } from '../support/club-e2e';
import { CLUB_LOGIN_EN, logInToClub } from '../support/club-login';
import { DEAL_1, DEAL_2, enterWonGame, startSheet } from '../support/e2e-flows';
import { expect, test, type Page } from '../support/test';

const ANNA = { name: 'anna', password: 'anna-secret' };
const server = clubServerForSpec([6271, 6272, 6273, 6274], { members: [ANNA] });

/** The club database's documents as the server holds them (read by the server's admin). */
async function clubDocCount(): Promise<number> {
  const answer = await fetch(`${server().url}/skatclub/_all_docs`, {
    headers: { authorization: `Basic ${btoa('admin:admin-secret')}` },
    signal: AbortSignal.timeout(10_000),
  });
  return ((await answer.json()) as { rows: unknown[] }).rows.length;
}

const liveStatus = (page: Page) =>
  page.getByRole('region', { name: 'Live sharing' }).getByRole('status').first();

test('a deal entered offline on a shared sheet waits on the list, and goes once back online', async ({
  browser,
}) => {
  const anna = await phone(browser);
  const { page, context } = anna;
  await logInToClub(page, `${server().url}/skatclub`, ANNA, CLUB_LOGIN_EN);
  await startSheet(page);
  await enterWonGame(page, DEAL_1);
  await page.getByRole('button', { name: 'Share live' }).click();
  await expect(liveStatus(page)).toHaveText('Live sharing: Synced', { timeout: SYNC_MS });
  const before = await clubDocCount();

  await context.setOffline(true);
  await enterWonGame(page, DEAL_2);
  await expect(liveStatus(page)).toHaveText('Live sharing: Offline: 1 change kept, sent later');
  await page.getByRole('link', { name: 'Back to the sheets' }).click();
  const item = page.getByRole('listitem').filter({ hasText: 'Anna, Bob, Carl' });
  await expect(item).toContainText('1 change waiting to be sent', { timeout: SYNC_MS });
  expect(await clubDocCount()).toBe(before);

  // Back online: the list's background pass sends it, with the sheet never opened again.
  await context.setOffline(false);
  await expect(item).not.toContainText('waiting to be sent', { timeout: SYNC_MS });
  await expect(item).toContainText('2 of');
  expect(await clubDocCount()).toBe(before + 1);
  await context.close();
});
