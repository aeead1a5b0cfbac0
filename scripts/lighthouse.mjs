// Lighthouse, mobile, first visit: performance score, first and largest contentful paint, total
// blocking time and layout shift of the built app served by `vite preview`, the median of
// LIGHTHOUSE_RUNS runs (default 3) in Debian's Chromium. Part (d) of `npm run bench`; alone:
// `node scripts/lighthouse.mjs` against a running preview at LIGHTHOUSE_URL.
//
// Lighthouse comes through `npx --yes lighthouse@<version>`, not devDependencies: it brings about
// 85 packages and 175 MB (Sentry, OpenTelemetry, Puppeteer) that every `npm ci` — in CI, where it
// never runs — would then download. The version is pinned, so every run measures alike; npx caches
// it after the first download from the npm registry.
import { execFile } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

/** The issue 11 targets, for the report line. */
const TARGETS = { score: 0.99, fcp: 1000, lcp: 1200, tbt: 100 };

const run = promisify(execFile);

/** One Lighthouse run on a fresh profile (a first visit: no service worker, no cache). */
async function lighthouseOnce(url) {
  const { stdout } = await run(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--only-categories=performance',
      '--form-factor=mobile',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout);
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    score: report.categories.performance.score,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    // Lighthouse 13 names the largest paint's element in its LCP insight.
    lcpElement: report.audits['lcp-breakdown-insight']?.details?.items?.find(
      (item) => item.type === 'node',
    )?.selector,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Runs Lighthouse `runs` times against `url` and prints the medians; returns them. */
export async function lighthouseBench(url, runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3)) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await lighthouseOnce(url));
  const figure = (key, format) =>
    `median ${format(median(results.map((r) => r[key])))} [${results.map((r) => format(r[key])).join(', ')}]`;
  const msText = (value) => `${Math.round(value)} ms`;
  const plain = (value) => value.toFixed(2);
  const medians = Object.fromEntries(
    ['score', 'fcp', 'lcp', 'tbt', 'cls'].map((key) => [key, median(results.map((r) => r[key]))]),
  );
  const met =
    medians.score >= TARGETS.score &&
    medians.fcp <= TARGETS.fcp &&
    medians.lcp <= TARGETS.lcp &&
    medians.tbt <= TARGETS.tbt;
  console.log(
    `(d) Lighthouse ${LIGHTHOUSE.split('@')[1]} mobile, first visit, ${runs} runs: performance ${figure('score', plain)};` +
      ` first contentful paint ${figure('fcp', msText)}; largest ${figure('lcp', msText)};` +
      ` total blocking time ${figure('tbt', msText)}; layout shift ${figure('cls', plain)};` +
      ` largest element ${results[0]?.lcpElement ?? 'unknown'};` +
      ` targets (≥ ${TARGETS.score}, ≤ ${TARGETS.fcp}, ≤ ${TARGETS.lcp}, ≤ ${TARGETS.tbt} ms) ${met ? 'met' : 'NOT met'}`,
  );
  return medians;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await lighthouseBench(process.env.LIGHTHOUSE_URL ?? 'http://127.0.0.1:4173/');
}
