// The club's sheets, stopping and removing, end to end: a club server (Apache CouchDB 3.5 on
// 127.0.0.1, ports 6101–6104, set up by club-setup with two members and a club admin, started
// here and stopped by its pid) and three phones (browser contexts) with their own club logins.
// Anna shares two sheets; Ben finds them in Settings › Club › Club sheets and opens one; Ben stops
// sharing it and keeps his copy, his next deal stays on his phone; Clara, a club admin, removes a
// sheet from the server.
import { startLocalServer, type LocalServer } from '../../scripts/club/local-server';
import { clubSetup } from '../../scripts/club/setup';
import { APP, clubTest as test, SYNC_MS } from '../support/club-e2e';
import { DEAL_1, DEAL_2, enterWonGame, startSheet } from '../support/e2e-flows';
import { expectGermanScreen } from '../support/german-screen';
import { expect, type Page } from '../support/test';
import { logInToClub } from '../support/club-login';

const PORTS = [6101, 6102, 6103, 6104];
const ADMIN = { name: 'admin', password: 'admin-secret' };
const ANNA = { name: 'anna', password: 'anna-secret' };
const BEN = { name: 'ben', password: 'ben-secret' };
const CLARA = { name: 'clara', password: 'clara-secret' };

let server: LocalServer | undefined;

test.beforeAll(async () => {
  server = await startLocalServer({ ports: PORTS, startTimeoutMs: 60_000 });
});

test.afterAll(async () => {
  await server?.stop();
});

type Login = { name: string; password: string };

/** A club of its own for each test, so one test's sheets never show in the other's list. */
async function club(name: string): Promise<string> {
  await clubSetup({
    url: server?.url ?? '',
    admin: ADMIN,
    club: name,
    members: [ANNA, BEN],
    clubAdmins: [CLARA],
    origins: [APP],
  });
  return `${server?.url}/${name}`;
}

/** The sheet's documents on the server, by author (read as the server admin). */
async function authorsOnServer(address: string, sheetId: string): Promise<string[]> {
  const range = `startkey=${encodeURIComponent(JSON.stringify(`sheet:${sheetId}:`))}&endkey=${encodeURIComponent(JSON.stringify(`sheet:${sheetId}:\ufff0`))}`;
  const response = await fetch(`${address}/_all_docs?${range}`, {
    headers: {
      authorization: `Basic ${Buffer.from(`${ADMIN.name}:${ADMIN.password}`).toString('base64')}`,
    },
  });
  const body = (await response.json()) as { rows: { id: string }[] };
  return body.rows.map((row) => row.id.replace(/^.*:by:/, ''));
}

const sheetIdOf = (page: Page) => /#\/sheet\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';

test.describe('in English', () => {
  async function logIn(page: Page, address: string, login: Login): Promise<void> {
    await logInToClub(page, address, login);
  }

  /** Settings › Club › Club sheets, loaded. */
  async function openClubSheets(page: Page) {
    await page.goto('/#/settings');
    await page.getByRole('button', { name: 'Club sheets', exact: true }).click();
    const list = page.getByRole('region', { name: 'Club sheets', exact: true });
    await expect(list.getByText('Open a sheet to join it on this phone, live.')).toBeVisible();
    return list;
  }

  const liveStatus = (page: Page) =>
    page.getByRole('region', { name: 'Live sharing' }).getByRole('status').first();

  async function share(page: Page) {
    await page.getByRole('button', { name: 'Share live' }).click();
    await expect(liveStatus(page)).toHaveText('Live sharing: Synced', { timeout: SYNC_MS });
  }

  test("Ben opens Anna's sheets from the club's list, stops sharing one; Clara removes one", async ({
    a,
    b,
    c,
  }) => {
    test.setTimeout(240_000);
    const address = await club('tuesday');
    await test.step('Anna shares two sheets', async () => {
      await logIn(a.page, address, ANNA);
      await startSheet(a.page);
      await enterWonGame(a.page, DEAL_1);
      await share(a.page);
      await a.page.goto('/#/new');
      for (const [seat, name] of ['Dora', 'Emil', 'Fritz'].entries()) {
        await a.page.getByLabel(`Player ${seat + 1} name`, { exact: true }).fill(name);
      }
      await a.page.getByRole('button', { name: 'Start sheet' }).click();
      await enterWonGame(a.page, { ...DEAL_1, declarer: 'Emil, Forehand' });
      await enterWonGame(a.page, { ...DEAL_2, declarer: 'Dora, Middlehand' });
      await share(a.page);
    });
    const doraSheet = sheetIdOf(a.page);

    const entry = (list: ReturnType<Page['getByRole']>, players: string) =>
      list.getByRole('listitem').filter({ hasText: players });
    let firstSheet = '';
    await test.step("Ben sees both in the club's sheets and opens the first", async () => {
      await logIn(b.page, address, BEN);
      const list = await openClubSheets(b.page);
      await expect(list.getByRole('listitem')).toHaveCount(2);
      await expect(entry(list, 'Anna, Bob, Carl')).toContainText(/ · 1 deal$/);
      await expect(entry(list, 'Dora, Emil, Fritz')).toContainText(/ · 2 deals$/);
      // A member removes nothing.
      await expect(list.getByRole('button', { name: /from the server$/ })).toHaveCount(0);
      await entry(list, 'Anna, Bob, Carl').getByRole('link').click();
      await expect(b.page.getByRole('link', { name: 'Enter deal 2' })).toBeVisible({
        timeout: SYNC_MS,
      });
      await expect(liveStatus(b.page)).toHaveText('Live sharing: Synced', { timeout: SYNC_MS });
      firstSheet = sheetIdOf(b.page);
    });

    await test.step('Ben stops sharing; his deal stays on his phone, Anna goes on', async () => {
      await b.page.getByRole('button', { name: 'Stop sharing' }).click();
      const dialog = b.page.getByRole('dialog', { name: 'Stop sharing this sheet?' });
      await expect(dialog).toContainText('The sheet stays whole on this phone');
      await dialog.getByRole('button', { name: 'Stop sharing' }).click();
      await expect(b.page.getByRole('button', { name: 'Share live' })).toBeVisible();
      await expect(
        b.page.getByText('Sharing stopped. The sheet stays on this phone.'),
      ).toBeVisible();
      await enterWonGame(b.page, DEAL_2);

      await a.page.goto(`/#/sheet/${firstSheet}`);
      await expect(liveStatus(a.page)).toHaveText('Live sharing: Synced', { timeout: SYNC_MS });
      await enterWonGame(a.page, { ...DEAL_2, game: 'Clubs (Kreuz)', tops: 'with 2' });
      await expect(liveStatus(a.page)).toHaveText('Live sharing: Synced', { timeout: SYNC_MS });
      // Still not shared after a reload, and the list as Ben left it: his deal 2, not Anna's.
      await b.page.reload();
      await expect(b.page.getByRole('button', { name: 'Share live' })).toBeVisible();
      const benList = b.page.getByRole('region', { name: 'The list' });
      await expect(benList.getByRole('link', { name: 'Deal 2 details' })).toBeVisible();
      await expect(benList).toContainText('Anna Grand with 1');
      await expect(benList).not.toContainText('Anna ♣ with 2');
      await expect(b.page.getByRole('link', { name: 'Enter deal 3' })).toBeVisible();
      // On the server: Anna's three deals and the start, nothing of Ben's.
      expect(await authorsOnServer(address, firstSheet)).toEqual(Array(3 + 2).fill('anna'));
      await expect(a.page.getByRole('link', { name: 'Enter deal 3' })).toBeVisible();
    });

    await test.step('Clara, a club admin, removes the second sheet from the server', async () => {
      // Anna has it open, live.
      await a.page.goto(`/#/sheet/${doraSheet}`);
      await expect(liveStatus(a.page)).toHaveText('Live sharing: Synced', { timeout: SYNC_MS });
      await logIn(c.page, address, CLARA);
      const list = await openClubSheets(c.page);
      await expect(list.getByRole('listitem')).toHaveCount(2);
      const doraName = await entry(list, 'Dora, Emil, Fritz')
        .locator('a > span')
        .first()
        .innerText();
      await list
        .getByRole('button', { name: `Remove “${doraName}” (Dora, Emil, Fritz) from the server` })
        .click();
      const dialog = c.page.getByRole('dialog', {
        name: 'Remove this sheet from the club server?',
      });
      await expect(dialog).toContainText('Phones that have it keep their copy');
      await dialog.getByRole('button', { name: 'Remove from server' }).click();
      await expect(list.getByText(`“${doraName}” was removed from the club server.`)).toBeVisible({
        timeout: SYNC_MS,
      });
      await expect(list.getByRole('listitem')).toHaveCount(1);
      expect(await authorsOnServer(address, doraSheet)).toEqual([]);
      // Anna's phone hears of it: sharing ends there, her sheet stays whole.
      await expect(liveStatus(a.page)).toHaveText(
        'Live sharing: Removed from the club server by a club admin. The sheet stays on this phone.',
        { timeout: SYNC_MS },
      );
      await expect(a.page.getByRole('link', { name: 'Enter deal 3' })).toBeVisible();
      await a.page.reload();
      await expect(a.page.getByRole('button', { name: 'Share live' })).toBeVisible();
      await expect(a.page.getByRole('link', { name: 'Enter deal 3' })).toBeVisible();
      // Ben's list of the club's sheets no longer has it.
      const benList = await openClubSheets(b.page);
      await expect(benList.getByRole('listitem')).toHaveCount(1);
      await expect(entry(benList, 'Anna, Bob, Carl')).toBeVisible();
    });
  });
});

test.describe('auf Deutsch', () => {
  test.use({ locale: 'de-DE' });

  async function anmelden(page: Page, address: string, login: Login): Promise<void> {
    await page.goto('/#/settings');
    const region = page.getByRole('region', { name: 'Verein' });
    await region.getByLabel('Adresse des Vereinsservers', { exact: true }).fill(address);
    await region.getByLabel('Benutzername', { exact: true }).fill(login.name);
    await region.getByLabel('Passwort', { exact: true }).fill(login.password);
    await region.getByRole('button', { name: 'Vereinslogin speichern' }).click();
    await expect(region.getByRole('status')).toHaveText(
      'Beim Verein angemeldet. Das Passwort bleibt nicht auf diesem Gerät.',
    );
  }

  async function vereinslisten(page: Page) {
    await page.goto('/#/settings');
    await page.getByRole('button', { name: 'Vereinslisten', exact: true }).click();
    const list = page.getByRole('region', { name: 'Vereinslisten', exact: true });
    await expect(list.getByRole('heading', { name: 'Vereinslisten' })).toBeVisible();
    await expect(list.getByRole('status').first()).not.toHaveText(
      'Die Listen des Vereins werden geladen …',
    );
    return list;
  }

  const status = (page: Page) =>
    page.getByRole('region', { name: 'Live geteilt' }).getByRole('status').first();

  test('Vereinslisten: Ben öffnet Annas Liste, beendet das Teilen; Clara entfernt sie', async ({
    a,
    b,
    c,
  }) => {
    test.setTimeout(240_000);
    const address = await club('mittwoch');
    await anmelden(a.page, address, ANNA);
    await a.page.goto('/#/new');
    for (const [seat, name] of ['Anna', 'Bob', 'Carl'].entries()) {
      await a.page.getByLabel(`Name von Spieler ${seat + 1}`, { exact: true }).fill(name);
    }
    await a.page.getByRole('button', { name: 'Liste beginnen' }).click();
    await a.page.getByRole('link', { name: 'Spiel 1 eintragen' }).click();
    for (const name of ['Bob, Vorhand', 'Kreuz', 'mit 2', 'Gewonnen']) {
      await a.page.getByRole('button', { name, exact: true }).click();
    }
    await a.page.getByRole('button', { name: 'Liste live teilen' }).click();
    await expect(status(a.page)).toHaveText('Live geteilt: Abgeglichen', { timeout: SYNC_MS });

    await anmelden(b.page, address, BEN);
    const list = await vereinslisten(b.page);
    const entry = list.getByRole('listitem').filter({ hasText: 'Anna, Bob, Carl' });
    await expect(entry).toContainText(/ · 1 Spiel$/);
    await expectGermanScreen(b.page, 'Vereinslisten');
    await entry.getByRole('link').click();
    await expect(b.page.getByRole('link', { name: 'Spiel 2 eintragen' })).toBeVisible({
      timeout: SYNC_MS,
    });
    await expect(status(b.page)).toHaveText('Live geteilt: Abgeglichen', { timeout: SYNC_MS });

    await b.page.getByRole('button', { name: 'Teilen beenden' }).click();
    const dialog = b.page.getByRole('dialog', { name: 'Teilen dieser Liste beenden?' });
    await expect(dialog).toContainText('Die Liste bleibt hier vollständig');
    await expectGermanScreen(b.page, 'Teilen beenden');
    await dialog.getByRole('button', { name: 'Teilen beenden' }).click();
    await expect(b.page.getByRole('button', { name: 'Liste live teilen' })).toBeVisible();
    await expect(
      b.page.getByText('Teilen beendet. Die Liste bleibt auf diesem Gerät.'),
    ).toBeVisible();
    await expect(b.page.getByRole('link', { name: 'Spiel 2 eintragen' })).toBeVisible();

    await anmelden(c.page, address, CLARA);
    const adminList = await vereinslisten(c.page);
    const name = await adminList.getByRole('listitem').locator('a > span').first().innerText();
    await adminList
      .getByRole('button', { name: `„${name}“ (Anna, Bob, Carl) vom Server entfernen` })
      .click();
    const remove = c.page.getByRole('dialog', {
      name: 'Diese Liste vom Vereinsserver entfernen?',
    });
    await expect(remove).toContainText('behalten ihre Kopie als einfache Liste');
    await expectGermanScreen(c.page, 'Liste vom Server entfernen');
    await remove.getByRole('button', { name: 'Vom Server entfernen' }).click();
    await expect(adminList.getByText(`„${name}“ wurde vom Vereinsserver entfernt.`)).toBeVisible({
      timeout: SYNC_MS,
    });
    await expect(adminList.getByRole('listitem')).toHaveCount(0);
    await expectGermanScreen(c.page, 'Vereinslisten nach dem Entfernen');
  });
});
