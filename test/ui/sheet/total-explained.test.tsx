// @vitest-environment jsdom
// "How do I have 128?": a player's total in the standings opens the sum it came from. Values by
// hand from ../shared/rules/skat-scoring.md (5.2 levels, lost ×2, Kontra ×2 on the list value
// only; Seeger-Fabian +50 won, −50 lost, +30 per game another player lost at a table of 4).
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { type TableRules } from '../../../src/domain/legacy/table-rules';
import { SheetScreen } from '../../../src/ui/sheet/SheetScreen';
import { German } from '../../support/i18n';
import { emptyDatabase } from '../../support/fresh-db';
import { PASSED, THREE_WITH_BOCK, sheetWith, trump } from '../../support/sheet-fixtures';

beforeEach(emptyDatabase);

const FOUR_SF: TableRules = {
  players: 4,
  firstDealer: 0,
  listKind: 'seeger-fabian',
  kontraAllowed: true,
  plannedDeals: 8,
};

const EVENING = [
  // Deal 1: Ben, clubs with 2, won: +36.
  trump(1, 'clubs', 2, true),
  // Deal 2: Carl, hearts without 1, lost with Kontra: 2 × 10 × 2 × 2 = −80.
  trump(2, 'hearts', 1, false, { topsHeld: 'without', kontra: 'kontra' }),
  PASSED,
  // Deal 4: Anna, grand with 1, won: 2 × 24 = +48.
  trump(0, 'grand', 1, true),
];

function renderSheet(sheetId: string, german = false) {
  const links = { sheets: '#/', newDeal: '#/new-deal', deal: (id: string) => `#/deal/${id}` };
  render(<SheetScreen sheetId={sheetId} links={links} />, german ? { wrapper: German } : {});
}

const texts = (items: readonly HTMLElement[]) => items.map((item) => item.textContent);

/** The evening at four on Seeger-Fabian, one player's total opened by its button. */
async function eveningExplained(totalButton: string) {
  const user = userEvent.setup();
  const sheet = await sheetWith(['Anna', 'Ben', 'Carl', 'Dora'], FOUR_SF, EVENING);
  renderSheet(sheet.id);
  await user.click(await screen.findByRole('button', { name: totalButton }));
  return user;
}

describe("a player's total explained", () => {
  test('Anna, Seeger-Fabian: +48, one game won +50, Carl lost once +30 = 128', async () => {
    const user = await eveningExplained('Anna’s total 128, explain');
    const dialog = screen.getByRole('dialog', { name: 'Anna’s total: 128' });
    const deals = within(dialog).getByRole('list', { name: 'The deals' });
    const lines = within(deals).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent(/^Deal 2: .*Kontra.*Carl lost \+30$/);
    expect(lines[1]).toHaveTextContent(/^Deal 4: .*Grand.*\+48 · game won \+50$/);
    const terms = within(dialog).getAllByRole('term');
    const values = within(dialog).getAllByRole('definition');
    expect(texts(terms)).toEqual([
      'Entries on the list (1 deal)',
      'Games won: 1 × +50',
      'Games lost: 0 × −50',
      'Games the others lost: 1 × +30',
      'Total, as on the sheet',
    ]);
    expect(texts(values)).toEqual(['+48', '+50', '0', '+30', '128']);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('Carl: −80, game lost −50 = −130; Dora, who never played, +30', async () => {
    const user = await eveningExplained('Carl’s total −130, explain');
    const carl = screen.getByRole('dialog', { name: 'Carl’s total: −130' });
    expect(within(carl).getByRole('listitem')).toHaveTextContent(/−80 · game lost −50$/);
    await user.click(within(carl).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Dora’s total 30, explain' }));
    const dora = screen.getByRole('dialog', { name: 'Dora’s total: 30' });
    expect(within(dora).getByRole('listitem')).toHaveTextContent(/^Deal 2: .*Carl lost \+30$/);
  });

  test('a plain list with Bock: the Bock deal says ×2 and the total is the entries', async () => {
    const user = userEvent.setup();
    const sheet = await sheetWith(['Anna', 'Ben', 'Carl'], THREE_WITH_BOCK, [
      // Ben, grand with 1, hand, won: 3 × 24 = +72, starts a Bock round.
      trump(1, 'grand', 1, true, { announcement: 'hand' }),
      // Carl, clubs with 2, won, Bock: 36 × 2 = +72.
      trump(2, 'clubs', 2, true),
    ]);
    renderSheet(sheet.id);
    await user.click(await screen.findByRole('button', { name: 'Carl’s total 72, explain' }));
    const dialog = screen.getByRole('dialog', { name: 'Carl’s total: 72' });
    expect(within(dialog).getByRole('listitem')).toHaveTextContent(/^Deal 2: .*Bock ×2.*\+72$/);
    expect(texts(within(dialog).getAllByRole('definition'))).toEqual(['+72', '72']);
  });

  test('auf Deutsch', async () => {
    const user = userEvent.setup();
    const sheet = await sheetWith(['Anna', 'Ben', 'Carl', 'Dora'], FOUR_SF, EVENING);
    renderSheet(sheet.id, true);
    await user.click(await screen.findByRole('button', { name: 'Stand von Anna: 128, erklären' }));
    const dialog = screen.getByRole('dialog', { name: 'Stand von Anna: 128' });
    expect(texts(within(dialog).getAllByRole('term'))).toEqual([
      'Punkte auf der Liste (1 Spiel)',
      'Gewonnene Spiele: 1 × +50',
      'Verlorene Spiele: 0 × −50',
      'Verlorene Spiele der Mitspieler: 1 × +30',
      'Stand, wie auf der Liste',
    ]);
    expect(within(dialog).getAllByRole('listitem')[0]).toHaveTextContent(
      /^Spiel 2: .*Carl hat verloren \+30$/,
    );
  });
});
