// @vitest-environment jsdom
// The names in a sheet's standings lead to each player's page (issue 31, "What got in the way":
// players were hard to reach), also after a player was renamed on the roster, whose seat then no
// longer carries the name the player was first entered under.
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { renamePlayer } from '../../../src/db/roster';
import { implicitPlayerId } from '../../../src/domain/roster';
import { SheetScreen } from '../../../src/ui/sheet/SheetScreen';
import { expectOk } from '../../db/fixtures';
import { emptyDatabase } from '../common/fresh-db';
import { PASSED, sheetWith, THREE } from '../common/sheet-fixtures';

beforeEach(emptyDatabase);

function renderSheet(sheetId: string) {
  render(
    <SheetScreen
      sheetId={sheetId}
      links={{
        sheets: '#/',
        newDeal: '#/new-deal',
        deal: (id) => `#/deal/${id}`,
        player: (id) => `#/player/${encodeURIComponent(id)}`,
      }}
    />,
  );
}

test('each name in the standings links to its player’s page, also after a rename', async () => {
  const sheet = await sheetWith(['Anna', 'Ben', 'Carl'], THREE, [PASSED], 'Friday');
  expectOk(await renamePlayer(implicitPlayerId('Carl'), 'Carlo'));
  renderSheet(sheet.id);
  const standings = await screen.findByRole('region', { name: 'Standings' });
  expect(within(standings).getByRole('link', { name: 'Anna' })).toHaveAttribute(
    'href',
    '#/player/name%3AAnna',
  );
  expect(within(standings).getByRole('link', { name: 'Carlo' })).toHaveAttribute(
    'href',
    '#/player/name%3ACarl',
  );
});
