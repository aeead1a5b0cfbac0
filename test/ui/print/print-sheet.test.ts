import { describe, expect, test } from 'vitest';
import type { Deal } from '../../../src/domain/deal';
import { scoreSheet } from '../../../src/domain/sheet';
import { upgradeRules, type TableRules } from '../../../src/domain/legacy/table-rules';
import { de } from '../../../src/ui/i18n/de';
import { en } from '../../../src/ui/i18n/en';
import type { Locale } from '../../../src/ui/i18n/locale';
import { printedList } from '../../../src/ui/common/print/print-sheet';
import { EVENING_DEALS, EVENING_PLAYERS, EVENING_RULES } from './example-sheets';
import { addedUpSeegerFabian } from '../../support/ui-print';

const DICTIONARIES = { en, de } as const;

function listFor(
  players: readonly string[],
  rules: TableRules,
  deals: readonly Deal[],
  locale: Locale = 'en',
) {
  const scored = scoreSheet(upgradeRules(rules), deals);
  if (!scored.ok) throw new Error(JSON.stringify(scored.errors));
  return printedList(players, upgradeRules(rules), scored.value, {
    locale,
    t: DICTIONARIES[locale],
  });
}

describe('printedList', () => {
  const list = listFor(EVENING_PLAYERS, EVENING_RULES, EVENING_DEALS);

  test('one row per deal with dealer, declarer, game and the list entry', () => {
    expect(list.rows.map((r) => [r.number, r.dealer, r.declarer, r.game, r.entry])).toEqual([
      [1, 'Anna', 'Bernd', 'Grand with 2 hand', '+96'],
      [2, 'Bernd', 'Clara', 'Hearts without 1', '−40'],
      [3, 'Clara', '', 'passed', ''],
      [4, 'Anna', 'Anna', 'Null, Kontra', '+46'],
      [5, 'Bernd', 'Bernd', 'Clubs with 1', '−48'],
    ]);
  });

  test('with Bock rounds, the rows show and score the derived Bock', () => {
    // Deal 1, a won grand hand, starts a round: deals 2-4 are Bock deals at a table of 3.
    // 2 hearts without 1 lost: −2 × 20 × 2 = −80. 3 passed (a Bock deal used up).
    // 4 null with Kontra: 23 × 2 × 2 = +92. 5 clubs with 1 lost: −48, the round is over.
    const rules: TableRules = {
      ...EVENING_RULES,
      bock: { kind: 'rounds', events: ['grand-hand-won'], pending: 'stack' },
    };
    const bock = listFor(EVENING_PLAYERS, rules, EVENING_DEALS);
    expect(bock.rows.map((r) => [r.game, r.entry])).toEqual([
      ['Grand with 2 hand', '+96'],
      ['Hearts without 1, Bock ×2', '−80'],
      ['passed, Bock ×2', ''],
      ['Null, Kontra, Bock ×2', '+92'],
      ['Clubs with 1', '−48'],
    ]);
  });

  test('like paper, only the declarer’s column gets the new running total', () => {
    expect(list.rows.map((r) => r.cells)).toEqual([
      ['', '96', ''],
      ['', '', '−40'],
      ['', '', ''],
      ['46', '', ''],
      ['', '48', ''],
    ]);
  });

  test('won and lost are marked per row, nothing for a passed deal', () => {
    expect(list.rows.map((r) => r.won)).toEqual([true, false, null, true, false]);
  });

  test('a Seeger-Fabian list: its decisive line is the Seeger-Fabian one', () => {
    expect(list.footer.filter((f) => f.decisive).map((f) => f.label)).toEqual(['Seeger-Fabian']);
  });

  test('a plain list has no tournament lines and ranks by points', () => {
    const plain = listFor(EVENING_PLAYERS, { ...EVENING_RULES, listKind: 'plain' }, EVENING_DEALS);
    expect(plain.footer.map((f) => [f.label, ...f.cells])).toEqual([
      ['Total', '46', '48', '−40'],
      ['Won', '1', '1', '0'],
      ['Lost', '0', '1', '1'],
      ['Place', '2', '1', '3'],
    ]);
    expect(plain.footer.filter((f) => f.decisive).map((f) => f.label)).toEqual(['Total']);
  });

  test('at a table of four each other player gets 30 per lost game, the sitting-out dealer too', () => {
    // Seat 0 deals and sits out; seat 1 loses diamonds with 1 (2 × 9 = 18): −36, then −50.
    const rules: TableRules = { ...EVENING_RULES, players: 4, plannedDeals: 48 };
    const lostDiamonds: Deal = {
      kind: 'trump',
      game: 'diamonds',
      tops: 1,
      announcement: 'none',
      result: { kind: 'points', declarerPoints: 40, declarerTricks: 'some' },
      declarer: 1,
      bid: 18,
      kontra: 'none',
      bock: 0,
    };
    const four = listFor(['A', 'B', 'C', 'D'], rules, [lostDiamonds]);
    expect(four.footer.map((f) => [f.label, ...f.cells]).slice(3)).toEqual([
      ['(Won − lost) × 50', '0', '−50', '0', '0'],
      ['Others’ lost games × 30', '+30', '0', '+30', '+30'],
      ['Seeger-Fabian', '30', '−86', '30', '30'],
      ['Place', '1', '4', '1', '1'],
    ]);
  });
});

// The evening's Seeger-Fabian breakdown, the tournament sheet's lines and the places: each line's
// label in English and in German, then its cells for Anna, Bernd and Clara.
const SEEGER_FABIAN_FOOTER = [
  { en: 'Total', de: 'Summe', cells: ['46', '48', '−40'] },
  { en: 'Won', de: 'Gewonnen', cells: ['1', '1', '0'] },
  { en: 'Lost', de: 'Verloren', cells: ['0', '1', '1'] },
  { en: '(Won − lost) × 50', de: '(Gewonnen − Verloren) × 50', cells: ['+50', '0', '−50'] },
  {
    en: 'Others’ lost games × 40',
    de: 'Verlorene Spiele der Mitspieler × 40',
    cells: ['+80', '+40', '+40'],
  },
  { en: 'Seeger-Fabian', de: 'Seeger-Fabian', cells: ['176', '88', '−50'] },
  { en: 'Place', de: 'Platz', cells: ['1', '2', '3'] },
] as const;

test.each([{ locale: 'en' }, { locale: 'de' }] as const)(
  'a Seeger-Fabian list ends with the breakdown and the places ($locale)',
  ({ locale }) => {
    const list = listFor(EVENING_PLAYERS, EVENING_RULES, EVENING_DEALS, locale);
    expect(list.footer.map((f) => [f.label, ...f.cells])).toEqual(
      SEEGER_FABIAN_FOOTER.map((line) => [line[locale], ...line.cells]),
    );
  },
);

describe('printedList in German', () => {
  const list = listFor(EVENING_PLAYERS, EVENING_RULES, EVENING_DEALS, 'de');

  test('the games in the words of a German list', () => {
    expect(list.rows.map((r) => [r.game, r.entry])).toEqual([
      ['Grand mit 2 Hand', '+96'],
      ['Herz ohne 1', '−40'],
      ['eingepasst', ''],
      ['Null, Kontra', '+46'],
      ['Kreuz mit 1', '−48'],
    ]);
  });

  test('thousands are grouped as each language writes them', () => {
    // Grand ouvert with 4, lost, with Re: 11 × 24 = 264, −2 × 264 × 4 = −2112 (ISkO 5.2.6, 5.3).
    const lostGrandOuvert: Deal = {
      kind: 'trump',
      game: 'grand',
      tops: 4,
      topsHeld: 'with',
      announcement: 'ouvert',
      result: { kind: 'outcome', made: false, schneider: false, schwarz: false },
      declarer: 1,
      bid: 18,
      kontra: 're',
      bock: 0,
    };
    const german = listFor(EVENING_PLAYERS, EVENING_RULES, [lostGrandOuvert], 'de');
    expect(german.rows[0]?.game).toBe('Grand ouvert mit 4, Re');
    expect(german.rows[0]?.entry).toBe('−2.112');
    expect(german.footer.at(-2)?.cells).toEqual(['40', '−2.162', '40']);
    const english = listFor(EVENING_PLAYERS, EVENING_RULES, [lostGrandOuvert]);
    expect(english.rows[0]?.entry).toBe('−2,112');
  });
});

describe('the Seeger-Fabian breakdown is the core’s, not a second count', () => {
  test('list points + own games + others’ lost games = the core’s Seeger-Fabian total', () => {
    const rules: TableRules = { ...EVENING_RULES, players: 4, plannedDeals: 48 };
    // At four the dealer (seat n mod 4 in deal n + 1) sits out: Forehand declares every game.
    const deals = EVENING_DEALS.map((deal, index) =>
      deal.kind === 'passed' ? deal : { ...deal, declarer: (index + 1) % 4 },
    );
    const scored = scoreSheet(upgradeRules(rules), deals);
    if (!scored.ok) throw new Error(JSON.stringify(scored.errors));
    const printed = printedList(['A', 'B', 'C', 'D'], upgradeRules(rules), scored.value, {
      locale: 'en',
      t: en,
    });
    expect(addedUpSeegerFabian(printed.footer, 'Others’ lost games × 30')).toEqual(
      scored.value.totals.seegerFabian,
    );
    // Not vacuous: the others' lost games do count here.
    expect(printed.footer.find((f) => f.label === 'Others’ lost games × 30')?.cells).toContain(
      '+30',
    );
  });
});

describe('printedList of a Bierlachs sheet', () => {
  // Limit 150. 1 Bernd grand hand (+96): Anna and Clara 54. 2 Clara hearts lost (−40): 14.
  // 3 passed. 4 Anna null with Kontra (+46): Bernd 104, Clara −32: she buys the beer.
  // 5 round 2 from 150: Bernd clubs lost (−48): 102.
  function bierlachsList(locale: Locale) {
    const setup = upgradeRules(EVENING_RULES);
    const bierlachs = {
      ...setup,
      rules: { ...setup.rules, list: { kind: 'bierlachs', limit: 150 } },
    } as const;
    const scored = scoreSheet(bierlachs, EVENING_DEALS);
    if (!scored.ok) throw new Error(JSON.stringify(scored.errors));
    return printedList(EVENING_PLAYERS, bierlachs, scored.value, {
      locale,
      t: DICTIONARIES[locale],
    });
  }

  test('each deal writes the new count of every player it took points from', () => {
    expect(bierlachsList('en').rows.map((r) => r.cells)).toEqual([
      ['54', '', '54'],
      ['', '', '14'],
      ['', '', ''],
      ['', '104', '−32'],
      ['', '102', ''],
    ]);
  });

  test.each([
    ['en', 'Round 1: everyone at 150', 'Clara buys the beer', 'Round 2: everyone at 150'],
    ['de', 'Runde 1: alle bei 150', 'Clara zahlt das Bier', 'Runde 2: alle bei 150'],
  ] as const)('%s: the rounds and who buys the beer are marked', (locale, first, beer, second) => {
    const rows = bierlachsList(locale).rows;
    expect(rows.map((r) => r.marks)).toEqual([[first], [], [], [beer], [second]]);
  });

  test('under the deals: what is left, the rounds lost (decisive) and the places', () => {
    expect(bierlachsList('en').footer).toEqual([
      { label: 'Points left this round', cells: ['150', '102', '150'], decisive: false },
      { label: 'Rounds lost', cells: ['0', '0', '1'], decisive: true },
      { label: 'Won', cells: ['1', '1', '0'], decisive: false },
      { label: 'Lost', cells: ['0', '1', '1'], decisive: false },
      { label: 'Place', cells: ['1', '2', '3'], decisive: false },
    ]);
  });
});
