// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { use } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ScreenLoadBoundary } from '../../src/app/ScreenLoadBoundary';
import { reloadPage } from '../../src/ui/pwa/reload';

vi.mock('../../src/ui/pwa/reload', () => ({ reloadPage: vi.fn() }));

afterEach(() => {
  vi.mocked(reloadPage).mockClear();
});

/** A screen whose code never arrives. */
const neverLoaded = new Promise<never>(() => {});
function StillLoading(): null {
  use(neverLoaded);
  return null;
}

/** A screen whose code could not be fetched. */
function FailedToLoad(): null {
  throw new TypeError('Failed to fetch dynamically imported module');
}

describe('ScreenLoadBoundary', () => {
  test('while the screen loads: an announced loading state, not a blank page', async () => {
    await act(async () => {
      render(
        <ScreenLoadBoundary>
          <StillLoading />
        </ScreenLoadBoundary>,
      );
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  test('a screen that cannot load says so and offers a reload', async () => {
    const user = userEvent.setup();
    // React reports the caught error on the console; it is expected here.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ScreenLoadBoundary>
        <FailedToLoad />
      </ScreenLoadBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This screen could not be opened.');
    expect(reloadPage).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    consoleError.mockRestore();
  });

  test('a loaded screen shows as itself', () => {
    render(
      <ScreenLoadBoundary>
        <h1>Settings</h1>
      </ScreenLoadBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
