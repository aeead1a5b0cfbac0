// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { deleteSheet } from '../../../src/db/sheets';
import { German } from '../../support/i18n';
import { newSheet, renderEntry, savedDeals, THREE, tap } from './entry-kit';
import { BOB_CLUBS_WITH_2_WON } from './typical-deal';

// The deal entry at a German table: every word and every control's name in the words of the
// ISkO and of printed lists (../shared/rules/glossary-de.md), found as a German player would.

const inGerman = { wrapper: German, region: 'Spiel eintragen' } as const;

const button = (name: string) => screen.getByRole('button', { name });
const valueText = () => screen.getByLabelText('Spielwert').textContent;
/** Every button of the entry by its accessible name, in screen order. */
const buttonNames = (region: HTMLElement) =>
  within(region)
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label') ?? b.textContent);

test('Kreuz mit 2, gewonnen: four taps by German names, saved as the player means it', async () => {
  const sheet = await newSheet();
  const { user, onDone } = await renderEntry(sheet, inGerman);
  // Spiel 1, Anna gibt: Bob sitzt in Vorhand, Carl in Mittelhand, Anna in Hinterhand.
  expect(screen.getByRole('heading', { name: 'Spiel 1 von 36' })).toBeVisible();
  expect(screen.getByText('Anna gibt')).toBeVisible();
  expect(screen.getByRole('heading', { name: 'Wer hat gespielt?' })).toBeVisible();

  await user.click(button('Bob, Vorhand'));
  expect(screen.getByText('Vorhand Bob · Mittelhand Carl · Hinterhand Anna')).toBeVisible();
  // German names each suit once: no "Kreuz (Kreuz)", no second line under the name.
  expect(button('Kreuz')).toHaveTextContent(/^♣ Kreuz$/);
  await user.click(button('Kreuz'));
  expect(valueText()).toBe('♣ Kreuz · Grundwert 12');

  expect(screen.getByRole('heading', { name: 'Mit oder ohne wie viele?' })).toBeVisible();
  await user.click(button('mit 2'));
  // ISkO 5.2, read as a German list explains it: the game named once, then its levels.
  expect(valueText()).toBe('Kreuz mit 2, Spiel 3 × 12 = 36');
  expect(button('Alleinspieler ändern: Bob')).toBeVisible();
  expect(button('Spiel ändern: ♣ Kreuz')).toBeVisible();
  expect(button('Spitzen ändern: mit 2')).toBeVisible();
  await user.click(button('Gewonnen'));

  await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
  expect(await savedDeals(sheet.id)).toEqual([BOB_CLUBS_WITH_2_WON]);
});

test('every control of every step has a German name (table of 4, Kontra allowed)', async () => {
  const sheet = await newSheet({ ...THREE, players: 4, plannedDeals: 48, kontraAllowed: true }, [
    'Anna',
    'Bob',
    'Carl',
    'Dora',
  ]);
  const { user, region } = await renderEntry(sheet, inGerman);
  expect(screen.getByText('Anna gibt und setzt aus')).toBeVisible();
  expect(buttonNames(region)).toEqual([
    'Zurück',
    'Abbrechen',
    'Bob, Vorhand',
    'Carl, Mittelhand',
    'Dora, Hinterhand',
    'Eingepasst',
  ]);

  await user.click(button('Carl, Mittelhand'));
  expect(buttonNames(region)).toEqual([
    'Zurück',
    'Abbrechen',
    'Alleinspieler ändern: Carl',
    ...['Kreuz', 'Pik', 'Herz', 'Karo', 'Grand', 'Null'],
  ]);

  await user.click(button('Grand'));
  expect(within(region).getByRole('group', { name: 'Mit' })).toBeVisible();
  expect(buttonNames(region)).toEqual([
    'Zurück',
    'Abbrechen',
    'Alleinspieler ändern: Carl',
    'Spiel ändern: Grand',
    'Spitzen aus den Karten zählen',
    ...['mit 1', 'mit 2', 'mit 3', 'mit 4'],
    ...['ohne 1', 'ohne 2', 'ohne 3', 'ohne 4'],
  ]);

  await user.click(button('ohne 1'));
  const announcements = [
    'Normal (Skat aufgenommen)',
    'Hand',
    'Schneider angesagt',
    'Schwarz angesagt',
    'Ouvert',
  ];
  const trail = ['Alleinspieler ändern: Carl', 'Spiel ändern: Grand', 'Spitzen ändern: ohne 1'];
  expect(buttonNames(region)).toEqual([
    'Zurück',
    'Abbrechen',
    ...trail,
    ...announcements,
    ...['Augen', 'Nicht überreizt', 'Kontra: Kein Kontra'],
    ...['Gewonnen', 'Gewonnen Schneider', 'Gewonnen Schwarz'],
    ...['Verloren', 'Verloren Schneider', 'Verloren Schwarz'],
  ]);

  await tap(user, 'Kontra: Kein Kontra', 'Augen', '7');
  expect(within(region).getByRole('group', { name: 'Stiche des Alleinspielers' })).toBeVisible();
  expect(screen.getByRole('status', { name: 'Augen des Alleinspielers' })).toHaveTextContent('7');
  expect(buttonNames(region)).toEqual([
    'Zurück',
    'Abbrechen',
    ...trail,
    ...announcements,
    ...['Nicht überreizt', 'Kontra: Kontra', 'Gewonnen / verloren'],
    ...['Kein Stich', 'Einige Stiche'],
    ...['7', '8', '9', 'Ziffer löschen', '4', '5', '6', '0', '1', '2', '3'],
    'Spiel speichern',
  ]);

  await user.click(button('Nicht überreizt'));
  expect(
    within(region).getByRole('group', { name: 'Reizwert über dem Spielwert (überreizt)' }),
  ).toBeVisible();
  // Verloren Schneider is worth 72 here: only the bids above it can be an overbid. The values a
  // Grand can be worth come first (4 × 24 = 96 … 11 × 24 = 264), then the others from 77 up to
  // 204 (Kreuz, 17 × 12).
  const bids = buttonNames(region).slice(2 + trail.length + announcements.length);
  expect(bids.slice(0, 2)).toEqual(['Nicht überreizt', 'Schließen']);
  const grandValues = [96, 120, 144, 168, 192, 216, 240, 264].map((b) => `Reizwert ${b}`);
  expect(bids.slice(2, 10)).toEqual(grandValues);
  expect(bids.slice(10, 12)).toEqual(['Reizwert 77', 'Reizwert 80']);
  expect(bids.at(-1)).toBe('Reizwert 204');
  await user.click(button('Reizwert 77'));
  expect(button('Gereizt bis 77')).toBeVisible();
});

test('a mistake is explained in German: Null below the bid is refused', async () => {
  const sheet = await newSheet();
  const { user, onDone } = await renderEntry(sheet, inGerman);
  await tap(user, 'Carl, Mittelhand', 'Null', 'Nicht überreizt', 'Reizwert 24', 'Gewonnen');

  expect(screen.getByRole('alert')).toHaveTextContent(
    'Null ist 23 wert, weniger als gereizt (24); nur Null Hand (35), Null ouvert (46) und Null Hand ouvert (59) würden reichen.',
  );
  expect(onDone).not.toHaveBeenCalled();
  expect(valueText()).toBe('Null = 23');

  await user.click(button('Hand'));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(valueText()).toBe('Null Hand = 35gewonnen: +35');
});

test('an overbid reads as the German list writes it', async () => {
  const sheet = await newSheet();
  const { user } = await renderEntry(sheet, inGerman);
  await tap(user, 'Bob, Vorhand', 'Kreuz', 'mit 2', 'Nicht überreizt', 'Reizwert 40');
  // ISkO 5.4: verloren mit dem kleinsten Vielfachen von 12 ab 40.
  expect(valueText()).toContain('Überreizt: gereizt 40, Spielwert 36 → verloren mit 48');
});

test('a passed deal: eingepasst, then saved', async () => {
  const sheet = await newSheet();
  const { user, onDone } = await renderEntry(sheet, inGerman);
  await user.click(button('Eingepasst'));
  expect(valueText()).toBe('Alle passen: Das Spiel zählt, niemand bekommt Punkte.');
  await user.click(button('Eingepasst speichern'));
  await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
  expect(await savedDeals(sheet.id)).toEqual([{ kind: 'passed' }]);
});

test('a deal the store refuses says so in German', async () => {
  const sheet = await newSheet();
  const { user, onDone } = await renderEntry(sheet, inGerman);
  await tap(user, 'Bob, Vorhand', 'Grand', 'mit 1');
  // Deleted in another tab meanwhile.
  await deleteSheet(sheet.id);
  await user.click(button('Verloren'));
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Nicht gespeichert: /);
  expect(onDone).not.toHaveBeenCalled();
});
