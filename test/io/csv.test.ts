import { describe, expect, test } from 'vitest';
import type { DealRecord, SheetRecord } from '../../src/db/records';
import type { Deal } from '../../src/domain/deal';
import type { TableRules } from '../../src/domain/sheet-types';
import { sheetToCsv } from '../../src/io/csv';
import { PASSED, RULES_3, clubsWon, grandHandWon, grandLost } from '../db/fixtures';

function sheetOf(playerNames: readonly string[], rules: TableRules): SheetRecord {
  return { id: 's', name: 'Test', playerNames, rules, createdAt: 0, updatedAt: 0 };
}

function records(deals: readonly Deal[]): DealRecord[] {
  return deals.map((deal, position) => ({
    id: `d${position}`,
    sheetId: 's',
    position,
    deal,
    createdAt: 0,
    updatedAt: 0,
  }));
}

const PLAIN_3: TableRules = { ...RULES_3, listKind: 'plain' };

describe('sheetToCsv', () => {
  test('one row per deal with running totals, then totals and games won/lost (plain list)', () => {
    // Table of three, Anna deals first. Values by hand (ISkO 5.1, 5.2, list: lost counts double):
    // 1 Ben clubs with 1 won: 2 × 12 = +24. 2 Carla grand with 2, 40 points: 3 × 24 = 72 → −144.
    // 3 passed. 4 Anna clubs with 1 won with Kontra: 24 × 2 = +48.
    const deals = [
      clubsWon(1),
      grandLost(2),
      PASSED,
      { ...clubsWon(0), kontra: 'kontra' } as const,
    ];
    const csv = sheetToCsv(sheetOf(['Anna', 'Ben', 'Carla'], PLAIN_3), records(deals));
    expect(csv).toBe(
      [
        'Deal,Dealer,Declarer,Game,Value,Anna,Ben,Carla',
        '1,Anna,Ben,Clubs,24,0,24,0',
        '2,Ben,Carla,Grand,-144,0,24,-144',
        '3,Carla,,Passed,,0,24,-144',
        '4,Anna,Anna,"Clubs, Kontra",48,48,24,-144',
        'Total,,,,,48,24,-144',
        'Games won,,,,,1,1,0',
        'Games lost,,,,,0,0,1',
        '',
      ].join('\r\n'),
    );
  });

  test('a Seeger-Fabian sheet totals the Seeger-Fabian points', () => {
    // Won: value + 50. Lost: −2 × value − 50, and 40 to each other player at a table of three.
    // 1 Ben +24 + 50 = +74. 2 Carla −144 − 50 = −194; Anna and Ben +40 each.
    const csv = sheetToCsv(
      sheetOf(['Anna', 'Ben', 'Carla'], RULES_3),
      records([clubsWon(1), grandLost(2)]),
    );
    const lines = csv.split('\r\n');
    expect(lines[1]).toBe('1,Anna,Ben,Clubs,24,0,74,0');
    expect(lines[2]).toBe('2,Ben,Carla,Grand,-144,40,114,-194');
    expect(lines[3]).toBe('Total,,,,,40,114,-194');
  });

  test('names are quoted per RFC 4180 and cannot start a spreadsheet formula', () => {
    const names = ['=SUM(A1)', 'Ben "the Bid", Jr', '@cmd', '+49 170'];
    const rules: TableRules = { ...PLAIN_3, players: 4, plannedDeals: 48 };
    // Deal 1 is dealt by seat 0, who sits out; seat 1 plays.
    const csv = sheetToCsv(sheetOf(names, rules), records([clubsWon(1)]));
    const [header, row] = csv.split('\r\n');
    expect(header).toBe(
      `Deal,Dealer,Declarer,Game,Value,'=SUM(A1),"Ben ""the Bid"", Jr",'@cmd,'+49 170`,
    );
    expect(row).toBe(`1,'=SUM(A1),"Ben ""the Bid"", Jr",Clubs,24,0,24,0,0`);
  });

  test('a line break or a minus sign at the start of a name is kept safely', () => {
    const csv = sheetToCsv(sheetOf(['Line\nBreak', '-Anna', 'Carla'], PLAIN_3), records([]));
    expect(csv.split('\r\n')[0]).toBe(`Deal,Dealer,Declarer,Game,Value,"Line\nBreak",'-Anna,Carla`);
  });

  test('an empty sheet has the header and zero totals', () => {
    const csv = sheetToCsv(sheetOf(['Anna', 'Ben', 'Carla'], PLAIN_3), []);
    expect(csv).toBe(
      'Deal,Dealer,Declarer,Game,Value,Anna,Ben,Carla\r\nTotal,,,,,0,0,0\r\nGames won,,,,,0,0,0\r\nGames lost,,,,,0,0,0\r\n',
    );
  });

  test('Bock rows show the Bock they were scored with, derived from the Bock rounds', () => {
    // Table of three, Bock rounds after a won grand hand, Anna deals first. By hand:
    // 1 Ben grand hand with 1, won: 3 × 24 = +72, starts a round (deals 2-4).
    // 2 Carla clubs with 1 won: 24 × 2 = +48. 3 passed (a Bock deal used up).
    // 4 Anna clubs with 1 won: 24 × 2 = +48 (stored with Bock 0: the derived Bock counts).
    // 5 Ben clubs with 1 won: +24, the round is over.
    const rules: TableRules = {
      ...PLAIN_3,
      bock: { kind: 'rounds', events: ['grand-hand-won'], pending: 'stack' },
    };
    const deals = [grandHandWon(1), clubsWon(2), PASSED, clubsWon(0), clubsWon(1)];
    const lines = sheetToCsv(sheetOf(['Anna', 'Ben', 'Carla'], rules), records(deals)).split(
      '\r\n',
    );
    expect(lines.slice(1, 6)).toEqual([
      '1,Anna,Ben,Grand hand,72,0,72,0',
      '2,Ben,Carla,"Clubs, Bock ×2",48,0,72,48',
      '3,Carla,,"Passed, Bock ×2",,0,72,48',
      '4,Anna,Anna,"Clubs, Bock ×2",48,48,72,48',
      '5,Ben,Ben,Clubs,24,48,96,48',
    ]);
  });
});
