// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { db } from '../../../src/db/database';
import { setSetting } from '../../../src/db/settings';
import { useSheetWakeLock } from '../../../src/ui/wake-lock/useSheetWakeLock';
import { FakeWakeLock } from './fake-wake-lock';

let wakeLock: FakeWakeLock;

function installWakeLock(value: FakeWakeLock | undefined): void {
  Object.defineProperty(navigator, 'wakeLock', { value, configurable: true });
}

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  wakeLock = new FakeWakeLock();
  installWakeLock(wakeLock);
  setVisibility('visible');
});

afterEach(() => {
  // jsdom has no wake lock: leave it as the next test file expects it.
  Reflect.deleteProperty(navigator, 'wakeLock');
});

describe('useSheetWakeLock', () => {
  test('holds the screen on by default while the sheet is open and lets go on close', async () => {
    const { unmount } = renderHook(() => useSheetWakeLock());
    await waitFor(() => expect(wakeLock.held()).toBe(1));
    unmount();
    expect(wakeLock.held()).toBe(0);
  });

  test('asks again when the player comes back to the app', async () => {
    const { unmount } = renderHook(() => useSheetWakeLock());
    await waitFor(() => expect(wakeLock.held()).toBe(1));
    act(() => {
      wakeLock.sentinels[0]?.dropByBrowser();
      setVisibility('hidden');
    });
    act(() => setVisibility('visible'));
    await waitFor(() => expect(wakeLock.held()).toBe(1));
    expect(wakeLock.sentinels).toHaveLength(2);
    unmount();
  });

  test('switched off in the settings: no lock, and switching off releases a held one', async () => {
    const { unmount } = renderHook(() => useSheetWakeLock());
    await waitFor(() => expect(wakeLock.held()).toBe(1));
    await act(async () => {
      await setSetting('wakeLock', false);
    });
    await waitFor(() => expect(wakeLock.held()).toBe(0));
    unmount();

    renderHook(() => useSheetWakeLock());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(wakeLock.sentinels).toHaveLength(1);
  });

  test('a browser without the Wake Lock API opens the sheet silently', async () => {
    Reflect.deleteProperty(navigator, 'wakeLock');
    expect('wakeLock' in navigator).toBe(false);
    const { unmount } = renderHook(() => useSheetWakeLock());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(() => unmount()).not.toThrow();
  });
});
