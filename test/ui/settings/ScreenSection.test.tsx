// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { db } from '../../../src/db/database';
import { getSetting, setSetting } from '../../../src/db/settings';
import { ScreenSection } from '../../../src/ui/settings/ScreenSection';

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('ScreenSection', () => {
  test('keep-awake is on by default and the switch turns it off and on again', async () => {
    render(<ScreenSection />);
    const toggle = screen.getByRole('switch', { name: 'Keep the screen on while a sheet is open' });
    await waitFor(() => expect(toggle).toBeChecked());
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(await getSetting('wakeLock')).toBe(false);
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(await getSetting('wakeLock')).toBe(true);
  });

  test('shows the stored choice, also when another tab changes it', async () => {
    await setSetting('wakeLock', false);
    render(<ScreenSection />);
    const toggle = screen.getByRole('switch');
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    await setSetting('wakeLock', true);
    await waitFor(() => expect(toggle).toBeChecked());
  });
});
