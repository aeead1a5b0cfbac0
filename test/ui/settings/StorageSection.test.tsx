// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { StorageSection } from '../../../src/ui/settings/StorageSection';

interface FakeStorage {
  persisted?: () => Promise<boolean>;
  persist?: () => Promise<boolean>;
  estimate?: () => Promise<StorageEstimate>;
}

function stubStorage(storage: FakeStorage | undefined): void {
  Object.defineProperty(navigator, 'storage', { configurable: true, value: storage });
  if (storage === undefined) Reflect.deleteProperty(navigator, 'storage');
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'storage');
});

describe('StorageSection', () => {
  test('says when the sheets are stored permanently, and the space used', async () => {
    stubStorage({
      persisted: async () => true,
      persist: async () => true,
      estimate: async () => ({ usage: 2_345_678, quota: 120_000_000_000 }),
    });
    render(<StorageSection />);
    expect(await screen.findByText(/stored permanently/)).toBeInTheDocument();
    expect(await screen.findByText('2.3 MB used of 120 GB available to this app.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Keep my sheets permanently' })).toBeNull();
  });

  test('asks for persistent storage and states the grant', async () => {
    let granted = false;
    const persist = vi.fn(async () => {
      granted = true;
      return true;
    });
    stubStorage({ persisted: async () => granted, persist });
    render(<StorageSection />);
    expect(await screen.findByText(/may delete them/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep my sheets permanently' }));
    expect(persist).toHaveBeenCalledOnce();
    expect(await screen.findByText(/^Granted/)).toBeInTheDocument();
    expect(screen.getByText(/stored permanently/)).toBeInTheDocument();
  });

  test('a refusal says what it means and what to do', async () => {
    stubStorage({ persisted: async () => false, persist: async () => false });
    render(<StorageSection />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Keep my sheets permanently' }),
    );
    const answer = await screen.findByText(/^Refused/);
    expect(answer).toHaveTextContent('Install the app');
    expect(answer).toHaveTextContent('export a backup');
    // Still best effort: the player may ask again after installing.
    expect(screen.getByRole('button', { name: 'Keep my sheets permanently' })).toBeEnabled();
  });

  test('without the Storage API it only advises backups, without errors', async () => {
    stubStorage(undefined);
    expect('storage' in navigator).toBe(false);
    render(<StorageSection />);
    expect(await screen.findByText(/does not say whether it keeps/)).toBeInTheDocument();
    expect(await screen.findByText(/does not say how much space/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  test('an estimate that fails reads as unknown space', async () => {
    stubStorage({
      persisted: async () => true,
      estimate: async () => {
        throw new DOMException('gone', 'InvalidStateError');
      },
    });
    render(<StorageSection />);
    expect(await screen.findByText(/does not say how much space/)).toBeInTheDocument();
  });
});
