// @vitest-environment jsdom
import { upgradeRules } from '../../../src/domain/legacy/table-rules';
import 'fake-indexeddb/auto';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { db } from '../../../src/db/database';
import { clearDraft, draftKey, saveDraft } from '../../../src/db/drafts';
import { createSheet } from '../../../src/db/sheets';
import { reloadPage } from '../../../src/ui/pwa/reload';
import { OFFLINE_NOTE_MS, UpdatePrompt } from '../../../src/ui/pwa/UpdatePrompt';
import { English, German } from '../../support/i18n';
import { serviceWorkerStub } from '../../support/pwa-register-react';

vi.mock('../../../src/ui/pwa/reload', () => ({ reloadPage: vi.fn() }));

const offer = () => screen.queryByText('New version available');

/** The sheet the drafts belong to: a draft only counts while its sheet exists. */
let sheetId = '';

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  const sheet = await createSheet({
    playerNames: ['Anna', 'Bob', 'Carl'],
    setup: upgradeRules({
      players: 3,
      firstDealer: 0,
      listKind: 'plain',
      kontraAllowed: true,
      plannedDeals: 36,
    }),
  });
  if (!sheet.ok) throw new Error('test sheet refused');
  sheetId = sheet.value.id;
  serviceWorkerStub.reset();
  vi.mocked(reloadPage).mockClear();
});

/** Renders the prompt and lets the live query read the drafts table once. */
async function renderPrompt(wrapper = English) {
  render(<UpdatePrompt />, { wrapper });
  await act(async () => {
    await db.drafts.count();
  });
}

describe('a new version waiting', () => {
  test('is offered with Update and Later, and nothing happens until Update is tapped', async () => {
    await renderPrompt();
    expect(offer()).toBeNull();

    act(() => serviceWorkerStub.newVersionWaiting());

    expect(await screen.findByText('New version available')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Update' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Later' })).toBeVisible();
    expect(serviceWorkerStub.updateCalls).toBe(0);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  test('Update asks the waiting worker to take over, and the page reloads once it has', async () => {
    const user = userEvent.setup();
    await renderPrompt();
    act(() => serviceWorkerStub.newVersionWaiting());

    await user.click(await screen.findByRole('button', { name: 'Update' }));
    expect(serviceWorkerStub.updateCalls).toBe(1);
    expect(reloadPage).not.toHaveBeenCalled();

    act(() => serviceWorkerStub.newWorkerTookControl());
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});

describe('during a deal entry', () => {
  test('the offer hides as soon as a draft is saved and returns once it is cleared', async () => {
    await renderPrompt();
    act(() => serviceWorkerStub.newVersionWaiting());
    expect(await screen.findByText('New version available')).toBeVisible();

    await act(async () => {
      await saveDraft(draftKey(sheetId), { game: 'grand' });
    });
    await waitFor(() => expect(offer()).toBeNull());

    await act(async () => {
      await clearDraft(draftKey(sheetId));
    });
    expect(await screen.findByText('New version available')).toBeVisible();
  });

  test('an offer arriving while editing a deal stays hidden until the edit ends', async () => {
    await saveDraft(draftKey(sheetId, 'deal-7'), { game: 'null' });
    await renderPrompt();
    act(() => serviceWorkerStub.newVersionWaiting());
    // The offer was raised; only the draft keeps it off screen (proved by clearing it below).
    expect(offer()).toBeNull();

    await act(async () => {
      await clearDraft(draftKey(sheetId, 'deal-7'));
    });
    expect(await screen.findByText('New version available')).toBeVisible();
    expect(reloadPage).not.toHaveBeenCalled();
  });
});

describe('an update applied in another tab', () => {
  test('does not reload this page but offers a reload', async () => {
    const user = userEvent.setup();
    await renderPrompt();
    act(() => serviceWorkerStub.newVersionWaiting());
    act(() => serviceWorkerStub.newWorkerTookControl());

    expect(reloadPage).not.toHaveBeenCalled();
    expect(await screen.findByText('Skat Scorekeeper was updated in another tab.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  test('keeps quiet while a deal is being entered here', async () => {
    await saveDraft(draftKey(sheetId), { game: 'clubs' });
    await renderPrompt();
    act(() => serviceWorkerStub.newWorkerTookControl());
    expect(screen.queryByRole('status')).toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();

    await act(async () => {
      await clearDraft(draftKey(sheetId));
    });
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeVisible();
  });
});

describe('the tab of the very first visit', () => {
  test('is claimed by the first worker without any offer or reload', async () => {
    serviceWorkerStub.reset({ controlled: false });
    await renderPrompt();
    act(() => serviceWorkerStub.controllerChanged());
    await act(async () => {
      await db.drafts.count();
    });
    expect(screen.queryByRole('status')).toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  test('reloads after its own Update tap, although it loaded without a worker', async () => {
    const user = userEvent.setup();
    serviceWorkerStub.reset({ controlled: false });
    await renderPrompt();
    act(() => serviceWorkerStub.controllerChanged()); // the first install claims the page
    act(() => serviceWorkerStub.newVersionWaiting());

    await user.click(await screen.findByRole('button', { name: 'Update' }));
    act(() => serviceWorkerStub.controllerChanged()); // the new version takes over
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});

describe('the first install', () => {
  test('says once that the app is ready to work offline, then goes away by itself', async () => {
    // Only timeouts are faked, and they still advance with real time so the database reads and
    // findBy* keep working; the note's own timer is then moved on by hand.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      await renderPrompt();
      expect(screen.queryByText('Ready to work offline')).toBeNull();

      act(() => serviceWorkerStub.installedForOffline());
      expect(await screen.findByRole('status')).toHaveTextContent('Ready to work offline');
      // The note may have come up outside act (when the draft check settled late): React then
      // starts its timer in a task of its own, which must run before the clock is moved on.
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

      act(() => vi.advanceTimersByTime(OFFLINE_NOTE_MS - 1000));
      expect(screen.getByText('Ready to work offline')).toBeVisible();
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.queryByText('Ready to work offline')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  test('lets taps through to the screen below', async () => {
    await renderPrompt();
    act(() => serviceWorkerStub.installedForOffline());
    // Tailwind's pointer-events-none: the note must never cover a button the player needs.
    expect(await screen.findByRole('status')).toHaveClass('pointer-events-none');
  });
});

/** The words of the update offer in each language; the test is the same in both. */
const OFFER = [
  { language: 'English', wrapper: English, offer: 'New version available', later: 'Later' },
  { language: 'German', wrapper: German, offer: 'Neue Version verfügbar', later: 'Später' },
] as const;

describe.each(OFFER)('the offer in $language', (words) => {
  test(`${words.later} hides the offer without updating`, async () => {
    const user = userEvent.setup();
    await renderPrompt(words.wrapper);
    act(() => serviceWorkerStub.newVersionWaiting());

    expect(await screen.findByText(words.offer)).toBeVisible();
    await user.click(screen.getByRole('button', { name: words.later }));
    expect(screen.queryByText(words.offer)).toBeNull();
    expect(serviceWorkerStub.updateCalls).toBe(0);
  });
});
