// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { lazyScreen, preloadScreensWhenIdle, sheetList } from '../../src/app/lazy-screens';
import { ScreenLoadBoundary } from '../../src/app/ScreenLoadBoundary';
import { emptyDatabase } from '../support/fresh-db';

beforeEach(emptyDatabase);

function Greeting({ name }: { readonly name: string }) {
  return <h1>Good evening, {name}</h1>;
}

describe('lazily loaded screens', () => {
  test('a screen opened before its code is here shows the loading state, then itself', async () => {
    let arrive: (component: ComponentType<{ name: string }>) => void = () => {};
    const greeting = lazyScreen(
      () => new Promise<ComponentType<{ name: string }>>((resolve) => (arrive = resolve)),
    );
    await act(async () => {
      render(
        <ScreenLoadBoundary>
          <greeting.Screen name="Anna" />
        </ScreenLoadBoundary>,
      );
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();

    await act(async () => arrive(Greeting));
    expect(screen.getByRole('heading', { level: 1, name: 'Good evening, Anna' })).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  test('a preloaded screen renders at once, with no loading state in between', async () => {
    await sheetList.preload();
    render(
      <ScreenLoadBoundary>
        <sheetList.Screen newSheetHref="#/new" sheetHref={(id) => `#/sheet/${id}`} />
      </ScreenLoadBoundary>,
    );
    // In the first commit: React.lazy would suspend here and hold the screen back up to 300 ms.
    expect(screen.getByRole('heading', { level: 1, name: 'Skat sheets' })).toBeVisible();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  test('a failed download is tried again on the next preload', async () => {
    let attempts = 0;
    const flaky = lazyScreen(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return Greeting;
    });
    await expect(flaky.preload()).rejects.toThrow('Failed to fetch');
    await expect(flaky.preload()).resolves.toBe(Greeting);
    expect(attempts).toBe(2);
  });
});

describe('the other screens, fetched ahead when the browser is idle', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('one screen per idle moment, the next asked for once the one before has arrived', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => {});
    preloadScreensWhenIdle();
    expect(idle).toHaveLength(1);

    idle[0]?.();
    // The first screen's code is on its way: nothing more is asked for yet.
    expect(idle).toHaveLength(1);
    // The first screen's code is transformed on demand here: on a loaded machine that takes over 1 s.
    await vi.waitFor(() => expect(idle).toHaveLength(2), { timeout: 8000 });
  });

  test('stops when the app no longer wants them', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const stop = preloadScreensWhenIdle();
    idle[0]?.();
    stop();
    await sheetList.preload();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(idle).toHaveLength(1);
  });
});
