// @vitest-environment jsdom
// Issue 10, item 9, in German: a different copy of a list already here is named with both deal
// counts, and the file's copy can be restored beside it; the list here is never touched.
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import { db } from '../../../src/db/database';
import { addDeal } from '../../../src/db/deals';
import { exportBackup } from '../../../src/io/backup';
import { SettingsScreen } from '../../../src/ui/settings/SettingsScreen';
import { German } from '../../support/i18n';
import { EVENING_DEALS, EVENING_PLAYERS, EVENING_RULES } from '../print/example-sheets';
import { seedSheet } from './seed';
import { getDeals } from '../../support/db-reads';

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

test('eine abweichende Fassung: beide Spielzahlen genannt, die Datei als eigene Liste', async () => {
  const user = userEvent.setup();
  const id = await seedSheet(
    'Freitagsrunde',
    EVENING_PLAYERS,
    EVENING_RULES,
    EVENING_DEALS.slice(0, 2),
  );
  const backup = await exportBackup();
  // Hier ging der Abend weiter: ein Spiel mehr als in der Datei.
  const added = await addDeal(id, { kind: 'passed' });
  if (!added.ok) throw new Error('added');
  const hereBefore = await getDeals(id);

  render(<SettingsScreen onBack={() => {}} onOpenSheet={() => {}} />, { wrapper: German });
  await user.upload(
    screen.getByLabelText('Aus Datei wiederherstellen'),
    new File([backup], 'sicherung.json', { type: 'application/json' }),
  );
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Wiederherstellen' }));

  const differing = await screen.findByRole('list', {
    name: 'Listen, die von der Datei abweichen',
  });
  expect(differing).toHaveTextContent(
    '„Freitagsrunde“ ist schon hier, aber die Fassungen weichen ab: Die Datei hat 2 Spiele, dieses Gerät 3 Spiele.',
  );
  expect(await getDeals(id)).toEqual(hereBefore);

  await user.click(
    within(differing).getByRole('button', {
      name: '„Freitagsrunde“ aus der Datei als eigene Liste wiederherstellen',
    }),
  );
  await vi.waitFor(async () => expect(await db.sheets.count()).toBe(2));
  const copy = (await db.sheets.toArray()).find((sheet) => sheet.id !== id);
  expect(copy?.name).toBe('Freitagsrunde');
  expect(await getDeals(copy?.id ?? '')).toHaveLength(2);
  expect(await getDeals(id)).toEqual(hereBefore);
});
