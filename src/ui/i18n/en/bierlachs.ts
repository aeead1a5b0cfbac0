import { countPhrase, formatList } from '../format';
import { n } from './numbers';

const roundCount = countPhrase('en', { one: '# round', other: '# rounds' });

/** Bierlachs: everyone counts down from the limit; the first at zero buys the beer. */
export const bierlachsStrings = {
  /** The limit on the rules form: what every round starts at. */
  limit: 'Bierlachs limit',
  /** The rules line: "Bierlachs from 500". */
  summary: (limit: number) => `Bierlachs from ${n(limit)}`,
  /** Who lost a round: "Ben buys the beer", "Ben and Carl buy the beer". */
  buysBeer: (names: readonly string[]) =>
    `${formatList(names, 'en')} ${names.length === 1 ? 'buys' : 'buy'} the beer`,
  /** The line in the deal list where a round starts. */
  roundStarts: (round: number, limit: number) => `Round ${n(round)}: everyone at ${n(limit)}`,
  standings: 'Bierlachs standings',
  roundsLost: 'Rounds lost',
  /** The column of what is left this round. */
  count: 'Left',
  countLong: 'Points left this round',
  rounds: 'Rounds',
  /** "Round 1, deals 1 to 7: Ben buys the beer". */
  roundLine: (round: number, first: number, last: number, loser: string) =>
    `Round ${n(round)}, deals ${n(first)} to ${n(last)}: ${loser}`,
  noRoundLost: 'Nobody has reached zero yet.',
  lostCount: (count: number) => roundCount(count),
  /** The count as a button that opens the sum it came from. */
  explainCount: (name: string, count: string) => `${name} has ${count} left, explain`,
  countTitle: (name: string, count: string) => `${name}: ${count} left`,
  /** "Round 2 started at 500 with deal 8". */
  countStart: (round: number, limit: number, deal: number) =>
    `Round ${n(round)} started at ${n(limit)} with deal ${n(deal)}`,
  countDeals: 'The deals that took points',
  countIs: 'Left, as on the sheet',
  noDealsTook: 'No deal of this round has taken points yet.',
};
