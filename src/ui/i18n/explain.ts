// A deal's value, result and list entry in the table's language, built only from what the
// scoring core counted, so what a player reads is exactly what was scored.
import type { UndoChange } from '../../db/deals';
import type { PlayedDeal } from '../../domain/deal';
import type { CountedLevel, DealScore } from '../../domain/score-types';
import type { RoundEvent } from '../../domain/rules';
import type { Dictionary } from './dictionary';
import { wordsBy } from './words-by';

/** "with 2", "without 3"; "tops 2" when the entry did not say. */
function topsLevel(t: Dictionary, level: CountedLevel, deal: PlayedDeal): string {
  const held = deal.kind === 'trump' ? deal.topsHeld : undefined;
  return held ? t.tops.held[held](level.count) : t.explain.topsUnknown(level.count);
}

function levelLabel(t: Dictionary, level: CountedLevel, deal: PlayedDeal): string {
  if (level.name === 'tops') return topsLevel(t, level, deal);
  return t.explain.levels[level.name](level.runningTotal);
}

/** "with 2, game 3, hand 4 × 12 = 48" (German names the game first); "Null Hand = 35". */
export function describeGameValue(t: Dictionary, score: DealScore): string {
  const v = score.gameValue;
  if (v.kind === 'null') return t.explain.nullValue(t.game.nullVariants[v.variant], v.value);
  const levels = v.levels.map((level) => levelLabel(t, level, score.deal)).join(', ');
  const game = v.game === 'grand' ? t.game.grand : t.game.suits[v.game].name;
  return t.explain.trumpValue({ game, levels, base: v.base, total: v.value });
}

/** Why one level counts: "declarer took 92 points", "announced, counts even though missed". */
export function levelReason(t: Dictionary, level: CountedLevel): string {
  const r = t.explain.reasons;
  return wordsBy('kind', level.reason, {
    tops: (reason) =>
      reason.held ? t.tops.held[reason.held](level.count) : t.tops.count(level.count),
    always: r.always,
    'without-skat': r.withoutSkat,
    announced: r.announced,
    'announced-missed': r.announcedMissed,
    points: (reason) => r.points(reason.declarerPoints, reason.schneider),
    tricks: (reason) => r.tricks[reason.schwarz],
    entered: level.name === 'schwarz' ? r.entered.schwarz : r.entered.schneider,
    open: r.open,
  });
}

/** "bid 33 > value 30 → lost at 40 (smallest multiple of 10 reaching 33)", or null. */
export function describeOverbid(t: Dictionary, score: DealScore): string | null {
  return score.overbid === null ? null : t.explain.overbid(score.overbid);
}

/** " × 2 (Kontra)", " × 4 (Re)", " × 2 (Bock)": what multiplies the value, in order. */
function factorText(t: Dictionary, score: DealScore): string {
  const { factor, factorTimes } = t.explain;
  const parts: string[] = [];
  if (score.kontraFactor === 2) parts.push(factorTimes(2, factor.kontra));
  if (score.kontraFactor === 4) parts.push(factorTimes(4, factor.re));
  if (score.bockFactor > 1) parts.push(factorTimes(score.bockFactor, factor.bock));
  return parts.join('');
}

/** "won: +48", "lost: −2 × 40 = −80", "lost: −2 × 72 × 4 (Re) = −576". */
export function describeListEntry(t: Dictionary, score: DealScore): string {
  const factors = factorText(t, score);
  if (!score.won) return t.explain.listLost(score.value, factors, score.list);
  return factors === ''
    ? t.explain.listWon(score.list)
    : t.explain.listWonTimes(score.value, factors, score.list);
}

/** "+24 + 50 = +74", "−80 − 50 = −130; +40 to each other player". */
export function describeSeegerFabian(t: Dictionary, score: DealScore): string {
  const sf = score.seegerFabian;
  return score.won
    ? t.explain.seegerFabianWon(score.list, sf.declarer)
    : t.explain.seegerFabianLost(score.list, sf.declarer, sf.opponents);
}

/** Why the contract was made or missed, before the bid is looked at. */
export function describeContract(t: Dictionary, score: DealScore): string {
  const deal = score.deal;
  const points =
    deal.kind === 'trump' && deal.result.kind === 'points' ? deal.result.declarerPoints : null;
  return t.explain.contract[score.contract](points);
}

/** "grand hand won", "60:60": a Bock event as players name it. */
export function bockEventName(t: Dictionary, event: RoundEvent): string {
  return t.house.events[event];
}

/** "Bock round started: grand hand won", "2 Bock rounds started: Kontra lost, Re"; null if none. */
export function describeBockStarted(t: Dictionary, events: readonly RoundEvent[]): string | null {
  if (events.length === 0) return null;
  const names = events.map((event) => bockEventName(t, event)).join(', ');
  return t.explain.bockStarted(events.length, names);
}

/** What undo would revert, in words: "deleted deal 7". */
export function undoChangeLabel(t: Dictionary, change: UndoChange): string {
  switch (change.kind) {
    case 'added':
    case 'changed':
    case 'deleted':
      return t.explain.change[change.kind](change.dealNumber);
    case 'voided':
    case 'restored':
      return t.history.undo[change.kind](change.dealNumber);
    default:
      return t.history.undo[change.kind];
  }
}
