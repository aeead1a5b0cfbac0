// The season's CSV file in each language: German with ";" and a byte order mark, as the sheet's.
import { describe, expect, test } from 'vitest';
import { seasonRanking } from '../../../src/domain/tournament/season';
import { de } from '../../../src/ui/i18n/de';
import { en } from '../../../src/ui/i18n/en';
import { seasonFile } from '../../../src/ui/season/season-file';
import { countedResults } from '../../../src/ui/season/season-nights';
import { NIGHTS } from './season-fixture';

const SUM = { count: 'sum', minLists: 0, minNights: 0 } as const;
const rows = seasonRanking(countedResults(NIGHTS.slice(0, 3)), SUM);

describe('the season CSV file', () => {
  test('German: a byte order mark, semicolons, the points as the rule counts them', () => {
    const file = seasonFile(rows, '2026', SUM, de, 'de');
    expect(file.name).toBe('skat-jahreswertung-2026.csv');
    expect(file.type).toBe('text/csv');
    expect(file.text.split('\r\n').slice(0, 2)).toEqual([
      '\ufeffPlatz;Name;Punkte;Seeger-Fabian;Listen;Abende;Gewonnen;Verloren;Gewertet',
      '1;Bernd;900;900;4;2;10;3;ja',
    ]);
  });

  test('English: no byte order mark, commas', () => {
    const file = seasonFile(rows, '2026', SUM, en, 'en');
    expect(file.text.startsWith('Place,Name,Points,Seeger-Fabian,')).toBe(true);
  });
});
