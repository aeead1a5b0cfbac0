import { describe, expect, test } from 'vitest';
import type { SheetRecord } from '../../src/db/records';
import type { SheetRow } from '../../src/domain/sheet-types';
import { upgradeRules, type TableRules } from '../../src/domain/legacy/table-rules';
import { sheetToCsv, type CsvFormat } from '../../src/io/csv';
import { listDealLabel } from '../../src/ui/common/game-label';
import { csvFormat } from '../../src/ui/i18n/csv';
import { de } from '../../src/ui/i18n/de';
import type { Dictionary } from '../../src/ui/i18n/dictionary';
import { en } from '../../src/ui/i18n/en';
import { PASSED, RULES_3, clubsWon, grandHandWon, grandLost } from '../support/db-fixtures';
import { dealRecords } from '../support/data-records';

/** The format the print view passes: the dictionary's words and the app's one game label. */
function formatFor(t: Dictionary): CsvFormat {
  return csvFormat(t, (row: SheetRow) => listDealLabel(row.deal, t, { bock: row.bock }));
}
const ENGLISH = formatFor(en);
const GERMAN = formatFor(de);

function sheetOf(playerNames: readonly string[], rules: TableRules): SheetRecord {
  const setup = upgradeRules(rules);
  return { id: 's', name: 'Test', playerNames, setup, preset: null, createdAt: 0, updatedAt: 0 };
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
    const csv = sheetToCsv(sheetOf(['Anna', 'Ben', 'Carla'], PLAIN_3), dealRecords(deals), ENGLISH);
    expect(csv).toBe(
      [
        'Deal,Dealer,Declarer,Game,Value,Anna,Ben,Carla',
        '1,Anna,Ben,Clubs 1 top,24,0,24,0',
        '2,Ben,Carla,Grand 2 tops,-144,0,24,-144',
        '3,Carla,,passed,,0,24,-144',
        '4,Anna,Anna,"Clubs 1 top, Kontra",48,48,24,-144',
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
      dealRecords([clubsWon(1), grandLost(2)]),
      ENGLISH,
    );
    const lines = csv.split('\r\n');
    expect(lines[1]).toBe('1,Anna,Ben,Clubs 1 top,24,0,74,0');
    expect(lines[2]).toBe('2,Ben,Carla,Grand 2 tops,-144,40,114,-194');
    expect(lines[3]).toBe('Total,,,,,40,114,-194');
  });

  test('a Bierlachs sheet: what each player has left after each deal, then now, and the rounds lost', () => {
    // Limit 150. 1 Ben clubs with 1 won (24): Anna and Carla 126. 2 Carla grand lost (−144):
    // Carla −18, she buys the beer. 3 passed: round 2, all at 150. 4 Anna clubs with Kontra (48):
    // Ben and Carla 102.
    const plain = sheetOf(['Anna', 'Ben', 'Carla'], PLAIN_3);
    const rules = { ...plain.setup.rules, list: { kind: 'bierlachs', limit: 150 } } as const;
    const sheet = { ...plain, setup: { ...plain.setup, rules } };
    const deals = dealRecords([
      clubsWon(1),
      grandLost(2),
      PASSED,
      { ...clubsWon(0), kontra: 'kontra' } as const,
    ]);
    expect(sheetToCsv(sheet, deals, ENGLISH)).toBe(
      [
        'Deal,Dealer,Declarer,Game,Value,Anna,Ben,Carla',
        '1,Anna,Ben,Clubs 1 top,24,126,150,126',
        '2,Ben,Carla,Grand 2 tops,-144,126,150,-18',
        '3,Carla,,passed,,150,150,150',
        '4,Anna,Anna,"Clubs 1 top, Kontra",48,150,102,102',
        'Left,,,,,150,102,102',
        'Rounds lost,,,,,0,0,1',
        'Games won,,,,,1,1,0',
        'Games lost,,,,,0,0,1',
        '',
      ].join('\r\n'),
    );
    const german = sheetToCsv(sheet, deals, GERMAN).split('\r\n');
    expect(german.slice(-5)).toEqual([
      'Rest;;;;;150;102;102',
      'Verlorene Runden;;;;;0;0;1',
      'Gewonnene Spiele;;;;;1;1;0',
      'Verlorene Spiele;;;;;0;0;1',
      '',
    ]);
  });

  test('names are quoted per RFC 4180 and cannot start a spreadsheet formula', () => {
    const names = ['=SUM(A1)', 'Ben "the Bid", Jr', '@cmd', '+49 170'];
    const rules: TableRules = { ...PLAIN_3, players: 4, plannedDeals: 48 };
    // Deal 1 is dealt by seat 0, who sits out; seat 1 plays.
    const csv = sheetToCsv(sheetOf(names, rules), dealRecords([clubsWon(1)]), ENGLISH);
    const [header, row] = csv.split('\r\n');
    expect(header).toBe(
      `Deal,Dealer,Declarer,Game,Value,'=SUM(A1),"Ben ""the Bid"", Jr",'@cmd,'+49 170`,
    );
    expect(row).toBe(`1,'=SUM(A1),"Ben ""the Bid"", Jr",Clubs 1 top,24,0,24,0,0`);
  });

  test('a line break or a minus sign at the start of a name is kept safely', () => {
    const csv = sheetToCsv(
      sheetOf(['Line\nBreak', '-Anna', 'Carla'], PLAIN_3),
      dealRecords([]),
      ENGLISH,
    );
    expect(csv.split('\r\n')[0]).toBe(`Deal,Dealer,Declarer,Game,Value,"Line\nBreak",'-Anna,Carla`);
  });

  test('an empty sheet has the header and zero totals', () => {
    const csv = sheetToCsv(sheetOf(['Anna', 'Ben', 'Carla'], PLAIN_3), [], ENGLISH);
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
    const lines = sheetToCsv(
      sheetOf(['Anna', 'Ben', 'Carla'], rules),
      dealRecords(deals),
      ENGLISH,
    ).split('\r\n');
    expect(lines.slice(1, 6)).toEqual([
      '1,Anna,Ben,Grand 1 top hand,72,0,72,0',
      '2,Ben,Carla,"Clubs 1 top, Bock ×2",48,0,72,48',
      '3,Carla,,"passed, Bock ×2",,0,72,48',
      '4,Anna,Anna,"Clubs 1 top, Bock ×2",48,48,72,48',
      '5,Ben,Ben,Clubs 1 top,24,48,96,48',
    ]);
  });

  test('English: comma-separated, no byte order mark', () => {
    const csv = sheetToCsv(sheetOf(['Anna', 'Ben', 'Carla'], PLAIN_3), [], ENGLISH);
    expect(csv.startsWith('Deal,')).toBe(true);
  });
});

describe('sheetToCsv in German (for a German spreadsheet)', () => {
  const NAMES = ['Jürgen', 'Günter Weiß', 'Käthe; „die Große“'];

  test('UTF-8 with a byte order mark, ";" between fields, German headings and games', () => {
    const csv = sheetToCsv(sheetOf(NAMES, PLAIN_3), dealRecords([clubsWon(1), PASSED]), GERMAN);
    const lines = csv.split('\r\n');
    expect(lines).toEqual([
      // A name with the delimiter in it is quoted; a comma no longer needs to be.
      '\uFEFFNr.;Geber;Alleinspieler;Spiel;Wert;Jürgen;Günter Weiß;"Käthe; „die Große“"',
      '1;Jürgen;Günter Weiß;Kreuz 1 Spitze;24;0;24;0',
      '2;Günter Weiß;;eingepasst;;0;24;0',
      'Summe;;;;;0;24;0',
      'Gewonnene Spiele;;;;;0;1;0',
      'Verlorene Spiele;;;;;0;0;0',
      '',
    ]);
  });

  test('the formula guard and the quoting stay', () => {
    const csv = sheetToCsv(sheetOf(['=1+1', 'a"b', 'Zeile\nzwei'], PLAIN_3), [], GERMAN);
    expect(csv.split('\r\n')[0]).toBe(
      `\uFEFFNr.;Geber;Alleinspieler;Spiel;Wert;'=1+1;"a""b";"Zeile\nzwei"`,
    );
  });

  test('names with umlauts and ß round-trip byte for byte', () => {
    const csv = sheetToCsv(sheetOf(NAMES, PLAIN_3), dealRecords([clubsWon(1)]), GERMAN);
    const bytes = new TextEncoder().encode(csv);
    // The byte order mark, then the file: a spreadsheet reads it as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text).toBe(csv);
    const header = text.slice(1).split('\r\n')[0] ?? '';
    const read = readFields(header, ';').slice(5);
    expect(read).toEqual(NAMES);
    // Each name's own UTF-8 bytes, unchanged (ü, ß, „“ are multi-byte).
    read.forEach((name, i) => {
      expect([...new TextEncoder().encode(name)]).toEqual([
        ...new TextEncoder().encode(NAMES[i] ?? ''),
      ]);
    });
  });
});

/** An RFC 4180 reader for one line, as a spreadsheet reads it back. */
function readFields(line: string, delimiter: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted && char === '"' && line[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"') quoted = !quoted;
    else if (char === delimiter && !quoted) {
      fields.push(field);
      field = '';
    } else field += char;
  }
  return [...fields, field];
}
