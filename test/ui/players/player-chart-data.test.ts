// The player page's charts' data: Seeger-Fabian evening by evening (Bierlachs evenings left out)
// and games declared by game, from evenings scored from their deals; values counted by hand.
import { describe, expect, test } from 'vitest';
import { playerStats, type PlayedSheet } from '../../../src/domain/player-stats';
import type { SheetSetup } from '../../../src/domain/rules';
import { EMPTY_SUMMARY, seatSummaries } from '../../../src/domain/seat-summary';
import type { SheetDeal } from '../../../src/domain/sheet-deal';
import {
  declaredByGame,
  declaredInAll,
  seegerFabianOverTime,
} from '../../../src/ui/players/player-chart-data';
import { clubs, deal, grandHand, scored, setupOf } from '../../support/house-helpers';

function played(
  sheetId: string,
  startedAt: number,
  deals: readonly SheetDeal[],
  setup: SheetSetup,
): PlayedSheet {
  const summaries = seatSummaries(scored(setup, deals));
  return {
    sheetId,
    startedAt,
    list: setup.rules.list,
    players: ['anna', 'ben', 'carl'],
    summary: (seat) => summaries[seat] ?? EMPTY_SUMMARY,
  };
}

const plain = setupOf(3, {});
const bierlachs = setupOf(3, { list: { kind: 'bierlachs', limit: 500 } });

describe('Seeger-Fabian over time', () => {
  test('one point per evening of a points list, in playing order; Bierlachs left out', () => {
    const sheets = [
      // Read out of order: the chart follows the evenings' start.
      played('third', 3000, [clubs(1, 60)], plain),
      played('first', 1000, [grandHand(0), clubs(0, 60)], plain),
      played('beer', 2000, [grandHand(0)], bierlachs),
    ];
    const over = seegerFabianOverTime(playerStats(sheets, 'anna').evenings);
    // First: grand hand won 72 + 50; clubs lost −48 − 50 → 24 over 2 deals, 576 per 48.
    // Third: Ben loses clubs: Anna +40 over 1 deal, 1,920 per 48.
    expect(over.evenings).toEqual([
      { number: 1, sheetId: 'first', startedAt: 1000, deals: 2, points: 24, per48: 576 },
      { number: 2, sheetId: 'third', startedAt: 3000, deals: 1, points: 40, per48: 1920 },
    ]);
    expect(over.bierlachsLeftOut).toBe(1);
  });

  test('no evenings: nothing to draw, nothing left out', () => {
    expect(seegerFabianOverTime([])).toEqual({ evenings: [], bierlachsLeftOut: 0 });
  });
});

describe('games declared by game', () => {
  test('each suit, grand and each null variant, in the games table’s order', () => {
    const sheets = [
      played(
        's',
        1000,
        [
          grandHand(0),
          grandHand(0),
          clubs(0),
          deal({ declarer: 0, game: 'null', declarerTricks: 'none' }),
          deal({ declarer: 0, game: 'null', declarerTricks: 'none', ouvert: true, bid: 46 }),
          grandHand(1), // Ben's: not Anna's declared game
        ],
        plain,
      ),
    ];
    const { summary } = playerStats(sheets, 'anna');
    expect(declaredByGame(summary)).toEqual([
      { game: 'diamonds', declared: 0 },
      { game: 'hearts', declared: 0 },
      { game: 'spades', declared: 0 },
      { game: 'clubs', declared: 1 },
      { game: 'grand', declared: 2 },
      { game: 'null', declared: 1 },
      { game: 'null-hand', declared: 0 },
      { game: 'null-ouvert', declared: 1 },
      { game: 'null-ouvert-hand', declared: 0 },
    ]);
    expect(declaredInAll(summary)).toBe(5);
  });
});
