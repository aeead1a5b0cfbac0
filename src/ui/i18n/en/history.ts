import { formatNumber } from '../format';

const n = (value: number) => formatNumber(value, 'en');

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
  },
};
