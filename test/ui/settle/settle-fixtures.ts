// Two sheets to settle up: a plain list at four, running, and a finished Seeger-Fabian list at three.
import { PASSED, sheetWith, trump, type FOUR } from '../../support/sheet-fixtures';
import { FOUR as FOUR_RULES, THREE } from '../../support/sheet-fixtures';
import { DEALS, PLAYERS } from '../sheet/evening-at-four';

export { PLAYERS };

/**
 * Five of eight deals (evening-at-four): totals Anna +23, Ben +36, Carl −96, Dora +40 (sum 3).
 * Balances in points, n × own − sum: Anna 89, Ben 141, Carl −387, Dora 157.
 */
export function runningPlainSheet() {
  return sheetWith(PLAYERS, FOUR_RULES satisfies typeof FOUR, DEALS, 'Friday');
}

export const THREE_PLAYERS = ['Anna', 'Ben', 'Carl'];

/**
 * Three of three deals, Seeger-Fabian: Anna clubs with 2 won (+36, SF +86); Ben grand with 1
 * lost (−96, SF −146, Anna and Carl +40 each); passed. SF totals Anna 126, Ben −146, Carl 40
 * (sum 20): balances 358, −458, 100 points. Ben lost one game.
 */
export function finishedSeegerFabianSheet() {
  return sheetWith(
    THREE_PLAYERS,
    THREE,
    [trump(0, 'clubs', 2, true), trump(1, 'grand', 1, false), PASSED],
    'Club night',
  );
}
