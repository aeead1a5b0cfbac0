// @vitest-environment jsdom
import { upgradeRules } from '../../../src/domain/legacy/table-rules';
import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { emptyDatabase } from '../../support/fresh-db';
import { createSheet } from '../../../src/db/sheets';
import { PrintView } from '../../../src/ui/print/PrintView';
import { captureDownloads, forgetDownloadsAndShare } from './capture-downloads';
import { EVENING_PLAYERS, EVENING_RULES } from './example-sheets';

function stubShare(options: {
  canShareFiles: boolean;
  share?: (data: ShareData) => Promise<void>;
}) {
  const share = vi.fn(options.share ?? (async () => {}));
  Object.defineProperty(navigator, 'share', { configurable: true, value: share });
  Object.defineProperty(navigator, 'canShare', {
    configurable: true,
    value: (data: ShareData) => options.canShareFiles && (data.files?.length ?? 0) > 0,
  });
  return share;
}

/** A share sheet that takes files but ends in `error`: closed by the player, or refused. */
function stubRefusingShare(error: DOMException) {
  return stubShare({
    canShareFiles: true,
    share: async () => {
      throw error;
    },
  });
}

async function openPrintView(): Promise<void> {
  const created = await createSheet({
    name: 'Skat bei Jürgen',
    playerNames: EVENING_PLAYERS,
    setup: upgradeRules(EVENING_RULES),
  });
  if (!created.ok) throw new Error('sheet not created');
  render(<PrintView sheetId={created.value.id} onBack={() => {}} />);
  await screen.findByRole('table');
}

beforeEach(emptyDatabase);
afterEach(forgetDownloadsAndShare);

describe('Share in the print view', () => {
  test('hands the CSV file to the system share sheet where files can be shared', async () => {
    const downloads = captureDownloads();
    const share = stubShare({ canShareFiles: true });
    await openPrintView();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledOnce();
    const shared = share.mock.calls[0]?.[0];
    expect(shared?.title).toBe('Skat list Skat bei Jürgen');
    expect(shared?.files?.map((file) => [file.name, file.type])).toEqual([
      ['skat-skat-bei-jurgen.csv', 'text/csv'],
    ]);
    expect(downloads).toEqual([]);
  });

  test('downloads instead where the browser cannot share files', async () => {
    const downloads = captureDownloads();
    const share = stubShare({ canShareFiles: false });
    await openPrintView();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).not.toHaveBeenCalled();
    expect(downloads.map((d) => d.fileName)).toEqual(['skat-skat-bei-jurgen.csv']);
  });

  test('downloads instead where there is no Web Share API at all', async () => {
    const downloads = captureDownloads();
    expect('share' in navigator).toBe(false);
    await openPrintView();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(downloads.map((d) => d.fileName)).toEqual(['skat-skat-bei-jurgen.csv']);
  });

  test('closing the share sheet is not an error and downloads nothing', async () => {
    const downloads = captureDownloads();
    stubRefusingShare(new DOMException('closed', 'AbortError'));
    await openPrintView();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(downloads).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  test('a share that fails downloads the file and says so', async () => {
    const downloads = captureDownloads();
    stubRefusingShare(new DOMException('no target', 'NotAllowedError'));
    await openPrintView();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(downloads.map((d) => d.fileName)).toEqual(['skat-skat-bei-jurgen.csv']);
    expect(screen.getByRole('status')).toHaveTextContent('downloaded instead');
  });
});
