// @vitest-environment jsdom
// The upgrade's progress on the screen (issue 19): the first start after an update with
// thousands of old sheets says what it is doing and how far it has come, in the shell's
// language, from the upgrade's first step until it is done.
import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/dom';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, test } from 'vitest';
import { watchUpgrade } from '../../../../src/app/cold-start/upgrade-watch';
import { DATABASE_NAME, SCHEMA_V1, db } from '../../../../src/db/database';
import { showUpgradeStatus } from '../../../../src/ui/common/upgrade-progress/upgrade-status';

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.lang = '';
});

const LANGUAGES = [
  {
    language: 'English',
    tag: 'en-GB',
    at: (done: string, total: string) => `Updating your sheets … ${done} of ${total}`,
    hint: 'Once after an update. Please keep the app open.',
    numbers: ['0', '1,200', '2,002'],
  },
  {
    language: 'German',
    tag: 'de-DE',
    at: (done: string, total: string) => `Listen werden aktualisiert … ${done} von ${total}`,
    hint: 'Einmalig nach einem Update. Bitte die App geöffnet lassen.',
    numbers: ['0', '1.200', '2.002'],
  },
];

describe.each(LANGUAGES)('the upgrade status ($language)', (w) => {
  test('how far it has come, with a bar, until it is done', async () => {
    document.documentElement.lang = w.tag;
    const [zero = '', some = '', all = ''] = w.numbers;
    const show = await showUpgradeStatus();
    show({ done: 0, total: 2002 });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(w.at(zero, all));
    expect(status).toHaveTextContent(w.hint);
    show({ done: 1200, total: 2002 });
    expect(status).toHaveTextContent(w.at(some, all));
    const bar = screen.getByRole('progressbar', { name: w.at(some, all) });
    expect(bar).toHaveProperty('value', 1200);
    expect(bar).toHaveProperty('max', 2002);
    show({ done: 2002, total: 2002 });
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('the start watches the upgrade', () => {
  test('an old database: the status shows from the first step and leaves once it is done', async () => {
    const old = new Dexie(DATABASE_NAME);
    old.version(1).stores(SCHEMA_V1);
    await old.open();
    await old.table('sheets').bulkAdd(
      Array.from({ length: 12 }, (_, s) => ({
        id: `00000000-0000-4000-8000-${String(s).padStart(12, '0')}`,
        name: `Evening ${s}`,
        playerNames: ['Anna', 'Ben', 'Carl'],
        rules: {
          players: 3,
          firstDealer: 0,
          listKind: 'plain',
          kontraAllowed: true,
          plannedDeals: 36,
        },
        createdAt: 1_700_000_000_000,
        updatedAt: 1_700_000_000_000,
      })),
    );
    old.close();
    document.documentElement.lang = 'en-GB';
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const text = document.querySelector('[role="status"] p')?.textContent;
      if (text) seen.push(text);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    watchUpgrade();
    await db.open();
    await waitFor(() => expect(seen).toContain('Updating your sheets … 0 of 12'));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    observer.disconnect();
    db.close();
  });
});
