import type {
  NullDeal,
  NullVariant,
  PlayedDeal,
  TrumpAnnouncement,
  TrumpDeal,
  TrumpGame,
} from './deal';
import type {
  CountedLevel,
  GameValueExplanation,
  IskoRule,
  LevelName,
  LevelReason,
} from './score-types';
import { LEVEL_NAMES } from './score-types';
import { assertNever } from './result';

/** Base values of the suit games and grand (ISkO 5.1). */
export const BASE_VALUES: Readonly<Record<TrumpGame, number>> = {
  diamonds: 9,
  hearts: 10,
  spades: 11,
  clubs: 12,
  grand: 24,
};

/** Fixed values of the null games (ISkO 5.2.7). */
export const NULL_VALUES: Readonly<Record<NullVariant, number>> = {
  null: 23,
  'null-hand': 35,
  'null-ouvert': 46,
  'null-ouvert-hand': 59,
};

export function baseValue(game: TrumpGame): number {
  return BASE_VALUES[game];
}

export function nullValue(variant: NullVariant): number {
  return NULL_VALUES[variant];
}

/** Longest possible run of tops: 4 jacks + 7 trumps of the suit, or the 4 jacks in grand (2.4). */
export function maxTops(game: TrumpGame): number {
  return game === 'grand' ? 4 : 11;
}

/** Most levels a game can count: every top, plus one for each other level (game … ouvert). */
export function maxLevels(game: TrumpGame): number {
  return maxTops(game) + LEVEL_NAMES.length - 1;
}

/** Position of each announcement on the ladder: schwarz announced includes schneider announced. */
const LADDER: Readonly<Record<TrumpAnnouncement, number>> = {
  none: 0,
  hand: 1,
  schneider: 2,
  schwarz: 3,
  ouvert: 4,
};

/** True when the deal's announcement is `step` or a higher step of the ladder. */
export function announces(announcement: TrumpAnnouncement, step: TrumpAnnouncement): boolean {
  return LADDER[announcement] >= LADDER[step];
}

/** Whether either party was schneider / schwarz, as far as the result tells. */
export function reached(deal: TrumpDeal): { schneider: boolean; schwarz: boolean } {
  const result = deal.result;
  switch (result.kind) {
    case 'points': {
      // 5.2.4: schwarz is decided by tricks; 5.2.3: schneider at exactly 90 / 30.
      const schwarz = result.declarerTricks !== 'some';
      const points = result.declarerPoints;
      return { schneider: schwarz || points >= 90 || points <= 30, schwarz };
    }
    case 'outcome':
      return { schneider: result.schneider || result.schwarz, schwarz: result.schwarz };
    default:
      return assertNever(result);
  }
}

interface LevelStep {
  readonly name: LevelName;
  readonly count: number;
  readonly rule: IskoRule;
  readonly reason: LevelReason;
}

const ANNOUNCED_MISSED: LevelReason = { kind: 'announced-missed' };
const ANNOUNCED: LevelReason = { kind: 'announced' };

/** Schneider (5.2.3): the declarer with 90 or more made the opponents schneider, 30 or less was. */
function schneiderReason(deal: TrumpDeal, wasReached: boolean): LevelReason {
  if (!wasReached) return ANNOUNCED_MISSED;
  const result = deal.result;
  if (result.kind === 'outcome') return { kind: 'entered' };
  const declarerPoints = result.declarerPoints;
  return {
    kind: 'points',
    declarerPoints,
    schneider: declarerPoints >= 90 ? 'opponents' : 'declarer',
  };
}

/** Schwarz (5.2.4) is decided by tricks: the declarer took every trick, or none. */
function schwarzReason(deal: TrumpDeal, wasReached: boolean): LevelReason {
  if (!wasReached) return ANNOUNCED_MISSED;
  const result = deal.result;
  if (result.kind === 'outcome') return { kind: 'entered' };
  return { kind: 'tricks', schwarz: result.declarerTricks === 'all' ? 'opponents' : 'declarer' };
}

/** The levels (Gewinnstufen) a suit or grand game counts, in ISkO 5.2 order. */
function levelSteps(deal: TrumpDeal): LevelStep[] {
  const a = deal.announcement;
  const made = reached(deal);
  const steps: LevelStep[] = [
    {
      name: 'tops',
      count: deal.tops,
      rule: '5.2',
      reason: { kind: 'tops', held: deal.topsHeld ?? null },
    },
    { name: 'game', count: 1, rule: '5.2', reason: { kind: 'always' } },
  ];
  if (announces(a, 'hand')) {
    steps.push({ name: 'hand', count: 1, rule: '5.2', reason: { kind: 'without-skat' } });
  }
  // Announced levels always count, won or lost; a level reached by either party counts once.
  if (made.schneider || announces(a, 'schneider')) {
    const reason = schneiderReason(deal, made.schneider);
    steps.push({ name: 'schneider', count: 1, rule: '5.2.3', reason });
  }
  if (announces(a, 'schneider')) {
    steps.push({ name: 'schneider-announced', count: 1, rule: '5.2.5', reason: ANNOUNCED });
  }
  if (made.schwarz || announces(a, 'schwarz')) {
    const reason = schwarzReason(deal, made.schwarz);
    steps.push({ name: 'schwarz', count: 1, rule: '5.2.4', reason });
  }
  if (announces(a, 'schwarz')) {
    steps.push({ name: 'schwarz-announced', count: 1, rule: '5.2.5', reason: ANNOUNCED });
  }
  if (a === 'ouvert') {
    steps.push({ name: 'ouvert', count: 1, rule: '5.2.6', reason: { kind: 'open' } });
  }
  return steps;
}

function trumpValue(deal: TrumpDeal): GameValueExplanation {
  let runningTotal = 0;
  const levels: CountedLevel[] = levelSteps(deal).map((step) => {
    runningTotal += step.count;
    return { ...step, runningTotal };
  });
  const base = baseValue(deal.game);
  return {
    kind: 'trump',
    game: deal.game,
    base,
    levels,
    multiplier: runningTotal,
    value: base * runningTotal,
  };
}

function nullGameValue(deal: NullDeal): GameValueExplanation {
  return { kind: 'null', variant: deal.variant, value: nullValue(deal.variant), rule: '5.2.7' };
}

/** The game value as counted (before any overbid), with the levels that make it up. */
export function gameValue(deal: PlayedDeal): GameValueExplanation {
  switch (deal.kind) {
    case 'trump':
      return trumpValue(deal);
    case 'null':
      return nullGameValue(deal);
    default:
      return assertNever(deal);
  }
}
