// `node scripts/bench-season.mjs`: a season of 50 club nights opens its ranking
// (docs/club-nights.md, Speed). A benchmark, not a test. Each night: 12 tables (8 of four, 4 of three: 44
// players of a club of 80) × 2 series, its result as the night's `night-results` (NightResult per
// player). Measured, medians of BENCH_RUNS (20):
//   - ranking: seasonRanking over the 50 nights' results (src/domain/tournament/season.ts, loaded
//     by Vite's module runner as the club scripts are), by the sum and by the average per list
//     with minimums (44 lists over 22 nights);
//   - from the server: Apache CouchDB 3.5 on 127.0.0.1 (ports 6185–6188, in memory, stopped by its
//     pid) holding the 50 nights as night documents (each night's planned, two series assigned,
//     results and closed events; written as the server's admin into a database without a design
//     document), read as the season screen reads them — one `_all_docs` range "night:" …
//     "night:\ufff0" with the documents — then each night's latest results picked and ranked.
import { performance } from 'node:perf_hooks';
import { runnerImport } from 'vite';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const NIGHTS = 50;
const CLUB_SIZE = 80;
const FOUR_TABLES = 8;
const THREE_TABLES = 4;
const SERIES = 2;
const PORTS = [6185, 6186, 6187, 6188];
const DB = 'skatclub';

const load = async (path) =>
  (
    await runnerImport(new URL(path, import.meta.url).pathname, {
      configFile: false,
      logLevel: 'silent',
    })
  ).module;
const { seasonRanking } = await load('../src/domain/tournament/season.ts');
const { startLocalServer } = await load('./club/local-server.ts');

/** A small deterministic random (mulberry32), so every run ranks the same season. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rand = random(20261127);
const between = (low, high) => low + Math.floor(rand() * (high - low + 1));
const hex = (digits) =>
  Array.from({ length: digits }, () => Math.floor(rand() * 16).toString(16)).join('');
const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-8${hex(3)}-${hex(12)}`;
const members = Array.from({ length: CLUB_SIZE }, (_, i) => ({
  playerId: uuid(),
  name: `Member ${i + 1}`,
}));

/** One night: its players, its two series' tables, and every player's result. */
function night(index) {
  const players = [...members]
    .sort(() => rand() - 0.5)
    .slice(0, FOUR_TABLES * 4 + THREE_TABLES * 3);
  const key = hex(8);
  const date = `2026-${String(1 + Math.floor(index / 5)).padStart(2, '0')}-${String(1 + (index % 5) * 6).padStart(2, '0')}`;
  const series = Array.from({ length: SERIES }, (_, s) => {
    const order = [...players].sort(() => rand() - 0.5);
    const tables = [];
    let at = 0;
    for (let table = 1; table <= FOUR_TABLES + THREE_TABLES; table += 1) {
      const size = table <= FOUR_TABLES ? 4 : 3;
      tables.push({
        table,
        players: order.slice(at, at + size).map((p) => p.playerId),
        sheetId: `${key}-${hex(4)}-0${s}${table.toString(16).padStart(2, '0')}-0${hex(3)}-${hex(12)}`,
      });
      at += size;
    }
    return tables;
  });
  const results = players.map((player) => ({
    playerId: player.playerId,
    name: player.name,
    seegerFabian: between(-600, 2400),
    won: between(0, 20),
    lost: between(0, 8),
    lists: SERIES,
  }));
  return { key, name: `Clubabend ${index + 1}`, date, players, series, results };
}

const season = Array.from({ length: NIGHTS }, (_, i) => night(i));
const SUM = { count: 'sum', minLists: 0, minNights: 0 };
const AVERAGE = { count: 'average', minLists: 44, minNights: 22 };

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function timed(run) {
  const times = [];
  let last;
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    last = run();
    times.push(performance.now() - start);
  }
  return { median: median(times), max: Math.max(...times), last };
}

const ms = (value) => `${value.toFixed(1)} ms`;
const nightResults = season.map((n) => n.results);
const sum = timed(() => seasonRanking(nightResults, SUM));
const average = timed(() => seasonRanking(nightResults, AVERAGE));
const ranked = average.last.filter((row) => row.qualified).length;
console.log(
  `season: ${NIGHTS} nights × ${FOUR_TABLES + THREE_TABLES} tables × ${SERIES} series, ${season[0].results.length} players a night of a club of ${CLUB_SIZE}`,
);
console.log(
  `seasonRanking, sum: median ${ms(sum.median)} (max ${ms(sum.max)}), ${sum.last.length} rows`,
);
console.log(
  `seasonRanking, average, ≥ 44 lists over ≥ 22 nights: median ${ms(average.median)} (max ${ms(average.max)}), ${ranked} ranked, ${average.last.length - ranked} not yet`,
);

/** The night's events as the director's phone writes them (night-log.ts), one document each. */
function nightDocs(n) {
  const at0 = Date.parse(`${n.date}T19:00:00Z`);
  const fees = { entry: 1000, perLost: 50, higher: { from: 4, cents: 100 } };
  const setup = {
    name: n.name,
    date: n.date,
    players: n.players,
    seriesCount: SERIES,
    dealsAtFour: 48,
    dealsAtThree: 36,
    fees,
    rules: {
      preset: 'tournament',
      rules: {
        list: 'seeger-fabian',
        kontra: 'off',
        passed: 'thrown-in',
        ramsch: null,
        bock: { kind: 'off' },
        stake: null,
      },
    },
    prizes: { shares: [30, 20, 15, 10], source: 'entry' },
  };
  const changes = [
    { kind: 'night-planned', setup },
    ...n.series.map((tables, series) => ({
      kind: 'series-assigned',
      series,
      assignment: series === 0 ? { kind: 'draw', seed: hex(8) } : { kind: 'standings' },
      tables,
    })),
    { kind: 'night-results', results: n.results },
    { kind: 'night-closed' },
  ];
  return changes.map((change, i) => {
    const event = { id: uuid(), at: at0 + i * 3_600_000, change };
    return {
      _id: `night:${n.key}:event:${event.id}:by:director`,
      nightId: n.key,
      author: 'director',
      event,
    };
  });
}

/** What the season screen does with the club's nights: the latest results of each closed night. */
function summaries(rows) {
  const byNight = new Map();
  for (const { doc } of rows) {
    if (!doc?.event?.change) continue;
    const summary = byNight.get(doc.nightId) ?? {
      key: doc.nightId,
      closed: false,
      results: null,
      resultsAt: -1,
    };
    const { change, at } = doc.event;
    if (change.kind === 'night-planned')
      Object.assign(summary, { name: change.setup.name, date: change.setup.date });
    if (change.kind === 'night-closed') summary.closed = true;
    if (change.kind === 'night-results' && at > summary.resultsAt)
      Object.assign(summary, { results: change.results, resultsAt: at });
    byNight.set(doc.nightId, summary);
  }
  return [...byNight.values()];
}

const server = await startLocalServer({ ports: PORTS });
try {
  const base = `${server.url}/${DB}`;
  // CouchDB 3: a new database is the admin's until its security is set.
  const auth = {
    authorization: `Basic ${Buffer.from(`${server.admin.name}:${server.admin.password}`).toString('base64')}`,
  };
  const json = { 'content-type': 'application/json', ...auth };
  const created = await fetch(base, { method: 'PUT', headers: auth });
  if (!created.ok) throw new Error(`database not created: ${created.status}`);
  const docs = season.flatMap(nightDocs);
  const written = await fetch(`${base}/_bulk_docs`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ docs }),
  });
  if (!written.ok) throw new Error(`night documents not written: ${written.status}`);
  const bytes = docs.reduce((total, doc) => total + JSON.stringify(doc).length, 0);
  console.log(
    `server: ${docs.length} night documents (${(bytes / 1024).toFixed(0)} KiB) in ${base}`,
  );
  const range = `${base}/_all_docs?include_docs=true&startkey=${encodeURIComponent('"night:"')}&endkey=${encodeURIComponent('"night:\ufff0"')}`;
  const times = { read: [], ranked: [] };
  let rows = 0;
  for (let i = 0; i < Math.min(RUNS, 10); i += 1) {
    const start = performance.now();
    const answer = await fetch(range, { headers: auth, signal: AbortSignal.timeout(30_000) });
    const body = await answer.json();
    const read = performance.now();
    const nights = summaries(body.rows).filter(
      (n) => n.closed && n.results && n.date.startsWith('2026'),
    );
    const ranking = seasonRanking(
      nights.map((n) => n.results),
      AVERAGE,
    );
    times.read.push(read - start);
    times.ranked.push(performance.now() - start);
    rows = ranking.length;
  }
  console.log(
    `server → season ranking (one _all_docs range, summaries, seasonRanking): median ${ms(median(times.ranked))} (max ${ms(Math.max(...times.ranked))}); the read alone median ${ms(median(times.read))}; ${rows} rows`,
  );
} finally {
  await server.stop();
}
