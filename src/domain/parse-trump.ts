import type { DealDraft, TrumpAnnouncement, TrumpResult } from './deal';
import { TRICK_COUNTS } from './deal';
import { announces } from './game-value';
import type { ErrorSink } from './parse-basics';

const ANNOUNCED = ['none', 'schneider', 'schwarz'] as const;

/**
 * The draft's hand / announced / ouvert as one step of the announcement ladder. Announcements
 * need a hand game (5.2.5); ouvert is hand with schwarz announced (5.2.6).
 */
export function trumpAnnouncement(draft: DealDraft, report: ErrorSink): TrumpAnnouncement {
  const hand = draft.hand === true;
  const ouvert = draft.ouvert === true;
  const announced = draft.announced ?? 'none';
  if (!ANNOUNCED.includes(announced)) {
    report('announcement-unknown', 'announced');
    return hand ? 'hand' : 'none';
  }
  if ((announced !== 'none' || ouvert) && !hand) report('announcement-needs-hand', 'hand');
  if (ouvert && announced !== 'schwarz') report('ouvert-needs-schwarz-announced', 'ouvert');
  if (ouvert) return 'ouvert';
  if (announced !== 'none') return announced;
  return hand ? 'hand' : 'none';
}

function parseOutcome(
  outcome: NonNullable<DealDraft['outcome']>,
  announcement: TrumpAnnouncement,
  report: ErrorSink,
): TrumpResult {
  const made = outcome.made === true;
  const schwarz = outcome.schwarz === true;
  // Schwarz means the losing party took no trick, so it was schneider too.
  const schneider = schwarz || outcome.schneider === true;
  const missed =
    (announces(announcement, 'schneider') && !schneider) ||
    (announces(announcement, 'schwarz') && !schwarz);
  if (made && missed) report('outcome-contradicts-announcement', 'outcome');
  return { kind: 'outcome', made, schneider, schwarz };
}

/** Card points (skat included) and tricks; checked against what the cards allow. */
function parsePoints(draft: DealDraft, report: ErrorSink): TrumpResult {
  const points = draft.declarerPoints;
  const tricks = draft.declarerTricks ?? 'some';
  if (points === undefined) report('result-missing', 'declarerPoints');
  else if (typeof points !== 'number' || !Number.isInteger(points)) {
    report('points-not-whole', 'declarerPoints');
  } else if (points < 0 || points > 120) report('points-out-of-range', 'declarerPoints');
  if (!TRICK_COUNTS.includes(tricks)) report('tricks-unknown', 'declarerTricks');
  const declarerPoints = points ?? 0;
  if (tricks === 'all' && declarerPoints !== 120) {
    report('all-tricks-need-120-points', 'declarerTricks');
  }
  // Without a trick the declarer has only the skat: at most two aces.
  if (tricks === 'none' && declarerPoints > 22) {
    report('no-tricks-at-most-22-points', 'declarerTricks');
  }
  return { kind: 'points', declarerPoints, declarerTricks: tricks };
}

/** A quick outcome, when entered, takes precedence over card points. */
export function parseTrumpResult(
  draft: DealDraft,
  announcement: TrumpAnnouncement,
  report: ErrorSink,
): TrumpResult {
  return draft.outcome !== undefined
    ? parseOutcome(draft.outcome, announcement, report)
    : parsePoints(draft, report);
}
