// (c) of `npm run bench`: a restore of a big backup (BENCH_RESTORE_SHEETS sheets × 48 deals,
// default 1,600, about 20 MB) through the real settings screen. The file is the app's own export:
// the sheets are seeded into IndexedDB, exported with "Export all sheets", wiped, and restored
// from the downloaded file. Times, in the page's clock: from choosing the file to the
// confirmation, from confirming to "Imported …", and the longest main-thread block (long tasks)
// in each part — what a player feels as a frozen screen.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { SEED_IN_PAGE } from './bench-seed.mjs';

const SHEETS = Number(process.env.BENCH_RESTORE_SHEETS ?? 1600);

// Long tasks and the moments the confirmation and the result appear, in the page's own clock.
const RESTORE_OBSERVER = `
  window.__restore = { chosenAt: null, confirmAt: null, confirmedAt: null, doneAt: null, progressSeen: false, tasks: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__restore.tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    const r = window.__restore;
    const now = performance.now();
    if (r.chosenAt !== null && r.confirmAt === null && document.querySelector('dialog[open]')) r.confirmAt = now;
    if (document.querySelector('[role="progressbar"]')) r.progressSeen = true;
    if (r.confirmedAt !== null && r.doneAt === null && /Imported \\d/.test(document.body.textContent)) r.doneAt = now;
  }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
`;

/** The longest long task that started between from and to (ms), 0 when there was none. */
function longest(tasks, from, to) {
  return tasks
    .filter(([start]) => start >= from && start <= to)
    .reduce((max, [, duration]) => Math.max(max, duration), 0);
}

/** Seeds the sheets and exports them through the app; returns the downloaded file's path. */
export async function makeBigBackup(context, dir) {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/#/');
  // The app makes its database (Dexie's version 2 is IndexedDB's 20); the seed writes into it.
  await page.waitForFunction(async () =>
    (await indexedDB.databases()).some((d) => d.name === 'skat-scorekeeper' && d.version >= 20),
  );
  await page.evaluate(SEED_IN_PAGE, {
    sheets: SHEETS,
    dealsPerSheet: 48,
    plannedDeals: 48,
    resume: false,
    clear: true,
  });
  await page.goto('/#/settings');
  const downloading = page.waitForEvent('download', { timeout: 120_000 });
  await page.getByRole('button', { name: 'Export all sheets' }).click();
  const file = join(dir, 'big-backup.json');
  await (await downloading).saveAs(file);
  const { size } = await stat(file);
  console.log(`(c) the file: ${SHEETS} sheets × 48 deals, ${(size / 1e6).toFixed(1)} MB`);
  return { file, size, sheets: SHEETS };
}

/** One restore of the file into an emptied app; returns the page's times. */
export async function restoreOnce(context, file) {
  const page = await context.newPage();
  try {
    await page.addInitScript(RESTORE_OBSERVER);
    await page.goto('/#/');
    await page.evaluate(SEED_IN_PAGE, {
      sheets: 0,
      dealsPerSheet: 0,
      plannedDeals: 48,
      resume: false,
      clear: true,
    });
    await page.goto('/#/settings');
    await page.reload();
    await page.getByRole('heading', { name: 'Restore' }).waitFor();
    const input = page.locator('input[type="file"]');
    await page.evaluate(() => {
      window.__restore.chosenAt = performance.now();
    });
    await input.setInputFiles(file);
    await page.waitForFunction(() => window.__restore.confirmAt !== null, null, {
      timeout: 120_000,
    });
    const confirm = page.getByRole('dialog').getByRole('button', { name: 'Restore', exact: true });
    await confirm.waitFor();
    await confirm.evaluate((button) => {
      window.__restore.confirmedAt = performance.now();
      button.click();
    });
    await page.waitForFunction(() => window.__restore.doneAt !== null, null, { timeout: 180_000 });
    // Long tasks are reported a moment after they end.
    await page.waitForTimeout(300);
    const r = await page.evaluate(() => window.__restore);
    return {
      toConfirm: r.confirmAt - r.chosenAt,
      toDone: r.doneAt - r.confirmedAt,
      blockChoose: longest(r.tasks, r.chosenAt, r.confirmAt),
      blockRestore: longest(r.tasks, r.confirmedAt, r.doneAt),
      progressSeen: r.progressSeen,
    };
  } finally {
    await page.close();
  }
}
