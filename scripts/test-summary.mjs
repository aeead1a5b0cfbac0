// Sums Vitest's and Playwright's JSON reports into one plain closing line for CI:
// "tests: N passed, N failed". Exits non-zero when a test failed or none ran.
import { existsSync, readFileSync } from 'node:fs';

const [vitestFile, playwrightFile] = process.argv.slice(2);
let passed = 0;
let failed = 0;

if (vitestFile && existsSync(vitestFile)) {
  const r = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
}

function walk(suite) {
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      if (t.status === 'expected' || t.status === 'flaky') passed += 1;
      else if (t.status === 'unexpected') failed += 1;
    }
  }
  for (const child of suite.suites ?? []) walk(child);
}
if (playwrightFile && existsSync(playwrightFile)) {
  const r = JSON.parse(readFileSync(playwrightFile, 'utf8'));
  for (const s of r.suites ?? []) walk(s);
}

console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
