// @vitest-environment jsdom
// settle-up.test.tsx in German: Abrechnung, Cent pro Punkt, Verlustspielgeld, "Ben zahlt Anna 1,79 €".
import 'fake-indexeddb/auto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { getSheetLog } from '../../../src/db/sheet-reads';
import { SheetScreen } from '../../../src/ui/sheet/SheetScreen';
import { German } from '../../support/i18n';
import { emptyDatabase } from '../../support/fresh-db';
import { finishedSeegerFabianSheet, runningPlainSheet } from './settle-fixtures';
import { named, settleScreen, spaced } from './settle-screen';

beforeEach(emptyDatabase);

const { renderSettle, renderStake, transfers, setStake } = settleScreen({
  wrapper: German,
  playForStake: 'Um Geld spielen',
  stakeField: 'Cent pro Punkt',
  whoPaysWhom: 'Wer zahlt wem',
});

describe('Abrechnung (Deutsch)', () => {
  test('eine laufende einfache Liste: Einsatz eintragen, die wenigsten Zahlungen', async () => {
    const sheet = await runningPlainSheet();
    renderSettle(sheet.id);
    expect(await screen.findByRole('heading', { name: 'Abrechnung', level: 1 })).toBeVisible();
    expect(await screen.findByText('Stand nach Spiel 5 von 8.')).toBeVisible();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Um Geld spielen' }));
    await setStake('1');
    await userEvent.click(screen.getByRole('radio', { name: named('0,10 €') }));
    await userEvent.click(screen.getByRole('button', { name: 'Einsatz speichern' }));
    expect(await screen.findByText('Gespeichert.')).toBeVisible();
    await waitFor(() =>
      expect(transfers()).toEqual([
        'Carl zahlt Dora 1,60 €',
        'Carl zahlt Ben 1,40 €',
        'Carl zahlt Anna 0,90 €',
      ]),
    );
    expect(screen.getByText(/^Nach den Summen der einfachen Liste/)).toBeVisible();
  });

  test('ein Einsatz, der kein positiver Betrag ist, wird abgelehnt; die Eingabe bleibt', async () => {
    const sheet = await runningPlainSheet();
    await renderStake(sheet.id);
    await setStake('0,0');
    await userEvent.click(screen.getByRole('button', { name: 'Einsatz speichern' }));
    const box = screen.getByRole('textbox', { name: 'Cent pro Punkt' });
    expect(box).toHaveValue('0,0');
    expect(box).toHaveAccessibleDescription(
      'Der Einsatz ist ein Betrag über 0 und bis 10.000 Cent pro Punkt, z. B. ½, 0,5 oder 1.',
    );
    expect((await getSheetLog(sheet.id))?.events).toHaveLength(5);
  });

  test('eine Rundung, die nicht zur Währung passt, wird abgelehnt', async () => {
    const sheet = await runningPlainSheet();
    await renderStake(sheet.id);
    await userEvent.click(screen.getByRole('radio', { name: 'Euro' }));
    await userEvent.click(screen.getByRole('radio', { name: named('0,05 €') }));
    await userEvent.click(screen.getByRole('button', { name: 'Einsatz speichern' }));
    expect(spaced((await screen.findByRole('alert')).textContent)).toBe(
      'Beträge in EUR lassen sich nicht auf 0,05 € runden: 0,01 € oder 0,10 € wählen.',
    );
    expect((await getSheetLog(sheet.id))?.events).toHaveLength(5);
  });

  test('Seeger-Fabian, ½ Cent pro Punkt und Verlustspielgeld in die Kasse', async () => {
    const sheet = await finishedSeegerFabianSheet();
    await renderStake(sheet.id);
    await setStake('½');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Verlustspielgeld' }));
    await userEvent.click(screen.getByRole('button', { name: 'Einsatz speichern' }));
    await waitFor(() =>
      expect(transfers()).toEqual(['Ben zahlt Anna 1,79 €', 'Ben zahlt Carl 0,50 €']),
    );
    expect(screen.getByText(/^Nach den Seeger-Fabian-Punkten/)).toBeVisible();
    const fees = screen.getByRole('list', { name: 'Verlustspielgeld in die Kasse' });
    expect(
      within(fees)
        .getAllByRole('listitem')
        .map((item) => spaced(item.textContent)),
    ).toEqual([
      'Anna: 0 verlorene Spiele, 0,00 €',
      'Ben: 1 verlorenes Spiel, 0,50 €',
      'Carl: 0 verlorene Spiele, 0,00 €',
    ]);
    expect(screen.getByText(named('In die Kasse: 0,50 €'))).toBeVisible();
    expect(screen.getByRole('button', { name: 'Kopieren' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Drucken' })).toBeVisible();
  });

  test('die fertige Liste führt zur Abrechnung; Rückgängig nennt den Einsatz', async () => {
    const sheet = await finishedSeegerFabianSheet();
    await renderStake(sheet.id);
    await userEvent.click(screen.getByRole('button', { name: 'Einsatz speichern' }));
    await screen.findByText('Gespeichert.');
    render(
      <SheetScreen
        sheetId={sheet.id}
        links={{ sheets: '#/', newDeal: '#/n', deal: (id) => `#/d/${id}`, settle: '#/abr' }}
      />,
      { wrapper: German },
    );
    expect(await screen.findByRole('link', { name: 'Abrechnung' })).toHaveAttribute(
      'href',
      '#/abr',
    );
    expect(
      await screen.findByRole('button', { name: 'Rückgängig: Einsatz geändert' }),
    ).toBeVisible();
  });
});
