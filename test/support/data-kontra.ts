// A suit game with 1 under Kontra or Re, for the house-rule tests whose Bock events hang on who
// won the doubled game.
import type { SheetDeal } from '../../src/domain/sheet-deal';
import { deal } from './house-helpers';

/** `game` with 1, not hand, declared by `declarer` with `declarerPoints`, under `kontra`. */
export const doubledGame = (
  declarer: number,
  game: 'clubs' | 'spades' | 'hearts' | 'diamonds',
  declarerPoints: number,
  kontra: 'kontra' | 're' = 'kontra',
): SheetDeal => deal({ declarer, game, tops: 1, declarerPoints, kontra });
