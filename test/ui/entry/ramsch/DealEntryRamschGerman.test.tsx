// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { addDeal } from '../../../../src/db/deals';
import type { SheetRecord } from '../../../../src/db/records';
import { createSheet } from '../../../../src/db/sheets';
import type { RamschDeal } from '../../../../src/domain/ramsch-deal';
import { PRESETS, type RuleSet } from '../../../../src/domain/rules';
import { German } from '../../../support/i18n';
import { renderEntry, savedDeals } from '../entry-kit';
import { ANNA_GRAND_HAND_WON, PLAIN_RAMSCH } from '../../../support/ramsch-round-deals';

// A Ramsch entered at a German table, in the words of glossary-de.md (Augen, eingepasst, Jungfrau,
// Schieberamsch, Ramschrunde). Values worked out by hand from house-rules.md. Spiel 1: Anna gibt,
// Bob Vorhand, Carl Mittelhand, Anna Hinterhand.

const inGerman = { wrapper: German, region: 'Spiel eintragen' } as const;

async function sheetWith(rules: RuleSet): Promise<SheetRecord> {
  const created = await createSheet({
    playerNames: ['Anna', 'Bob', 'Carl'],
    setup: { players: 3, firstDealer: 0, plannedDeals: 36, rules },
  });
  if (!created.ok) throw new Error('setup: the sheet was refused');
  return created.value;
}

// A dozen taps a test: more than the default 5 s on a loaded machine (the load, not the app).
vi.setConfig({ testTimeout: 20_000 });

const button = (name: string) => screen.getByRole('button', { name });
const valueText = () => screen.getByLabelText('Spielwert').textContent;
const alerts = () =>
  screen
    .queryAllByRole('alert')
    .map((a) => a.textContent)
    .join(' ');

async function typeNumber(user: UserEvent, digits: string) {
  for (const digit of digits) await user.click(button(digit));
}

test('Stammtisch: eingepasst → Ramsch mit zwei Zahlen, Jungfrau und einmal geschoben', async () => {
  const sheet = await sheetWith(PRESETS.pub);
  const { user, onDone } = await renderEntry(sheet, inGerman);
  await user.click(button('Eingepasst: Ramsch'));
  await typeNumber(user, '58');
  await user.click(button('Augen von Carl'));
  await typeNumber(user, '62');
  expect(button('Augen von Anna: 0')).toHaveTextContent('Rest bis 120');
  await user.click(button('Anna hat keinen Stich (Jungfrau)'));
  await user.click(button('Schieberamsch: einmal geschoben (×2)'));
  // 62 × 2 (Jungfrau) × 2 (geschoben) = 248.
  expect(valueText()).toBe(
    'Carl 62 Augen, die meisten: verliert 62; Jungfrau (Anna, kein Stich) ×2; ' +
      'Schieberamsch (einmal geschoben) ×2 = −248' +
      'Gewinner: Anna, die wenigsten Augen (0)',
  );
  await user.click(button('Ramsch speichern'));
  await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
  const expected: RamschDeal = {
    kind: 'ramsch',
    points: [0, 58, 62],
    noTrick: [0],
    allTricks: null,
    doublings: 1,
    bock: 0,
  };
  expect(await savedDeals(sheet.id)).toEqual([expected]);
});

test('Stammtisch: Fehler auf Deutsch, mit der Regel, nichts geht verloren', async () => {
  const sheet = await sheetWith(PRESETS.pub);
  const { user } = await renderEntry(sheet, inGerman);
  await user.click(button('Eingepasst: Ramsch'));
  await typeNumber(user, '70');
  await user.click(button('Augen von Carl'));
  await typeNumber(user, '60');
  expect(alerts()).toContain(
    'Ramsch: Die Augen der drei Spieler müssen 120 ergeben, nicht 130 (Hausregeln § Ramsch, Eingabe).',
  );
  expect(button('Augen von Bob: 70')).toBeVisible();
  expect(button('Ramsch speichern')).toBeDisabled();
});

test('NYCSA-Ramschrunde: beginnt beim Ramsch; ein Grand ohne Hand wird mit der Regel abgelehnt', async () => {
  const sheet = await sheetWith(PRESETS.nycsa);
  // Spiel 1 Grand Hand gewonnen → Bockrunde (Spiele 2–4) → Ramschrunde ab Spiel 5 (Bob gibt).
  for (const deal of [ANNA_GRAND_HAND_WON, PLAIN_RAMSCH, PLAIN_RAMSCH, PLAIN_RAMSCH]) {
    const added = await addDeal(sheet.id, deal);
    if (!added.ok) throw new Error('setup');
  }
  const { user } = await renderEntry(sheet, inGerman);
  expect(button('Spiel ändern: Ramsch')).toBeVisible();
  await user.click(button('Stattdessen Augen eintragen'));
  expect(button('Augen von Carl')).toHaveAttribute('aria-pressed', 'true');
  await user.click(button('Stattdessen Grand Hand'));
  await user.click(button('Anna, Mittelhand'));
  await user.click(button('mit 1'));
  await user.click(button('Normal (Skat aufgenommen)'));
  expect(alerts()).toContain(
    'In einer Ramschrunde wird nur Ramsch oder Grand Hand gespielt, kein Grand ohne Hand (Hausregeln § Ramschrunde nach Bock).',
  );
});
