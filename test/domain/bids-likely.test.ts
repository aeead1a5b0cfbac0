import { describe, expect, test } from 'vitest';
import type { Game } from '../../src/domain/deal';
import { gameCanBeWorth } from '../../src/domain/bids';

// Hand-counted from skat-scoring.md: base values clubs 12, spades 11, hearts 10, diamonds 9,
// grand 24; a suit game counts 2…18 levels (with/without 11 + game, hand, schneider, announced,
// schwarz, announced, ouvert), grand 2…11; null is worth 23, 35, 46 or 59.
describe('the bids a game can be worth (the likely bids of its declarer)', () => {
  test.each<[Game, number, boolean]>([
    ['clubs', 24, true], // with 1, game 2
    ['clubs', 48, true], // with 3, game 4
    ['clubs', 216, true], // 18 levels, the most
    ['clubs', 228, false], // 19 levels: no clubs game counts that many
    ['clubs', 12, false], // one level is no game
    ['clubs', 40, false],
    ['spades', 22, true],
    ['spades', 198, true],
    ['hearts', 20, true],
    ['hearts', 180, true],
    ['hearts', 190, false],
    ['diamonds', 18, true],
    ['diamonds', 162, true],
    ['diamonds', 171, false],
    ['grand', 48, true],
    ['grand', 264, true], // with 4 … ouvert: 11 levels
    ['grand', 288, false],
    ['grand', 36, false],
    ['null', 23, true],
    ['null', 35, true],
    ['null', 46, true],
    ['null', 59, true],
    ['null', 24, false],
  ])('%s can be worth %i: %s', (game, bid, worth) => {
    expect(gameCanBeWorth(game, bid)).toBe(worth);
  });
});
