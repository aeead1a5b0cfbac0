// Issue 34, item 2, in the browser against Apache CouchDB 3.5: Anna shares a sheet of one deal
// and Ben joins it by its link. Then Clara, a member with curl, writes through the HTTP API an
// event the app never makes: a void of a deal the sheet never had. The club's validation takes
// it (each document is well formed); both phones keep it, count it nowhere (the log judge) and
// name it on the sheet, with who sent it and why, in English and in German. Deals go on.
import { eventDocId } from '../../src/sync/protocol/ids';
import { clubServerForSpec, clubTest as test, SYNC_MS } from '../support/club-e2e';
import { CLUB_LOGIN_DE, CLUB_LOGIN_EN, logInToClub } from '../support/club-login';
import { DEAL_1, ENTRY_DE, ENTRY_EN, enterWonGame, startSheet } from '../support/e2e-flows';
import { expect, type Page } from '../support/test';

const ANNA = { name: 'anna', password: 'anna-secret' };
const BEN = { name: 'ben', password: 'ben-secret' };
const CLARA = { name: 'clara', password: 'clara-secret' };
const server = clubServerForSpec([6871, 6872, 6873, 6874], { members: [ANNA, BEN, CLARA] });

const EN = {
  locale: 'en-US',
  entry: ENTRY_EN,
  login: CLUB_LOGIN_EN,
  deal1: DEAL_1,
  shareLive: 'Share live',
  live: 'Live sharing',
  synced: 'Synced',
  list: 'The list',
  notice: 'Entries that do not count',
  voided: /^A deal voided \(clara, .+\): the deal it changes was never entered on this sheet$/,
  help: /count nowhere: not in the totals/,
};

const DE: typeof EN = {
  locale: 'de-DE',
  entry: ENTRY_DE,
  login: CLUB_LOGIN_DE,
  deal1: { number: 1, declarer: 'Bob, Vorhand', game: 'Kreuz', tops: 'mit 2' },
  shareLive: 'Liste live teilen',
  live: 'Live geteilt',
  synced: 'Abgeglichen',
  list: 'Spielliste',
  notice: 'Einträge, die nicht zählen',
  voided:
    /^Ein Spiel gestrichen \(clara, .+\): das Spiel, das er ändert, wurde auf dieser Liste nie eingetragen$/,
  help: /zählen nirgends: nicht im Stand/,
};

const CLARAS_DEVICE = '0b6f7d1e-7777-4000-8000-00000000c1a2';

const liveStatus = (page: Page, w: typeof EN) =>
  page.getByRole('region', { name: w.live }).getByRole('status').first();

/** Clara's curl: a void of a deal the sheet never had, one PUT of a well-formed event document. */
async function curlVoidOfUnknownDeal(sheetId: string): Promise<void> {
  const event = {
    id: crypto.randomUUID(),
    device: CLARAS_DEVICE,
    // No `seen`: a clock this small is within the step the server and the phones allow.
    clock: 100,
    at: Date.now(),
    change: { kind: 'deal-voided', dealId: crypto.randomUUID() },
  };
  const id = eventDocId(sheetId, event.id, CLARA.name);
  const auth = Buffer.from(`${CLARA.name}:${CLARA.password}`).toString('base64');
  const response = await fetch(`${server().url}/skatclub/${encodeURIComponent(id)}`, {
    method: 'PUT',
    headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
    body: JSON.stringify({ sheetId, author: CLARA.name, event }),
    signal: AbortSignal.timeout(10_000),
  });
  expect(response.status).toBe(201);
  await response.arrayBuffer();
}

/** The notice on `page`: the one refused event, named with its author and why; deal 2 next. */
async function expectNotice(page: Page, w: typeof EN): Promise<void> {
  const notice = page.getByRole('region', { name: w.notice });
  await expect(notice).toBeVisible({ timeout: SYNC_MS });
  await expect(notice.getByRole('listitem')).toHaveText([w.voided]);
  await expect(notice).toContainText(w.help);
  // Counted nowhere and blocking nothing: deal 1 stands, deal 2 is offered.
  await expect(page.getByRole('region', { name: w.list })).toContainText('Bob');
  await expect(page.getByRole('link', { name: w.entry.enterDeal(2) })).toBeVisible();
}

async function walk(a: Page, b: Page, w: typeof EN): Promise<void> {
  const club = `${server().url}/skatclub`;
  await logInToClub(a, club, ANNA, w.login);
  await startSheet(a, w.entry);
  await enterWonGame(a, w.deal1, w.entry);
  await a.getByRole('button', { name: w.shareLive }).click();
  await expect(liveStatus(a, w)).toHaveText(`${w.live}: ${w.synced}`, { timeout: SYNC_MS });
  const link = (await a.getByText(/#\/join\//).innerText()).trim();
  const sheetId = /#\/sheet\/([0-9a-f-]{36})/.exec(a.url())?.[1] ?? '';
  expect(sheetId).not.toBe('');

  await logInToClub(b, club, BEN, w.login);
  await b.goto(link);
  await expect(b.getByRole('link', { name: w.entry.enterDeal(2) })).toBeVisible({
    timeout: SYNC_MS,
  });
  await expect(liveStatus(b, w)).toHaveText(`${w.live}: ${w.synced}`, { timeout: SYNC_MS });
  await expect(b.getByRole('region', { name: w.notice })).toHaveCount(0);

  await curlVoidOfUnknownDeal(sheetId);
  await expectNotice(a, w);
  await expectNotice(b, w);
}

for (const w of [EN, DE]) {
  test(`a member's curl void of an unknown deal is shown on both phones, counted nowhere (${w.locale})`, async ({
    newPhone,
  }) => {
    test.setTimeout(240_000);
    const a = await newPhone(w.locale);
    const b = await newPhone(w.locale);
    await walk(a.page, b.page, w);
  });
}
