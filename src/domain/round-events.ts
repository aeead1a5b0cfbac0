// Which events of house-rules.md's table (§ Bock rounds) a scored deal shows.
import type { RoundEvent } from './rules';
import { ROUND_EVENTS } from './rules';
import type { DealScore } from './score-types';
import { reached } from './game-value';

/**
 * Whether a deal shows one event. Judged on won/lost and the value before Kontra/Re/Bock, so a
 * deal never triggers on its own Bock.
 */
const EVENT_TESTS: Readonly<Record<RoundEvent, (score: DealScore) => boolean>> = {
  // Every announcement of a suit/grand game is a hand game (ouvert included, ISkO 5.2.6).
  'grand-hand-won': ({ deal, won }) =>
    deal.kind === 'trump' && deal.game === 'grand' && deal.announcement !== 'none' && won,
  // The Kontra stood: lost with Kontra and no Re.
  'kontra-won': ({ deal, won }) => deal.kontra === 'kontra' && !won,
  // A Re is given on top of a Kontra, so a won Re is a lost Kontra as well.
  'kontra-lost': ({ deal, won }) => deal.kontra !== 'none' && won,
  're-won': ({ deal, won }) => deal.kontra === 're' && won,
  re: ({ deal }) => deal.kontra === 're',
  // Only card points tell 60:60; a quick result ("won", "lost") cannot.
  'sixty-sixty': ({ deal }) =>
    deal.kind === 'trump' && deal.result.kind === 'points' && deal.result.declarerPoints === 60,
  // The value the list uses (an overbid's multiple included), before Kontra/Re/Bock.
  'value-100': ({ value }) => value >= 100,
  // Either party schneider, as reached: by points (≥ 90 or ≤ 30) or the quick result (5.2.3).
  schneider: ({ deal }) => deal.kind === 'trump' && reached(deal).schneider,
};

/** The chosen events a scored deal shows, in the order of house-rules.md's table. */
export function roundEventsOf<E extends RoundEvent>(score: DealScore, chosen: readonly E[]): E[] {
  return ROUND_EVENTS.flatMap((event) =>
    chosen.filter((c) => c === event && EVENT_TESTS[c](score)).slice(0, 1),
  );
}
