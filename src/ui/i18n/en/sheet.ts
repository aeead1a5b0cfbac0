import type { TableSize } from '../../../domain/rules';
import type { LevelName } from '../../../domain/score-types';

/** Strings of the sheet and the deal explanation: one object, so a German translation can follow. */
export const sheetStrings = {
  back: 'Back to the sheets',
  print: 'Print or share this sheet',
  notFound: 'This sheet no longer exists.',
  toSheets: 'Go to the sheets',
  invalid: 'This sheet cannot be scored:',
  dealProblem: (n: number, message: string) => `Deal ${n}: ${message}`,
  unscoredDeals: 'Deals entered',

  // The next deal
  nextDeal: (n: number, of: number) => `Deal ${n} of ${of}`,
  dealer: (name: string) => `${name} deals`,
  /** At a table of 4 the dealer is the one who sits out. */
  dealerSitsOut: (name: string) => `${name} deals and sits out`,
  /** At a table of 5: the dealer and the third player on his left sit out. */
  fiveSitOut: (dealer: string, other: string) =>
    `${dealer} deals and sits out · ${other} sits out too`,
  enterDeal: (n: number) => `Enter deal ${n}`,
  continueDeal: (n: number) => `Continue deal ${n}`,
  /** "Bock ×2 · 3 Bock deals left, this one included" */
  bockNext: (factor: string, left: number) =>
    left <= 1
      ? `${factor} · the last Bock deal`
      : `${factor} · ${left} Bock deals left, this one included`,
  undo: (label: string) => `Undo: ${label}`,

  // Standings
  standings: 'Standings',
  finalStandings: 'Final standings',
  rank: 'Rank',
  rankShort: '#',
  player: 'Player',
  listPoints: 'List',
  seegerFabian: 'Seeger-Fabian',
  seegerFabianShort: 'SF',
  wonLost: 'Won / lost',
  wonLostValue: (won: number, lost: number) => `${won} / ${lost}`,

  // The list
  list: 'The list',
  noDeals: 'No deals yet.',
  dealNumber: '#',
  game: 'Game',
  value: 'Value',
  total: 'Total',
  dealDetails: (n: number) => `Deal ${n} details`,
  dealtBy: (name: string) => `${name} dealt`,
  /** At a table of 5: the dealer and the third player on his left sat the deal out. */
  dealtBySatOut: (dealer: string, other: string) => `${dealer} dealt · ${other} sat out`,

  // The explanation of one deal
  dealTitle: (n: number) => `Deal ${n}`,
  backToSheet: 'Back to the sheet',
  seats: 'Seats',
  dealerSeat: 'Dealer',
  forehand: 'Forehand',
  middlehand: 'Middlehand',
  rearhand: 'Rearhand',
  dealerSitsOutRole: 'Dealer, sits out',
  alsoSitsOutRole: 'Sits out',
  declarer: 'Declarer',
  bid: 'Bid',
  notOverbid: 'not overbid',
  bidNotOverbid: (bid: number) => `${bid}, not overbid`,
  bidOverbid: (bid: number) => `${bid}, overbid`,
  result: 'Result',
  /** The contract was made, but its value did not reach the bid (ISkO 5.4). */
  madeButOverbid: (contract: string) => `${contract}, but overbid: lost`,
  passedExplained: 'Everyone passed: nobody scores, and the deal counts (the next player deals).',
  levels: 'Game value',
  levelNames: {
    tops: 'Tops',
    game: 'Game',
    hand: 'Hand',
    schneider: 'Schneider',
    'schneider-announced': 'Schneider announced',
    schwarz: 'Schwarz',
    'schwarz-announced': 'Schwarz announced',
    ouvert: 'Ouvert',
  } satisfies Record<LevelName, string>,
  levelColumn: 'Level',
  levelCount: '+',
  levelTotal: 'Levels',
  ruleColumn: 'Rule',
  rule: (rule: string) => `ISkO ${rule}`,
  overbid: 'Overbid',
  listEntry: 'List entry',
  bock: 'Bock',
  /** After "Bock round started: grand hand won". Always 3, 4 or 5 deals: no singular needed. */
  bockRoundLength: (players: TableSize) =>
    `A Bock round is ${players} deals, one per player; passed deals count.`,
  changes: 'Change and total after this deal',
  edit: (n: number) => `Edit deal ${n}`,
  delete: (n: number) => `Delete deal ${n}`,
  deleteTitle: (n: number) => `Delete deal ${n}?`,
  deleteMessage:
    'The later deals move up one place, so their dealer changes. You can undo this on the sheet.',
  deleteConfirm: 'Delete deal',
  dealMissing: 'This deal no longer exists.',
};
