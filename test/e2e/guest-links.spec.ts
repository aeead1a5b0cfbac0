// Guest links end to end: a club server (pouchdb-server on 127.0.0.1, set up by club-setup with
// two guest databases, started here and stopped by its pid). Anna shares a sheet and makes a link
// to follow and one for a second scorekeeper; two phones without any club login open them: the
// follower sees the deals and is offered no entry, the second scorekeeper enters a deal that
// reaches Anna; Anna revokes the follower's link and the follower is told. Then in German.
import { clubServerForSpec, clubTest as test, SYNC_MS } from '../support/club-e2e';
import { DEAL_1, DEAL_2, enterWonGame, startSheet } from '../support/e2e-flows';
import { expect, type Page } from '../support/test';
import { CLUB_LOGIN_DE, logInToClub } from '../support/club-login';
import { expectGermanScreen } from '../support/german-screen';

const ANNA = { name: 'anna', password: 'anna-secret' };
const server = clubServerForSpec([6151, 6152, 6153, 6154], { members: [ANNA], guestLinks: 2 });

const liveRegion = (page: Page, name = 'Live sharing') => page.getByRole('region', { name });
const liveStatus = (page: Page, name = 'Live sharing') =>
  liveRegion(page, name).getByRole('status').first();

async function totals(page: Page, list = 'The list'): Promise<string> {
  return (await page.getByRole('region', { name: list }).innerText()).replace(/\s+/g, ' ');
}

/** Anna makes a guest link with the button `button`; returns its address. */
async function makeLink(page: Page, button: string, heading: string): Promise<string> {
  await page.getByRole('button', { name: button }).click();
  const made = page.getByRole('heading', { name: heading }).locator('..');
  const text = (await made.getByText(/#\/guest\//).innerText()).trim();
  await expect(made.getByRole('img', { name: new RegExp(`: ${escape(text)}$`) })).toBeVisible();
  return text;
}

/** Anna revokes the guest link under `heading`, confirms it, and is told it is `revoked`. */
async function revokeLink(
  page: Page,
  words: { readonly heading: string; readonly revoke: string; readonly revoked: string },
): Promise<void> {
  const made = page.getByRole('heading', { name: words.heading }).locator('..');
  await made.getByRole('button', { name: words.revoke }).click();
  await page.getByRole('dialog').getByRole('button', { name: words.revoke }).click();
  await expect(page.getByText(words.revoked)).toBeVisible({ timeout: SYNC_MS });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('guest links: a follower and a second scorekeeper without a club login; one revoked', async ({
  a: anna,
  b: follower,
  c: keeper,
}) => {
  test.setTimeout(240_000);
  const [followLink, keeperLink] =
    await test.step('Anna shares a sheet and makes two guest links', async () => {
      await logInToClub(anna.page, `${server().url}/skatclub`, ANNA);
      await startSheet(anna.page);
      await enterWonGame(anna.page, DEAL_1);
      await anna.page.getByRole('button', { name: 'Share live' }).click();
      await expect(liveStatus(anna.page)).toHaveText('Live sharing: Synced', {
        timeout: SYNC_MS,
      });
      const follow = await makeLink(
        anna.page,
        'Link to follow',
        'Guest link to follow (reads only)',
      );
      const keep = await makeLink(
        anna.page,
        'Link for a second scorekeeper',
        'Guest link for a second scorekeeper (enters deals)',
      );
      return [follow, keep];
    });
  expect(followLink).toMatch(
    /^http:\/\/127\.0\.0\.1:\d+\/#\/guest\/[^/]+\/[0-9a-f-]{36}\/skatclub-guest-0[12]\/[\w-]{32}\/follow$/,
  );

  await test.step('the follower opens its link: the sheet, live, and no entry', async () => {
    await follower.page.goto(followLink);
    await expect(liveStatus(follower.page)).toHaveText('Live sharing: Synced', {
      timeout: SYNC_MS,
    });
    await expect(
      liveRegion(follower.page).getByText(
        'This phone follows the sheet: the scorekeeper enters the deals.',
      ),
    ).toBeVisible();
    await expect(follower.page.getByRole('link', { name: /^Enter deal/ })).toHaveCount(0);
    await expect(follower.page.getByRole('button', { name: 'Share live' })).toHaveCount(0);
  });

  await test.step('the second scorekeeper enters deal 2: it reaches Anna and the follower', async () => {
    await keeper.page.goto(keeperLink);
    await expect(keeper.page.getByRole('link', { name: 'Enter deal 2' })).toBeVisible({
      timeout: SYNC_MS,
    });
    await expect(
      liveRegion(keeper.page).getByText('This phone is a second scorekeeper of this sheet.'),
    ).toBeVisible();
    await enterWonGame(keeper.page, DEAL_2);
    await expect(anna.page.getByRole('link', { name: 'Enter deal 3' })).toBeVisible({
      timeout: SYNC_MS,
    });
    await expect
      .poll(async () => (await totals(follower.page)) === (await totals(anna.page)), {
        timeout: SYNC_MS,
      })
      .toBe(true);
  });

  await test.step("Anna revokes the follower's link: the follower is told, its copy stays", async () => {
    await revokeLink(anna.page, {
      heading: 'Guest link to follow (reads only)',
      revoke: 'Revoke link',
      revoked: 'Guest link revoked.',
    });
    await expect(
      anna.page.getByRole('heading', { name: 'Guest link to follow (reads only)' }),
    ).toHaveCount(0);
    await expect(liveStatus(follower.page)).toHaveText(
      'Live sharing: Refused by the club server: the scorekeeper revoked this link — ask for a new one',
      { timeout: SYNC_MS },
    );
    expect(await totals(follower.page)).toContain('Anna');
    // The second scorekeeper goes on.
    await expect(liveStatus(keeper.page)).toHaveText('Live sharing: Synced');
  });
});

test.describe('auf Deutsch', () => {
  test.use({ locale: 'de-DE' });

  test('Gastlinks auf Deutsch: mitverfolgen ohne Vereinslogin, dann zurückgezogen', async ({
    a: anna,
    b: gast,
  }) => {
    test.setTimeout(180_000);
    const status = (page: Page) => liveStatus(page, 'Live geteilt');
    await logInToClub(anna.page, `${server().url}/skatclub`, ANNA, CLUB_LOGIN_DE);
    await anna.page.goto('/#/new');
    for (const [seat, name] of ['Anna', 'Bob', 'Carl'].entries()) {
      await anna.page.getByLabel(`Name von Spieler ${seat + 1}`, { exact: true }).fill(name);
    }
    await anna.page.getByRole('button', { name: 'Liste beginnen' }).click();
    await anna.page.getByRole('button', { name: 'Liste live teilen' }).click();
    await expect(status(anna.page)).toHaveText('Live geteilt: Abgeglichen', { timeout: SYNC_MS });
    const link = await makeLink(
      anna.page,
      'Link zum Mitverfolgen',
      'Gastlink zum Mitverfolgen (nur lesen)',
    );
    await expect(
      anna.page.getByRole('img', { name: `QR-Code des Gastlinks: ${link}`, exact: true }),
    ).toBeVisible();
    await expectGermanScreen(anna.page, 'Liste mit Gastlink');

    await gast.page.goto(link);
    await expect(status(gast.page)).toHaveText('Live geteilt: Abgeglichen', { timeout: SYNC_MS });
    await expect(
      liveRegion(gast.page, 'Live geteilt').getByText(
        'Dieses Gerät verfolgt die Liste mit: Der Listenführer trägt die Spiele ein.',
      ),
    ).toBeVisible();
    await expect(gast.page.getByRole('link', { name: /eintragen$/ })).toHaveCount(0);
    await expectGermanScreen(gast.page, 'Liste als Gast');

    await revokeLink(anna.page, {
      heading: 'Gastlink zum Mitverfolgen (nur lesen)',
      revoke: 'Link zurückziehen',
      revoked: 'Gastlink zurückgezogen.',
    });
    await expect(status(gast.page)).toHaveText(
      'Live geteilt: Vom Vereinsserver abgelehnt: der Listenführer hat diesen Link zurückgezogen – einen neuen anfordern',
      { timeout: SYNC_MS },
    );
  });
});
