// The checker's benchmark (issue 33): a season of 40 nights, each 48 players at 12 tables of four
// for 2 series of 48 deals, made by the app's own builder, written as JSON, then read and checked
// as `npm run check-night` does. Prints the time of reading and checking (the target: < 5 s).
// Not a timed test: run `node scripts/bench-check-season.mjs [file]` and report the figure (with
// a file, the season is kept there and a second run only reads and checks it).
import { readFile, writeFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { seasonResultsFile } from '../src/domain/tournament/results-build';
import { checkResultsFile } from '../src/domain/tournament/results-check';
import { readResultsFile } from '../src/io/results-read';
import { producedNight, type DealPick } from '../test/domain/tournament/results-fixtures';

const NIGHTS = 40;
const PLAYERS = 48;
const TARGET_MS = 5_000;

/** A varied but fixed run of deals: games won and lost, grands, passed ones. */
const PICKS: DealPick[] = Array.from({ length: 97 }, (_, i) => ({
  kind: i % 11 === 5 ? 'passed' : i % 4 === 1 ? 'grand' : 'clubs',
  points: (i * 37) % 121,
  who: i % 3,
}));

/** The season's file as the app writes it. */
function seasonText(): string {
  const nights = Array.from({ length: NIGHTS }, (_, n) =>
    producedNight({
      key: (0x1000_0000 + n).toString(16),
      players: PLAYERS,
      seriesCount: 2,
      dealsAtFour: 48,
      seed: `season${n}`,
      picks: PICKS.slice(n % 7),
    }),
  );
  return JSON.stringify(
    seasonResultsFile('Saison 2026', { count: 'sum', minLists: 0, minNights: 0 }, nights),
  );
}

/** `args[0]`: a file to keep the season in (made when missing), so a second run only checks. */
export async function main(args: readonly string[] = []): Promise<number> {
  const made = performance.now();
  const [kept] = args;
  let text = kept ? await readFile(kept, 'utf8').catch(() => '') : '';
  if (text === '') {
    text = seasonText();
    if (kept) await writeFile(kept, text);
  }
  const madeMs = performance.now() - made;
  const started = performance.now();
  const cpu = process.cpuUsage();
  const read = readResultsFile(text);
  if (!read.ok) throw new Error(`not read: ${JSON.stringify(read.errors)}`);
  const readMs = performance.now() - started;
  const checked = checkResultsFile(read.value);
  const totalMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  if (!checked.ok) throw new Error(`refused: ${JSON.stringify(checked.errors[0])}`);
  const { nights: n, lists, deals } = checked.value;
  console.log(
    `season file: ${(text.length / 1e6).toFixed(1)} MB, ${n} nights, ${lists} lists, ${deals} deals (made or read in ${Math.round(madeMs)} ms)`,
  );
  console.log(
    `read ${Math.round(readMs)} ms + check ${Math.round(totalMs - readMs)} ms = ${Math.round(totalMs)} ms (target < ${TARGET_MS} ms); CPU time ${Math.round(cpuMs)} ms`,
  );
  return totalMs < TARGET_MS ? 0 : 1;
}
