// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import type { Deal } from '../../../src/domain/deal';
import { type TableRules } from '../../../src/domain/legacy/table-rules';
import { DealDetailScreen } from '../../../src/ui/sheet/DealDetailScreen';
import { German } from '../../support/i18n';
import { englishWordsOn } from '../../support/english-words';
import { emptyDatabase } from '../../support/fresh-db';
import { FOUR, PASSED, sheetWith, storedDeals, trump } from '../../support/sheet-fixtures';
import { cellTexts } from '../../support/table-cells';

beforeEach(emptyDatabase);

async function renderDeal(dealNumber: number, deals: readonly Deal[], rules: TableRules = FOUR) {
  const sheet = await sheetWith(
    ['Anna', 'Ben', 'Carl', 'Dora'].slice(0, rules.players),
    rules,
    deals,
  );
  const dealId = (await storedDeals(sheet.id))[dealNumber - 1]?.id ?? '';
  render(
    <DealDetailScreen
      sheetId={sheet.id}
      dealId={dealId}
      links={{ sheets: '#/', sheet: '#/liste', edit: '#/bearbeiten' }}
      onDeleted={() => undefined}
    />,
    { wrapper: German },
  );
}

describe('Die Erklärung eines Spiels auf Deutsch', () => {
  test('überreizt: Herz Hand, gereizt 33, mit 1 → 30 < 33 → verloren mit 40 → −80', async () => {
    // Spiel 2: Ben gibt und setzt aus; Carl sitzt in Vorhand, Dora in Mittelhand, Anna in Hinterhand.
    await renderDeal(2, [PASSED, trump(2, 'hearts', 1, true, { bid: 33, announcement: 'hand' })]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Spiel 2' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zurück zur Liste' })).toHaveAttribute(
      'href',
      '#/liste',
    );
    const seats = screen.getByRole('region', { name: 'Sitzordnung' });
    expect(seats).toHaveTextContent('Geber, setzt ausBen');
    expect(seats).toHaveTextContent('VorhandCarl');
    expect(seats).toHaveTextContent('MittelhandDora');
    expect(seats).toHaveTextContent('HinterhandAnna');

    const fact = (name: string) => screen.getByText(name, { selector: 'dt' }).nextSibling;
    expect(fact('Alleinspieler')).toHaveTextContent('Carl');
    expect(fact('Spiel')).toHaveTextContent('Herz mit 1 Hand');
    expect(fact('Reizwert')).toHaveTextContent('33, überreizt');
    expect(fact('Ergebnis')).toHaveTextContent(/überreizt: verloren$/);

    const levels = screen.getByRole('region', { name: 'Spielwert' });
    const rows = within(levels).getAllByRole('row');
    expect(
      within(rows[0] ?? levels)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Stufe', '+', 'Stufen', 'Regel']);
    expect(
      rows.slice(1).map((row) => within(row).getByRole('rowheader').firstChild?.textContent),
    ).toEqual(['Spitzen', 'Spiel', 'Hand']);
    expect(rows.slice(1).map(cellTexts)).toEqual([
      ['1', '1', 'ISkO 5.2'],
      ['1', '2', 'ISkO 5.2'],
      ['1', '3', 'ISkO 5.2'],
    ]);
    expect(levels).toHaveTextContent('3 × 10 = 30');

    const overbid = screen.getByRole('region', { name: 'Überreizt' });
    expect(overbid).toHaveTextContent('40');
    expect(overbid).toHaveTextContent('ISkO 5.4');
    expect(screen.getByRole('region', { name: 'Eintrag in die Liste' })).toHaveTextContent('−80');
    const changes = screen.getByRole('region', { name: 'Änderung und Stand nach diesem Spiel' });
    expect(within(changes).getByRole('row', { name: /Carl/ })).toHaveTextContent('−80 → −80');

    expect(screen.getByRole('link', { name: 'Spiel 2 bearbeiten' })).toHaveAttribute(
      'href',
      '#/bearbeiten',
    );
    expect(englishWordsOn()).toEqual([]);
  });

  test('Löschen fragt erst nach', async () => {
    const user = userEvent.setup();
    await renderDeal(1, [trump(1, 'clubs', 2, true)]);
    await user.click(await screen.findByRole('button', { name: 'Spiel 1 löschen' }));
    const dialog = screen.getByRole('dialog', { name: 'Spiel 1 löschen?' });
    expect(dialog).toHaveTextContent('rückgängig');
    expect(within(dialog).getByRole('button', { name: 'Spiel löschen' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeVisible();
    expect(englishWordsOn()).toEqual([]);
  });

  test('ein eingepasstes Spiel zählt, ohne dass jemand schreibt', async () => {
    await renderDeal(1, [PASSED]);
    expect(await screen.findByText(/Das Spiel ist eingepasst/)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Spielwert' })).not.toBeInTheDocument();
    expect(englishWordsOn()).toEqual([]);
  });

  test('Seeger-Fabian und Bock: Faktor, Listeneintrag und die ausgelöste Bockrunde', async () => {
    const rules: TableRules = {
      players: 3,
      firstDealer: 0,
      listKind: 'seeger-fabian',
      kontraAllowed: false,
      plannedDeals: 9,
      bock: { kind: 'rounds', events: ['grand-hand-won'], pending: 'stack' },
    };
    // 1: Ben Grand Hand mit 1 gewonnen: Spiel 2, Hand 3 × 24 = 72: löst eine Bockrunde aus.
    await renderDeal(1, [trump(1, 'grand', 1, true, { announcement: 'hand' })], rules);
    expect(await screen.findByText(/Bockrunde ausgelöst/)).toHaveTextContent(
      'Eine Bockrunde hat 3 Spiele, eines je Spieler; eingepasste Spiele zählen mit.',
    );
    const entry = screen.getByRole('region', { name: 'Eintrag in die Liste' });
    expect(entry).toHaveTextContent('+72');
    expect(entry).toHaveTextContent('Seeger-Fabian');
    expect(englishWordsOn()).toEqual([]);
  });

  test('ein Spiel in der Mitte am Vierertisch: stattdessen streichen oder umnummerieren', async () => {
    const user = userEvent.setup();
    // Ben spielt Spiel 3 (Carl gibt). Ohne Spiel 1 würde es Spiel 2, und Ben gäbe selbst.
    await renderDeal(1, [PASSED, PASSED, trump(1, 'clubs', 2, true)]);
    await user.click(await screen.findByRole('button', { name: 'Spiel 1 löschen' }));
    const choice = screen.getByRole('dialog', { name: 'Spiel 1 löschen?' });
    expect(choice).toHaveTextContent(
      'Wird Spiel 1 gelöscht, rücken 2 spätere Spiele einen Platz auf und bekommen andere Geber.',
    );
    await user.click(within(choice).getByRole('button', { name: 'Umnummerieren …' }));
    const preview = screen.getByRole('dialog', { name: 'Spiel 1 löschen und umnummerieren?' });
    expect(preview).toHaveTextContent('Spiel 2 wird Spiel 1: Anna gibt statt Ben');
    expect(preview).toHaveTextContent('Spiel 3 wird Spiel 2: Ben gibt statt Carl');
    expect(preview).toHaveTextContent('Dann nicht gültig:');
    expect(
      within(preview).getByRole('button', { name: 'Löschen und umnummerieren' }),
    ).toBeDisabled();
    expect(englishWordsOn()).toEqual([]);
    await user.click(within(preview).getByRole('button', { name: 'Stattdessen streichen' }));
    expect(await screen.findByRole('button', { name: 'Spiel 1 wieder werten' })).toBeVisible();
  });
});
