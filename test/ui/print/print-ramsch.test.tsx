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
import { printedList } from '../../../src/ui/common/print/print-sheet';
import { German } from '../../support/i18n';
import { englishWordsOn } from '../../support/english-words';
import { emptyDatabase } from '../../support/fresh-db';
import { rowTexts } from '../../support/table-cells';
import { NYCSA_DEALS, NYCSA_PLAYERS, nycsaSheet } from '../sheet/nycsa-evening';
import { deal, grandHand } from '../../support/house-helpers';
import { addedUpSeegerFabian } from '../../support/ui-print';

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
      ['(Won − lost) × 50', '0', '0', '+100'],
      // Only Anna's two lost games (deals 4 and 10) give the others 40 each.
      ['Others’ lost games × 40', '0', '+80', '+80'],
      ['Seeger-Fabian', '184', '62', '271'],
      ['Place', '2', '3', '1'],
    ]);
  });

  test('list points + own games + others’ lost games = the core’s Seeger-Fabian total', () => {
    const printed = listIn('en');
    expect(addedUpSeegerFabian(printed.footer, 'Others’ lost games × 40')).toEqual(
      scored().totals.seegerFabian,
    );
  });
});

// A pub evening (house-rules.md § Presets: card points, stacking Bock after a grand hand won).
// 1 Ben grand hand with 1, 70: won, starts a Bock round of 3 deals (§ Bock rounds).
// 2 Ramsch in it: Anna 64, Ben 0 and no trick, Carl 56. Anna has the most: loses her 64
//   (§ Ramsch, losers); Ben's Jungfrau × 2 = 128, Bock × 2 = 256 (§ Ramsch, value): −256.
const PUB_SETUP = { players: 3, firstDealer: 0, plannedDeals: 36, rules: PRESETS.pub } as const;
const PUB_DEALS = [grandHand(1), deal({ game: 'ramsch', points: [64, 0, 56], noTrick: [1] })];

function pubList(locale: Locale) {
  const result = scoreSheet(PUB_SETUP, PUB_DEALS);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return printedList(NYCSA_PLAYERS, PUB_SETUP, result.value, {
    locale,
    t: locale === 'en' ? en : de,
  });
}

describe('each Ramsch explained in one line, each step with its house rule', () => {
  test('a Jungfrau in a Bock round: the loser’s points × 2 × 2', () => {
    expect(pubList('en').rows[1]).toMatchObject({
      game: 'Ramsch, Jungfrau, Bock ×2',
      explanation:
        'Anna 64 points, most points: loses 64 (§ Ramsch, losers) · Jungfrau (Ben, no trick) ×2 (§ Ramsch, value) · Bock ×2 (§ Bock rounds) = −256',
      entry: '−256',
    });
  });

  test('auf Deutsch', () => {
    expect(pubList('de').rows[1]?.explanation).toBe(
      'Anna 64 Augen, die meisten: verliert 64 (§ Ramsch, Verlierer) · Jungfrau (Ben, kein Stich) ×2 (§ Ramsch, Wert) · Bock ×2 (§ Bockrunden) = −256',
    );
  });

  test('a game has none', () => {
    expect(pubList('en').rows[0]).toMatchObject({ game: 'Grand 1 top hand', explanation: '' });
  });

  test('the NYCSA flat 25: tied losers each, a Durchmarsch plus', () => {
    const rows = listIn('en').rows;
    expect([3, 6, 9].map((number) => rows[number - 1]?.explanation)).toEqual([
      // Ben's 50 is the most: the flat 25, × 2 in the Bock round.
      'Ben 50 points, most points: loses the flat 25 (§ Ramsch, value) · Bock ×2 (§ Bock rounds) = −50',
      // 60 : 60 : 0, Carl without a trick, pushed once: 25 × 2 × 2 for Anna and for Ben.
      'Anna and Ben 60 points each, most points: both lose the flat 25 (§ Ramsch, value) · Jungfrau (Carl, no trick) ×2 (§ Ramsch, value) · Schieberamsch (pushed once) ×2 (§ Schieberamsch) = −100 each',
      // Anna took every trick, pushed twice: +120 × 4, no Jungfrau doubling.
      'Durchmarsch (Anna, every trick): +120 (§ Ramsch, value) · Schieberamsch (pushed 2 times) ×4 (§ Schieberamsch) = +480',
    ]);
  });

  test('in German, tied losers “je”', () => {
    expect(listIn('de').rows[5]?.explanation).toBe(
      'Anna und Ben je 60 Augen, die meisten: beide verlieren fest 25 (§ Ramsch, Wert) · Jungfrau (Carl, kein Stich) ×2 (§ Ramsch, Wert) · Schieberamsch (einmal geschoben) ×2 (§ Schieberamsch) = je −100',
    );
  });
});

describe('the Ramsch round marked on its rows', () => {
  test('deals 6-9, the grand hand played instead of a Ramsch too; no other deal', () => {
    // Bock round 3-5 after Carl's grand hand, then a Ramsch round of 3 deals: 6, 7 (Ben's grand
    // hand instead, which does not shorten the round), 8, 9.
    const rows = listIn('en').rows;
    expect(rows.map((row) => [row.number, row.marks])).toEqual([
      [1, []],
      [2, []],
      [3, []],
      [4, []],
      [5, []],
      [6, ['Ramsch round']],
      [7, ['Ramsch round']],
      [8, ['Ramsch round']],
      [9, ['Ramsch round']],
      [10, []],
    ]);
    expect(rows[6]).toMatchObject({ declarer: 'Ben', game: 'Grand 2 tops hand', explanation: '' });
  });
});

/** A deal's row of the printed table, found by its number (the row header). */
function dealRow(table: HTMLElement, number: number): HTMLElement {
  const row = within(table)
    .getByRole('rowheader', { name: String(number) })
    .closest('tr');
  if (!row) throw new Error(`no row for deal ${number}`);
  return row;
}

/** The text of the row under a deal's row (a Ramsch's explanation). */
function lineUnder(table: HTMLElement, number: number): string[] {
  const next = dealRow(table, number).nextElementSibling;
  return next instanceof HTMLElement ? rowTexts(next) : [];
}

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
    expect(rowTexts(dealRow(table, 6))).toEqual([
      '6',
      'Carl',
      '',
      // The game, its round's mark, who lost and won.
      'Ramsch, Jungfrau, Schieberamsch ×2' + 'Ramsch round' + 'Anna and Ben lose, Carl wins',
      '−100',
      '−260',
      '−114',
      '',
    ]);
    // Under it, across the whole width, its value step by step.
    expect(lineUnder(table, 6)).toEqual([
      'Anna and Ben 60 points each, most points: both lose the flat 25 (§ Ramsch, value) · Jungfrau (Carl, no trick) ×2 (§ Ramsch, value) · Schieberamsch (pushed once) ×2 (§ Schieberamsch) = −100 each',
    ]);
    // Ben's grand hand instead of the Ramsch of deal 7: played in the Ramsch round, marked so,
    // and with no line under it (the next row is deal 8).
    const grandHand = dealRow(table, 7);
    expect(rowTexts(grandHand).slice(2, 5)).toEqual([
      'Ben',
      'Grand 2 tops handRamsch round',
      '+96',
    ]);
    expect(within(grandHand).getByText('Ramsch round')).toBeVisible();
    expect(lineUnder(table, 7)[0]).toBe('8');
    // A game of the Bock round before: its Bock in its game, no Ramsch round mark.
    expect(rowTexts(dealRow(table, 5))[3]).toBe('Spades 1 top, Bock ×2');
  });

  test('auf Deutsch', async () => {
    const sheet = await nycsaSheet();
    render(<PrintView sheetId={sheet.id} onBack={() => {}} />, { wrapper: German });
    const table = await screen.findByRole('table');
    expect(screen.getByText(/^Seeger-Fabian · Kontra\/Re · Ramsch \(fest 25/)).toBeVisible();
    expect(rowTexts(dealRow(table, 9))).toEqual([
      '9',
      'Ben',
      '',
      'Durchmarsch, geschoben ×4' + 'Ramschrunde' + 'Anna gewinnt',
      '+480',
      '220',
      '',
      '',
    ]);
    expect(lineUnder(table, 9)).toEqual([
      'Durchmarsch (Anna, alle Stiche): +120 (§ Ramsch, Wert) · Schieberamsch (2-mal geschoben) ×4 (§ Schieberamsch) = +480',
    ]);
    expect(rowTexts(dealRow(table, 7)).slice(2, 5)).toEqual([
      'Ben',
      'Grand 2 Spitzen HandRamschrunde',
      '+96',
    ]);
    expect(englishWordsOn()).toEqual([]);
  });
});
