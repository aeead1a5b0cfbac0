// Live sharing end to end: a club server (pouchdb-server on 127.0.0.1, set up by club-setup,
// started here and stopped by its pid), two phones (two browser contexts) with their own club
// logins. A shares a sheet, B opens the join link and sees A's deal; B enters a deal, A sees it;
// B goes offline, enters a deal, comes back: both show the same list and totals.
import { startLocalServer, type LocalServer } from '../../scripts/club/local-server';
import { clubSetup } from '../../scripts/club/setup';
import { ENGLISH, PHONE } from '../support/chromium';
import { DEAL_1, DEAL_2, enterWonGame, startSheet } from '../support/e2e-flows';
import { expectGermanScreen } from '../support/german-screen';
import { expect, test, type Browser, type Page } from '../support/test';
import { logInToClub } from '../support/club-login';

const PORTS = [5996, 5997, 5998, 5999];
const APP_PORT = Number(process.env.E2E_PORT ?? 4173);
const APP = `http://127.0.0.1:${APP_PORT}`;
const ANNA = { name: 'anna', password: 'anna-secret' };
const BEN = { name: 'ben', password: 'ben-secret' };
const MEMBERS = [ANNA, BEN];
/** Replication retries back off up to 30 s (sync/live.ts): a phone back online may wait that long. */
const SYNC_MS = 45_000;

let server: LocalServer | undefined;

test.beforeAll(async () => {
  server = await startLocalServer({ ports: PORTS, startTimeoutMs: 30_000 });
  await clubSetup({
    url: server.url,
    admin: { name: 'admin', password: 'admin-secret' },
    club: 'skatclub',
    members: MEMBERS,
    origins: [APP],
  });
});

test.afterAll(async () => {
  await server?.stop();
});

async function phone(browser: Browser) {
  const context = await browser.newContext({ ...PHONE, locale: ENGLISH, baseURL: APP });
  const page = await context.newPage();
  return { context, page };
}

async function logIn(page: Page, login: { name: string; password: string }): Promise<void> {
  await logInToClub(page, `${server?.url}/skatclub`, login);
  const club = page.getByRole('region', { name: 'Club' });
  await club.getByRole('button', { name: 'Test connection' }).click();
  await expect(club.getByRole('status')).toHaveText(
    "Connected: this login reads the club's sheets.",
  );
}

/** Everything this phone keeps in localStorage and IndexedDB, as text. */
async function storedText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const texts: string[] = [];
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index) ?? '';
      texts.push(`${key}=${localStorage.getItem(key) ?? ''}`);
    }
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const name = info.name;
      const opened = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(new Error(name));
      });
      for (const store of Array.from(opened.objectStoreNames)) {
        const all = await new Promise<unknown>((resolve, reject) => {
          const request = opened.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(new Error(store));
        });
        texts.push(JSON.stringify(all));
      }
      opened.close();
    }
    return texts.join('\n');
  });
}

const liveStatus = (page: Page) =>
  page.getByRole('region', { name: 'Live sharing' }).getByRole('status').first();

async function totals(page: Page, list = 'The list'): Promise<string> {
  return (await page.getByRole('region', { name: list }).innerText()).replace(/\s+/g, ' ');
}

/** A logs in, starts a sheet, enters deal 1 and shares it; returns its join link. */
async function shareFirstDeal(page: Page): Promise<string> {
  await logIn(page, ANNA);
  await startSheet(page);
  await enterWonGame(page, DEAL_1);
  await page.getByRole('button', { name: 'Share live' }).click();
  await expect(liveStatus(page)).toHaveText('Live sharing: Synced', { timeout: SYNC_MS });
  return (await page.getByText(/#\/join\//).innerText()).trim();
}

/** B logs in and opens the join link: A's deal 1 is there, deal 2 next. */
async function joinByLink(page: Page, link: string): Promise<void> {
  await logIn(page, BEN);
  await page.goto(link);
  await expect(page.getByRole('link', { name: 'Enter deal 2' })).toBeVisible({
    timeout: SYNC_MS,
  });
}

test('a sheet shared live: joined by link, entered from both phones, one of them offline', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const a = await phone(browser);
  const b = await phone(browser);
  try {
    const link = await test.step('A logs in, starts a sheet, enters a deal and shares it', () =>
      shareFirstDeal(a.page));
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#\/join\/[^/]+\/[0-9a-f-]{36}$/);
    // The QR code of the link, its text alternative the link itself.
    await expect(
      a.page.getByRole('img', { name: `QR code of the join link: ${link}`, exact: true }),
    ).toBeVisible();

    await test.step("B logs in, opens the join link and sees A's deal", async () => {
      await joinByLink(b.page, link);
      await expect(liveStatus(b.page)).toHaveText('Live sharing: Synced', { timeout: SYNC_MS });
    });

    await test.step('A reloads: the sheet stays live with no password kept anywhere', async () => {
      await a.page.reload();
      await expect(liveStatus(a.page)).toHaveText('Live sharing: Synced', { timeout: SYNC_MS });
      const stored = await storedText(a.page);
      expect(stored).toContain('"name":"anna"');
      expect(stored).not.toContain(ANNA.password);
      // The session cookie is HttpOnly: no script of the app can read it.
      expect(await a.page.evaluate(() => document.cookie)).not.toContain('AuthSession');
    });

    await test.step('B enters a deal, A sees it', async () => {
      await enterWonGame(b.page, DEAL_2);
      await expect(a.page.getByRole('link', { name: 'Enter deal 3' })).toBeVisible({
        timeout: SYNC_MS,
      });
    });

    await test.step('B goes offline, enters a deal, comes back: both the same', async () => {
      await b.context.setOffline(true);
      await enterWonGame(b.page, { ...DEAL_1, number: 3, declarer: 'Anna, Forehand' });
      await expect(liveStatus(b.page)).toHaveText(
        'Live sharing: Offline: 1 change kept, sent later',
        { timeout: SYNC_MS },
      );
      await b.context.setOffline(false);
      await expect(a.page.getByRole('link', { name: 'Enter deal 4' })).toBeVisible({
        timeout: SYNC_MS,
      });
      await expect(liveStatus(b.page)).toHaveText('Live sharing: Synced', { timeout: SYNC_MS });
      expect(await totals(a.page)).toBe(await totals(b.page));
    });
  } finally {
    await a.context.close();
    await b.context.close();
  }
});

test('deal 2 entered on both phones while offline: shown on both, decided once for both', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const a = await phone(browser);
  const b = await phone(browser);
  const notice = (page: Page) =>
    page.getByRole('region', { name: 'Entered on two phones at once' });
  try {
    await joinByLink(b.page, await shareFirstDeal(a.page));

    await test.step('both offline, each enters deal 2, a different one', async () => {
      await a.context.setOffline(true);
      await b.context.setOffline(true);
      await enterWonGame(a.page, DEAL_2);
      await enterWonGame(b.page, { ...DEAL_2, game: 'Clubs (Kreuz)', tops: 'with 2' });
    });

    await test.step('back online: both phones show deal 2 entered twice', async () => {
      await a.context.setOffline(false);
      await b.context.setOffline(false);
      for (const page of [a.page, b.page]) {
        await expect(notice(page)).toBeVisible({ timeout: SYNC_MS });
        await expect(notice(page).getByText(/^Deal 2 entered twice: /)).toBeVisible();
      }
      // Each phone names its own version "this phone", the other's by the other phone's id.
      await expect(notice(b.page).getByText(/Anna: Grand[^·]*\(phone [0-9A-F]{4}/)).toBeVisible();
      await expect(notice(b.page).getByText(/Anna: Clubs[^·]*\(this phone/)).toBeVisible();
    });

    await test.step("B keeps A's version: the notice goes on both, the totals agree", async () => {
      await notice(b.page)
        .getByRole('button', { name: /^Keep this one: Anna: Grand/ })
        .click();
      for (const page of [b.page, a.page]) {
        await expect(notice(page)).toHaveCount(0, { timeout: SYNC_MS });
        await expect(page.getByRole('link', { name: 'Enter deal 3' })).toBeVisible();
      }
      await expect(liveStatus(a.page)).toHaveText('Live sharing: Synced', { timeout: SYNC_MS });
      await expect(liveStatus(b.page)).toHaveText('Live sharing: Synced', { timeout: SYNC_MS });
      expect(await totals(a.page)).toBe(await totals(b.page));
      // Anna's grand with 1 (+48) counts, Ben's clubs is gone.
      expect(await totals(a.page)).toContain('48');
    });

    await test.step("B's history names each change's club member and phone", async () => {
      await b.page.getByRole('link', { name: 'History of this sheet' }).click();
      const changes = b.page.getByRole('list', { name: 'Every change, newest first' });
      await expect(changes.getByText('ben, this phone').first()).toBeVisible();
      await expect(changes.getByText(/^anna, phone [0-9A-F]{4}$/).first()).toBeVisible();
    });
  } finally {
    await a.context.close();
    await b.context.close();
  }
});

test.describe('auf Deutsch', () => {
  async function germanPhone(browser: Browser) {
    const context = await browser.newContext({ ...PHONE, locale: 'de-DE', baseURL: APP });
    return { context, page: await context.newPage() };
  }

  async function anmelden(page: Page, login: { name: string; password: string }): Promise<void> {
    await page.goto('/#/settings');
    const club = page.getByRole('region', { name: 'Verein' });
    await club
      .getByLabel('Adresse des Vereinsservers', { exact: true })
      .fill(`${server?.url}/skatclub`);
    await club.getByLabel('Benutzername', { exact: true }).fill(login.name);
    await club.getByLabel('Passwort', { exact: true }).fill(login.password);
    await club.getByRole('button', { name: 'Vereinslogin speichern' }).click();
    await expect(club.getByRole('status')).toHaveText(
      'Beim Verein angemeldet. Das Passwort bleibt nicht auf diesem Gerät.',
    );
    await club.getByRole('button', { name: 'Verbindung testen' }).click();
    await expect(club.getByRole('status')).toHaveText(
      'Verbunden: Dieser Login liest die Listen des Vereins.',
    );
    await expectGermanScreen(page, 'Einstellungen mit Verein');
  }

  const status = (page: Page) =>
    page.getByRole('region', { name: 'Live geteilt' }).getByRole('status').first();

  test('eine Liste live geteilt, per Link beigetreten, von beiden Handys eingetragen', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const a = await germanPhone(browser);
    const b = await germanPhone(browser);
    try {
      await anmelden(a.page, ANNA);
      await a.page.goto('/#/new');
      for (const [seat, name] of ['Anna', 'Bob', 'Carl'].entries()) {
        await a.page.getByLabel(`Name von Spieler ${seat + 1}`, { exact: true }).fill(name);
      }
      await a.page.getByRole('button', { name: 'Liste beginnen' }).click();
      await a.page.getByRole('button', { name: 'Liste live teilen' }).click();
      await expect(status(a.page)).toHaveText('Live geteilt: Abgeglichen', { timeout: SYNC_MS });
      const link = (await a.page.getByText(/#\/join\//).innerText()).trim();
      await expect(
        a.page.getByRole('img', { name: `QR-Code des Links zum Beitreten: ${link}`, exact: true }),
      ).toBeVisible();

      await anmelden(b.page, BEN);
      await b.page.goto(link);
      await expect(b.page.getByRole('link', { name: 'Spiel 1 eintragen' })).toBeVisible({
        timeout: SYNC_MS,
      });
      await expect(status(b.page)).toHaveText('Live geteilt: Abgeglichen', { timeout: SYNC_MS });

      await b.page.getByRole('link', { name: 'Spiel 1 eintragen' }).click();
      for (const name of ['Bob, Vorhand', 'Kreuz', 'mit 2', 'Gewonnen']) {
        await b.page.getByRole('button', { name, exact: true }).click();
      }
      await expect(b.page.getByRole('link', { name: 'Spiel 2 eintragen' })).toBeVisible();
      await expect(a.page.getByRole('link', { name: 'Spiel 2 eintragen' })).toBeVisible({
        timeout: SYNC_MS,
      });
      await expect(status(a.page)).toHaveText('Live geteilt: Abgeglichen', { timeout: SYNC_MS });
      expect(await totals(a.page, 'Spielliste')).toBe(await totals(b.page, 'Spielliste'));
    } finally {
      await a.context.close();
      await b.context.close();
    }
  });
});
