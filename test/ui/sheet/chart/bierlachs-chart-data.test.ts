// A Bierlachs sheet's chart data: each seat's points left from the limit, deal by deal, and the
// deals that ended a round with who bought the beer. Counts by hand: grand with 1, hand = 72
// against both opponents; clubs with 1 lost at 60 = −48 against the declarer.
import { describe, expect, test } from 'vitest';
import { sheetChartData } from '../../../../src/ui/sheet/chart/sheet-chart-data';
import { clubs, grandHand, scored, setupOf } from '../../../support/house-helpers';

const deals = [
  grandHand(0), // Ben and Carl 100 − 72 = 28
  clubs(1, 60), // Ben 28 − 48 = −20: the round ends, Ben buys the beer
  grandHand(1), // round 2 from 100: Anna and Carl 28
  clubs(2, 60), // Carl 28 − 48 = −20: round 2 ends, Carl buys the beer
  clubs(0, 60), // round 3: Anna 100 − 48 = 52
];
const beer = scored(setupOf(3, { list: { kind: 'bierlachs', limit: 100 } }), deals);

describe('the Bierlachs chart', () => {
  test('points left after each deal, from the limit; each round’s end and its loser', () => {
    const data = sheetChartData(beer);
    expect(data.series).toEqual([
      [100, 100, 100, 28, 28, 52],
      [100, 28, -20, 100, 100, 100],
      [100, 28, 28, 28, -20, 100],
    ]);
    expect(data.rows.map((row) => [row.deal, row.losers])).toEqual([
      [1, []],
      [2, [1]],
      [3, []],
      [4, [2]],
      [5, []],
    ]);
    expect(data.roundEnds).toEqual([2, 4]);
    expect(data.bockRuns).toEqual([]);
  });

  test('a points list has no round ends', () => {
    const data = sheetChartData(scored(setupOf(3, {}), deals));
    expect(data.roundEnds).toEqual([]);
    expect(data.series[0]?.[0]).toBe(0);
  });
});
