// `node scripts/bench-live.mjs`: live sharing's speed (docs/live-sharing.md, Speed). A benchmark,
// not a test. (a) Two phones (two Chromium contexts) logged in to a club on CouchDB 3.5
// (127.0.0.1, in memory, started and stopped here by its pid); phone A enters a 48-deal evening
// through the screen, and for each deal the time from tapping "Won" on A to the deal's row on B
// is taken. Prints the median, p95 and the machine's load.
// Needs a build: BENCH_OUT_DIR (default dist-bench) served on BENCH_PORT (default 4189).
import { chromium } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  load,
  printLoadAverage,
  startPreview,
} from './bench-browser.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4189);
const OUT_DIR = process.env.BENCH_OUT_DIR ?? 'dist-bench';
const APP = `http://127.0.0.1:${PORT}`;
const DEALS = Number(process.env.BENCH_LIVE_DEALS ?? 48);
const CLUB_PORTS = [6121, 6122, 6123, 6124];
const ANNA = { name: 'anna', password: 'anna-bench-7431' };
const BEN = { name: 'ben', password: 'ben-bench-7431' };
const WAIT_MS = 60_000;

async function logIn(page, club, login) {
  await page.goto('/#/settings');
  const region = page.getByRole('region', { name: 'Club' });
  await region.getByLabel('Club server address', { exact: true }).fill(club);
  await region.getByLabel('User name', { exact: true }).fill(login.name);
  await region.getByLabel('Password', { exact: true }).fill(login.password);
  await region.getByRole('button', { name: 'Save club login' }).click();
  await region
    .getByRole('status')
    .getByText('Logged in to the club.', { exact: false })
    .waitFor({ timeout: WAIT_MS });
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

async function main() {
  const { startLocalServer } = (await load('./club/local-server.ts')).module;
  const { clubSetup } = (await load('./club/setup.ts')).module;
  const club = await startLocalServer({
    ports: CLUB_PORTS,
    startTimeoutMs: 60_000,
    admin: { name: 'admin', password: 'admin-bench-7431' },
  });
  let preview;
  let browser;
  try {
    await clubSetup({
      url: club.url,
      admin: { name: 'admin', password: 'admin-bench-7431' },
      club: 'skatclub',
      members: [ANNA, BEN],
      origins: [APP],
    });
    preview = await startPreview(PORT, OUT_DIR);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const phone = async () => {
      const context = await browser.newContext({ baseURL: APP, locale: 'en-GB' });
      return context.newPage();
    };
    const a = await phone();
    const b = await phone();
    await logIn(a, `${club.url}/skatclub`, ANNA);
    await logIn(b, `${club.url}/skatclub`, BEN);
    await a.goto('/#/new');
    for (const [seat, name] of ['Anna', 'Bob', 'Carl'].entries()) {
      await a.getByLabel(`Player ${seat + 1} name`, { exact: true }).fill(name);
    }
    // A 48-deal evening (the default plan is 36).
    if (DEALS > 36) await a.getByText('48 deals', { exact: true }).click();
    await a.getByRole('button', { name: 'Start sheet' }).click();
    await a.getByRole('button', { name: 'Share live' }).click();
    const link = (await a.getByText(/#\/join\//).innerText()).trim();
    await b.goto(link);
    await b.getByRole('link', { name: 'Enter deal 1' }).waitFor({ timeout: WAIT_MS });

    const times = [];
    for (let n = 1; n <= DEALS; n++) {
      await a.getByRole('link', { name: `Enter deal ${n}` }).click();
      await a.getByRole('button', { name: /^Bob, / }).click();
      await a.getByRole('button', { name: 'Clubs (Kreuz)', exact: true }).click();
      await a.getByRole('button', { name: 'with 2', exact: true }).click();
      const saved = Date.now();
      await a.getByRole('button', { name: 'Won', exact: true }).click();
      // The deal's row in B's list.
      await b.getByRole('link', { name: `Deal ${n} details` }).waitFor({ timeout: WAIT_MS });
      times.push(Date.now() - saved);
      await a.getByRole('link', { name: `Deal ${n} details` }).waitFor({ timeout: WAIT_MS });
    }
    const sorted = [...times].sort((x, y) => x - y);
    const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
    console.log(
      `(a) a deal saved on phone A shows on phone B, ${DEALS} deals, both online:` +
        ` median ${s(percentile(sorted, 0.5))}, p95 ${s(percentile(sorted, 0.95))},` +
        ` max ${s(sorted.at(-1))}, min ${s(sorted[0])}`,
    );
    printLoadAverage();
  } finally {
    await browser?.close();
    if (preview) process.kill(-preview.pid);
    await club.stop();
  }
}

await main();
