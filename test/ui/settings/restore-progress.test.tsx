// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { readBackup } from '../../../src/io/backup-read';
import type { ImportOptions, ImportSummary } from '../../../src/io/backup';
import type { CheckOutcome } from '../../../src/io/restore-check';
import { RestoreSection } from '../../../src/ui/settings/RestoreSection';
import { German } from '../../support/i18n';
import { validBackup } from '../../io/fixtures';

// The check and the write are held open by the test, which moves their progress and the clock.
const held = vi.hoisted(() => {
  type Progress = (done: number, total: number) => void;
  type Finish = (value: unknown) => void;
  const nothing = () => {};
  return {
    progress: nothing as Progress,
    finishCheck: nothing as Finish,
    written: nothing as Progress,
    finishWrite: nothing as Finish,
  };
});
vi.mock('../../../src/io/restore-off-thread', () => ({
  checkBackupOffThread: (_request: unknown, onProgress: (done: number, total: number) => void) => {
    held.progress = onProgress;
    return new Promise((resolve) => (held.finishCheck = resolve));
  },
}));
vi.mock('../../../src/io/backup', () => ({
  importCheckedSheets: (_sheets: unknown, _db: unknown, options: ImportOptions) => {
    held.written = options.onProgress ?? (() => {});
    return new Promise((resolve) => (held.finishWrite = resolve));
  },
}));

function checkedFile(): CheckOutcome {
  const checked = readBackup(JSON.stringify(validBackup()));
  if (!checked.ok) throw new Error('the fixture is invalid');
  return { kind: 'checked', sheets: checked.value };
}

const summary: ImportSummary = {
  imported: 1,
  differing: [],
  skippedExisting: 0,
  skippedSheetNames: [],
};

beforeEach(() => {
  // Only the timers: IndexedDB (fake-indexeddb) keeps its own scheduling.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

function choose(label: string) {
  fireEvent.change(screen.getByLabelText(label), {
    target: { files: [new File(['{}'], 'backup.json')] },
  });
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('a long restore shows its progress after a second, not before', () => {
  test('reading, then writing, in English', async () => {
    render(<RestoreSection onOpenSheet={() => {}} />);
    choose('Restore from file');
    act(() => held.progress(40, 100));
    await wait(999);
    expect(screen.queryByRole('progressbar')).toBeNull();
    await wait(1);
    const reading = screen.getByRole('progressbar', { name: 'Restore progress' });
    expect(reading).toHaveAttribute('aria-valuenow', '40');
    expect(reading).toHaveTextContent('Reading the backup… 40%');
    act(() => held.progress(80, 100));
    expect(reading).toHaveTextContent('Reading the backup… 80%');

    await act(async () => held.finishCheck(checkedFile()));
    // The plan looks the sheets up in IndexedDB: wait for the confirmation.
    // (vi.waitFor gives up after 1 s by default: too soon for IndexedDB on a busy machine.)
    const confirm = await vi.waitFor(() => screen.getByRole('button', { name: 'Restore' }), {
      timeout: 10_000,
    });
    fireEvent.click(confirm);
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => held.written(500, 1000));
    // The clock starts again for the write: the confirmation was the player's own time.
    await wait(999);
    expect(screen.queryByRole('progressbar')).toBeNull();
    await wait(1);
    expect(screen.getByRole('progressbar', { name: 'Restore progress' })).toHaveTextContent(
      'Restoring the sheets… 50%',
    );
    await act(async () => held.finishWrite({ ok: true, value: summary }));
    expect(screen.getByRole('status')).toHaveTextContent('Imported 1 sheet.');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  test('a file checked within the second never shows the progress', async () => {
    render(<RestoreSection onOpenSheet={() => {}} />);
    choose('Restore from file');
    act(() => held.progress(99, 100));
    await wait(900);
    await act(async () => held.finishCheck({ kind: 'refused', errors: [{ code: 'empty' }] }));
    await wait(2000);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText(/This file was not restored/)).toBeInTheDocument();
  });

  test('in German: the bar is named and reads in German', async () => {
    render(<RestoreSection onOpenSheet={() => {}} />, { wrapper: German });
    choose('Aus Datei wiederherstellen');
    act(() => held.progress(2, 5));
    await wait(1000);
    const bar = screen.getByRole('progressbar', { name: 'Fortschritt der Wiederherstellung' });
    expect(bar.textContent).toMatch(/^Sicherung wird gelesen … 40\s%$/);
    expect(bar).toHaveAttribute('aria-valuetext', bar.textContent);
  });
});
