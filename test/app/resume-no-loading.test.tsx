// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { setSetting } from '../../src/db/settings';
import { PASSED, sheetWith, THREE } from '../support/sheet-fixtures';
import { freshApp, renderApp } from '../support/render-app';

// The sheet screen's code arrives well after the database has answered, as on a phone's cold
// start where the resume check is quick and the sheet's chunks are still being read.
vi.mock('../../src/ui/sheet/SheetScreen', async (importOriginal) => {
  await new Promise((resolve) => setTimeout(resolve, 150));
  return importOriginal();
});

let loadingSeen = false;
const watch = new MutationObserver(() => {
  if (document.body.textContent.includes('Loading…')) loadingSeen = true;
});

beforeEach(async () => {
  await freshApp();
  loadingSeen = false;
  watch.observe(document.body, { childList: true, subtree: true, characterData: true });
});

afterEach(() => watch.disconnect());

test('the app resumes the sheet in progress without a loading state before it', async () => {
  const friday = await sheetWith(['Anna', 'Ben', 'Carl'], THREE, [PASSED], 'Friday');
  await setSetting('lastOpenedSheetId', friday.id);
  renderApp();
  expect(await screen.findByRole('heading', { level: 1, name: 'Friday' })).toBeVisible();
  // Shown without its code, the sheet's route shows "Loading…", and React holds the sheet back
  // until 300 ms after that (React's fallback throttle).
  expect(loadingSeen).toBe(false);
});
