import { describe, expect, test } from 'vitest';
import type { DealDraft } from '../../src/domain/deal';
import { BASE_VALUES, maxLevels, NULL_VALUES } from '../../src/domain/game-value';
import { score } from './helpers';
import { OUVERT_SCHWARZ } from '../support/data-drafts';

describe('base and null values', () => {
  test('base values (ISkO 5.1, rules doc table)', () => {
    expect(BASE_VALUES).toEqual({ diamonds: 9, hearts: 10, spades: 11, clubs: 12, grand: 24 });
  });
  test('null values 23/35/46/59 (rules doc; some scorers wrongly use 56 for ouvert hand)', () => {
    expect(NULL_VALUES).toEqual({
      null: 23,
      'null-hand': 35,
      'null-ouvert': 46,
      'null-ouvert-hand': 59,
    });
  });
  test('most levels: suit 18, grand 11 (11 / 4 tops + game … ouvert)', () => {
    expect(maxLevels('clubs')).toBe(18);
    expect(maxLevels('grand')).toBe(11);
  });
});

type Row = readonly [name: string, draft: DealDraft, levels: readonly string[], value: number];

/** An ouvert game, hand and schwarz announced as ouvert requires, made with every trick. */
const ouvertWonSchwarz = (game: 'clubs' | 'grand', tops: number): DealDraft => ({
  game,
  tops,
  hand: true,
  announced: 'schwarz',
  ouvert: true,
  declarerPoints: 120,
  declarerTricks: 'all',
});

/** Every level an ouvert game counts (ISkO 5.2): schneider and schwarz come with it, announced. */
const OUVERT_LEVELS = [
  'tops',
  'game',
  'hand',
  'schneider',
  'schneider-announced',
  'schwarz',
  'schwarz-announced',
  'ouvert',
] as const;

// Levels counted, in ISkO 5.2 order, and the counted value (before any overbid).
const rows: readonly Row[] = [
  // rules doc: "Diamonds with 1 = 2 × 9 = 18 (the lowest value)"
  ['diamonds with 1', { game: 'diamonds', tops: 1, declarerPoints: 61 }, ['tops', 'game'], 18],
  // rules doc: "Clubs ouvert with 2 = 9 × 12 = 108"
  ['clubs ouvert with 2', ouvertWonSchwarz('clubs', 2), OUVERT_LEVELS, 108],
  // rules doc: "Grand ouvert with 4 = 11 × 24 = 264 (the highest value)"
  ['grand ouvert with 4', ouvertWonSchwarz('grand', 4), OUVERT_LEVELS, 264],
  // rules doc, known mistakes: grand hand schneider announced with 3 is 7 levels → 168
  [
    'grand hand schneider announced with 3',
    { game: 'grand', tops: 3, hand: true, announced: 'schneider', declarerPoints: 95 },
    ['tops', 'game', 'hand', 'schneider', 'schneider-announced'],
    168,
  ],
  // 5.2.3: schneider at exactly 90 — hand: (2 + 1 + 1) × 12 = 48
  [
    'schneider at exactly 90',
    { game: 'clubs', tops: 2, declarerPoints: 90 },
    ['tops', 'game', 'schneider'],
    48,
  ],
  // 5.2.3: 89 is not schneider — (2 + 1) × 12 = 36
  ['89 is not schneider', { game: 'clubs', tops: 2, declarerPoints: 89 }, ['tops', 'game'], 36],
  // 5.2.3: declarer schneidered at exactly 30 also counts the level — (1 + 1 + 1) × 10 = 30
  [
    'declarer with exactly 30',
    { game: 'hearts', tops: 1, declarerPoints: 30 },
    ['tops', 'game', 'schneider'],
    30,
  ],
  // 5.2.3: 31 is not schneider — (1 + 1) × 10 = 20
  ['declarer with 31', { game: 'hearts', tops: 1, declarerPoints: 31 }, ['tops', 'game'], 20],
  // 5.2.4: schwarz by tricks, not points: 120 points but a trick lost — (1 + 1 + 1) × 11 = 33
  [
    '120 points, a trick lost',
    { game: 'spades', tops: 1, declarerPoints: 120, declarerTricks: 'some' },
    ['tops', 'game', 'schneider'],
    33,
  ],
  // 5.2.4: declarer took no trick (skat 10 points) — (1 + 1 + 1 + 1) × 10 = 40
  [
    'declarer schwarz',
    { game: 'hearts', tops: 1, declarerPoints: 10, declarerTricks: 'none' },
    ['tops', 'game', 'schneider', 'schwarz'],
    40,
  ],
  // 5.2.5: announced schneider counts although missed — (1 + 4) × 24 = 120
  [
    'schneider announced, missed',
    { game: 'grand', tops: 1, hand: true, announced: 'schneider', declarerPoints: 85 },
    ['tops', 'game', 'hand', 'schneider', 'schneider-announced'],
    120,
  ],
  // 5.2.5 (no Eigenschneider): announced and schneidered himself counts schneider once — 5 × 12
  [
    'no Eigenschneider',
    { game: 'clubs', tops: 1, hand: true, announced: 'schneider', declarerPoints: 25 },
    ['tops', 'game', 'hand', 'schneider', 'schneider-announced'],
    60,
  ],
  // rules doc: schwarz announced includes schneider announced; missed still counts — 7 × 9 = 63
  [
    'schwarz announced, missed',
    { game: 'diamonds', tops: 1, hand: true, announced: 'schwarz', declarerPoints: 100 },
    ['tops', 'game', 'hand', 'schneider', 'schneider-announced', 'schwarz', 'schwarz-announced'],
    63,
  ],
  // rules doc: without 11 — 12 × 9 = 108 (holds no trump at all)
  [
    'diamonds without 11',
    { game: 'diamonds', tops: 11, declarerPoints: 61 },
    ['tops', 'game'],
    108,
  ],
  // quick outcome: schwarz implies schneider — (2 + 1 + 1 + 1) × 24 = 120
  [
    'outcome schwarz',
    { game: 'grand', tops: 2, outcome: { made: true, schwarz: true } },
    ['tops', 'game', 'schneider', 'schwarz'],
    120,
  ],
];

describe('game value of suit and grand games (ISkO 5.2)', () => {
  test.each(rows)('%s', (_name, draft, levels, value) => {
    const s = score(draft);
    expect(s.gameValue.kind).toBe('trump');
    if (s.gameValue.kind !== 'trump') return;
    expect(s.gameValue.levels.map((l) => l.name)).toEqual(levels);
    expect(s.gameValue.value).toBe(value);
    expect(s.highestBidCovered).toBe(value);
  });

  test('running totals and rule numbers: with 2, game 3, hand 4 (rules doc, 5.2)', () => {
    const s = score({ game: 'clubs', tops: 2, hand: true, declarerPoints: 70 });
    if (s.gameValue.kind !== 'trump') throw new Error('expected a trump game');
    expect(s.gameValue.levels.map((l) => [l.name, l.count, l.runningTotal])).toEqual([
      ['tops', 2, 2],
      ['game', 1, 3],
      ['hand', 1, 4],
    ]);
    expect(s.gameValue.multiplier).toBe(4);
    expect(s.gameValue.base).toBe(12);
    expect(s.gameValue.value).toBe(48);
  });

  test('schneider level cites 5.2.3, schwarz 5.2.4, ouvert 5.2.6', () => {
    const s = score({ game: 'hearts', tops: 1, ...OUVERT_SCHWARZ });
    if (s.gameValue.kind !== 'trump') throw new Error('expected a trump game');
    const rule = (name: string) =>
      s.gameValue.kind === 'trump' && s.gameValue.levels.find((l) => l.name === name)?.rule;
    expect(rule('schneider')).toBe('5.2.3');
    expect(rule('schwarz')).toBe('5.2.4');
    expect(rule('ouvert')).toBe('5.2.6');
  });
});

describe('each level says why it counts, as facts (the UI words them)', () => {
  const reasons = (draft: DealDraft) => {
    const v = score(draft).gameValue;
    return v.kind === 'trump' ? v.levels.map((l) => [l.name, l.reason]) : [];
  };

  test('tops with or without, game always, hand without the skat (5.2)', () => {
    expect(
      reasons({ game: 'clubs', tops: 2, topsHeld: 'with', hand: true, declarerPoints: 70 }),
    ).toEqual([
      ['tops', { kind: 'tops', held: 'with' }],
      ['game', { kind: 'always' }],
      ['hand', { kind: 'without-skat' }],
    ]);
    expect(reasons({ game: 'grand', tops: 3, declarerPoints: 70 })[0]).toEqual([
      'tops',
      { kind: 'tops', held: null },
    ]);
  });

  test.each([
    // 5.2.3: schneider at exactly 90 / 30 points, and which side was schneider
    [
      { game: 'spades', tops: 1, declarerPoints: 90 },
      { kind: 'points', declarerPoints: 90, schneider: 'opponents' },
    ],
    [
      { game: 'spades', tops: 1, declarerPoints: 30 },
      { kind: 'points', declarerPoints: 30, schneider: 'declarer' },
    ],
    [{ game: 'spades', tops: 1, outcome: { made: true, schneider: true } }, { kind: 'entered' }],
    // 5.2.5: announced and missed, it counts all the same
    [
      { game: 'grand', tops: 1, hand: true, announced: 'schneider', declarerPoints: 85 },
      { kind: 'announced-missed' },
    ],
  ] as const)('schneider: %o', (draft, reason) => {
    expect(reasons(draft)).toContainEqual(['schneider', reason]);
  });

  test.each([
    // 5.2.4: schwarz by tricks — the side that took none
    [
      { game: 'hearts', tops: 1, declarerPoints: 120, declarerTricks: 'all' },
      { kind: 'tricks', schwarz: 'opponents' },
    ],
    [
      { game: 'hearts', tops: 1, declarerPoints: 0, declarerTricks: 'none' },
      { kind: 'tricks', schwarz: 'declarer' },
    ],
    [
      { game: 'hearts', tops: 1, hand: true, announced: 'schwarz', declarerPoints: 100 },
      { kind: 'announced-missed' },
    ],
  ] as const)('schwarz: %o', (draft, reason) => {
    expect(reasons(draft)).toContainEqual(['schwarz', reason]);
  });

  test('announced levels and ouvert (5.2.5, 5.2.6)', () => {
    const draft = { game: 'clubs', tops: 1, ...OUVERT_SCHWARZ } as const;
    expect(reasons(draft).slice(3)).toEqual([
      ['schneider', { kind: 'points', declarerPoints: 120, schneider: 'opponents' }],
      ['schneider-announced', { kind: 'announced' }],
      ['schwarz', { kind: 'tricks', schwarz: 'opponents' }],
      ['schwarz-announced', { kind: 'announced' }],
      ['ouvert', { kind: 'open' }],
    ]);
  });
});
