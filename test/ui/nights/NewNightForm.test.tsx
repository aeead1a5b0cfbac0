// @vitest-environment jsdom
// The director's new night: bad input is refused with words per code (the night's own check),
// nothing is created, and what was typed stays; a good form gives the night's setup.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { implicitPlayerId } from '../../../src/domain/roster';
import { renderNewNight } from './new-night-form';
import { USUAL_NIGHT } from '../../support/ui-night';

const KNOWN = [
  { id: 'p-anna', name: 'Anna' },
  { id: 'p-ben', name: 'Ben' },
];

/** The field labelled `label` emptied and `text` typed instead. */
async function retype(label: string, text: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

describe('New night form', () => {
  test('English: too few players, a series length that does not divide, a name twice', async () => {
    const onCreate = renderNewNight(KNOWN, false);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Anna' }));
    await userEvent.type(screen.getByLabelText('More players, one name a line'), 'anna');
    await retype('Deals at a 4-table', '50');
    await userEvent.click(screen.getByRole('button', { name: 'Create night' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The night was not created:');
    const items = within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      expect.stringContaining('Anna'),
      'a night needs 3 to 400 players; it has 1 player',
      '50 deals cannot be played at a 4-table: the number must divide by 4 (at most 96)',
    ]);
    expect(items[0]).toMatch(/is in the night twice/);
    expect(onCreate).not.toHaveBeenCalled();
    // What was typed stays.
    expect(screen.getByLabelText('Deals at a 4-table')).toHaveValue('50');
    expect(screen.getByRole('checkbox', { name: 'Anna' })).toBeChecked();
  });

  test('English: a good night gives its setup: tournament rules, fees in cents, shares', async () => {
    const onCreate = renderNewNight(KNOWN, false);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ben' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Anna' }));
    await userEvent.type(screen.getByLabelText('More players, one name a line'), 'Carla\nDora');
    await retype('Entry fee in €', '5,00');
    await userEvent.click(screen.getByRole('button', { name: 'Create night' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onCreate).toHaveBeenCalledWith({
      name: 'Club night',
      date: '2026-11-27',
      players: [
        { playerId: 'p-ben', name: 'Ben' },
        { playerId: 'p-anna', name: 'Anna' },
        { playerId: implicitPlayerId('Carla'), name: 'Carla' },
        { playerId: implicitPlayerId('Dora'), name: 'Dora' },
      ],
      ...USUAL_NIGHT,
    });
  });

  test('Deutsch: Fehler werden mit Worten abgelehnt, die Eingaben bleiben', async () => {
    const onCreate = renderNewNight(KNOWN, true);
    await userEvent.type(
      screen.getByLabelText('Weitere Spieler, ein Name je Zeile'),
      'Anna\nBen\nCarla',
    );
    await retype('Spiele am Dreiertisch', '35');
    await retype('Verlustspielgeld in €', 'viel');
    await retype('Preisliste in %, Bester zuerst', '60 30 20');
    await userEvent.click(screen.getByRole('button', { name: 'Abend anlegen' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Der Abend wurde nicht angelegt:');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '35 Spiele gehen am Dreiertisch nicht auf: die Zahl muss durch 3 teilbar sein (höchstens 96)',
      'ein Betrag ist keine Angabe in € (z. B. 0,50)',
      'die Anteile der Preisliste ergeben mehr als 100 %',
    ]);
    expect(onCreate).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Verlustspielgeld in €')).toHaveValue('viel');
  });
});
