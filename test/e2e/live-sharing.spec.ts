// Live sharing end to end: a club server (Apache CouchDB 3.5 on 127.0.0.1, set up by club-setup,
// started here and stopped by its pid), two phones (two browser contexts) with their own club
// logins. A shares a sheet, B opens the join link and sees A's deal; B enters a deal, A sees it;
// B goes offline, enters a deal, comes back: both show the same list and totals. In German, the
// whole of issue 21's walk: shared, joined by link, ten deals on B offline then merged, deal 12
// entered on both phones at once (shown with both versions, kept both), the status in each state
// (connecting, synced, waiting to send, offline, refused with its reason), sharing stopped.
import { clubServerForSpec, clubTest as test, SYNC_MS } from '../support/club-e2e';
import {
  DEAL_1,
  DEAL_2,
  ENTRY_DE,
  ENTRY_EN,
  enterWonGame,
  startSheet,
  type EntryWords,
} from '../support/e2e-flows';
import { expectGermanScreen } from '../support/german-screen';
import { expect, type Page } from '../support/test';
import {
  CLUB_LOGIN_DE,
  CLUB_LOGIN_EN,
  logInToClub,
  type ClubLoginWords,
} from '../support/club-login';

const ANNA = { name: 'anna', password: 'anna-secret' };
const BEN = { name: 'ben', password: 'ben-secret' };
const MEMBERS = [ANNA, BEN];
const server = clubServerForSpec([5996, 5997, 5998, 5999], { members: MEMBERS });

/** The words the live-sharing steps read and tap, in one language (src/ui/i18n/en and de). */
interface LiveWords {
  readonly entry: EntryWords;
  readonly login: ClubLoginWords;
  readonly testConnection: string;
  readonly connected: string;
  /** The sheet's "Live sharing" region, and the start of its status line. */
  readonly live: string;
  readonly synced: string;
  readonly shareLive: string;
  readonly list: string;
  /** Deal 1, entered on A before sharing. */
  readonly deal1: { number: number; declarer: string; game: string; tops: string };
}

const EN: LiveWords = {
  entry: ENTRY_EN,
  login: CLUB_LOGIN_EN,
  testConnection: 'Test connection',
  connected: "Connected: this login reads the club's sheets.",
  live: 'Live sharing',
  synced: 'Synced',
  shareLive: 'Share live',
  list: 'The list',
  deal1: DEAL_1,
};

async function logIn(
  page: Page,
  login: { name: string; password: string },
  w: LiveWords = EN,
): Promise<void> {
  await logInToClub(page, `${server().url}/skatclub`, login, w.login);
  const club = page.getByRole('region', { name: w.login.region });
  await club.getByRole('button', { name: w.testConnection }).click();
  await expect(club.getByRole('status')).toHaveText(w.connected);
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

const liveStatus = (page: Page, w: LiveWords = EN) =>
  page.getByRole('region', { name: w.live }).getByRole('status').first();

async function totals(page: Page, list = EN.list): Promise<string> {
  return (await page.getByRole('region', { name: list }).innerText()).replace(/\s+/g, ' ');
}

/** A logs in, starts a sheet, enters deal 1 and shares it; returns its join link. */
async function shareFirstDeal(page: Page, w: LiveWords = EN): Promise<string> {
  await logIn(page, ANNA, w);
  await startSheet(page, w.entry);
  await enterWonGame(page, w.deal1, w.entry);
  await page.getByRole('button', { name: w.shareLive }).click();
  await expect(liveStatus(page, w)).toHaveText(`${w.live}: ${w.synced}`, { timeout: SYNC_MS });
  return (await page.getByText(/#\/join\//).innerText()).trim();
}

/** B logs in and opens the join link: A's deal 1 is there, deal 2 next. */
async function joinByLink(page: Page, link: string, w: LiveWords = EN): Promise<void> {
  await logIn(page, BEN, w);
  await page.goto(link);
  await expect(page.getByRole('link', { name: w.entry.enterDeal(2) })).toBeVisible({
    timeout: SYNC_MS,
  });
}

test('a sheet shared live: joined by link, entered from both phones, one of them offline', async ({
  a,
  b,
}) => {
  test.setTimeout(240_000);
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
});

// Issue 31, "What got in the way": a join link opened on a phone not yet logged in asks for the
// login on the spot and carries on to the sheet, never "log in in Settings, then scan again".
test('a join link on a phone not logged in: the login asked for there, then the sheet', async ({
  a,
  b,
}) => {
  test.setTimeout(180_000);
  const link = await shareFirstDeal(a.page);
  await b.page.goto(link);
  const join = b.page.getByRole('region', { name: 'Join a shared sheet' });
  await expect(join.getByRole('alert')).toHaveText(
    'Log in to the club to fetch this sheet: here, or in Settings.',
  );
  await expect(
    join.getByText(`The club server of this link: ${server().url}/skatclub`),
  ).toBeVisible();
  await join.getByLabel('User name').fill(BEN.name);
  await join.getByLabel('Password').fill('not-bens-password');
  await join.getByRole('button', { name: 'Log in and fetch the sheet' }).click();
  await expect(join.getByRole('status')).toHaveText(
    'Not connected: the user name or password is wrong.',
    { timeout: SYNC_MS },
  );
  // The name stays as typed; the password is asked for again.
  await expect(join.getByLabel('User name')).toHaveValue(BEN.name);
  await expect(join.getByLabel('Password')).toHaveValue('');
  await join.getByLabel('Password').fill(BEN.password);
  await join.getByRole('button', { name: 'Log in and fetch the sheet' }).click();
  await expect(b.page.getByRole('link', { name: EN.entry.enterDeal(2) })).toBeVisible({
    timeout: SYNC_MS,
  });
  expect(await totals(b.page)).toBe(await totals(a.page));
});

test('deal 2 entered on both phones while offline: shown on both, decided once for both', async ({
  a,
  b,
}) => {
  test.setTimeout(240_000);
  const notice = (page: Page) =>
    page.getByRole('region', { name: 'Entered on two phones at once' });
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
    // Each version names the club member who entered it, and the phone: "this phone" for its
    // own, the other by the other phone's id.
    await expect(
      notice(b.page).getByText(/Anna: Grand[^·]*\(anna, phone [0-9A-F]{4}/),
    ).toBeVisible();
    await expect(notice(b.page).getByText(/Anna: Clubs[^·]*\(ben, this phone/)).toBeVisible();
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
});

test.describe('auf Deutsch', () => {
  test.use({ locale: 'de-DE' });

  const DE: LiveWords = {
    entry: ENTRY_DE,
    login: CLUB_LOGIN_DE,
    testConnection: 'Verbindung testen',
    connected: 'Verbunden: Dieser Login liest die Listen des Vereins.',
    live: 'Live geteilt',
    synced: 'Abgeglichen',
    shareLive: 'Liste live teilen',
    list: 'Spielliste',
    deal1: { number: 1, declarer: 'Bob, Vorhand', game: 'Kreuz', tops: 'mit 2' },
  };
  const status = (page: Page) => liveStatus(page, DE);
  const statusText = (words: string) => `Live geteilt: ${words}`;
  const PLAYERS = ['Anna', 'Bob', 'Carl'];
  /** Deal n won by its forehand, Kreuz mit 2 (Anna deals deal 1: Bob, Carl, Anna lead in turn). */
  const byForehand = (number: number) => ({
    number,
    declarer: `${PLAYERS[number % 3]}, Vorhand`,
    game: 'Kreuz',
    tops: 'mit 2',
  });
  const enterDeal = (n: number) => ENTRY_DE.enterDeal(n);
  const notice = (page: Page) =>
    page.getByRole('region', { name: 'Auf zwei Geräten gleichzeitig eingetragen' });

  /**
   * Holds a page's requests to the club server that match `path` (the real server answers them
   * once released): the states that last only while a request is on its way, held still.
   */
  async function hold(page: Page, path: string): Promise<{ release: () => Promise<void> }> {
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    await page.route(`${server().url}/skatclub${path}`, async (route) => {
      await gate;
      await route.fallback();
    });
    return {
      release: async () => {
        open();
        await page.unrouteAll({ behavior: 'wait' });
      },
    };
  }

  test('der ganze Abend live: geteilt, beigetreten, zehn Spiele offline, Spiel 12 doppelt, abgelehnt, Teilen beendet', async ({
    a,
    b,
  }) => {
    test.setTimeout(600_000);
    const link = await test.step('A meldet sich an, trägt Spiel 1 ein und teilt die Liste', () =>
      shareFirstDeal(a.page, DE));
    await expect(
      a.page.getByRole('img', { name: `QR-Code des Links zum Beitreten: ${link}`, exact: true }),
    ).toBeVisible();
    await expectGermanScreen(a.page, 'Liste live geteilt');

    const sheetUrl = await test.step('B meldet sich an und tritt per Link bei', async () => {
      await joinByLink(b.page, link, DE);
      await expect(status(b.page)).toHaveText(statusText('Abgeglichen'), { timeout: SYNC_MS });
      return b.page.url();
    });

    await test.step('B ist offline für zehn Spiele, dann wird zusammengeführt', async () => {
      await b.context.setOffline(true);
      for (let number = 2; number <= 11; number += 1) {
        await enterWonGame(b.page, byForehand(number), ENTRY_DE);
      }
      await expect(status(b.page)).toHaveText(
        statusText('Offline: 10 Änderungen bleiben hier und werden später gesendet'),
        { timeout: SYNC_MS },
      );
      await expectGermanScreen(b.page, 'Offline mit zehn Spielen');
      await expect(a.page.getByRole('link', { name: enterDeal(2) })).toBeVisible();
      await b.context.setOffline(false);
      await expect(a.page.getByRole('link', { name: enterDeal(12) })).toBeVisible({
        timeout: SYNC_MS,
      });
      await expect(status(b.page)).toHaveText(statusText('Abgeglichen'), { timeout: SYNC_MS });
      await expect(status(a.page)).toHaveText(statusText('Abgeglichen'), { timeout: SYNC_MS });
      expect(await totals(a.page, DE.list)).toBe(await totals(b.page, DE.list));
    });

    await test.step('beide tragen offline Spiel 12 ein, jedes ein anderes', async () => {
      await a.context.setOffline(true);
      await b.context.setOffline(true);
      await enterWonGame(
        a.page,
        { number: 12, declarer: 'Anna, Vorhand', game: 'Grand', tops: 'mit 1' },
        ENTRY_DE,
      );
      await enterWonGame(
        b.page,
        { number: 12, declarer: 'Bob, Mittelhand', game: 'Kreuz', tops: 'mit 2' },
        ENTRY_DE,
      );
      await a.context.setOffline(false);
      await b.context.setOffline(false);
      // Both versions with who entered them and when: the club member and the phone (this
      // phone's own, the other's by its id).
      const annas = 'Anna: Grand mit 1, gewonnen, \\+48';
      const bens = 'Bob: Kreuz mit 2, gewonnen, \\+36';
      for (const [page, own, ownMember, other, otherMember] of [
        [a.page, annas, 'anna', bens, 'ben'],
        [b.page, bens, 'ben', annas, 'anna'],
      ] as const) {
        await expect(notice(page)).toBeVisible({ timeout: SYNC_MS });
        const twice = notice(page).getByText(/^Spiel 12 doppelt eingetragen: /);
        await expect(twice).toHaveText(
          new RegExp(`${own} \\(${ownMember}, dieses Gerät, \\d\\d:\\d\\d\\)`),
        );
        await expect(twice).toHaveText(
          new RegExp(`${other} \\(${otherMember}, Gerät [0-9A-F]{4}, \\d\\d:\\d\\d\\)`),
        );
        await expect(
          notice(page).getByText(
            'Bis der Tisch entscheidet, zählt der Stand die erste Fassung und ist vorläufig.',
          ),
        ).toBeVisible();
      }
      await expectGermanScreen(b.page, 'Spiel 12 doppelt eingetragen');
    });

    await test.step('B behält beide, Annas Grand zuerst: beide Handys gleich', async () => {
      await notice(b.page)
        .getByRole('button', { name: /^Beide Spiele behalten, dieses zuerst: Anna: Grand/ })
        .click();
      for (const page of [b.page, a.page]) {
        await expect(notice(page)).toHaveCount(0, { timeout: SYNC_MS });
        await expect(page.getByRole('link', { name: enterDeal(14) })).toBeVisible();
      }
      await expect(status(a.page)).toHaveText(statusText('Abgeglichen'), { timeout: SYNC_MS });
      await expect(status(b.page)).toHaveText(statusText('Abgeglichen'), { timeout: SYNC_MS });
      expect(await totals(a.page, DE.list)).toBe(await totals(b.page, DE.list));
      // Anna's grand is deal 12, Ben's clubs deal 13: 156, 180, 144.
      const row = (n: number) =>
        a.page
          .getByRole('region', { name: DE.list })
          .getByRole('row')
          .filter({ has: a.page.getByRole('link', { name: `Spiel ${n} im Einzelnen` }) });
      await expect(row(12)).toContainText('Anna Grand mit 1');
      await expect(row(13)).toContainText('Bob ♣ mit 2');
      expect(await totals(a.page, DE.list)).toContain('Summe 156 180 144');
      // A's history: who chose (Ben, on the other phone), and that both were kept.
      await a.page.getByRole('link', { name: 'Verlauf dieser Liste' }).click();
      const changes = a.page.getByRole('list', { name: 'Jede Änderung, die neueste zuerst' });
      const chosen = changes
        .getByRole('listitem')
        .filter({ hasText: 'Spiel 12: beide Fassungen behalten, als Spiele 12 und 13' });
      await expect(chosen).toContainText(/ben, Gerät [0-9A-F]{4}/);
      await expectGermanScreen(a.page, 'Verlauf mit Entscheidung');
      await a.page.goBack();
      await expect(a.page.getByRole('link', { name: enterDeal(14) })).toBeVisible();
    });

    await test.step('A trägt Spiel 14 ein: es wartet auf Abgleich, bis der Server es hat', async () => {
      const held = await hold(a.page, '/_bulk_docs*');
      await enterWonGame(a.page, byForehand(14), ENTRY_DE);
      await expect(status(a.page)).toHaveText(statusText('Wartet auf Abgleich: 1 Änderung'), {
        timeout: SYNC_MS,
      });
      await held.release();
      await expect(status(a.page)).toHaveText(statusText('Abgeglichen'), { timeout: SYNC_MS });
      await expect(b.page.getByRole('link', { name: enterDeal(15) })).toBeVisible({
        timeout: SYNC_MS,
      });
    });

    await test.step('A lädt neu: erst Verbindung zum Vereinsserver, dann abgeglichen', async () => {
      const held = await hold(a.page, '/**');
      await a.page.reload();
      await expect(status(a.page)).toHaveText(statusText('Verbindung zum Vereinsserver …'));
      await held.release();
      await expect(status(a.page)).toHaveText(statusText('Abgeglichen'), { timeout: SYNC_MS });
    });

    await test.step('B schreibt unter Bens Namen mit Annas Sitzung: abgelehnt, mit Grund', async () => {
      // Anna logged in to the club's server in B's browser (its own web page, say): the browser
      // now sends her session, while the app still writes as Ben. The server refuses the write.
      const session = await b.context.request.post(`${server().url}/_session`, {
        data: ANNA,
      });
      expect(session.ok()).toBe(true);
      await enterWonGame(b.page, byForehand(15), ENTRY_DE);
      await expect(status(b.page)).toHaveText(
        statusText(
          'Vom Vereinsserver abgelehnt: Einträge können nur unter dem eigenen Vereinslogin gesendet werden',
        ),
        { timeout: SYNC_MS },
      );
      await expectGermanScreen(b.page, 'Abgelehnt');
      // Ben logs in again: the refused deal goes out.
      await logIn(b.page, BEN, DE);
      await b.page.goto(sheetUrl);
      await expect(status(b.page)).toHaveText(statusText('Abgeglichen'), { timeout: SYNC_MS });
      await expect(a.page.getByRole('link', { name: enterDeal(16) })).toBeVisible({
        timeout: SYNC_MS,
      });
      expect(await totals(a.page, DE.list)).toBe(await totals(b.page, DE.list));
    });

    await test.step('B beendet das Teilen: die Liste bleibt auf B', async () => {
      await b.page.getByRole('button', { name: 'Teilen beenden' }).click();
      const dialog = b.page.getByRole('dialog', { name: 'Teilen dieser Liste beenden?' });
      await expectGermanScreen(b.page, 'Teilen beenden?');
      await dialog.getByRole('button', { name: 'Teilen beenden' }).click();
      await expect(
        b.page.getByText('Teilen beendet. Die Liste bleibt auf diesem Gerät.', { exact: true }),
      ).toBeVisible();
      await expect(b.page.getByRole('region', { name: 'Live geteilt' })).toHaveCount(0);
      await expect(b.page.getByRole('button', { name: 'Liste live teilen' })).toBeVisible();
      await expect(b.page.getByRole('link', { name: enterDeal(16) })).toBeVisible();
      await b.page.reload();
      await expect(b.page.getByRole('button', { name: 'Liste live teilen' })).toBeVisible();
      expect(await totals(b.page, DE.list)).toBe(await totals(a.page, DE.list));
    });
  });
});
