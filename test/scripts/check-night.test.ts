// `npm run check-night <file>`: the command line's exit codes and words for a night that follows,
// one whose deal was changed (the difference named), a file not ours, a newer version, a damaged
// one; and the npm script itself run as a club would run it.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EXIT, main } from '../../scripts/check-night';
import { nightSpec, producedNight, type NightSpec } from '../domain/tournament/results-fixtures';

const NIGHT: NightSpec = nightSpec('0a1b2c3d', 11, 'cli');

let dir = '';
const paths = { good: '', changed: '', other: '', newer: '', damaged: '' };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'check-night-'));
  const good = JSON.stringify(producedNight(NIGHT));
  const changed = JSON.parse(good) as {
    night: { sheets: { events: { change: { kind: string; deal?: { game?: string } } }[] }[] };
  };
  const deal = changed.night.sheets[1]?.events.filter((e) => e.change.kind === 'deal-added')[3]
    ?.change.deal;
  if (!deal) throw new Error('no deal');
  deal.game = 'spades';
  const files = {
    good,
    changed: JSON.stringify(changed),
    other: JSON.stringify({ format: 'skat-scorekeeper-backup', version: 5, sheets: [] }),
    newer: good.replace('"version":1', '"version":7'),
    damaged: good.replace('"key":"0a1b2c3d"', '"key":"not a key"'),
  };
  for (const [name, text] of Object.entries(files)) {
    const path = join(dir, `${name}.json`);
    await writeFile(path, text);
    paths[name as keyof typeof paths] = path;
  }
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The checker on `args`, in no locale (English) unless `env` names one. */
async function run(path: string, args: readonly string[] = [], env: NodeJS.ProcessEnv = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(
    [...args, path],
    (line: string) => out.push(line),
    (line: string) => err.push(line),
    env,
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/**
 * A run's exit code and its words. Not `toMatchObject({ err: /…/ })`: a RegExp there has no keys
 * of its own, so the matcher takes it as a subset of any string and the words go unchecked.
 */
function expectRun(
  result: {
    readonly code: number;
    readonly out?: string;
    readonly err?: string;
    readonly text?: string;
  },
  code: number,
  words: RegExp,
  where: 'out' | 'err' | 'text' = 'err',
) {
  expect(result[where]).toMatch(words);
  expect(result.code).toBe(code);
}

describe('check-night', () => {
  test('a night as the app made it: 0, what was checked', async () => {
    const { code, out } = await run(paths.good);
    expect(code).toBe(EXIT.accepted);
    expect(out).toMatch(/^ok: 1 night\(s\), 6 lists, 66 deals; every figure follows/);
  });

  test('one deal changed: 1, the first difference named with its table and deal', async () => {
    const { code, err } = await run(paths.changed);
    expect(code).toBe(EXIT.refused);
    expect(err).toMatch(
      /^refused: figures\.lists\[1\]\.deals\[3\]\.list\[\d\] \(series 1, table 2, deal 4\) is -?\d+ in the file, but -?\d+ from the logs$/,
    );
  });

  test('not ours, newer, damaged, missing: each its own code', async () => {
    expectRun(await run(paths.other), EXIT.notOurs, /not a results file/, 'err');
    expectRun(await run(paths.newer), EXIT.newer, /version 7, newer/, 'err');
    expectRun(await run(paths.damaged), EXIT.malformed, /damaged at night\.key/, 'err');
    expectRun(await run(join(dir, 'none.json')), EXIT.usage, /cannot read/, 'err');
    expect(
      await main(
        [],
        () => undefined,
        () => undefined,
      ),
    ).toBe(EXIT.usage);
  });

  test('in German: --lang de, or a German locale; the same codes', async () => {
    expectRun(
      await run(paths.good, ['--lang', 'de']),
      EXIT.accepted,
      /^in Ordnung: 1 Abend\(e\), 6 Listen, 66 Spiele; jede Zahl folgt aus den Einträgen/,
      'out',
    );
    expectRun(
      await run(paths.changed, [], { LANG: 'de_DE.UTF-8' }),
      EXIT.refused,
      /^abgelehnt: figures\.lists\[1\]\.deals\[3\]\.list\[\d\] \(1\. Serie, Tisch 2, Spiel 4\) ist -?\d+ in der Datei, aber -?\d+ aus den Einträgen$/,
      'err',
    );
    expectRun(
      await run(paths.other, ['--lang', 'de']),
      EXIT.notOurs,
      /keine Ergebnisdatei des Skat-Listenführers/,
      'err',
    );
    expectRun(
      await run(paths.newer, ['--lang', 'de']),
      EXIT.newer,
      /Version 7, neuer als diese Prüfung liest/,
      'err',
    );
    expectRun(
      await run(paths.damaged, ['--lang', 'de']),
      EXIT.malformed,
      /beschädigt bei night\.key/,
      'err',
    );
    // --lang wins over the locale; an unknown language is a usage error, said in English.
    expectRun(
      await run(paths.good, ['--lang', 'en'], { LANG: 'de_DE.UTF-8' }),
      EXIT.accepted,
      /^ok: /,
      'out',
    );
    expectRun(
      await run(paths.good, ['--lang', 'fr']),
      EXIT.usage,
      /^usage: npm run check-night \[--lang en\|de\]/,
      'err',
    );
  });

  test('the npm script, run as a club runs it: exit codes 0 and 1', async () => {
    const npm = (path: string) =>
      new Promise<{ code: number; text: string }>((resolve) => {
        execFile(
          'npm',
          ['run', '--silent', 'check-night', path],
          { timeout: 120_000 },
          (error, stdout, stderr) =>
            resolve({ code: error ? Number(error.code ?? -1) : 0, text: stdout + stderr }),
        );
      });
    const good = await npm(paths.good);
    expectRun(good, 0, /^ok: 1 night/, 'text');
    const changed = await npm(paths.changed);
    expectRun(changed, 1, /^refused: figures\.lists\[1\]\.deals\[3\]/, 'text');
  }, 240_000);
});
