// The season ranking as CSV: the caller's words as headers, RFC 4180 quoting, a name that looks
// like a formula kept as text, averages with the language's decimal mark. Files written by hand.
import { describe, expect, test } from 'vitest';
import type { SeasonRow } from '../../src/domain/tournament/season';
import { seasonToCsv, type SeasonCsvFormat } from '../../src/io/season-csv';

const ROWS: SeasonRow[] = [
  {
    playerId: 'y',
    name: 'Ann "Ace"; K',
    rank: 1,
    qualified: true,
    // 1850 points over 6 lists.
    points: 1850 / 6,
    seegerFabian: 1850,
    won: 18,
    lost: 5,
    lists: 6,
    nights: 3,
    counted: 6,
    missed: 0,
  },
  {
    playerId: 'w',
    name: '=SUM(A1)',
    rank: null,
    qualified: false,
    points: 750,
    seegerFabian: 1500,
    won: 12,
    lost: 1,
    lists: 2,
    counted: 2,
    missed: 4,
    nights: 1,
  },
];

const GERMAN: SeasonCsvFormat = {
  delimiter: ';',
  bom: true,
  decimal: ',',
  headers: {
    rank: 'Platz',
    name: 'Name',
    points: 'Punkte je Liste',
    seegerFabian: 'Seeger-Fabian',
    lists: 'Listen',
    nights: 'Abende',
    won: 'Gewonnen',
    lost: 'Verloren',
    qualified: 'Gewertet',
  },
  qualified: 'ja',
  notQualified: 'nein',
};

const ENGLISH: SeasonCsvFormat = {
  delimiter: ',',
  bom: false,
  decimal: '.',
  headers: {
    rank: 'Rank',
    name: 'Name',
    points: 'Points per list',
    seegerFabian: 'Seeger-Fabian',
    lists: 'Lists',
    nights: 'Nights',
    won: 'Won',
    lost: 'Lost',
    qualified: 'Qualified',
  },
  qualified: 'yes',
  notQualified: 'no',
};

describe('the season ranking as CSV', () => {
  test('German: semicolons, a byte order mark, a decimal comma', () => {
    expect(seasonToCsv(ROWS, GERMAN)).toBe(
      '\uFEFFPlatz;Name;Punkte je Liste;Seeger-Fabian;Listen;Abende;Gewonnen;Verloren;Gewertet\r\n' +
        '1;"Ann ""Ace""; K";308,33;1850;6;3;18;5;ja\r\n' +
        ";'=SUM(A1);750;1500;2;1;12;1;nein\r\n",
    );
  });

  test('English: commas, a decimal point', () => {
    expect(seasonToCsv(ROWS, ENGLISH)).toBe(
      'Rank,Name,Points per list,Seeger-Fabian,Lists,Nights,Won,Lost,Qualified\r\n' +
        '1,"Ann ""Ace""; K",308.33,1850,6,3,18,5,yes\r\n' +
        ",'=SUM(A1),750,1500,2,1,12,1,no\r\n",
    );
  });

  test('a decimal comma between commas is quoted', () => {
    const lines = seasonToCsv(ROWS.slice(0, 1), { ...ENGLISH, decimal: ',' }).split('\r\n');
    expect(lines[1]).toBe('1,"Ann ""Ace""; K","308,33",1850,6,3,18,5,yes');
  });
});
