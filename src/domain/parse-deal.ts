import type { Deal, DealDraft, NullDeal, TrumpDeal, TrumpGame } from './deal';
import { GAMES, TOPS_HELD } from './deal';
import type { DealError } from './errors';
import type { Result } from './result';
import { fail, ok } from './result';
import { maxTops } from './game-value';
import type { DealBasics, ErrorSink } from './parse-basics';
import { checkPresentFields, dealError, isWhole, parseBasics } from './parse-basics';
import { parseNullDeal } from './parse-null';
import { parseTrumpResult, trumpAnnouncement } from './parse-trump';

function parseTops(draft: DealDraft, game: TrumpGame, report: ErrorSink): number {
  const tops = draft.tops;
  if (tops === undefined) report('tops-missing', 'tops');
  else if (!isWhole(tops) || tops < 1 || tops > maxTops(game)) report('tops-out-of-range', 'tops');
  if (draft.topsHeld !== undefined && !TOPS_HELD.includes(draft.topsHeld)) {
    report('tops-held-unknown', 'topsHeld');
  }
  return tops ?? 1;
}

function parseTrumpDeal(
  draft: DealDraft,
  game: TrumpGame,
  basics: DealBasics,
  report: ErrorSink,
): TrumpDeal {
  const tops = parseTops(draft, game, report);
  const announcement = trumpAnnouncement(draft, report);
  const result = parseTrumpResult(draft, announcement, report);
  const held = draft.topsHeld === undefined ? {} : { topsHeld: draft.topsHeld };
  return { kind: 'trump', game, tops, ...held, announcement, result, ...basics };
}

/**
 * The one way from a loose draft to a `Deal` (parse, don't validate): every problem is reported
 * as a typed error with the draft field it concerns.
 */
export function parseDeal(draft: DealDraft): Result<Deal, DealError> {
  const game = draft.game;
  if (game === undefined) return fail([dealError('game-missing', 'game')]);
  if (game !== 'passed' && !GAMES.includes(game)) return fail([dealError('game-unknown', 'game')]);

  const errors: DealError[] = [];
  // Each problem once, though the game's own parse and the check of every field both see it.
  const report: ErrorSink = (code, field) => {
    if (!errors.some((e) => e.code === code && e.field === field))
      errors.push(dealError(code, field));
  };
  if (game === 'passed') {
    checkPresentFields(draft, report);
    return errors.length > 0 ? fail(errors) : ok({ kind: 'passed' });
  }
  const basics = parseBasics(draft, report);
  const deal: TrumpDeal | NullDeal =
    game === 'null'
      ? parseNullDeal(draft, basics, report, (e) => errors.push(e))
      : parseTrumpDeal(draft, game, basics, report);
  checkPresentFields(draft, report);
  return errors.length > 0 ? fail(errors) : ok(deal);
}

function trumpDraft(deal: TrumpDeal): DealDraft {
  const a = deal.announcement;
  const result: DealDraft =
    deal.result.kind === 'points'
      ? { declarerPoints: deal.result.declarerPoints, declarerTricks: deal.result.declarerTricks }
      : {
          outcome: {
            made: deal.result.made,
            schneider: deal.result.schneider,
            schwarz: deal.result.schwarz,
          },
        };
  return {
    game: deal.game,
    tops: deal.tops,
    ...(deal.topsHeld === undefined ? {} : { topsHeld: deal.topsHeld }),
    hand: a !== 'none',
    announced:
      a === 'schneider' ? 'schneider' : a === 'schwarz' || a === 'ouvert' ? 'schwarz' : 'none',
    ouvert: a === 'ouvert',
    ...result,
  };
}

function nullDraft(deal: NullDeal): DealDraft {
  return {
    game: 'null',
    hand: deal.variant === 'null-hand' || deal.variant === 'null-ouvert-hand',
    ouvert: deal.variant === 'null-ouvert' || deal.variant === 'null-ouvert-hand',
    declarerTricks: deal.made ? 'none' : 'some',
  };
}

/** A deal back as a draft (to edit it, or to store it in the reference format). */
export function toDraft(deal: Deal): DealDraft {
  if (deal.kind === 'passed') return { game: 'passed' };
  // No Bock field where none is in force: under Bock rounds a deal carries none at all.
  const bock = deal.bock === 0 ? {} : { bock: deal.bock };
  const common = { declarer: deal.declarer, bid: deal.bid, kontra: deal.kontra, ...bock };
  return { ...(deal.kind === 'trump' ? trumpDraft(deal) : nullDraft(deal)), ...common };
}
