// Issue 30, conflicted event documents, in the browser against Apache CouchDB 3.5: Anna shares a
// sheet of two deals; then her own login writes a second version of deal 1's event on the server
// (`_bulk_docs` with `new_edits: false`, as anyone could with curl). Her phone shows deal 1 as
// tampered with and counts it nowhere: one deal on the list, and the totals without it. In
// English and in German.
import { clubServerForSpec, clubTest as test, SYNC_MS } from '../support/club-e2e';
import { CLUB_LOGIN_DE, CLUB_LOGIN_EN, logInToClub } from '../support/club-login';
import { DEAL_1, DEAL_2, ENTRY_DE, ENTRY_EN, enterWonGame, startSheet } from '../support/e2e-flows';
import { expect, type Page } from '../support/test';
import { writeSecondVersion } from '../support/second-version';

const ANNA = { name: 'anna', password: 'anna-secret' };
const server = clubServerForSpec([6191, 6192, 6193, 6194], { members: [ANNA] });

const EN = {
  entry: ENTRY_EN,
  login: CLUB_LOGIN_EN,
  deals: [DEAL_1, DEAL_2],
  shareLive: 'Share live',
  live: 'Live sharing',
  synced: 'Synced',
  list: 'The list',
  notice: 'Changed afterwards on the club server',
  deal1: /^Deal entered: Bob: Clubs.*\(anna, this phone/,
  help: /no version of it counts: not in the totals/,
};

const DE: typeof EN = {
  entry: ENTRY_DE,
  login: CLUB_LOGIN_DE,
  deals: [
    { number: 1, declarer: 'Bob, Vorhand', game: 'Kreuz', tops: 'mit 2' },
    { number: 2, declarer: 'Anna, Mittelhand', game: 'Grand', tops: 'mit 1' },
  ],
  shareLive: 'Liste live teilen',
  live: 'Live geteilt',
  synced: 'Abgeglichen',
  list: 'Spielliste',
  notice: 'Nachträglich auf dem Vereinsserver geändert',
  deal1: /^Eingetragenes Spiel: Bob: Kreuz.*\(anna, dieses Gerät/,
  help: /darum zählt keine Fassung davon: nicht im Stand/,
};

interface ClubDoc {
  readonly _id: string;
  readonly event: { readonly clock: number; readonly change: Record<string, unknown> };
}

/** Anna's login writes a second version of the sheet's first deal (now lost) as a new branch. */
async function branchFirstDeal(sheetId: string): Promise<void> {
  const db = `${server().url}/skatclub`;
  const auth = `Basic ${Buffer.from(`${ANNA.name}:${ANNA.password}`).toString('base64')}`;
  const headers = { authorization: auth, 'content-type': 'application/json' };
  const query = new URLSearchParams({
    include_docs: 'true',
    startkey: JSON.stringify(`sheet:${sheetId}:`),
    endkey: JSON.stringify(`sheet:${sheetId}:\ufff0`),
  });
  const listed = await fetch(`${db}/_all_docs?${query.toString()}`, {
    headers,
    signal: AbortSignal.timeout(10_000),
  });
  const { rows } = (await listed.json()) as { rows: { doc: ClubDoc }[] };
  const deals = rows
    .map((row) => row.doc)
    .filter((doc) => doc.event?.change.kind === 'deal-added')
    .sort((a, b) => a.event.clock - b.event.clock);
  const first = deals[0];
  if (!first) throw new Error('deal 1 is not on the server');
  const deal = first.event.change.deal as Record<string, unknown>;
  const lost = { kind: 'outcome', made: false, schneider: false, schwarz: false };
  const written = await writeSecondVersion(db, auth, first, { ...deal, result: lost });
  expect(written.status).toBe(201);
  expect(await written.json()).toEqual([]);
}

async function walk(page: Page, w: typeof EN): Promise<void> {
  await logInToClub(page, `${server().url}/skatclub`, ANNA, w.login);
  await startSheet(page, w.entry);
  for (const deal of w.deals) await enterWonGame(page, deal, w.entry);
  await page.getByRole('button', { name: w.shareLive }).click();
  const status = page.getByRole('region', { name: w.live }).getByRole('status').first();
  await expect(status).toHaveText(`${w.live}: ${w.synced}`, { timeout: SYNC_MS });
  const list = page.getByRole('region', { name: w.list });
  await expect(list).toContainText('Bob ♣');

  const sheetId = /#\/sheet\/([^/?#]+)/.exec(page.url())?.[1];
  expect(sheetId).toBeDefined();
  await branchFirstDeal(sheetId ?? '');

  const notice = page.getByRole('region', { name: w.notice });
  await expect(notice).toBeVisible({ timeout: SYNC_MS });
  await expect(notice.getByRole('listitem')).toHaveText(w.deal1);
  await expect(notice).toContainText(w.help);
  // Counted nowhere: one deal on the list (Anna's grand), the next one is deal 2.
  await expect(page.getByRole('link', { name: w.entry.enterDeal(2) })).toBeVisible();
  await expect(list).not.toContainText('Bob ♣');
  await expect(list).toContainText('Anna');
}

test('a deal its author wrote again on the server is shown tampered and counted nowhere', async ({
  newPhone,
}) => {
  test.setTimeout(180_000);
  const a = await newPhone();
  await walk(a.page, EN);
});

test('auf Deutsch: ein nachträglich geändertes Spiel wird gezeigt und nicht gezählt', async ({
  newPhone,
}) => {
  test.setTimeout(180_000);
  const a = await newPhone('de-DE');
  await walk(a.page, DE);
});
