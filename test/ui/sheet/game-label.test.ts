import { describe, expect, test } from 'vitest';
import type { Deal } from '../../../src/domain/deal';
import { gameLabel } from '../../../src/ui/sheet/game-label';
import { PASSED, trump } from '../common/sheet-fixtures';

describe('gameLabel: the game as written on a paper list', () => {
  test.each<{ name: string; deal: Deal; label: string }>([
    { name: 'suit with tops', deal: trump(0, 'clubs', 2, true), label: '♣ with 2' },
    {
      name: 'hand, without',
      deal: trump(0, 'spades', 3, true, { topsHeld: 'without', announcement: 'hand' }),
      label: '♠ without 3 hand',
    },
    {
      // The entry may not say whether ♣J was held: the value is the same (ISkO 2.4).
      name: 'tops held unknown',
      deal: trump(0, 'diamonds', 1, true, { topsHeld: undefined }),
      label: '♦ 1 top',
    },
    {
      name: 'grand, schneider announced, Re',
      deal: trump(0, 'grand', 4, true, { announcement: 'schneider', kontra: 're' }),
      label: 'Grand with 4 hand schneider ann. Re',
    },
    {
      name: 'suit ouvert',
      deal: trump(0, 'hearts', 1, true, { announcement: 'ouvert' }),
      label: '♥ with 1 ouvert',
    },
    {
      name: 'null ouvert hand',
      deal: {
        kind: 'null',
        declarer: 0,
        bid: 59,
        kontra: 'none',
        bock: 0,
        variant: 'null-ouvert-hand',
        made: false,
      },
      label: 'Null ouvert hand',
    },
    { name: 'passed', deal: PASSED, label: 'passed' },
  ])('$name → $label', ({ deal, label }) => {
    expect(gameLabel(deal)).toBe(label);
  });
});
