// `E2E_CPU_THROTTLE` slows down every page only through the shared fixture (test/support/test.ts):
// a spec that took Playwright's own `test` would run at full speed and hide its races.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

const E2E = path.resolve(import.meta.dirname, '../e2e');

test('every browser spec takes test and expect from test/support/test.ts', () => {
  const specs = readdirSync(E2E).filter((file) => file.endsWith('.spec.ts'));
  expect(specs.length).toBeGreaterThan(0);
  const direct = specs.filter((file) =>
    /from '@playwright\/test'/.test(readFileSync(path.join(E2E, file), 'utf8')),
  );
  expect(direct).toEqual([]);
  const shared = specs.filter((file) =>
    /from '\.\.\/support\/test'/.test(readFileSync(path.join(E2E, file), 'utf8')),
  );
  expect(shared).toEqual(specs);
});
