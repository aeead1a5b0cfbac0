import { expect, test } from '../support/test';
import { scaled } from '../support/cpu-throttle';
import { writeFile } from 'node:fs/promises';

/**
 * A big restore in the built app: a backup of 600 sheets × 48 deals (about 9 MB) is chosen on
 * the settings screen. Its progress shows, the page keeps drawing frames while the file is
 * checked (in a worker) and written (in parts), and in the end every sheet and deal is stored.
 */

/** What the page saw of the restore, recorded in the page itself so no moment is missed. */
interface RestoreRecord {
  /** Animation frames drawn while the status said the sheets were being restored. */
  framesWhileRestoring: number;
  /** Every state of the progress bar while the sheets were written: its name, words and value. */
  progress: { name: string | null; words: string | null; value: number }[];
}

declare global {
  interface Window {
    restoreRecord: RestoreRecord;
  }
}

const SHEETS = 600;
const DEALS = 48;

/** Three deals a table of three plays, as the file carries them (drafts). */
function draft(index: number) {
  const declarer = index % 3;
  switch (index % 3) {
    case 0:
      return { game: 'clubs', declarer, tops: 2, outcome: { made: true }, bid: 18 };
    case 1:
      return { game: 'passed' };
    default:
      return { game: 'null', declarer, hand: true, declarerTricks: 'none', bid: 35 };
  }
}

const hex = (n: number) => n.toString(16).padStart(12, '0');

function bigBackup(): string {
  const start = 1_700_000_000_000;
  const sheets = Array.from({ length: SHEETS }, (_, s) => ({
    id: `0b6f7d1e-3333-4000-8000-${hex(s)}`,
    name: `Evening ${s + 1}`,
    playerNames: ['Anna', 'Bernd', 'Clara'],
    rules: {
      players: 3,
      firstDealer: 0,
      listKind: 'plain',
      kontraAllowed: false,
      plannedDeals: DEALS,
      bock: { kind: 'off' },
    },
    createdAt: start + s * 3_600_000,
    updatedAt: start + s * 3_600_000 + DEALS * 60_000,
    deals: Array.from({ length: DEALS }, (_, d) => ({
      id: `0b6f7d1e-4444-4000-8000-${hex(s * DEALS + d)}`,
      position: d,
      createdAt: start + s * 3_600_000 + d * 60_000,
      updatedAt: start + s * 3_600_000 + d * 60_000,
      deal: draft(d),
    })),
  }));
  return JSON.stringify({
    format: 'skat-scorekeeper-backup',
    version: 2,
    exportedAt: new Date(start).toISOString(),
    sheets,
  });
}

test('a big restore shows its progress, the page stays responsive, every sheet comes back', async ({
  page,
}, testInfo) => {
  test.setTimeout(scaled(240_000));
  const file = testInfo.outputPath('big-backup.json');
  await writeFile(file, bigBackup());
  await page.addLocatorHandler(page.getByRole('button', { name: 'Dismiss' }), async (button) => {
    await button.click();
  });
  await page.goto('/#/settings');
  await expect(page.getByRole('heading', { name: 'Restore' })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(file);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`holds ${SHEETS} sheets with 28,800 deals`, {
    timeout: scaled(120_000),
  });
  // The progress bar shows only once the writing has taken a second, and this machine may be
  // slow or fast: a test that waited for the bar would race the restore. So the page records what
  // it showed from the tap on, each change as it happens (a MutationObserver), and each frame it
  // drew (a frozen page draws none); the record is read once the restore has said it is done.
  const status = page.getByRole('status').filter({ hasText: /^(Restoring…|Imported)/ });
  await page.evaluate(() => {
    const record: RestoreRecord = { framesWhileRestoring: 0, progress: [] };
    window.restoreRecord = record;
    const restoring = () =>
      Array.from(document.querySelectorAll('[role="status"]')).some(
        (element) => element.textContent === 'Restoring…',
      );
    const tick = () => {
      if (restoring()) record.framesWhileRestoring += 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    const note = () => {
      const bar = document.querySelector('[role="progressbar"]');
      if (!bar || !restoring()) return;
      const seen = {
        name: bar.getAttribute('aria-label'),
        words: bar.getAttribute('aria-valuetext'),
        value: Number(bar.getAttribute('aria-valuenow')),
      };
      const last = record.progress.at(-1);
      if (last?.words !== seen.words || last.value !== seen.value) record.progress.push(seen);
    };
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-valuenow', 'aria-valuetext'],
    });
  });
  const restoreAt = Date.now();
  await dialog.getByRole('button', { name: 'Restore', exact: true }).click();

  // Either state may be the one seen first; the end is the same.
  await expect(status).toHaveText(/^(Restoring…|Imported 600 sheets\.)$/);
  await expect(page.getByText(`Imported ${SHEETS} sheets.`)).toBeVisible({
    timeout: scaled(180_000),
  });
  const tookMs = Date.now() - restoreAt;
  await expect(page.getByRole('progressbar', { name: 'Restore progress' })).toHaveCount(0);
  const record = await page.evaluate(() => window.restoreRecord);
  testInfo.annotations.push({
    type: 'restore',
    description: `${tookMs} ms, ${record.framesWhileRestoring} frames, ${record.progress.length} progress states`,
  });
  // Its progress was reported (writing 28,800 deals takes well over the second after which the
  // bar shows), by name and in words, and never went back.
  expect(record.progress.length).toBeGreaterThan(0);
  for (const seen of record.progress) {
    expect(seen.name).toBe('Restore progress');
    expect(seen.words).toMatch(/^Restoring the sheets… \d+%$/);
    expect(seen.words).toBe(`Restoring the sheets… ${seen.value}%`);
  }
  const values = record.progress.map((seen) => seen.value);
  expect(values).toEqual([...values].sort((x, y) => x - y));
  // While the sheets were written the page kept drawing: a tap would have been answered.
  expect(record.framesWhileRestoring).toBeGreaterThan(5);

  const stored = await page.evaluate(async () => {
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('skat-scorekeeper');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const count = (store: string) =>
      new Promise<number>((resolve) => {
        const request = database.transaction(store).objectStore(store).count();
        request.onsuccess = () => resolve(request.result);
      });
    // One event per deal: each restored sheet's log starts with the file's deals.
    const counts = { sheets: await count('sheets'), events: await count('log') };
    database.close();
    return counts;
  });
  expect(stored).toEqual({ sheets: SHEETS, events: SHEETS * DEALS });
});
