// @vitest-environment jsdom
// The Bierlachs list on the new-sheet form: chosen with its limit, 500 offered first; a limit of
// 0, 100,000 or 2.5 refused beside the field in the table's language, the text kept as typed.
import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { db } from '../../../src/db/database';
import { StartSheetScreen } from '../../../src/ui/new-sheet/StartSheetScreen';
import { German } from '../../support/i18n';
import { emptyDatabase } from '../../support/fresh-db';

beforeEach(emptyDatabase);

const TYPING_TIMEOUT_MS = 15_000;

const WORDS = {
  en: {
    player: (seat: number) => `Player ${seat} name`,
    limit: 'Bierlachs limit',
    start: 'Start sheet',
    // Issue 31, item 11: the limit is no preset, and house-rules.md has no section of Bierlachs:
    // the sentence says what the limit is instead of citing a section it does not come from.
    refused:
      'The Bierlachs limit is a whole number from 1 to 10,000: the points each player starts a round with.',
  },
  de: {
    player: (seat: number) => `Name von Spieler ${seat}`,
    limit: 'Limit beim Bierlachs',
    start: 'Liste beginnen',
    refused:
      'Das Limit beim Bierlachs ist eine ganze Zahl von 1 bis 10.000: die Punkte, mit denen jeder in eine Runde geht.',
  },
} as const;

function renderScreen(german: boolean) {
  const onStarted = vi.fn();
  render(
    <StartSheetScreen backHref="#/" onStarted={onStarted} />,
    german ? { wrapper: German } : {},
  );
  return onStarted;
}

describe.each([
  ['en', false],
  ['de', true],
] as const)('Bierlachs on the new-sheet form (%s)', (language, german) => {
  const w = WORDS[language];

  /** The form open in this language, Anna, Ben and Carl typed as the players. */
  async function threePlayersNamed() {
    const user = userEvent.setup();
    const onStarted = renderScreen(german);
    for (const [seat, name] of ['Anna', 'Ben', 'Carl'].entries()) {
      await user.type(await screen.findByRole('combobox', { name: w.player(seat + 1) }), name);
    }
    return { user, onStarted };
  }

  test(
    'chosen with 500 offered, a limit of 1000 typed: the sheet stores Bierlachs from 1000',
    async () => {
      const { user, onStarted } = await threePlayersNamed();
      expect(screen.queryByRole('textbox', { name: w.limit })).toBeNull();
      await user.click(screen.getByRole('radio', { name: 'Bierlachs' }));
      const limit = screen.getByRole('textbox', { name: w.limit });
      expect(limit).toHaveValue('500');
      await user.clear(limit);
      await user.type(limit, '1000');
      await user.click(screen.getByRole('button', { name: w.start }));
      await vi.waitFor(() => expect(onStarted).toHaveBeenCalledTimes(1));
      const [sheet] = await db.sheets.toArray();
      expect(sheet?.setup.rules.list).toEqual({ kind: 'bierlachs', limit: 1000 });
    },
    TYPING_TIMEOUT_MS,
  );

  test(
    'a limit of 0, 100000 or 2,5 is refused beside the field, kept as typed, nothing started',
    async () => {
      const { user, onStarted } = await threePlayersNamed();
      await user.click(screen.getByRole('radio', { name: 'Bierlachs' }));
      const limit = screen.getByRole('textbox', { name: w.limit });
      for (const typed of ['0', '100000', '2,5']) {
        await user.clear(limit);
        await user.type(limit, typed);
        expect(limit).toHaveAccessibleDescription(w.refused);
        expect(limit).toBeInvalid();
        await user.click(screen.getByRole('button', { name: w.start }));
        expect(limit).toHaveValue(typed);
      }
      expect(onStarted).not.toHaveBeenCalled();
      expect(await db.sheets.count()).toBe(0);
      await user.clear(limit);
      await user.type(limit, '500');
      expect(limit).toBeValid();
    },
    TYPING_TIMEOUT_MS,
  );
});
