// The open results file: the app's file of a night is accepted by the checker, read back from its
// JSON; a deal's value changed, a seating not drawn by its seed, a ranking figure changed are
// refused, naming the first difference; a season's file likewise; the DSkV's published example
// ranks as the DSkV ranks it.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { foldNight } from '../../../src/domain/tournament/night-fold';
import { rankingOf, rankingRows } from '../../../src/domain/tournament/ranking';
import { seasonResultsFile } from '../../../src/domain/tournament/results-build';
import { checkResultsFile, drawDifference } from '../../../src/domain/tournament/results-check';
import type { ResultsFile } from '../../../src/domain/tournament/results-file';
import { readResultsFile } from '../../../src/io/results-read';
import { nightSpec, producedNight, type DealPick, type NightSpec } from './results-fixtures';
import { players } from './night-fixtures';

const pick: fc.Arbitrary<DealPick> = fc.record({
  kind: fc.constantFrom('passed', 'clubs', 'grand'),
  points: fc.integer({ min: 0, max: 120 }),
  who: fc.integer({ min: 0, max: 2 }),
});

const spec: fc.Arbitrary<NightSpec> = fc.record({
  key: fc.stringMatching(/^[0-9a-f]{8}$/),
  players: fc.integer({ min: 6, max: 14 }),
  seriesCount: fc.integer({ min: 1, max: 2 }),
  dealsAtFour: fc.constant(12),
  // Tables of five only where the night allows them (issue 33).
  dealsAtFive: fc.constantFrom(undefined, 10),
  seed: fc.stringMatching(/^[a-z0-9]{1,12}$/),
  picks: fc.array(pick, { minLength: 1, maxLength: 20 }),
});

/** The file as it travels: written as JSON and read back. */
function roundTrip(file: ResultsFile): ResultsFile {
  const read = readResultsFile(JSON.stringify(file));
  if (!read.ok) throw new Error(`not read: ${JSON.stringify(read.errors)}`);
  return read.value;
}

const EXAMPLE: NightSpec = nightSpec('0a1b2c3d', 7, 'k7m2p9qx');

describe('a night the app produces', () => {
  test('is accepted, every list and deal counted', () => {
    const checked = checkResultsFile(roundTrip(producedNight(EXAMPLE)));
    expect(checked).toEqual({ ok: true, value: { nights: 1, lists: 4, deals: 42 } });
  });

  test('a night with a table of five: its list is checked like any other', () => {
    const night = producedNight({ ...nightSpec('5a5b5c5d', 9, 'five'), dealsAtFive: 10 });
    const sizes = night.figures.plan?.series[0]?.tables.map((t) => t.players.length);
    expect(sizes).toEqual([4, 5]);
    // 2 series of a 4-table (12 deals) and a 5-table (10 deals).
    expect(checkResultsFile(roundTrip(night))).toEqual({
      ok: true,
      value: { nights: 1, lists: 4, deals: 44 },
    });
    type Change = { kind: string; deal?: { tops?: number }; setup?: { players: number } };
    const file = JSON.parse(JSON.stringify(night)) as ResultsFile & {
      night: { sheets: { events: { change: Change }[] }[] };
    };
    const atFive = file.night.sheets.find((sheet) =>
      sheet.events.some((e) => e.change.kind === 'rules-changed' && e.change.setup?.players === 5),
    );
    const dealt = atFive?.events.find((e) => e.change.kind === 'deal-added' && e.change.deal?.tops);
    if (!dealt?.change.deal?.tops) throw new Error('no game at the table of five');
    dealt.change.deal.tops += 1;
    const checked = checkResultsFile(roundTrip(file));
    expect(checked.ok).toBe(false);
  });

  test('property: the checker accepts every night the app produces', () => {
    fc.assert(
      fc.property(spec, (night) => {
        expect(checkResultsFile(roundTrip(producedNight(night))).ok).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  test('property: the draw is the same from the seed on every run', () => {
    fc.assert(
      fc.property(spec, (night) => {
        const a = producedNight(night).figures.plan?.series;
        const b = producedNight(night).figures.plan?.series;
        expect(b).toEqual(a);
        expect(drawDifference(producedNight(night).night)).toBeNull();
      }),
      { numRuns: 25 },
    );
  });
});

type Mutation = (deal: Record<string, unknown>) => void;

/** Single-field changes that change what a deal is worth (the fixtures' deals are trump games). */
const MUTATIONS: Record<string, Mutation> = {
  game: (deal) => (deal.game = deal.game === 'clubs' ? 'spades' : 'clubs'),
  tops: (deal) => (deal.tops = (deal.tops as number) + 1),
  points: (deal) => {
    const result = deal.result as { declarerPoints: number };
    result.declarerPoints =
      result.declarerPoints > 60 ? result.declarerPoints - 31 : result.declarerPoints + 31;
  },
  kontra: (deal) => (deal.kontra = 'kontra'),
  declarer: (deal) => (deal.declarer = ((deal.declarer as number) + 1) % 3),
};

describe('a changed file', () => {
  test('property: every single-field change to a deal value is refused, naming the deal', () => {
    fc.assert(
      fc.property(
        spec,
        fc.nat(),
        fc.constantFrom(...Object.keys(MUTATIONS)),
        (night, which, mutation) => {
          const file = JSON.parse(JSON.stringify(producedNight(night))) as {
            night: {
              sheets: { events: { change: { kind: string; deal: Record<string, unknown> } }[] }[];
            };
          };
          const played = file.night.sheets.flatMap((sheet) =>
            sheet.events.filter(
              (e) => e.change.kind === 'deal-added' && e.change.deal.kind === 'trump',
            ),
          );
          fc.pre(played.length > 0);
          const event = played[which % played.length];
          if (!event) throw new Error('no deal');
          MUTATIONS[mutation]?.(event.change.deal);
          const read = readResultsFile(JSON.stringify(file));
          // A value out of the form (tops beyond the game's) is refused when read; any other when checked.
          if (!read.ok) return expect(read.errors[0]?.code).toBe('malformed');
          const checked = checkResultsFile(read.value);
          expect(checked.ok).toBe(false);
          if (checked.ok) return;
          expect(checked.errors[0]).toMatchObject({ code: 'figure-differs' });
          expect(JSON.stringify(checked.errors[0])).toMatch(
            /figures\.lists\[\d+\]\.(deals|totals)/,
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  test('a changed deal value: refused at that deal, with the figure in the file and from the logs', () => {
    const file = JSON.parse(JSON.stringify(producedNight(EXAMPLE))) as ResultsFile & {
      night: {
        sheets: {
          events: { change: { kind: string; deal?: { result?: { declarerPoints: number } } } }[];
        }[];
      };
    };
    const sheet = file.night.sheets[0];
    const first = sheet?.events.find((e) => e.change.kind === 'deal-added');
    if (!first?.change.deal?.result) throw new Error('no deal');
    first.change.deal.result.declarerPoints = 59;
    const checked = checkResultsFile(roundTrip(file));
    expect(checked).toEqual({
      ok: false,
      errors: [
        {
          code: 'figure-differs',
          path: 'figures.lists[0].deals[0].list[1]',
          // Clubs with 1 is worth 24; lost with 59, the declarer's list loses twice that.
          inFile: 24,
          fromLogs: -48,
        },
      ],
    });
  });

  test('a seating that is not what its seed draws is refused', () => {
    const file = producedNight(EXAMPLE);
    const events = file.night.events.map((event) => {
      const change = event.change;
      if (change.kind !== 'series-assigned' || change.series !== 1) return event;
      const [a, b, ...rest] = change.tables;
      if (!a || !b) throw new Error('tables');
      // Two players of different tables swap seats: a valid seating, but not the seed's.
      const [x, ...ax] = a.players;
      const [y, ...by] = b.players;
      const swapped = [
        { ...a, players: [y ?? '', ...ax] },
        { ...b, players: [x ?? '', ...by] },
        ...rest,
      ];
      return { ...event, change: { ...change, tables: swapped } };
    });
    const checked = checkResultsFile(roundTrip({ ...file, night: { ...file.night, events } }));
    expect(checked).toMatchObject({
      ok: false,
      errors: [{ code: 'draw-differs', series: 1, table: 1, seed: 'k7m2p9qx-2' }],
    });
  });

  test('a ranking line or a fee changed is refused at that figure', () => {
    const file = producedNight(EXAMPLE);
    const [top, ...rest] = file.figures.ranking;
    if (!top) throw new Error('ranking');
    const ranked = {
      ...file,
      figures: { ...file.figures, ranking: [{ ...top, rank: 2 }, ...rest] },
    };
    expect(checkResultsFile(roundTrip(ranked))).toMatchObject({
      ok: false,
      errors: [{ code: 'figure-differs', path: 'figures.ranking[0].rank', inFile: 2, fromLogs: 1 }],
    });
    const fees = { ...file.figures.fees, lostGames: file.figures.fees.lostGames + 50 };
    const charged = { ...file, figures: { ...file.figures, fees } };
    expect(checkResultsFile(roundTrip(charged))).toMatchObject({
      ok: false,
      errors: [{ code: 'figure-differs', path: 'figures.fees.lostGames' }],
    });
  });
});

describe('reading a results file', () => {
  test('not ours, a newer version, damaged: each its own code', () => {
    expect(readResultsFile('hello')).toEqual({ ok: false, errors: [{ code: 'not-ours' }] });
    expect(readResultsFile('{"format":"skat-scorekeeper-backup","version":5}')).toEqual({
      ok: false,
      errors: [{ code: 'not-ours' }],
    });
    const text = JSON.stringify(producedNight(EXAMPLE));
    expect(readResultsFile(text.replace('"version":1', '"version":2'))).toEqual({
      ok: false,
      errors: [{ code: 'newer-version', version: 2 }],
    });
    const damaged = JSON.parse(text) as { night: { sheets: { sheetId: unknown }[] } };
    const [sheet] = damaged.night.sheets;
    if (sheet) sheet.sheetId = 7;
    expect(readResultsFile(JSON.stringify(damaged))).toEqual({
      ok: false,
      errors: [{ code: 'malformed', path: 'night.sheets.0.sheetId' }],
    });
  });
});

describe('a season', () => {
  const nights = [0, 1, 2].map((i) =>
    producedNight({ ...EXAMPLE, key: `0a1b2c3${i}`, seed: `season${i}`, players: 7 + i }),
  );

  test('its file is accepted, and its ranking changed is refused', () => {
    const file = seasonResultsFile('2026', { count: 'average', minLists: 2, minNights: 1 }, nights);
    expect(checkResultsFile(roundTrip(file))).toEqual({
      ok: true,
      // 7 players: a 4- and a 3-table (12 + 9 deals); 8: two 4-tables; 9: three 3-tables; 2 series.
      value: { nights: 3, lists: 4 + 4 + 6, deals: 2 * (21 + 24 + 27) },
    });
    const [top, ...rest] = file.figures.ranking;
    if (!top) throw new Error('ranking');
    const changed = {
      ...file,
      figures: { ranking: [{ ...top, points: top.points + 1 }, ...rest] },
    };
    expect(checkResultsFile(roundTrip(changed))).toMatchObject({
      ok: false,
      errors: [{ code: 'figure-differs', path: 'figures.ranking[0].points' }],
    });
  });

  test('the rule travels in the file and the checker applies it', () => {
    const best = { count: 'sum', minLists: 0, minNights: 0, bestLists: 3 } as const;
    const file = seasonResultsFile('2026', best, nights);
    expect(checkResultsFile(roundTrip(file)).ok).toBe(true);
    // The same figures under another rule: the checker counts by the file's rule and refuses.
    const plain = { ...file, season: { ...file.season, rule: { ...best, bestLists: 0 } } };
    expect(checkResultsFile(roundTrip(plain))).toMatchObject({
      ok: false,
      errors: [{ code: 'figure-differs' }],
    });
    // A rule the app does not know is not read at all.
    for (const rule of [
      { ...best, bestLists: -1 },
      { ...best, absenceCredit: 1.5 },
      { ...best, weighting: 2 },
    ]) {
      const text = JSON.stringify({ ...file, season: { ...file.season, rule } });
      expect(readResultsFile(text)).toMatchObject({ ok: false, errors: [{ code: 'malformed' }] });
    }
  });

  test('a changed deal in its second night is refused there', () => {
    const file = JSON.parse(
      JSON.stringify(
        seasonResultsFile('2026', { count: 'sum', minLists: 0, minNights: 0 }, nights),
      ),
    ) as {
      season: {
        nights: {
          night: { sheets: { events: { change: { kind: string; deal?: { tops?: number } } }[] }[] };
        }[];
      };
    };
    const deal = file.season.nights[1]?.night.sheets[2]?.events.find(
      (e) => e.change.kind === 'deal-added' && e.change.deal?.tops,
    )?.change.deal;
    if (!deal?.tops) throw new Error('deal');
    deal.tops = 2;
    const checked = checkResultsFile(roundTrip(file as unknown as ResultsFile));
    expect(checked.ok).toBe(false);
    expect(JSON.stringify(checked)).toContain('season.nights[1].figures.lists[2]');
  });
});

describe('the DSkV ranking of the published example (preisskat.org, Leistungsbewertung)', () => {
  // A 4-table of 48 games: raw points A +492, B +628, C +660, D −32; won 12/12/10/6; lost
  // 0/2/1/5. Seeger-Fabian adds 50 a game won, takes 50 a game lost, and gives each other player
  // at a table of four 30 for every game lost: A 1332, C 1320, B 1308, D 108.
  test('ranks A 1332, C 1320, B 1308, D 108', () => {
    const raw = [492, 628, 660, -32];
    const won = [12, 12, 10, 6];
    const lost = [0, 2, 1, 5];
    const allLost = lost.reduce((a, b) => a + b, 0);
    const seegerFabian = raw.map(
      (points, i) =>
        points + 50 * ((won[i] ?? 0) - (lost[i] ?? 0)) + 30 * (allLost - (lost[i] ?? 0)),
    );
    const [a, b, c, d] = players(4);
    if (!a || !b || !c || !d) throw new Error('players');
    const named = [
      { ...a, name: 'A' },
      { ...b, name: 'B' },
      { ...c, name: 'C' },
      { ...d, name: 'D' },
    ];
    const plan = { players: named, seriesCount: 1, fees: { entry: 0, perLost: 0, higher: null } };
    const contribution = named.map((player, i) => ({
      playerId: player.playerId,
      seegerFabian: seegerFabian[i] ?? 0,
      won: won[i] ?? 0,
      lost: lost[i] ?? 0,
      deals: 36,
    }));
    const rows = rankingRows(rankingOf(plan, [{ series: 0, table: 1, contribution }]));
    expect(rows.map((row) => [row.rank, row.name, row.seegerFabian])).toEqual([
      [1, 'A', 1332],
      [2, 'C', 1320],
      [3, 'B', 1308],
      [4, 'D', 108],
    ]);
  });
});

test('the fold of the example night is planned (the fixtures are sound)', () => {
  const file = producedNight(EXAMPLE);
  expect(foldNight(file.night.key, file.night.events).ignored).toEqual([]);
});
