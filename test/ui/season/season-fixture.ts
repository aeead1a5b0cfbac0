// A club's nights for the season's tests. 2026: two closed nights and an open one; 2025: one.
// Sum 2026: Bernd 300 + 600 = 900 (lists 4, nights 2, won 10, lost 3); Anna 501 + 200 = 701
// (4, 2, 8, 3); Clara 100 (1 list, 1 night, 2, 3). Per list: Bernd 225, Anna 175.25, Clara 100.
import type { NightResult } from '../../../src/domain/tournament/season';
import type { NightSummary } from '../../../src/ui/season/season-data';

function result(
  name: string,
  seegerFabian: number,
  won: number,
  lost: number,
  lists: number,
): NightResult {
  return { playerId: `p-${name.toLowerCase()}`, name, seegerFabian, won, lost, lists };
}

export const NIGHTS: readonly NightSummary[] = [
  {
    key: 'cccc0003',
    name: 'Clubabend März',
    date: '2026-03-05',
    closed: false,
    results: null,
  },
  {
    key: 'aaaa0001',
    name: 'Clubabend Januar',
    date: '2026-01-08',
    closed: true,
    results: [
      result('Anna', 501, 5, 1, 2),
      result('Bernd', 300, 4, 2, 2),
      result('Clara', 100, 2, 3, 1),
    ],
  },
  {
    key: 'bbbb0002',
    name: 'Clubabend Februar',
    date: '2026-02-12',
    closed: true,
    results: [result('Anna', 200, 3, 2, 2), result('Bernd', 600, 6, 1, 2)],
  },
  {
    key: 'dddd0004',
    name: 'Weihnachtsskat',
    date: '2025-12-11',
    closed: true,
    results: [result('Clara', 900, 9, 0, 2)],
  },
];
