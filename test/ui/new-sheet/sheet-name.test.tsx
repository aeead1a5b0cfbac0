// @vitest-environment jsdom
// A sheet can be named at its start (issue 31, "What got in the way": every sheet was named by its
// date, three evenings of one day three "29/11/2026"). Left empty, it is named by its day.
import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import { db } from '../../../src/db/database';
import { StartSheetScreen } from '../../../src/ui/new-sheet/StartSheetScreen';
import { English, German } from '../../support/i18n';
import { emptyDatabase } from '../../support/fresh-db';

beforeEach(emptyDatabase);

const TYPING_TIMEOUT_MS = 15_000;

const WORDS = {
  en: {
    wrapper: English,
    field: 'Name of the sheet',
    player: (seat: number) => `Player ${seat} name`,
    start: 'Start sheet',
    tooLong: 'The sheet’s name is longer than 60 characters: please shorten it.',
  },
  de: {
    wrapper: German,
    field: 'Name der Liste',
    player: (seat: number) => `Name von Spieler ${seat}`,
    start: 'Liste beginnen',
    tooLong: 'Der Name der Liste ist länger als 60 Zeichen: bitte kürzen.',
  },
} as const;

async function typedTable(locale: 'en' | 'de', sheetName: string) {
  const w = WORDS[locale];
  const user = userEvent.setup();
  const onStarted = vi.fn();
  render(<StartSheetScreen backHref="#/" onStarted={onStarted} />, { wrapper: w.wrapper });
  for (const [seat, name] of ['Anna', 'Ben', 'Carl'].entries()) {
    await user.type(await screen.findByRole('combobox', { name: w.player(seat + 1) }), name);
  }
  if (sheetName !== '') await user.type(screen.getByRole('textbox', { name: w.field }), sheetName);
  await user.click(screen.getByRole('button', { name: w.start }));
  return onStarted;
}

test.each(['en', 'de'] as const)(
  'a name typed at the start is the sheet’s name (%s)',
  async (locale) => {
    const onStarted = await typedTable(locale, '  Thursday club ');
    await vi.waitFor(() => expect(onStarted).toHaveBeenCalledTimes(1));
    const [sheet] = await db.sheets.toArray();
    expect(sheet?.name).toBe('Thursday club');
  },
  TYPING_TIMEOUT_MS,
);

test(
  'left empty, the sheet is named by its day',
  async () => {
    const onStarted = await typedTable('en', '');
    await vi.waitFor(() => expect(onStarted).toHaveBeenCalledTimes(1));
    const [sheet] = await db.sheets.toArray();
    const today = new Date();
    const day = (n: number) => String(n).padStart(2, '0');
    expect(sheet?.name).toBe(
      `${day(today.getDate())}/${day(today.getMonth() + 1)}/${today.getFullYear()}`,
    );
  },
  TYPING_TIMEOUT_MS,
);

test.each(['en', 'de'] as const)(
  'a name too long is refused with a message, nothing started, the text kept (%s)',
  async (locale) => {
    const w = WORDS[locale];
    const long = 'x'.repeat(61);
    const onStarted = await typedTable(locale, long);
    expect(await screen.findByText(w.tooLong)).toBeVisible();
    expect(onStarted).not.toHaveBeenCalled();
    expect(await db.sheets.count()).toBe(0);
    expect(screen.getByRole('textbox', { name: w.field })).toHaveValue(long);
  },
  TYPING_TIMEOUT_MS,
);
