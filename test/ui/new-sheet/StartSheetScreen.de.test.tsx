// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { db } from '../../../src/db/database';
import { StartSheetScreen } from '../../../src/ui/new-sheet/StartSheetScreen';
import { German } from '../../support/i18n';
import { englishWordsOn } from '../../support/english-words';
import { emptyDatabase } from '../../support/fresh-db';
import { NYCSA_RULES, PUB_RULES } from '../../support/presets';

beforeEach(emptyDatabase);

/** Four names typed key by key take seconds when the suite shares two cores with other work. */
const TYPING_TIMEOUT_MS = 15_000;

function renderScreen() {
  const onStarted = vi.fn();
  render(<StartSheetScreen backHref="#/" onStarted={onStarted} />, { wrapper: German });
  return onStarted;
}

describe('StartSheetScreen in German', () => {
  test(
    'a 4-player list: names, seats, first dealer, einfache Liste, Kontra und Re',
    async () => {
      const user = userEvent.setup();
      const onStarted = renderScreen();
      expect(screen.getByRole('heading', { level: 1, name: 'Neue Liste' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Zurück zu den Listen' })).toHaveAttribute(
        'href',
        '#/',
      );
      await user.click(await screen.findByRole('radio', { name: '4 Spieler' }));
      for (const [seat, name] of ['Anna', 'Carl', 'Ben', 'Dörte'].entries()) {
        await user.type(
          screen.getByRole('combobox', { name: `Name von Spieler ${seat + 1}` }),
          name,
        );
      }
      await user.click(screen.getByRole('button', { name: 'Carl nach unten schieben' }));
      await user.click(screen.getByRole('radio', { name: 'Ben gibt zuerst' }));
      expect(screen.getByRole('radio', { name: '48 Spiele' })).toBeChecked();
      await user.click(screen.getByRole('radio', { name: 'Einfache Liste' }));
      expect(
        screen.getByText('Gewonnen: + Spielwert. Verloren: − doppelter Spielwert.'),
      ).toBeVisible();
      await user.click(screen.getByRole('checkbox', { name: 'Kontra und Re erlaubt' }));
      expect(englishWordsOn()).toEqual([]);
      await user.click(screen.getByRole('button', { name: 'Liste beginnen' }));

      await vi.waitFor(() => expect(onStarted).toHaveBeenCalledTimes(1));
      const [sheet] = await db.sheets.toArray();
      expect(sheet?.playerNames).toEqual(['Anna', 'Ben', 'Carl', 'Dörte']);
      expect(sheet?.setup).toMatchObject({ players: 4, firstDealer: 1, rules: { list: 'plain' } });
      // Named by its day as a German list writes it ("23.11.2026"), not the ISO date.
      const today = new Date();
      const day = `${String(today.getDate()).padStart(2, '0')}.${String(today.getMonth() + 1).padStart(2, '0')}.${today.getFullYear()}`;
      expect(sheet?.name).toBe(day);
    },
    TYPING_TIMEOUT_MS,
  );

  test('the first dealer wears the Geber badge; Seeger-Fabian explains itself in club words', async () => {
    renderScreen();
    const first = await screen.findByRole('radio', { name: 'Spieler 1 gibt zuerst' });
    expect(first).toBeChecked();
    expect(first.parentElement).toHaveTextContent('Geber');
    expect(screen.getByRole('radio', { name: 'Seeger-Fabian' })).toBeChecked();
    expect(screen.getByText(/^Leistungsbewertung/)).toHaveTextContent(
      '+50 je gewonnenes Spiel, −50 je verlorenes, +40 (Dreiertisch) / +30 (Vierertisch) / +24 (Fünfertisch) je verlorenes Spiel eines Mitspielers.',
    );
  });

  test('what keeps the list from starting is said in German', async () => {
    const user = userEvent.setup();
    const onStarted = renderScreen();
    await user.click(await screen.findByRole('radio', { name: '4 Spieler' }));
    const deals = screen.getByRole('textbox', { name: 'Beliebige Anzahl Spiele' });
    await user.clear(deals);
    await user.type(deals, '50');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Die Anzahl der Spiele muss durch 4 teilbar sein, damit jeder gleich oft gibt.',
    );
    await user.click(screen.getByRole('button', { name: 'Liste beginnen' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Spieler 1 braucht einen Namen.');
    expect(englishWordsOn()).toEqual([]);
    expect(onStarted).not.toHaveBeenCalled();
  });

  test('Bockrunden: the summary line and the choices in German', async () => {
    const user = userEvent.setup();
    renderScreen();
    const rules = await screen.findByRole('group', { name: 'Hausregeln' });
    await user.click(within(rules).getByRole('checkbox', { name: 'Bockrunden' }));
    const summary = within(rules).getByRole('button', {
      name: 'Bock nach Grand Hand, verlorenem Kontra, Re, 100+ · nacheinander',
    });
    await user.click(summary);
    const events = within(rules).getByRole('group', { name: 'Auslöser einer Bockrunde' });
    expect(within(events).getByRole('checkbox', { name: 'Grand Hand gewonnen' })).toBeChecked();
    await user.click(
      within(events).getByRole('checkbox', { name: 'Schneider (gleich welche Seite)' }),
    );
    await user.click(
      within(rules).getByRole('radio', { name: 'Gleichzeitig als Doppelbock (×4, ×8 …)' }),
    );
    expect(summary).toHaveAccessibleName(
      'Bock nach Grand Hand, verlorenem Kontra, Re, 100+, Schneider · gleichzeitig',
    );
    expect(englishWordsOn()).toEqual([]);
  });
});

async function seatThree(user: ReturnType<typeof userEvent.setup>) {
  for (const [seat, name] of ['Anna', 'Ben', 'Carl'].entries()) {
    await user.type(
      await screen.findByRole('combobox', { name: `Name von Spieler ${seat + 1}` }),
      name,
    );
  }
}

describe('Hausregeln und Vorgaben in German', () => {
  test('NYCSA: every rule in German words, stored exactly as the preset table says', async () => {
    const user = userEvent.setup();
    const onStarted = renderScreen();
    await seatThree(user);
    const presets = screen.getByRole('group', { name: 'Regeln' });
    expect(within(presets).getByRole('radio', { name: 'Turnier' })).toBeChecked();
    await user.click(within(presets).getByRole('radio', { name: 'New Yorker Regeln (NYCSA)' }));
    await user.click(
      screen.getByRole('button', {
        name: 'Ramsch (fest 25, zählt als Spiel, Schieberamsch in Ramschrunden)',
      }),
    );
    expect(screen.getByRole('radio', { name: 'ein fester Wert' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'nur in Ramschrunden' })).toBeChecked();
    await user.click(
      screen.getByRole('button', {
        name: 'Bock nach Grand Hand, gewonnenem Kontra, gewonnenem Re, 60 : 60 · nacheinander',
      }),
    );
    expect(
      screen.getByRole('checkbox', { name: 'Kontra gewonnen (der Alleinspieler verliert)' }),
    ).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Nur eine Bockrunde je Seite' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Spiele je Seite' })).toHaveValue('32');
    expect(screen.getByRole('textbox', { name: 'Cent pro Punkt' })).toHaveValue('½');
    expect(englishWordsOn()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Liste beginnen' }));
    await vi.waitFor(() => expect(onStarted).toHaveBeenCalledTimes(1));
    const [sheet] = await db.sheets.toArray();
    expect(sheet?.setup.rules).toEqual(NYCSA_RULES);
    expect(sheet?.preset).toBe('nycsa');
  });

  test('Stammtisch, then one rule changed: eigene Regeln, stored without a preset', async () => {
    const user = userEvent.setup();
    const onStarted = renderScreen();
    await seatThree(user);
    await user.click(screen.getByRole('radio', { name: 'Stammtisch' }));
    expect(screen.getByRole('radio', { name: 'Einfache Liste' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Seeger-Fabian' }));
    expect(screen.getByText('Eigene Regeln: keine der Vorgaben')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Stammtisch' })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Einfache Liste' }));
    expect(screen.getByRole('radio', { name: 'Stammtisch' })).toBeChecked();
    expect(englishWordsOn()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Liste beginnen' }));
    await vi.waitFor(() => expect(onStarted).toHaveBeenCalledTimes(1));
    const [sheet] = await db.sheets.toArray();
    expect(sheet?.setup.rules).toEqual(PUB_RULES);
    expect(sheet?.preset).toBe('pub');
  });

  test('eine Seitenlänge von 0 wird abgelehnt, in German beside the field, the input kept', async () => {
    const user = userEvent.setup();
    const onStarted = renderScreen();
    await seatThree(user);
    await user.click(screen.getByRole('radio', { name: 'New Yorker Regeln (NYCSA)' }));
    await user.click(screen.getByRole('button', { name: /^Bock nach/ }));
    const page = screen.getByRole('textbox', { name: 'Spiele je Seite' });
    await user.clear(page);
    await user.type(page, '0');
    const message =
      'Eine Seite ist eine ganze Zahl von Spielen über 0 (Hausregeln § Bockrunden, je Seite).';
    expect(page).toHaveAccessibleDescription(message);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    await user.click(screen.getByRole('button', { name: 'Liste beginnen' }));
    expect(onStarted).not.toHaveBeenCalled();
    expect(page).toHaveValue('0');
    expect(englishWordsOn()).toEqual([]);
  });
});
