// @vitest-environment jsdom
// Der Zwischenstand als Diagramm (issue 20), auf Deutsch: der NYCSA-Abend (Seeger-Fabian) mit
// Bockrunde und Ramschrunde. Die Zahlen der Tabelle rechnet dieser Test selbst aus.
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { SheetChartScreen } from '../../../../src/ui/sheet/chart/SheetChartScreen';
import { German } from '../../../support/i18n';
import { englishWordsOn } from '../../../support/english-words';
import { emptyDatabase } from '../../../support/fresh-db';
import { rowTexts } from '../../../support/table-cells';
import { NYCSA_PLAYERS, nycsaSheet } from '../nycsa-evening';

beforeEach(emptyDatabase);

const LINKS = { sheets: '#/', sheet: '#/sheet/s' };

/**
 * The ten deals of nycsa-evening.ts, each worked by hand (house-rules.md; see that file): the list
 * entry per seat (Anna, Ben, Carl), who won and who lost a game, and whether a declarer lost
 * (Seeger-Fabian: +50 per game won, −50 per game lost, 40 to each other player when a declarer
 * loses; a Ramsch lost gives the others nothing).
 */
const WORKED = [
  { list: [0, 36, 0], won: [1], lost: [], declarerLost: false },
  { list: [0, 0, 72], won: [2], lost: [], declarerLost: false },
  { list: [0, -50, 0], won: [0], lost: [1], declarerLost: false },
  { list: [-160, 0, 0], won: [], lost: [0], declarerLost: true },
  { list: [0, 0, 44], won: [2], lost: [], declarerLost: false },
  { list: [-100, -100, 0], won: [2], lost: [0, 1], declarerLost: false },
  { list: [0, 96, 0], won: [1], lost: [], declarerLost: false },
  { list: [0, 0, -25], won: [0], lost: [2], declarerLost: false },
  { list: [480, 0, 0], won: [0], lost: [], declarerLost: false },
  { list: [-36, 0, 0], won: [], lost: [0], declarerLost: true },
];
/** Deals 3–5 in the Bock round (×2), 6–9 in the Ramsch round after it. */
const BOCK = [0, 0, 1, 1, 1, 0, 0, 0, 0, 0];
const RAMSCH_ROUND = [false, false, false, false, false, true, true, true, true, false];

function runningSeegerFabian(): number[][] {
  const totals = [0, 0, 0];
  return WORKED.map((deal) => {
    for (const seat of [0, 1, 2]) {
      let change = deal.list[seat] ?? 0;
      if (deal.won.includes(seat)) change += 50;
      if (deal.lost.includes(seat)) change -= 50;
      if (deal.declarerLost && !deal.lost.includes(seat)) change += 40;
      totals[seat] = (totals[seat] ?? 0) + change;
    }
    return [...totals];
  });
}

const written = (value: number) => (value < 0 ? `−${-value}` : String(value));

describe('Zwischenstand als Diagramm', () => {
  test('die Tabelle enthält nach jedem Spiel den Zwischenstand und die Runden', async () => {
    const sheet = await nycsaSheet();
    render(<SheetChartScreen sheetId={sheet.id} links={LINKS} />, { wrapper: German });
    expect(await screen.findByRole('heading', { level: 1, name: 'Zwischenstand' })).toBeVisible();
    expect(screen.getByText('Seeger-Fabian-Punkte nach jedem Spiel')).toBeVisible();
    const running = runningSeegerFabian();
    // The sum agrees with the reference sheet's end (house-rules.json): 184 / 62 / 271.
    expect(running.at(-1)).toEqual([184, 62, 271]);
    const rows = within(screen.getByRole('region', { name: 'Die Zahlen' })).getAllByRole('row');
    expect(rowTexts(rows[0])).toEqual(['Spiel', ...NYCSA_PLAYERS, 'Runden']);
    expect(rows.slice(1).map(rowTexts)).toEqual(
      running.map((totals, index) => [
        String(index + 1),
        ...totals.map(written),
        [(BOCK[index] ?? 0) > 0 ? 'Bock ×2' : '', RAMSCH_ROUND[index] ? 'Ramschrunde' : ''].join(
          '',
        ),
      ]),
    );
  });

  test('das Diagramm ist ein Bild mit deutscher Beschreibung, Legende und ohne englische Wörter', async () => {
    const sheet = await nycsaSheet();
    const { container } = render(<SheetChartScreen sheetId={sheet.id} links={LINKS} />, {
      wrapper: German,
    });
    const image = await screen.findByRole('img', {
      name: 'Liniendiagramm des Zwischenstands von Anna, Ben und Carl, Spiel für Spiel, über 10 Spiele. Bockrunden in den Spielen 3–5. Ramschrunden in den Spielen 6–9. Alle Zahlen stehen in der Tabelle darunter.',
    });
    expect(image.querySelectorAll('path[fill="none"]')).toHaveLength(3);
    // Bock shaded, Ramsch hatched: two bands, told apart by their fill.
    expect(image.querySelectorAll('rect[fill-opacity]')).toHaveLength(1);
    expect(image.querySelectorAll('rect[fill^="url("]')).toHaveLength(1);
    const legend = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(legend.map((item) => item.textContent)).toEqual([
      ...NYCSA_PLAYERS,
      'Bockrunde',
      'Ramschrunde',
    ]);
    expect(screen.getByRole('button', { name: 'Diagramm drucken' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zurück zur Liste' })).toBeVisible();
    expect(englishWordsOn(container)).toEqual([]);
  });

  test('eine Liste ohne Spiele', async () => {
    const sheet = await nycsaSheet(0);
    render(<SheetChartScreen sheetId={sheet.id} links={LINKS} />, { wrapper: German });
    expect(
      await screen.findByText('Noch keine Spiele: Das Diagramm beginnt mit dem ersten Spiel.'),
    ).toBeVisible();
  });
});
