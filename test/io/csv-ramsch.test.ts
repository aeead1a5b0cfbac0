// The CSV of a sheet with house rules: a Ramsch has no declarer; its game cell says it as the list
// does, with who lost and won, and its value is each loser's entry (or the Durchmarsch player's).
// The NYCSA evening of the house reference cases (test/ui/sheet/nycsa-evening.ts, worked by hand).
import { describe, expect, test } from 'vitest';
import type { SheetRecord } from '../../src/db/records';
import { PRESETS } from '../../src/domain/rules';
import { sheetToCsv, type CsvFormat } from '../../src/io/csv';
import { listGameText } from '../../src/ui/common/list-game';
import { csvFormat } from '../../src/ui/i18n/csv';
import { de } from '../../src/ui/i18n/de';
import type { Dictionary } from '../../src/ui/i18n/dictionary';
import { en } from '../../src/ui/i18n/en';
import { NYCSA_DEALS, NYCSA_PLAYERS } from '../ui/sheet/nycsa-evening';
import { dealRecords } from '../support/data-records';

function nycsa(playerNames: readonly string[]): SheetRecord {
  const setup = { players: 3, firstDealer: 0, plannedDeals: 12, rules: PRESETS.nycsa } as const;
  return {
    id: 's',
    name: 'NYCSA',
    playerNames,
    setup,
    preset: 'nycsa',
    createdAt: 0,
    updatedAt: 0,
  };
}

/** The format the print view passes: the dictionary's words, the list's game text. */
function csvOf(t: Dictionary, names: readonly string[] = NYCSA_PLAYERS): string {
  const format: CsvFormat = csvFormat(t, (row) => listGameText(t, row, names));
  return sheetToCsv(nycsa(names), dealRecords(NYCSA_DEALS), format);
}

// Seeger-Fabian running totals by hand (a Ramsch counts as a game: ±50, never the others' 40):
// 1 Ben +86; 2 Carl +122; 3 Anna +50, Ben −100; 4 Anna −210, Ben and Carl +40; 5 Carl +94;
// 6 Anna and Ben −150, Carl +50; 7 Ben +146; 8 Carl −75, Anna +50; 9 Anna +530;
// 10 Anna −86, Ben and Carl +40.
describe('the CSV of a sheet with Ramsch deals', () => {
  test('in English: the game as the list writes it, the losers’ entry, Seeger-Fabian totals', () => {
    expect(csvOf(en).split('\r\n')).toEqual([
      'Deal,Dealer,Declarer,Game,Value,Anna,Ben,Carl',
      '1,Anna,Ben,Clubs 2 tops,36,0,86,0',
      '2,Ben,Carl,Grand 1 top hand,72,0,86,122',
      '3,Carl,,"Ramsch, Bock ×2 — Ben loses, Anna wins",-50,50,-14,122',
      '4,Anna,Anna,"Hearts 1 top, Kontra, Bock ×2",-160,-160,26,162',
      '5,Ben,Carl,"Spades 1 top, Bock ×2",44,-160,26,256',
      '6,Carl,,"Ramsch, Jungfrau, Schieberamsch ×2 — Anna and Ben lose, Carl wins",-100,-310,-124,306',
      '7,Anna,Ben,Grand 2 tops hand,96,-310,22,306',
      '8,Anna,,"Ramsch — Carl loses, Anna wins",-25,-260,22,231',
      '9,Ben,,"Durchmarsch, Schieberamsch ×4 — Anna wins",480,270,22,231',
      '10,Carl,Anna,Diamonds 1 top,-36,184,62,271',
      'Total,,,,,184,62,271',
      'Games won,,,,,3,2,3',
      'Games lost,,,,,3,2,1',
      '',
    ]);
  });

  test('in German: ";" between fields, a byte order mark, the words of a German list', () => {
    const csv = csvOf(de);
    expect(csv.startsWith('\uFEFFNr.;Geber;Alleinspieler;Spiel;Wert;Anna;Ben;Carl\r\n')).toBe(true);
    const lines = csv.split('\r\n');
    expect([3, 6, 8, 9].map((deal) => lines[deal])).toEqual([
      '3;Carl;;Ramsch, Bock ×2 – Ben verliert, Anna gewinnt;-50;50;-14;122',
      '6;Carl;;Ramsch, Jungfrau, geschoben ×2 – Anna und Ben verlieren, Carl gewinnt;-100;-310;-124;306',
      '8;Anna;;Ramsch – Carl verliert, Anna gewinnt;-25;-260;22;231',
      '9;Ben;;Durchmarsch, geschoben ×4 – Anna gewinnt;480;270;22;231',
    ]);
    expect(lines.slice(11, 14)).toEqual([
      'Summe;;;;;184;62;271',
      'Gewonnene Spiele;;;;;3;2;3',
      'Verlorene Spiele;;;;;3;2;1',
    ]);
  });

  test('a name in a Ramsch cell stays text: quotes doubled, a formula start guarded', () => {
    // Ben is called "=B1" and Carl 'Carl "C"': the Ramsch of deal 3, dealt by Carl, lost by Ben.
    const lines = csvOf(en, ['Anna', '=B1', 'Carl "C"']).split('\r\n');
    expect(lines[3]).toBe(
      '3,"Carl ""C""",,"Ramsch, Bock ×2 — =B1 loses, Anna wins",-50,50,-14,122',
    );
    expect(lines[2]).toBe('2,\'=B1,"Carl ""C""",Grand 1 top hand,72,0,86,122');
  });
});
