import { expect, test, type Page } from '../support/test';

/*
 * Issue 19, bug 7: the list kept in localStorage for the next start's shell is data, built with
 * the DOM's calls, never read as markup; and the page carries a Content Security Policy that
 * lets no inline handler run, under which the whole app still works.
 */

declare global {
  interface Window {
    __pwned?: number;
    /** Every CSP violation the page reported: directive and what was blocked. */
    __violations?: string[];
  }
}

const HOSTILE_NAME = '<img src=x onerror="window.__pwned=1">';
const SNAPSHOT_KEY = 'skat-scorekeeper.list-snapshot';

/** Records the page's CSP violations from its first script on, and the console's words on it. */
async function watchViolations(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window.__violations ??= []).push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) messages.push(message.text());
  });
  return messages;
}

const violations = (page: Page) => page.evaluate(() => window.__violations ?? []);

/** A kept list as the app writes it (src/ui/common/cold-start/list-snapshot.ts), one sheet named `name`. */
function keptList(name: string) {
  const icon = ['svg', { 'aria-hidden': 'true', viewBox: '0 0 24 24' }, ['path', { d: 'M4 7h16' }]];
  return {
    version: 2,
    locale: 'en',
    nodes: [
      ['header', { class: 'flex' }, ['h1', { class: 'text-xl' }, 'Skat sheets']],
      [
        'main',
        {},
        [
          'section',
          { 'aria-label': 'Finished', 'aria-busy': 'true' },
          [
            'ul',
            {},
            [
              'li',
              {},
              ['a', { href: '#/sheet/x', 'aria-label': `Open ${name}` }, ['span', {}, name]],
              ['button', { type: 'button', disabled: '', 'aria-label': `Rename ${name}` }, icon],
            ],
          ],
        ],
      ],
    ],
  };
}

/**
 * Stores `record` as the kept list of a start at the list, and reloads without the app's code.
 * The app is stopped first (a reload without its code): a running app keeps its own list each
 * time the list's data arrives (SheetListScreen), which could overwrite the record just stored.
 */
async function startWithKeptList(page: Page, record: unknown): Promise<void> {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  await page.evaluate(
    ([key, stored]) => {
      localStorage.setItem('skat-scorekeeper.starts-at-list', 'yes');
      localStorage.setItem(key, stored);
    },
    [SNAPSHOT_KEY, JSON.stringify(record)] as const,
  );
  await page.reload();
}

test.describe('a kept list holding markup in a name', () => {
  // No service worker: it would serve the app's code past the blocked requests.
  test.use({ serviceWorkers: 'block' });

  test('shows the name as text and runs nothing, before the app and after', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Skat sheets' })).toBeVisible();

    await startWithKeptList(page, keptList(HOSTILE_NAME));
    await expect(page.getByRole('heading', { level: 1, name: 'Skat sheets' })).toBeVisible();
    await expect(page.getByRole('link', { name: `Open ${HOSTILE_NAME}` })).toHaveText(HOSTILE_NAME);
    await expect(page.getByRole('button', { name: `Rename ${HOSTILE_NAME}` })).toBeDisabled();
    expect(await page.locator('#first-screen img').count()).toBe(0);
    expect(await page.evaluate(() => window.__pwned)).toBeUndefined();

    // With its code, the app starts as always, and replaces the kept list with its own.
    await page.unroute('**/assets/*.js');
    await page.reload();
    await expect(page.getByText('No sheets yet.')).toBeVisible();
    expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
  });

  test('a record with an element the list is not made of is ignored whole', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Skat sheets' })).toBeVisible();
    const record = keptList('Friday');
    const withImage = {
      ...record,
      nodes: [...record.nodes, ['img', { src: 'x', onerror: 'window.__pwned=1' }]],
    };
    await startWithKeptList(page, withImage);
    // The plain shell: the app's name, no list.
    await expect(page.getByRole('heading', { level: 1, name: 'Skat Scorekeeper' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open Friday' })).toHaveCount(0);
    expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
  });

  test('a record of markup (the old form) is ignored, never run', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Skat sheets' })).toBeVisible();
    await startWithKeptList(page, {
      version: 1,
      locale: 'en',
      html: `<header><h1>Skat sheets</h1></header><main>${HOSTILE_NAME}</main>`,
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Skat Scorekeeper' })).toBeVisible();
    // An image that fails loads in a moment: its handler would have run by the time the page is.
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
  });
});

test.describe('the Content Security Policy', () => {
  test.beforeEach(async ({ page }) => {
    await page.addLocatorHandler(page.getByRole('button', { name: 'Dismiss' }), async (button) => {
      await button.click();
    });
  });

  test('is on the page: scripts of the app only, no inline handler', async ({ page }) => {
    await watchViolations(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Skat sheets' })).toBeVisible();
    const policy = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content');
    expect(policy).toMatch(/(^|; )script-src 'self'( 'sha256-[\w+/=]+')+(;|$)/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');

    // Markup put into the page anyway (an injection) runs nothing, and the browser says why.
    await page.evaluate((markup) => {
      const probe = document.createElement('div');
      probe.innerHTML = markup;
      document.body.append(probe);
    }, HOSTILE_NAME);
    await expect.poll(() => violations(page)).toContainEqual(expect.stringMatching(/^script-src/));
    expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
  });

  test('the app works under it: a sheet, print, CSV, backup and restore (in its worker)', async ({
    page,
  }) => {
    const messages = await watchViolations(page);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto('/#/new');
    for (const [seat, name] of ['Anna', 'Bob', 'Carl'].entries()) {
      await page.getByLabel(`Player ${seat + 1} name`).fill(name);
    }
    await page.getByRole('button', { name: 'Start sheet' }).click();
    await page.getByRole('link', { name: 'Enter deal 1' }).click();
    for (const name of ['Bob, Forehand', 'Clubs (Kreuz)', 'with 2', 'Won']) {
      await page.getByRole('button', { name, exact: true }).click();
    }
    await expect(page.getByRole('link', { name: 'Enter deal 2' })).toBeVisible();

    await page.getByRole('link', { name: 'Print or share this sheet' }).click();
    await expect(page.getByRole('table', { name: /^Skat list / })).toContainText('+36');
    const csv = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    expect((await csv).suggestedFilename()).toMatch(/\.csv$/);

    await page.goto('/#/settings');
    const backup = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export all sheets' }).click();
    const path = test.info().outputPath('backup.json');
    await (await backup).saveAs(path);
    await page.getByLabel('Restore from file').setInputFiles(path);
    const dialog = page.getByRole('dialog', { name: 'Restore from this file?' });
    await expect(dialog).toContainText('holds 1 sheet with 1 deal');
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toHaveText(
      'Imported 0 sheets, 1 already present (left as it was).',
    );
    // The file was checked by the restore's worker, not by the fallback on the page.
    expect(workers.some((url) => /restore-worker/.test(url))).toBe(true);

    // The service worker runs under it too: the app is there offline.
    await expect
      .poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.ready)))
      .toBe(true);
    expect(await violations(page)).toEqual([]);
    expect(messages).toEqual([]);
  });
});
