import type { LogRefusal } from '../../../domain/log-judge';
import { formatNumber } from '../format';

const n = (value: number) => formatNumber(value, 'en');

/** Two phones changed one deal at once (neither knew of the other's): the table decides. */
export const conflictsStrings = {
  title: 'Entered on two phones at once',
  /** "Deal 12 entered twice: Grand with 2, won, 48 (Anna's phone) · Clubs with 1, lost, −48 (…)". */
  added: (deal: number, versions: string) => `Deal ${n(deal)} entered twice: ${versions}`,
  corrected: (deal: number, versions: string) => `Deal ${n(deal)} corrected twice: ${versions}`,
  /** One version: "Carla: Grand with 2, won, 48 (phone 3F2A, 22:14)". */
  version: (what: string, who: string, when: string | null) =>
    when === null ? `${what} (${who})` : `${what} (${who}, ${when})`,
  played: (game: string, won: boolean, value: string) =>
    `${game}, ${won ? 'won' : 'lost'}, ${value}`,
  voided: 'voided',
  deleted: 'deleted',
  restored: 'counted again',
  thisPhone: 'this phone',
  /** Another phone, by the end of its id: "phone 3F2A". */
  phone: (label: string) => `phone ${label}`,
  provisional: 'Until the table chooses, the totals count the first version and are provisional.',
  keep: 'Keep this one',
  /** The button's accessible name: which version it keeps. */
  keepNamed: (version: string) => `Keep this one: ${version}`,
  /** Two phones entered two deals the table played in turn: keep them all, this one first. */
  keepAllFirst: (versions: number): string =>
    versions === 2 ? 'Both, this first' : 'All, this first',
  keepAllFirstNamed: (versions: number, version: string) =>
    `${versions === 2 ? 'Keep both deals' : 'Keep all these deals'}, this one first: ${version}`,
  /** A tampered event (sync/live/bridge.ts): its author wrote a second version on the club server. */
  tamperedTitle: 'Changed afterwards on the club server',
  /** What the tampered event was, as it arrived on this phone: "Deal entered: Anna: Clubs". */
  tamperedDeal: (what: string) => `Deal entered: ${what}`,
  tamperedCorrection: (what: string) => `Deal corrected: ${what}`,
  tamperedOther: 'A change of the sheet',
  tamperedHelp:
    'The member who entered this wrote it a second time on the club server. An entry never changes, so no version of it counts: not in the totals, the statistics or the settlement. Every phone of this sheet does the same.',
  /** Refused events (domain/log-judge.ts): entries from the club server the app never makes. */
  refusedTitle: 'Entries that do not count',
  /** One refused entry: what it was, who sent it and when, and why it does not count. */
  refusedEntry: (version: string, why: string) => `${version}: ${why}`,
  /** Why, one per refusal code. */
  refusal: {
    'names-unknown':
      'it takes back or corrects an entry this sheet does not have, or one that does not count',
    'names-later': 'it takes back or corrects an entry made after it',
    'replaces-other-deal': 'it corrects a deal with another deal’s entry',
    'deal-unknown': 'the deal it changes was never entered on this sheet',
    'seen-later': 'it claims to know an entry made after it',
    'sheet-would-be-invalid':
      'with it the sheet could not be scored (a deal the rules do not allow, or more deals than planned)',
  } satisfies Record<LogRefusal, string>,
  /** A change of a deal the list does not show. */
  refusedOfDeal: {
    'deal-voided': 'A deal voided',
    'deal-restored': 'A deal restored',
    'deal-deleted': 'A deal deleted',
  },
  refusedCorrection: (deal: number, what: string) => `Deal ${n(deal)} corrected: ${what}`,
  refusedUndo: 'An undo',
  refusedUndoOfDeal: (deal: number) => `An undo of a change to deal ${n(deal)}`,
  /** Below the first entries of a long list: "… and 9,980 more". */
  refusedMore: (count: number) => `… and ${n(count)} more`,
  refusedHelp:
    'These entries came from the club server, but the app itself never makes them. They stay in the history and in backups, and count nowhere: not in the totals, the statistics or the settlement. Every phone of this sheet does the same. Deals are entered as usual.',
};
