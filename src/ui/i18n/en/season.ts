import type { SeasonRule } from '../../../domain/tournament/season-rule';

/** English strings of the season ranking (the club's nights of a year added up). */
export const seasonStrings = {
  title: 'Season ranking',
  back: 'Back',
  loading: 'Reading the club’s nights…',
  noLogin: 'Log in to the club (Settings › Club) to see its season.',
  readFailed: (problem: string) => `The club’s nights could not be read: ${problem}`,
  noNights: 'No closed night with results yet.',

  year: 'Year',
  rule: 'Club rule',
  count: 'Count by',
  counts: { sum: 'Sum of points', average: 'Average per list' },
  minLists: 'At least lists',
  minNights: 'At least nights',
  bestLists: 'Count the best lists (0: all)',
  absenceCredit: 'Points credited a missed list (empty: none)',
  absencePenalty: 'Points off a missed list',
  /** The rule in words, `held` the lists the season held so far. */
  ruleWords: (rule: SeasonRule, held: number) =>
    [
      rule.count === 'sum' ? 'The points of the lists added up' : 'The average points per list',
      ...((rule.bestLists ?? 0) > 0 ? [`of the best ${rule.bestLists} of ${held} lists`] : []),
    ].join(' ') +
    '.' +
    (rule.absenceCredit != null
      ? ` Each missed list counts as a list of ${rule.absenceCredit} points.`
      : '') +
    ((rule.absencePenalty ?? 0) > 0
      ? ` ${rule.absencePenalty} points off for each missed list.`
      : '') +
    (rule.minLists > 0 || rule.minNights > 0
      ? ` Ranked from ${rule.minLists} lists over ${rule.minNights} nights on.`
      : ''),
  ruleRefused: {
    'needs-more-lists': (needed: number, held: number) =>
      `Not changed: this rule needs ${needed} lists, and the season has held ${held}.`,
    'needs-more-nights': (needed: number, held: number) =>
      `Not changed: this rule needs ${needed} nights, and the season has held ${held}.`,
    'rule-invalid': 'Not changed: each figure must be a whole number.',
  },
  ruleSaved:
    'The rule is saved with the season in the club’s database: every phone of the club counts by it. Past nights stay as played.',
  saveRule: 'Save the rule',
  ruleDirectorOnly: 'Only a club admin (the director) changes the rule.',
  ruleSaveFailed: (problem: string) => `The rule was not saved: ${problem}`,
  ruleReadFailed: (problem: string) => `The club’s rule could not be read: ${problem}`,

  ranked: 'Ranking',
  rankedCaption: (year: string) => `Season ranking ${year}`,
  notQualified: 'Not yet qualified',
  notQualifiedCaption: (year: string) => `Not yet qualified ${year}`,
  notQualifiedHelp: (minLists: number, minNights: number) =>
    `Ranked from ${minLists} lists over ${minNights} nights on.`,
  nobody: 'Nobody.',

  /** The column headers, on screen and in the CSV file. */
  columns: {
    rank: 'Place',
    name: 'Name',
    points: 'Points',
    seegerFabian: 'Seeger-Fabian',
    lists: 'Lists',
    nights: 'Nights',
    won: 'Won',
    lost: 'Lost',
    qualified: 'Qualified',
  },
  /** The points column under the average rule. */
  pointsPerList: 'Points per list',
  yes: 'yes',
  no: 'no',

  nights: (count: number) => (count === 1 ? '1 night counted' : `${count} nights counted`),
  nightsList: 'Nights of the year',
  nightOpen: 'still open',

  exportLabel: 'Export the season ranking',
  downloadCsv: 'Download CSV',
  share: 'Share',
  shareTitle: (year: string) => `Season ranking ${year}`,
  shareFailed: 'Sharing did not work; the file was downloaded instead.',
  csvFileName: (year: string) => `skat-season-${year}.csv`,
  exportSeason: 'Export season',
  exportingSeason: 'Making the season’s results file…',
  seasonExported: (file: string) =>
    `Season file ${file} downloaded: every night’s deals and figures, the rule and the ranking. Anyone can check it with npm run check-night.`,
  seasonExportFailed: (reason: string) => `The season was not exported: ${reason}.`,
};
