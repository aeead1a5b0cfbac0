// @vitest-environment jsdom
// Issue 11: the list screen keeps itself for the next start's shell (index.html shows it before the
// app's code has run); the screens that learn where the next start opens say so. Issue 19: it is
// kept as data (texts and elements), which the shell builds with the DOM's calls, never as markup.
import 'fake-indexeddb/auto';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { snapshotFragment } from '../../../../src/app/cold-start/first-screen';
import { SheetListScreen } from '../../../../src/ui/sheet-list/SheetListScreen';
import { SheetScreen } from '../../../../src/ui/sheet/SheetScreen';
import {
  LIST_SNAPSHOT_VERSION,
  keepListSnapshot,
  type ListSnapshot,
} from '../../../../src/ui/common/cold-start/list-snapshot';
import {
  LIST_SNAPSHOT_KEY,
  STARTS_AT_LIST_KEY,
} from '../../../../src/ui/common/cold-start/next-start';
import { German } from '../../../support/i18n';
import { emptyDatabase } from '../../../support/fresh-db';
import { PASSED, sheetWith, THREE } from '../../../support/sheet-fixtures';
import { App } from '../../../../src/app/App';
import { addDeal } from '../../../../src/db/deals';
import { setSetting } from '../../../../src/db/settings';
import {
  readFirstPageCopy,
  writeFirstPageCopy,
} from '../../../../src/ui/sheet-list/first-page-copy';

beforeEach(emptyDatabase);

function kept(): ListSnapshot | null {
  return JSON.parse(localStorage.getItem(LIST_SNAPSHOT_KEY) ?? 'null') as ListSnapshot | null;
}

/** The kept list, as the shell builds it (src/app/cold-start/first-screen.ts). */
function keptPage(): HTMLElement {
  const page = document.createElement('div');
  const built = snapshotFragment(kept()?.nodes ?? []);
  // The app's own list is only of the tags and attributes the shell builds.
  if (!built) throw new Error('the shell refuses the kept list');
  page.append(built);
  return page;
}

const LINKS = { newSheetHref: '#/new', sheetHref: (id: string) => `#/sheet/${id}` };

describe('keeping the list for the next start', () => {
  test('a copy of the screen: dialogs left out, buttons disabled, sections busy', () => {
    const frame = document.createElement('div');
    frame.innerHTML = `<header><h1>Skat sheets</h1></header><main>
      <section aria-label="In progress"><a href="#/sheet/a" aria-label="Open Friday">Friday</a>
      <button type="button" aria-label="Rename Friday">✎</button></section>
      <dialog open><p>Delete Friday?</p></dialog></main>`;
    keepListSnapshot(frame, 'en');

    expect(kept()).toMatchObject({ version: LIST_SNAPSHOT_VERSION, locale: 'en' });
    const page = keptPage();
    expect(within(page).getByRole('link', { name: 'Open Friday' })).toHaveAttribute(
      'href',
      '#/sheet/a',
    );
    expect(within(page).getByRole('button', { name: 'Rename Friday' })).toBeDisabled();
    expect(page.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    expect(page.querySelector('dialog')).toBeNull();
    // The screen itself is untouched.
    expect(within(frame).getByRole('button', { name: 'Rename Friday' })).toBeEnabled();
  });

  test('a name holding markup is kept as text, and shows as text', async () => {
    const name = '<img src=x onerror="window.__pwned=1">';
    await sheetWith(['Dora', 'Erik', 'Fritz'], THREE, [PASSED], name);
    render(<SheetListScreen {...LINKS} />);
    // A busy machine may take seconds for the database: wait for the state.
    await screen.findByRole('link', { name: `Open ${name}` }, { timeout: 15_000 });
    await waitFor(() => expect(kept()).not.toBeNull(), { timeout: 15_000 });
    expect(JSON.stringify(kept())).not.toContain('"img"');
    const page = keptPage();
    expect(within(page).getByRole('link', { name: `Open ${name}` })).toHaveTextContent(name);
    expect(page.querySelector('img')).toBeNull();
  });

  test('a storage that refuses to write changes nothing', () => {
    const refusing = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => keepListSnapshot(document.createElement('div'), 'en', refusing)).not.toThrow();
  });

  test('the list keeps its first page as the database has it, in its language', async () => {
    const friday = await sheetWith(['Dora', 'Erik', 'Fritz'], THREE, [PASSED], 'Friday');
    render(<SheetListScreen {...LINKS} />, { wrapper: German });
    await screen.findByRole('link', { name: 'Friday öffnen' });

    await waitFor(() => expect(kept()?.locale).toBe('de'));
    const page = keptPage();
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('Skatlisten');
    expect(within(page).getByRole('link', { name: 'Friday öffnen' })).toHaveAttribute(
      'href',
      `#/sheet/${friday.id}`,
    );
    expect(within(page).getByRole('link', { name: /Neue Liste/ })).toHaveAttribute('href', '#/new');
    expect(within(page).getByRole('button', { name: 'Friday umbenennen' })).toBeDisabled();
  });

  test('not while a dialog is open', async () => {
    await sheetWith(['Dora', 'Erik', 'Fritz'], THREE, [PASSED], 'Friday');
    render(<SheetListScreen {...LINKS} />);
    await screen.findByRole('link', { name: 'Open Friday' });
    await waitFor(() => expect(kept()).not.toBeNull());

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Rename Friday' }));
    localStorage.removeItem(LIST_SNAPSHOT_KEY);
    // A change in the database while the dialog is open: the list reads again, keeps nothing.
    await act(() => sheetWith(['Gerd', 'Hans', 'Ines'], THREE, [], 'Saturday'));
    await screen.findByRole('link', { name: 'Open Saturday' });
    expect(kept()).toBeNull();

    // Closed again: the list as it is now.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(within(keptPage()).getByRole('link', { name: 'Open Saturday' })).toHaveAttribute(
        'href',
      ),
    );
  });

  test('the first page only, also after "Show more"', async () => {
    for (let n = 1; n <= 31; n++)
      await sheetWith(['Dora', 'Erik', 'Fritz'], THREE, [], `Evening ${n}`);
    render(<SheetListScreen {...LINKS} />);
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: /^Open Evening/ })).toHaveLength(30),
    );
    await waitFor(() =>
      expect(within(keptPage()).getAllByRole('link', { name: /^Open Evening/ })).toHaveLength(30),
    );

    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more sheets' }));
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: /^Open Evening/ })).toHaveLength(31),
    );
    localStorage.removeItem(LIST_SNAPSHOT_KEY);
    await act(() => sheetWith(['Gerd', 'Hans', 'Ines'], THREE, [], 'Saturday'));
    // Reading 32 sheets again can take seconds on a busy machine: wait for the state, not 5 s.
    await screen.findByRole('link', { name: 'Open Saturday' }, { timeout: 15_000 });
    expect(kept()).toBeNull();
  });
});

describe('where the next start opens', () => {
  /** Shows a sheet of `deals` (of 3 planned) and returns what it recorded for the next start. */
  async function recordedAfterShowing(deals: readonly (typeof PASSED)[]) {
    const sheet = await sheetWith(['Dora', 'Erik', 'Fritz'], THREE, deals, 'Friday');
    const links = { sheets: '#/', newDeal: '#/new-deal', deal: (id: string) => `#/deal/${id}` };
    render(<SheetScreen sheetId={sheet.id} links={links} />);
    await screen.findByRole('heading', { level: 1, name: 'Friday' });
    await waitFor(() => expect(localStorage.getItem(STARTS_AT_LIST_KEY)).not.toBeNull());
    return localStorage.getItem(STARTS_AT_LIST_KEY);
  }

  test('a sheet in progress shown: the start returns to it, so no list', async () => {
    expect(await recordedAfterShowing([PASSED])).toBe('no');
  });

  test('a finished sheet shown: the next start opens at the list', async () => {
    expect(await recordedAfterShowing([PASSED, PASSED, PASSED])).toBe('yes');
  });
});

describe('a kept list out of date', () => {
  test('is dropped, copy and snapshot, when a sheet changes while the list is not shown', async () => {
    const friday = await sheetWith(['Dora', 'Erik', 'Fritz'], THREE, [PASSED], 'Friday');
    window.history.replaceState(null, '', `/#/sheet/${friday.id}`);
    render(<App />);
    await screen.findByRole('heading', { level: 1, name: 'Friday' });
    keepListSnapshot(document.createElement('div'), 'en');
    writeFirstPageCopy({ sheets: [], total: 0 });

    // Not by what leaves the list as it was: a setting.
    await act(async () => {
      await setSetting('language', 'en');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(kept()).not.toBeNull();

    await act(async () => {
      await addDeal(friday.id, PASSED);
    });
    await waitFor(() => expect(kept()).toBeNull());
    expect(readFirstPageCopy()).toBeNull();
    window.history.replaceState(null, '', '/');
  });
});
