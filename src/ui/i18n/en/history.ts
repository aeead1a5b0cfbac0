import { plural } from '../format';
import { n } from './numbers';

/** A sheet's history of changes: voided deals, and what undo takes back beyond deals. */
export const historyStrings = {
  /** A voided deal's game on the list, shown crossed out: "♣ Clubs with 2 (voided)". */
  voidedGame: (game: string) => `${game} (voided)`,
  /** The mark beside a voided deal: it stays on the list and scores 0. */
  voidedMark: 'voided',
  /** The deal-details screen of a voided deal, instead of its explanation. */
  voidedExplained:
    'Voided: the deal stays on the list at its place and scores 0 for everyone. It keeps its dealer, counts as a dealt deal and starts no Bock or Ramsch round.',
  /** Crosses the deal out (a misdeal, a deal played wrongly): undo or restore brings it back. */
  void: (deal: number) => `Void deal ${n(deal)}`,
  restore: (deal: number) => `Restore deal ${n(deal)}`,
  /** What undo would take back, besides adding, changing and deleting a deal. */
  undo: {
    voided: (deal: number) => `voided deal ${n(deal)}`,
    restored: (deal: number) => `restored deal ${n(deal)}`,
    renamed: 'renamed the sheet',
    'players-renamed': 'changed the players’ names',
    'rules-changed': 'changed the rules',
    'money-changed': 'changed the stake',
    'conflict-resolved': 'the decision between two versions',
  },
  /** The sheet's history view (every change, newest first; nothing in it can be edited). */
  open: 'History of this sheet',
  title: 'History',
  empty: 'Nothing has happened on this sheet yet.',
  list: 'Every change, newest first',
  /** A long history shows its latest changes first; this button shows the page before them. */
  showOlder: 'Show older changes',
  /** Under a history shown in part: "The latest 30 of 10,000 changes". */
  shownOf: (shown: number, total: number) => `The latest ${n(shown)} of ${n(total)} changes`,
  /** What one event did, as its line in the history. */
  event: {
    'deal-added': (deal: number) => `Deal ${n(deal)} added`,
    'deal-replaced': (deal: number) => `Deal ${n(deal)} changed`,
    'deal-deleted': (deal: number) => `Deal ${n(deal)} deleted`,
    'deal-voided': (deal: number) => `Deal ${n(deal)} voided`,
    'deal-restored': (deal: number) => `Deal ${n(deal)} restored`,
    'sheet-renamed': (name: string) => `Sheet renamed to “${name}”`,
    'players-renamed': (names: string) => `Players renamed: ${names}`,
    'rules-changed': 'Rules changed',
    /** "Stake changed: ½ cent per point · rounded to €0.10". */
    'money-changed': (money: string) => `Stake changed: ${money}`,
    /** Two phones entered or corrected a deal at once; the table kept one version. */
    'conflict-resolved': (deal: number) => `Deal ${n(deal)}: one version kept, the other dropped`,
  },
  /** The table kept every version of a deal entered on two phones, as deals in turn. */
  keptInTurn: (deal: number, versions: number) =>
    versions === 2
      ? `Deal ${n(deal)}: both versions kept, as deals ${n(deal)} and ${n(deal + 1)}`
      : `Deal ${n(deal)}: all ${n(versions)} versions kept, as deals ${n(deal)} to ${n(deal + versions - 1)}`,
  /** An undo, naming what it took back: "Undone: Deal 7 changed". */
  undone: (what: string) => `Undone: ${what}`,
  /** An undo of a change this copy of the sheet does not hold (a merged log). */
  undoneUnknown: 'Undone: a change not on this phone',
  /** An event a later undo took back: it stays in the history, marked. */
  undoneMark: 'undone later',
  /** A change that found its deal already deleted (two phones merged): it changed nothing. */
  noEffect: 'changed nothing (the deal was deleted)',
  before: 'Before',
  after: 'After',
  /** A deal as the list showed it then: "Ben: ♣ with 2", its value "+36". */
  declares: (name: string, game: string) => `${name}: ${game}`,
  listValue: (value: string) => `Value ${value}`,
  notOnList: 'not on the list',
  /** The list scored no value then (a sheet that did not score). */
  noValue: 'no value',
  /** A change whose time the app cannot show (outside 1970 to the year 9999). */
  unknownTime: 'unknown time',
  /** Who made a change of a shared sheet: the club member and the phone ("anna, phone 3F2A"). */
  byAuthor: (author: string, phone: string) => `${author}, ${phone}`,
  /** A club night's table phone as the author of a change of its table's sheet: "Table 1". */
  tableAuthor: (table: number) => `Table ${n(table)}`,
  /** The mark on a corrected deal's row; `time` null: a time the app cannot show. */
  changedMark: (count: number, time: string | null) => {
    // English counts "once" and "twice" in words; Intl's plural rules have no category for two.
    const times = count === 1 ? 'once' : count === 2 ? 'twice' : `${n(count)} times`;
    return time === null
      ? `changed ${times}, last at an unknown time`
      : `changed ${times}, last at ${time}`;
  },
  /**
   * The mark's words as a link on the sheet, named for what it opens: "changed twice, last at
   * 22:14 — history of deal 1".
   */
  changedLink: (deal: number, mark: string) => `${mark} — history of deal ${n(deal)}`,
  /** The deal-details screen's own history of the deal. */
  dealHistory: (deal: number) => `History of deal ${n(deal)}`,
  /** Voiding asks first and says what it means. */
  voidTitle: (deal: number) => `Void deal ${n(deal)}?`,
  voidMessage:
    'It stays on the list at its place, struck through, and scores 0 for everyone. The dealers of the later deals do not change. You can restore it, or undo on the sheet.',
  voidConfirm: 'Void deal',
  /** Deleting a deal in the middle: later deals would change dealer. */
  deleteMiddleMessage: (deal: number, later: number) =>
    plural('en', later, {
      one: `Deleting deal ${n(deal)} moves the later deal up one place, so its dealer changes. Void it instead (it stays on the list, scores 0, no dealer changes), or see what renumbering would do first.`,
      other: `Deleting deal ${n(deal)} moves ${n(later)} later deals up one place, so their dealers change. Void it instead (it stays on the list, scores 0, no dealer changes), or see what renumbering would do first.`,
    }),
  voidInstead: 'Void instead',
  renumber: 'Renumber…',
  renumberTitle: (deal: number) => `Delete deal ${n(deal)} and renumber?`,
  renumberIntro: 'These later deals would change:',
  /** One later deal in the preview: "Deal 6 becomes deal 5: Ben deals instead of Carl". */
  renumbered: (from: number, to: number, dealerAfter: string, dealerBefore: string) =>
    `Deal ${n(from)} becomes deal ${n(to)}: ${dealerAfter} deals instead of ${dealerBefore}`,
  renumberedSameDealer: (from: number, to: number) =>
    `Deal ${n(from)} becomes deal ${n(to)}, same dealer`,
  renumberInvalid: 'Then not valid:',
  renumberBlocked:
    'Renumbering is not possible: a later deal would no longer be valid. Void the deal instead.',
  renumberFine: 'Every later deal stays valid. You can undo this on the sheet.',
  renumberConfirm: 'Delete and renumber',
};
