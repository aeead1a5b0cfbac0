// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { CalculatorScreen } from '../../../src/ui/calculator/CalculatorScreen';
import { German } from '../../support/i18n';

// Dieselben Werte wie im englischen Test, von Hand aus skat-scoring.md gerechnet.

function setup() {
  const user = userEvent.setup();
  render(<CalculatorScreen backHref="#/" />, { wrapper: German });
  const tops = (n: number) =>
    within(screen.getByRole('group', { name: 'Anzahl Spitzen' })).getByRole('radio', {
      name: String(n),
    });
  return { user, tops, value: () => screen.getByTestId('calculator-value') };
}

describe('Rechner auf Deutsch', () => {
  test('Kreuz mit 2 Hand = 48; gereizt bis 50 überreizt, verloren mit 60: −120', async () => {
    const { user, tops, value } = setup();
    await user.click(tops(2));
    await user.click(screen.getByRole('button', { name: 'Hand' }));
    expect(value()).toHaveTextContent('Kreuz mit 2, Spiel 3, Hand 4 × 12 = 48');
    expect(screen.getByText('Höchster Reizwert: 48')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Reizwert' }), '50');
    const verdict = screen.getByRole('status');
    expect(verdict).toHaveTextContent('Überreizt bei 50');
    expect(verdict).toHaveTextContent(
      'Überreizt: gereizt 50, Spielwert 48 → verloren mit 60 (kleinstes Vielfaches von 12 ab 50)',
    );
    expect(verdict).toHaveTextContent('verloren: −2 × 60 = −120');
  });

  test('Null Hand ouvert = 59; Null ouvert gereizt bis 59 darf nicht gespielt werden', async () => {
    const { user, value } = setup();
    await user.click(screen.getByRole('radio', { name: 'Null' }));
    await user.click(screen.getByRole('button', { name: 'Ouvert' }));
    await user.type(screen.getByRole('textbox', { name: 'Reizwert' }), '59');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Null ouvert ist 46 wert, weniger als gereizt (59)',
    );
    await user.click(screen.getByRole('button', { name: 'Hand' }));
    expect(value()).toHaveTextContent('Null Hand ouvert = 59');
    expect(screen.getByRole('status')).toHaveTextContent('Verloren: −118');
  });

  test('Ouvert schaltet Hand und Schwarz angesagt ein (5.2.6): Kreuz ouvert mit 1 = 96 sofort', async () => {
    const { user, value } = setup();
    await user.click(screen.getByRole('button', { name: 'Ouvert' }));
    for (const name of ['Hand', 'Schneider angesagt', 'Schwarz angesagt']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
    }
    expect(
      screen.queryByRole('region', { name: 'So kann das Spiel nicht gespielt werden' }),
    ).toBeNull();
    expect(value()).toHaveTextContent('× 12 = 96');
    await user.click(screen.getByRole('button', { name: 'Schwarz angesagt' }));
    expect(screen.getByRole('button', { name: 'Ouvert' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Hand' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('Grand: höchstens 4 Spitzen', async () => {
    const { user, tops, value } = setup();
    await user.click(tops(6));
    await user.click(screen.getByRole('radio', { name: 'Grand' }));
    expect(tops(4)).toBeChecked();
    expect(value()).toHaveTextContent('Grand mit 4, Spiel 5 × 24 = 120');
  });

  test('Spitzen aus den Karten: Kreuz-, Pik-, Herz-Bube → mit 3, bricht bei ♦B', async () => {
    const { user, tops } = setup();
    await user.click(screen.getByRole('button', { name: 'Spitzen aus den Karten zählen' }));
    for (const name of ['Kreuz-Bube', 'Pik-Bube', 'Herz-Bube']) {
      await user.click(screen.getByRole('button', { name }));
    }
    expect(screen.getByRole('status')).toHaveTextContent(
      'Mit 3: ♣B ♠B ♥B von oben in der Hand; ♦B fehlt, dort bricht die Folge.',
    );
    await user.click(screen.getByRole('button', { name: '„mit 3“ übernehmen' }));
    expect(tops(3)).toBeChecked();
  });
});
