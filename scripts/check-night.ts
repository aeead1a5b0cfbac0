// The checker of a results file (docs/results-file.md), offline: reads the file, recomputes every
// figure from its logs alone (src/domain/tournament/results-check.ts) and says whether they
// follow. It never opens a connection. Exit codes, one per outcome so a club's script can tell:
//   0 the figures follow · 1 a figure does not (the first difference is named) · 2 no file given
//   or not readable · 3 not a results file of this app · 4 a newer version · 5 ours, but damaged.
// Its words, English or German (`--lang de`, or a German locale), are in check-night-words.ts.
import { readFile, stat } from 'node:fs/promises';
import { checkResultsFile, type ResultsDifference } from '../src/domain/tournament/results-check';
import type { ResultsFile } from '../src/domain/tournament/results-file';
import {
  MAX_RESULTS_CHARS,
  readResultsFile,
  type ResultsReadProblem,
} from '../src/io/results-read';
import { checkWords, type CheckWords } from './check-night-words';

export const EXIT = {
  accepted: 0,
  refused: 1,
  usage: 2,
  notOurs: 3,
  newer: 4,
  malformed: 5,
} as const;

function shown(value: unknown, w: CheckWords): string {
  return value === undefined ? w.nothing : JSON.stringify(value);
}

/** Where a path of the figures is, in a club's words: the night, series, table and deal. */
function placeOf(path: string, file: ResultsFile, w: CheckWords): string {
  const parts: string[] = [];
  const night = /season\.nights\[(\d+)\]/.exec(path)?.[1];
  if (night !== undefined) parts.push(w.night(Number(night) + 1));
  const listIndex = /lists\[(\d+)\]/.exec(path)?.[1];
  const figures =
    file.kind === 'night' ? file.figures : file.season.nights[Number(night ?? 0)]?.figures;
  const list = listIndex === undefined ? undefined : figures?.lists[Number(listIndex)];
  if (list) parts.push(w.seriesTable(list.series + 1, list.table));
  const deal = /deals\[(\d+)\]/.exec(path)?.[1];
  if (deal !== undefined) parts.push(w.deal(Number(deal) + 1));
  const row = /ranking\[(\d+)\]/.exec(path)?.[1];
  if (row !== undefined) parts.push(w.rankingLine(Number(row) + 1));
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}

function differenceWords(difference: ResultsDifference, file: ResultsFile, w: CheckWords): string {
  if (difference.code === 'draw-differs')
    return w.drawDiffers(
      file.kind === 'season' ? difference.night + 1 : null,
      difference.series + 1,
      difference.seed,
      difference.table,
    );
  return w.figureDiffers(
    difference.path,
    placeOf(difference.path, file, w),
    shown(difference.inFile, w),
    shown(difference.fromLogs, w),
  );
}

function readWords(problem: ResultsReadProblem, w: CheckWords): { code: number; words: string } {
  switch (problem.code) {
    case 'not-ours':
      return { code: EXIT.notOurs, words: w.notOurs };
    case 'newer-version':
      return { code: EXIT.newer, words: w.newer(problem.version) };
    case 'too-big':
      return { code: EXIT.malformed, words: w.tooBig(problem.chars) };
    case 'malformed':
      return { code: EXIT.malformed, words: w.damaged(problem.path || w.top) };
  }
}

/** `--lang de|en` (anywhere) and the one file; null when the arguments are not that. */
function argumentsOf(args: readonly string[]): { lang?: string; path: string } | null {
  const rest = [...args];
  const flag = rest.indexOf('--lang');
  const lang = flag >= 0 ? rest.splice(flag, 2)[1] : undefined;
  if (flag >= 0 && lang !== 'de' && lang !== 'en') return null;
  const [path] = rest;
  if (!path || rest.length !== 1) return null;
  return lang ? { lang, path } : { path };
}

export async function main(
  args: readonly string[],
  out = console.log,
  err = console.error,
  env: NodeJS.ProcessEnv = process.env,
) {
  const given = argumentsOf(args);
  const w = checkWords(given?.lang, env);
  if (!given) {
    err(w.usage);
    return EXIT.usage;
  }
  const { path } = given;
  let text: string;
  try {
    if ((await stat(path)).size > MAX_RESULTS_CHARS * 4) throw new Error('too big');
    text = await readFile(path, 'utf8');
  } catch {
    err(w.cannotRead(path));
    return EXIT.usage;
  }
  const read = readResultsFile(text);
  if (!read.ok) {
    const { code, words } = readWords(read.errors[0] ?? { code: 'not-ours' }, w);
    err(w.refusedFile(path, words));
    return code;
  }
  const started = performance.now();
  const checked = checkResultsFile(read.value);
  if (!checked.ok) {
    const first = checked.errors[0];
    err(w.refused(first ? differenceWords(first, read.value, w) : w.aFigure));
    return EXIT.refused;
  }
  const { nights, lists, deals } = checked.value;
  out(w.accepted(nights, lists, deals, Math.round(performance.now() - started)));
  return EXIT.accepted;
}
