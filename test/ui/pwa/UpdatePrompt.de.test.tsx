// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { db } from '../../../src/db/database';
import { reloadPage } from '../../../src/ui/pwa/reload';
import { UpdatePrompt } from '../../../src/ui/pwa/UpdatePrompt';
import { German } from '../../support/i18n';
import { serviceWorkerStub } from '../../support/pwa-register-react';
import { englishWordsOn } from '../../support/english-words';

vi.mock('../../../src/ui/pwa/reload', () => ({ reloadPage: vi.fn() }));

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  serviceWorkerStub.reset();
  vi.mocked(reloadPage).mockClear();
});

/** Renders the prompt in German and lets the live query read the drafts table once. */
async function renderPrompt() {
  render(<UpdatePrompt />, { wrapper: German });
  await act(async () => {
    await db.drafts.count();
  });
}

describe('the update prompt in German', () => {
  test('a new version is offered with Aktualisieren and Später', async () => {
    const user = userEvent.setup();
    await renderPrompt();
    act(() => serviceWorkerStub.newVersionWaiting());

    expect(await screen.findByRole('status')).toHaveTextContent('Neue Version verfügbar');
    expect(englishWordsOn()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Aktualisieren' }));
    expect(serviceWorkerStub.updateCalls).toBe(1);
  });

  test('an update from another tab offers Neu laden', async () => {
    const user = userEvent.setup();
    await renderPrompt();
    act(() => serviceWorkerStub.newVersionWaiting());
    act(() => serviceWorkerStub.newWorkerTookControl());

    expect(
      await screen.findByText('Skat-Schreiber wurde in einem anderen Tab aktualisiert.'),
    ).toBeVisible();
    expect(englishWordsOn()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Neu laden' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  test('the first install says so in German', async () => {
    await renderPrompt();
    act(() => serviceWorkerStub.installedForOffline());
    expect(await screen.findByRole('status')).toHaveTextContent('Jetzt auch ohne Internet nutzbar');
  });
});
