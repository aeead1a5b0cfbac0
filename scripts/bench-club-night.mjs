// `node scripts/bench-club-night.mjs`: a club night under load against Apache CouchDB 3.5
// (docs/club-nights.md, Speed). A benchmark, not a test. The server runs on 127.0.0.1 (in memory, ports
// 6191–6194), started here and stopped by its pid; club-setup installs the club with a director
// (a club admin). scripts/club/night-load.ts plays the nights: the director's session creates
// each night, seats its series and follows it with the app's feed; each table's simulated phone
// writes its deals with its own table login at BENCH_NIGHT_PACE_MS. Two nights by default:
//   - a club night: 12 tables of 4 × 2 series × 48 deals;
//   - a big open tournament: 100 tables (50 of 4, 50 of 3: 350 players) × 3 series × 48 deals
//     (36 at a table of 3), unless BENCH_NIGHT_BIG=0.
// Printed for each: the deals' time from a table's write to the director's ranking (median, p95,
// max), the director's ranking rows made from each view (median, p95, max), and the whole night
// read and folded again from scratch once, for comparison.
import { load, printLoadAverage } from './bench-browser.mjs';

const PORTS = [6191, 6192, 6193, 6194];
const CLUB = 'skatclub';
const ADMIN = { name: 'admin', password: 'admin-bench-9132' };
const DIRECTOR = { name: 'dora', password: 'dora-bench-9132' };
const PACE_MS = Number(process.env.BENCH_NIGHT_PACE_MS ?? 1000);
const BIG = process.env.BENCH_NIGHT_BIG !== '0';
const DEALS = Number(process.env.BENCH_NIGHT_DEALS ?? 48);

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const ms = (value) => `${Math.round(value)} ms`;

function report(title, result) {
  console.log(`\n${title}: ${result.players} players, ${result.deals} deals`);
  const { toRanking, rankingRows } = result;
  console.log(
    `  write → director's ranking: median ${ms(percentile(toRanking, 50))}, ` +
      `p95 ${ms(percentile(toRanking, 95))}, max ${ms(Math.max(...toRanking))} (${toRanking.length} deals)`,
  );
  console.log(
    `  ranking rows per view: median ${percentile(rankingRows, 50).toFixed(2)} ms, ` +
      `p95 ${percentile(rankingRows, 95).toFixed(2)} ms, max ${Math.max(...rankingRows).toFixed(2)} ms ` +
      `(${rankingRows.length} views)`,
  );
  console.log(`  the whole night read and folded again once: ${ms(result.fullRefold)}`);
}

const { startLocalServer } = (await load('./club/local-server.ts')).module;
const { clubSetup } = (await load('./club/setup.ts')).module;
const { sessionOf } = (await load('./club/session.ts')).module;
const { runNightLoad } = (await load('./club/night-load.ts')).module;
(await load('./club/node-storage.ts')).module.installNodeStorage();
const server = await startLocalServer({ ports: PORTS, startTimeoutMs: 60_000, admin: ADMIN });
try {
  await clubSetup({
    url: server.url,
    admin: ADMIN,
    club: CLUB,
    clubAdmins: [DIRECTOR],
    guestLinks: 0,
    // 12 tables a series, 2 series: a night holds its tables' logins until it closes.
    tableLogins: 24,
    nightDatabases: 1,
  });
  const director = await sessionOf(server.url, CLUB, DIRECTOR);
  const onProgress = (text) => console.log(`  … ${text}`);
  printLoadAverage();
  const club = await runNightLoad({
    director,
    tablesOfFour: 12,
    tablesOfThree: 0,
    seriesCount: 2,
    dealsAtFour: DEALS,
    paceMs: PACE_MS,
    seriesTimeoutMs: 30 * 60_000,
    onProgress,
  });
  report('Club night, 12 tables × 2 series', club);
  if (BIG) {
    const big = await runNightLoad({
      director,
      tablesOfFour: 50,
      tablesOfThree: 50,
      seriesCount: 3,
      dealsAtFour: DEALS,
      paceMs: PACE_MS,
      seriesTimeoutMs: 30 * 60_000,
      onProgress,
    });
    report('Open tournament, 100 tables × 3 series', big);
  }
  printLoadAverage();
} finally {
  await server.stop();
}
