// What a new user met around live sharing (issue 31), on Apache CouchDB 3.5 (ports 6261–6264):
// item 12, sharing a fresh sheet offers no undo (its start events are nobody's change); item 14,
// the status says "Offline" as soon as the browser loses the network, not a minute later when a
// request fails; item 13, a club on another site than the app (app at 127.0.0.1, club at
// localhost) is told as such right at the login, not as "not logged in any more".
import { clubServerForSpec, clubTest as test, SYNC_MS } from '../support/club-e2e';
import { CLUB_LOGIN_EN, logInToClub } from '../support/club-login';
import { startSheet } from '../support/e2e-flows';
import { expect, type Page } from '../support/test';

const ANNA = { name: 'anna', password: 'anna-secret' };
const BEN = { name: 'ben', password: 'ben-secret' };
const server = clubServerForSpec([6261, 6262, 6263, 6264], { members: [ANNA, BEN] });

const liveStatus = (page: Page) =>
  page.getByRole('region', { name: 'Live sharing' }).getByRole('status').first();

/** Well below the minute the status stayed "Synced" before, well above a slow machine's tap. */
const NOTICED_MS = 10_000;

test('a fresh sheet shared: no undo offered; the network gone: "Offline" at once, back: "Synced"', async ({
  newPhone,
}) => {
  test.setTimeout(180_000);
  const a = await newPhone();
  await logInToClub(a.page, `${server().url}/skatclub`, ANNA);
  await startSheet(a.page);
  await a.page.getByRole('button', { name: 'Share live' }).click();
  await expect(liveStatus(a.page)).toHaveText('Live sharing: Synced', { timeout: SYNC_MS });

  await test.step("sharing is nobody's change: nothing to undo", async () => {
    await expect(a.page.getByRole('button', { name: /^Undo/ })).toHaveCount(0);
  });

  await test.step('offline: said at once, and synced again once back', async () => {
    await a.context.setOffline(true);
    await expect(liveStatus(a.page)).toHaveText('Live sharing: Offline', {
      timeout: NOTICED_MS,
    });
    await a.context.setOffline(false);
    await expect(liveStatus(a.page)).toHaveText('Live sharing: Synced', { timeout: SYNC_MS });
  });
});

test('a club at localhost for an app at 127.0.0.1: the login says the browser keeps its cookie from another site', async ({
  newPhone,
}) => {
  test.setTimeout(120_000);
  const b = await newPhone();
  const otherSite = `${server().url.replace('127.0.0.1', 'localhost')}/skatclub`;
  await b.page.goto('/#/settings');
  const club = b.page.getByRole('region', { name: CLUB_LOGIN_EN.region });
  await club.getByLabel(CLUB_LOGIN_EN.server, { exact: true }).fill(otherSite);
  await club.getByLabel(CLUB_LOGIN_EN.name, { exact: true }).fill(BEN.name);
  await club.getByLabel(CLUB_LOGIN_EN.password, { exact: true }).fill(BEN.password);
  await club.getByRole('button', { name: CLUB_LOGIN_EN.save }).click();
  const status = club.getByRole('status');
  await expect(status).toHaveText(
    /^Not connected: the club server took the login, but this browser does not send the club's login to a server on another site than the app's\./,
    { timeout: SYNC_MS },
  );
  await expect(status).not.toContainText('log in again');
});
