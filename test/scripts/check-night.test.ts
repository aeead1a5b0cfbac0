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

async function run(path: string) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(
    [path],
    (line: string) => out.push(line),
    (line: string) => err.push(line),
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
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
    expect(await run(paths.other)).toMatchObject({ code: EXIT.notOurs, err: /not a results file/ });
    expect(await run(paths.newer)).toMatchObject({ code: EXIT.newer, err: /version 7, newer/ });
    expect(await run(paths.damaged)).toMatchObject({
      code: EXIT.malformed,
      err: /damaged at night\.key/,
    });
    expect(await run(join(dir, 'none.json'))).toMatchObject({
      code: EXIT.usage,
      err: /cannot read/,
    });
    expect(
      await main(
        [],
        () => undefined,
        () => undefined,
      ),
    ).toBe(EXIT.usage);
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
    expect(good).toMatchObject({ code: 0, text: /^ok: 1 night/ });
    const changed = await npm(paths.changed);
    expect(changed).toMatchObject({ code: 1, text: /^refused: figures\.lists\[1\]\.deals\[3\]/ });
  }, 240_000);
});
