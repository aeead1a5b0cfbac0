// @vitest-environment jsdom
// The printed list of a sheet with house rules: the rules in one line at the top, each Ramsch
// with its losers, winner and entry, and the Seeger-Fabian lines still summing to the core's
// totals. The NYCSA evening of the house reference cases, worked by hand in nycsa-evening.ts.
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { PRESETS } from '../../../src/domain/rules';
import { scoreSheet } from '../../../src/domain/sheet';
import { de } from '../../../src/ui/i18n/de';
import { en } from '../../../src/ui/i18n/en';
import type { Locale } from '../../../src/ui/i18n/locale';
import { PrintView } from '../../../src/ui/print/PrintView';
import { printedList } from '../../../src/ui/print/print-sheet';
import { German } from '../../support/i18n';
import { englishWordsOn } from '../common/english-words';
import { emptyDatabase } from '../common/fresh-db';
import { rowTexts } from '../common/table-cells';
import { NYCSA_DEALS, NYCSA_PLAYERS, nycsaSheet } from '../sheet/nycsa-evening';

beforeEach(emptyDatabase);

const SETUP = { players: 3, firstDealer: 0, plannedDeals: 12, rules: PRESETS.nycsa } as const;

function scored() {
  const result = scoreSheet(SETUP, NYCSA_DEALS);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

function listIn(locale: Locale) {
  return printedList(NYCSA_PLAYERS, SETUP, scored(), { locale, t: locale === 'en' ? en : de });
}

const RAMSCH_ROWS = [3, 6, 8, 9];

describe('a printed list with Ramsch deals', () => {
  test('each Ramsch: no declarer, its losers and winner, the losers’ entry', () => {
    const rows = listIn('en').rows.filter((row) => RAMSCH_ROWS.includes(row.number));
    expect(rows.map((r) => [r.number, r.declarer, r.game, r.outcome, r.entry])).toEqual([
      [3, '', 'Ramsch, Bock ×2', 'Ben loses, Anna wins', '−50'],
      [6, '', 'Ramsch, Jungfrau, Schieberamsch ×2', 'Anna and Ben lose, Carl wins', '−100'],
      [8, '', 'Ramsch', 'Carl loses, Anna wins', '−25'],
      [9, '', 'Durchmarsch, Schieberamsch ×4', 'Anna wins', '+480'],
    ]);
    // Every player the Ramsch changed gets the new running total, as on paper.
    expect(rows.map((r) => r.cells)).toEqual([
      ['', '−14', ''],
      ['−260', '−114', ''],
      ['', '', '91'],
      ['220', '', ''],
    ]);
  });

  test('a game keeps its outcome empty', () => {
    expect(listIn('en').rows[1]).toMatchObject({ declarer: 'Carl', outcome: '', entry: '+72' });
  });

  test('in German', () => {
    const rows = listIn('de').rows.filter((row) => RAMSCH_ROWS.includes(row.number));
    expect(rows.map((r) => [r.game, r.outcome, r.entry])).toEqual([
      ['Ramsch, Bock ×2', 'Ben verliert, Anna gewinnt', '−50'],
      ['Ramsch, Jungfrau, geschoben ×2', 'Anna und Ben verlieren, Carl gewinnt', '−100'],
      ['Ramsch', 'Carl verliert, Anna gewinnt', '−25'],
      ['Durchmarsch, geschoben ×4', 'Anna gewinnt', '+480'],
    ]);
  });

  test('a Ramsch counted as a game is ±50 of one’s own, never the others’ 40', () => {
    expect(listIn('en').footer.map((f) => [f.label, ...f.cells])).toEqual([
      ['Total', '184', '−18', '91'],
      ['Won', '3', '2', '3'],
      ['Lost', '3', '2', '1'],
      ['Won − lost × 50', '0', '0', '+100'],
      // Only Anna's two lost games (deals 4 and 10) give the others 40 each.
      ['Others’ lost games × 40', '0', '+80', '+80'],
      ['Seeger-Fabian', '184', '62', '271'],
      ['Place', '2', '3', '1'],
    ]);
  });

  test('list points + own games + others’ lost games = the core’s Seeger-Fabian total', () => {
    const printed = listIn('en');
    const line = (label: string) =>
      printed.footer.find((f) => f.label === label)?.cells.map((c) => Number(c.replace('−', '-')));
    const total = line('Total') ?? [];
    const own = line('Won − lost × 50') ?? [];
    const others = line('Others’ lost games × 40') ?? [];
    expect(total.map((points, seat) => points + (own[seat] ?? 0) + (others[seat] ?? 0))).toEqual(
      scored().totals.seegerFabian,
    );
  });
});

describe('the print view of a NYCSA sheet', () => {
  test('the rules in one line at the top, a Ramsch row with its losers and winner', async () => {
    const sheet = await nycsaSheet();
    render(<PrintView sheetId={sheet.id} onBack={() => {}} />);
    const table = await screen.findByRole('table');
    expect(
      screen.getByText(
        'Seeger-Fabian · Kontra/Re · Ramsch (flat 25, counts as a game, Schieberamsch in Ramsch rounds) · Bock after grand hand, Kontra won, Re won, 60:60 (queued) · Ramsch round · 1 round per 32 deals · ½ cent per point · 10 of 12 deals',
      ),
    ).toBeVisible();
    const rows = within(table).getAllByRole('row');
    expect(rowTexts(rows[6])).toEqual([
      '6',
      'Carl',
      '',
      'Ramsch, Jungfrau, Schieberamsch ×2Anna and Ben lose, Carl wins',
      '−100',
      '−260',
      '−114',
      '',
    ]);
  });

  test('auf Deutsch', async () => {
    const sheet = await nycsaSheet();
    render(<PrintView sheetId={sheet.id} onBack={() => {}} />, { wrapper: German });
    const table = await screen.findByRole('table');
    expect(screen.getByText(/^Seeger-Fabian · Kontra\/Re · Ramsch \(fest 25/)).toBeVisible();
    const rows = within(table).getAllByRole('row');
    expect(rowTexts(rows[9])).toEqual([
      '9',
      'Ben',
      '',
      'Durchmarsch, geschoben ×4Anna gewinnt',
      '+480',
      '220',
      '',
      '',
    ]);
    expect(englishWordsOn()).toEqual([]);
  });
});
