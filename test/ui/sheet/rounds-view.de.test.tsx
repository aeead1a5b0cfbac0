// @vitest-environment jsdom
// Bock- und Ramschrunden und Ramschspiele auf der Liste, auf Deutsch: der NYCSA-Abend der
// Hausregel-Referenzfälle (nycsa-evening.ts, jeder Wert von Hand gerechnet).
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { DealDetailScreen } from '../../../src/ui/sheet/DealDetailScreen';
import { SheetScreen } from '../../../src/ui/sheet/SheetScreen';
import { German } from '../../support/i18n';
import { englishWordsOn } from '../common/english-words';
import { emptyDatabase } from '../common/fresh-db';
import { storedDeals } from '../common/sheet-fixtures';
import { cellTexts, rowTexts } from '../common/table-cells';
import { nycsaSheet } from './nycsa-evening';

beforeEach(emptyDatabase);

function renderSheet(sheetId: string) {
  render(
    <SheetScreen
      sheetId={sheetId}
      links={{ sheets: '#/', newDeal: '#/new', deal: (id) => `#/deal/${id}` }}
    />,
    { wrapper: German },
  );
}

async function renderDeal(sheetId: string, number: number) {
  const dealId = (await storedDeals(sheetId))[number - 1]?.id ?? '';
  render(
    <DealDetailScreen
      sheetId={sheetId}
      dealId={dealId}
      links={{ sheets: '#/', sheet: '#/sheet', edit: '#/edit' }}
      onDeleted={() => {}}
    />,
    { wrapper: German },
  );
  await screen.findByRole('heading', { level: 1, name: `Spiel ${number}` });
}

async function roundLines(deal: number): Promise<string[]> {
  const next = await screen.findByRole('region', { name: `Spiel ${deal} von 12` });
  const rounds = within(next).queryByRole('list', { name: 'Bock- und Ramschrunden' });
  return rounds
    ? within(rounds)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    : [];
}

describe('die Runden beim nächsten Spiel', () => {
  test('eine laufende Bockrunde, ihr Auslöser, die wartende Ramschrunde', async () => {
    renderSheet((await nycsaSheet(3)).id);
    expect(await roundLines(4)).toEqual([
      'Bockrunde ×2 · noch 2 von 3 Spielen · nach Grand Hand von Carl (Spiel 2)',
      'Wartet: eine Ramschrunde mit 3 Spielen',
    ]);
  });

  test('die Ramschrunde, nach der Grand Hand statt Ramsch nicht kürzer', async () => {
    renderSheet((await nycsaSheet(7)).id);
    expect(await roundLines(8)).toEqual(['Ramschrunde · noch 2 von 3 Spielen']);
    expect(screen.getByRole('region', { name: 'Spiel 8 von 12' })).toHaveTextContent('Anna gibt');
  });
});

test('Bock- und Ramschspiele sind in der Liste markiert, ein Ramsch nennt Verlierer und Gewinner', async () => {
  renderSheet((await nycsaSheet(10)).id);
  const list = await screen.findByRole('region', { name: 'Spielliste' });
  const rows = within(list).getAllByRole('row');
  expect(cellTexts(rows[3])).toEqual([
    '3',
    'RamschBock ×2Ben verliert, Anna gewinntGeber: Carl',
    '−50',
    '0',
    '−14',
    '72',
  ]);
  expect(cellTexts(rows[6])).toEqual([
    '6',
    'Ramsch, Jungfrau, geschoben ×2RamschrundeAnna und Ben verlieren, Carl gewinntGeber: Carl',
    '−100',
    '−260',
    '−114',
    '116',
  ]);
  const standings = screen.getByRole('region', { name: 'Stand' });
  expect(within(standings).getAllByRole('row').slice(1).map(rowTexts)).toEqual([
    ['1', 'Carl', '271', '91', '3 / 1'],
    ['2', 'Anna', '184', '184', '3 / 3'],
    ['3', 'Ben', '62', '−18', '2 / 2'],
  ]);
  expect(englishWordsOn()).toEqual([]);
});

describe('ein Ramsch im Einzelnen', () => {
  test('Verlierer, Gewinner, jeder Schritt mit seiner Hausregel, der Eintrag', async () => {
    await renderDeal((await nycsaSheet(10)).id, 6);
    expect(screen.getByText('Verlierer', { selector: 'dt' }).nextSibling).toHaveTextContent(
      'Anna und Ben',
    );
    expect(screen.getByText('Gewinner', { selector: 'dt' }).nextSibling).toHaveTextContent('Carl');
    const steps = screen.getByRole('region', { name: 'So entsteht der Wert' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Anna und Ben je 60 Augen, die meisten: beide verlieren fest 25 (Hausregeln § Ramsch, Wert)',
      'Jungfrau (Carl, kein Stich) ×2 (Hausregeln § Ramsch, Wert)',
      'Schieberamsch (einmal geschoben) ×2 (Hausregeln § Schieberamsch)',
    ]);
    const entry = screen.getByRole('region', { name: 'Eintrag in die Liste' });
    expect(entry).toHaveTextContent(
      'Anna und Ben je 60 Augen, die meisten: beide verlieren fest 25; Jungfrau (Carl, kein Stich) ×2; Schieberamsch (einmal geschoben) ×2 = je −100',
    );
    expect(entry).toHaveTextContent(
      'Gewinner: Carl, die wenigsten Augen (0) (Hausregeln § Ramsch, Gewinner)',
    );
    expect(entry).toHaveTextContent(
      'Zählt als Spiel: verloren für Anna und Ben, gewonnen für Carl (Seeger-Fabian je −50, +50) (Hausregeln § Ramsch, auf der Liste)',
    );
    expect(screen.getByRole('region', { name: 'Bock- und Ramschrunden' })).toHaveTextContent(
      'In einer Ramschrunde gespielt.',
    );
    expect(englishWordsOn()).toEqual([]);
  });

  test('ein Ramsch in der Bockrunde: Bock ×2 als eigener Schritt', async () => {
    await renderDeal((await nycsaSheet(3)).id, 3);
    expect(screen.getByRole('region', { name: 'Eintrag in die Liste' })).toHaveTextContent(
      'Ben 50 Augen, die meisten: verliert fest 25; Bock ×2 = −50',
    );
  });

  test('ein Spiel, dessen Ereignis die Seitenregel zurückhält', async () => {
    await renderDeal((await nycsaSheet(4)).id, 4);
    expect(screen.getByRole('region', { name: 'Bock- und Ramschrunden' })).toHaveTextContent(
      'Zurückgehalten, eine Runde je Seite von 32 Spielen: Kontra gewonnen',
    );
    expect(englishWordsOn()).toEqual([]);
  });
});
