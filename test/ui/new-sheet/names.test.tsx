// @vitest-environment jsdom
// Issue 10, item 11: names are never cut, never steer the text around them, never invisible.
import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { db } from '../../../src/db/database';
import { StartSheetScreen } from '../../../src/ui/new-sheet/StartSheetScreen';
import { SheetScreen } from '../../../src/ui/sheet/SheetScreen';
import { German } from '../../support/i18n';
import { emptyDatabase } from '../../support/fresh-db';
import { FOUR, sheetWith, trump } from '../../support/sheet-fixtures';

beforeEach(emptyDatabase);

const nameField = (seat: number) =>
  screen.getByRole('combobox', { name: `Player ${seat + 1} name` });

async function typeNames(user: ReturnType<typeof userEvent.setup>, names: readonly string[]) {
  await screen.findByRole('combobox', { name: 'Player 1 name' });
  for (const [seat, name] of names.entries()) {
    await user.click(nameField(seat));
    await user.paste(name);
  }
}

describe('names on the start screen', () => {
  test('a pasted name longer than a column is kept whole and refused with a message', async () => {
    const user = userEvent.setup();
    render(<StartSheetScreen backHref="#/" onStarted={vi.fn()} />);
    const long = '👨‍👩‍👧'.repeat(41);
    await typeNames(user, [long, 'Ben', 'Carl']);
    // Not cut (the old maxlength cut inside an emoji sequence).
    expect(nameField(0)).toHaveValue(long);
    expect(await screen.findByText(/longer than 40 characters/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Start sheet' }));
    expect(await db.sheets.count()).toBe(0);
  });

  test.each([
    ['a right-to-left override', 'An\u202Ena'],
    ['an invisible name', '\u200B'],
  ])('%s is refused with a message', async (_, name) => {
    const user = userEvent.setup();
    render(<StartSheetScreen backHref="#/" onStarted={vi.fn()} />);
    await typeNames(user, [name, 'Ben', 'Carl']);
    expect(await screen.findByText(/cannot be used/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Start sheet' }));
    expect(await db.sheets.count()).toBe(0);
  });

  test('"Jürgen" in NFC and in NFD is the same player', async () => {
    const user = userEvent.setup();
    render(<StartSheetScreen backHref="#/" onStarted={vi.fn()} />);
    await typeNames(user, ['J\u00fcrgen', 'Ju\u0308rgen', 'Carl']);
    await user.click(screen.getByRole('button', { name: 'Start sheet' }));
    expect(await screen.findByText(/same name as another player/)).toBeVisible();
    expect(await db.sheets.count()).toBe(0);
  });
});

describe('names on the start screen, in German', () => {
  test('a direction control: a visible message', async () => {
    const user = userEvent.setup();
    render(<StartSheetScreen backHref="#/" onStarted={vi.fn()} />, { wrapper: German });
    await user.click(await screen.findByRole('combobox', { name: 'Name von Spieler 1' }));
    await user.paste('An\u202Ena');
    expect(await screen.findByText(/Der Name von Spieler 1 geht nicht/)).toBeVisible();
  });
});

describe('names in the layout', () => {
  test('the declarer’s name in the list is isolated from the game beside it', async () => {
    const sheet = await sheetWith(['\u05d3\u05e0\u05d4', 'Ben', 'Carl', 'Dora'], FOUR, [
      trump(1, 'clubs', 2, true),
      trump(0, 'clubs', 2, true),
    ]);
    render(
      <SheetScreen sheetId={sheet.id} links={{ sheets: '#/', newDeal: '#/d', deal: (id) => id }} />,
    );
    const hebrew = await screen.findAllByText('\u05d3\u05e0\u05d4');
    expect(hebrew.length).toBeGreaterThan(0);
    for (const element of hebrew) expect(element.closest('bdi')).not.toBeNull();
  });
});
