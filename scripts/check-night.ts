// The checker of a results file (docs/results-file.md), offline: reads the file, recomputes every
// figure from its logs alone (src/domain/tournament/results-check.ts) and says whether they
// follow. It never opens a connection. Exit codes, one per outcome so a club's script can tell:
//   0 the figures follow · 1 a figure does not (the first difference is named) · 2 no file given
//   or not readable · 3 not a results file of this app · 4 a newer version · 5 ours, but damaged.
import { readFile, stat } from 'node:fs/promises';
import { checkResultsFile, type ResultsDifference } from '../src/domain/tournament/results-check';
import type { ResultsFile } from '../src/domain/tournament/results-file';
import {
  MAX_RESULTS_CHARS,
  readResultsFile,
  type ResultsReadProblem,
} from '../src/io/results-read';

export const EXIT = {
  accepted: 0,
  refused: 1,
  usage: 2,
  notOurs: 3,
  newer: 4,
  malformed: 5,
} as const;

function shown(value: unknown): string {
  return value === undefined ? 'nothing' : JSON.stringify(value);
}

/** Where a path of the figures is, in a club's words: the night, series, table and deal. */
function placeOf(path: string, file: ResultsFile): string {
  const parts: string[] = [];
  const night = /season\.nights\[(\d+)\]/.exec(path)?.[1];
  if (night !== undefined) parts.push(`night ${Number(night) + 1}`);
  const listIndex = /lists\[(\d+)\]/.exec(path)?.[1];
  const figures =
    file.kind === 'night' ? file.figures : file.season.nights[Number(night ?? 0)]?.figures;
  const list = listIndex === undefined ? undefined : figures?.lists[Number(listIndex)];
  if (list) parts.push(`series ${list.series + 1}, table ${list.table}`);
  const deal = /deals\[(\d+)\]/.exec(path)?.[1];
  if (deal !== undefined) parts.push(`deal ${Number(deal) + 1}`);
  const row = /ranking\[(\d+)\]/.exec(path)?.[1];
  if (row !== undefined) parts.push(`line ${Number(row) + 1} of the ranking`);
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}

function differenceWords(difference: ResultsDifference, file: ResultsFile): string {
  if (difference.code === 'draw-differs') {
    const night = file.kind === 'season' ? `night ${difference.night + 1}, ` : '';
    return `the seating of ${night}series ${difference.series + 1} is not what seed "${difference.seed}" draws (table ${difference.table} differs)`;
  }
  return `${difference.path}${placeOf(difference.path, file)} is ${shown(difference.inFile)} in the file, but ${shown(difference.fromLogs)} from the logs`;
}

function readWords(problem: ResultsReadProblem): { code: number; words: string } {
  switch (problem.code) {
    case 'not-ours':
      return { code: EXIT.notOurs, words: 'not a results file of the Skat scorekeeper' };
    case 'newer-version':
      return {
        code: EXIT.newer,
        words: `a results file of version ${problem.version}, newer than this checker reads: update the app`,
      };
    case 'too-big':
      return {
        code: EXIT.malformed,
        words: `too big to be a results file (${problem.chars} characters)`,
      };
    case 'malformed':
      return {
        code: EXIT.malformed,
        words: `a results file, but damaged at ${problem.path || 'its top'}`,
      };
  }
}

export async function main(args: readonly string[], out = console.log, err = console.error) {
  const [path] = args;
  if (!path || args.length !== 1) {
    err('usage: npm run check-night <results file>');
    return EXIT.usage;
  }
  let text: string;
  try {
    if ((await stat(path)).size > MAX_RESULTS_CHARS * 4) throw new Error('too big');
    text = await readFile(path, 'utf8');
  } catch {
    err(`refused: cannot read ${path}`);
    return EXIT.usage;
  }
  const read = readResultsFile(text);
  if (!read.ok) {
    const { code, words } = readWords(read.errors[0] ?? { code: 'not-ours' });
    err(`refused: ${path} is ${words}`);
    return code;
  }
  const started = performance.now();
  const checked = checkResultsFile(read.value);
  if (!checked.ok) {
    const first = checked.errors[0];
    err(`refused: ${first ? differenceWords(first, read.value) : 'a figure does not follow'}`);
    return EXIT.refused;
  }
  const { nights, lists, deals } = checked.value;
  const ms = Math.round(performance.now() - started);
  out(
    `ok: ${nights} night(s), ${lists} lists, ${deals} deals; every figure follows from the logs (${ms} ms)`,
  );
  return EXIT.accepted;
}
