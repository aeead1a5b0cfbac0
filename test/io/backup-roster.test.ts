// The roster in a backup: renames, merges and new players travel with the sheets and come back
// on restore; a file without a roster (every earlier version) reads as before.
import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { addDeal } from '../../src/db/deals';
import { mergePlayers, renamePlayer } from '../../src/db/roster';
import { getSheetWithDeals } from '../../src/db/sheet-reads';
import { createSheet } from '../../src/db/sheets';
import { upgradeRules } from '../../src/domain/legacy/table-rules';
import { implicitPlayerId } from '../../src/domain/roster';
import { exportBackup, importBackup } from '../../src/io/backup';
import { RULES_3, clubsWon, expectOk, freshDatabase } from '../support/db-fixtures';

describe('the roster in a backup', () => {
  test('a rename, a merge and a new player under a freed name come back on restore', async () => {
    const source = freshDatabase();
    const setup = upgradeRules(RULES_3);
    const first = expectOk(
      await createSheet({ name: 'Mo', playerNames: ['Anna', 'Ben', 'Carla'], setup }, source),
    );
    const second = expectOk(
      await createSheet({ name: 'Do', playerNames: ['Ann', 'Ben', 'Dieter'], setup }, source),
    );
    expectOk(await addDeal(first.id, clubsWon(0), source));
    expectOk(await mergePlayers(implicitPlayerId('Ann'), implicitPlayerId('Anna'), source));
    expectOk(await renamePlayer(implicitPlayerId('Anna'), 'Anne', source));
    const third = expectOk(
      await createSheet({ name: 'Fr', playerNames: ['Anna', 'Ben', 'Carla'], setup }, source),
    );
    const text = await exportBackup(undefined, source);
    expect(JSON.parse(text)).toMatchObject({ version: 5, roster: expect.any(Array) });

    const restored = freshDatabase();
    expectOk(await importBackup(text, restored));
    const names = async (id: string) => (await getSheetWithDeals(id, restored))?.sheet.playerNames;
    expect(await names(first.id)).toEqual(['Anne', 'Ben', 'Carla']);
    expect(await names(second.id)).toEqual(['Anne', 'Ben', 'Dieter']);
    expect(await names(third.id)).toEqual(['Anna', 'Ben', 'Carla']);
    expect(await restored.roster.count()).toBe(await source.roster.count());
    // Restored twice: the same events, not a second copy.
    expectOk(await importBackup(text, restored));
    expect(await restored.roster.count()).toBe(await source.roster.count());
  });

  test('without a roster the file writes none (as earlier versions did)', async () => {
    const source = freshDatabase();
    expectOk(
      await createSheet(
        { name: 'Mo', playerNames: ['Anna', 'Ben', 'Carla'], setup: upgradeRules(RULES_3) },
        source,
      ),
    );
    const file = JSON.parse(await exportBackup(undefined, source)) as Record<string, unknown>;
    expect(Object.keys(file)).not.toContain('roster');
    expect(JSON.stringify(file)).not.toContain('playerIds');
  });
});
