import { countPhrase } from '../format';
import { n } from './numbers';

const overDeals = countPhrase('en', { one: 'over # deal', other: 'over # deals' });

/** Charts: the sheet's running totals deal by deal (and the shared words of every chart). */
export const chartStrings = {
  /** The sheet's link to its chart. */
  open: 'Running totals chart',
  title: 'Running totals',
  /** What the chart's values are, by the sheet's list. */
  points: {
    plain: 'List points after each deal',
    'seeger-fabian': 'Seeger-Fabian points after each deal',
  },
  /** A Bierlachs sheet's chart: what each player has left. */
  bierlachsPoints: (limit: number) =>
    `Points left after each deal; each round starts at ${n(limit)}`,
  empty: 'No deals yet: the chart starts with the first deal.',
  /** The legend's marks behind the lines. */
  bockRound: 'Bock round',
  ramschRound: 'Ramsch round',
  /** The chart as one image for a screen reader, in sentences: what it shows, then its rounds. */
  summary: (names: string, deals: number) =>
    `Line chart of the running totals of ${names}, deal by deal, ${overDeals(deals)}.`,
  bierlachsSummary: (names: string, deals: number) =>
    `Line chart of the points ${names} have left, deal by deal, ${overDeals(deals)}.`,
  roundEndsIn: (deals: string, count: number) =>
    count === 1 ? `A round ended in deal ${deals}.` : `Rounds ended in deals ${deals}.`,
  /** The legend's mark of a Bierlachs round's end. */
  roundEnd: 'End of a round',
  bockIn: (deals: string) => `Bock rounds in deals ${deals}.`,
  ramschIn: (deals: string) => `Ramsch rounds in deals ${deals}.`,
  numbersBelow: 'Every number is in the table below.',
  /** Deals of a round: "3–5", or "7" for one deal. */
  dealRange: (first: number, last: number) =>
    first === last ? n(first) : `${n(first)}–${n(last)}`,
  /** The table of the numbers behind the chart. */
  numbers: 'The numbers',
  deal: 'Deal',
  rounds: 'Rounds',
  /** The x axis's first point: before the first deal, everyone at 0. */
  start: 'Start',
  /** Prints the chart and its table (the browser's print dialog). */
  print: 'Print the chart',
};
