import { countPhrase } from '../format';
import type { PlayedRule } from '../played-rules';
import { n } from './numbers';

const dealCount = countPhrase('en', { one: '# deal', other: '# deals' });

/** The words that settle a dispute at the table: rule links, tops counted in the entry, … */
export const disputeStrings = {
  /** Under the sheet's rules line, opened by a tap: each rule the sheet plays, as a link. */
  playedRules: 'The rules of this sheet',
  playedRuleNames: {
    'plain-list': 'Plain list',
    'seeger-fabian': 'Seeger-Fabian',
    'kontra-re': 'Kontra/Re',
    ramsch: 'Ramsch',
    'bock-rounds': 'Bock rounds',
    'bock-rounds.ramsch-round': 'Ramsch round',
    'bock-rounds.per-page': 'One round per page',
  } satisfies Record<PlayedRule, string>,
  /** Hands a deal to the calculator: "what if it had been hand?" */
  openInCalculator: 'Open in calculator',
  /** The calculator's Back when a deal was handed to it: to the entry or the deal's details. */
  backToDeal: 'Back to the deal',
  /** The total in the standings as a button: "Anna's total 312, explain". */
  explainTotal: (name: string, total: string) => `${name}’s total ${total}, explain`,
  totalTitle: (name: string, total: string) => `${name}’s total: ${total}`,
  /** "Deal 4: Grand with 1" — a deal that changed the total, as the list names it. */
  totalDeal: (deal: number, game: string) => `Deal ${n(deal)}: ${game}`,
  /** The parts of one deal for the player, on a Seeger-Fabian list. */
  gameWon: 'game won',
  gameLost: 'game lost',
  otherLost: (declarer: string) => `${declarer} lost`,
  totalDeals: 'The deals',
  totalSum: 'The sum',
  /** "Entries on the list (2 deals)". */
  entriesPart: (deals: number) => `Entries on the list (${dealCount(deals)})`,
  wonPart: (games: number, each: string) => `Games won: ${n(games)} × ${each}`,
  lostPart: (games: number, each: string) => `Games lost: ${n(games)} × ${each}`,
  othersLostPart: (games: number, each: string) => `Games the others lost: ${n(games)} × ${each}`,
  totalIs: 'Total, as on the sheet',
  noDeals: 'No deal has changed this total yet.',
  close: 'Close',
};
