// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { db } from '../../../src/db/database';
import { StartSheetScreen } from '../../../src/ui/start/StartSheetScreen';
import { German } from '../../support/i18n';
import { englishWordsOn } from '../common/english-words';
import { emptyDatabase } from '../common/fresh-db';

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
      '+50 je gewonnenes Spiel, −50 je verlorenes, +40 (Dreiertisch) / +30 (Vierertisch) je verlorenes Spiel eines Mitspielers.',
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
    await user.click(within(rules).getByRole('radio', { name: 'Gleichzeitig (×4, ×8…)' }));
    expect(summary).toHaveAccessibleName(
      'Bock nach Grand Hand, verlorenem Kontra, Re, 100+, Schneider · gleichzeitig',
    );
    expect(englishWordsOn()).toEqual([]);
  });
});
