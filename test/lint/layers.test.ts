// Proof that `npm run lint` guards the layers: the same ESLint config that `eslint .` loads is
// handed planted files, and every wrong import must be an error while the right one next to it
// stays clean — so this test fails both when a fence is missing and when it fences too much.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

type Finding = { readonly rule: string | null; readonly message: string };

async function lintPlanted(file: string, code: string): Promise<readonly Finding[]> {
  const filePath = path.join(ROOT, file);
  // An ignored path would come back clean and prove nothing.
  expect(await eslint.isPathIgnored(filePath)).toBe(false);
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ rule: ruleId, message }));
}

// Loading the config and the TypeScript parser takes seconds on a busy machine: do it once,
// outside any single test's time limit.
beforeAll(() => eslint.calculateConfigForFile(path.join(ROOT, 'src/main.tsx')), 30_000);

const rulesOf = (findings: readonly Finding[]) => findings.map((finding) => finding.rule);

type Planted = { readonly file: string; readonly wrong: string; readonly right: string };

// Each row: a file that would sit in a layer, an import it must not make, one it may.
const FENCES: Readonly<Record<string, Planted>> = {
  'domain importing db': {
    file: 'src/domain/planted.ts',
    wrong: `export { db } from '../db/database';`,
    right: `export type { Deal } from './deal';`,
  },
  'domain importing a feature': {
    file: 'src/domain/planted.ts',
    wrong: `export { Button } from '../ui/common/Button';`,
    right: `export type { Deal } from './deal';`,
  },
  'db importing io': {
    file: 'src/db/planted.ts',
    wrong: `export { sheetToCsv } from '../io/csv';`,
    right: `export type { Deal } from '../domain/deal';`,
  },
  'io importing the UI': {
    file: 'src/io/planted.ts',
    wrong: `export { useT } from '../ui/i18n/I18nProvider';`,
    right: `export { db } from '../db/database';`,
  },
  'one feature importing another': {
    file: 'src/ui/sheet/planted.ts',
    wrong: `export { DealEntry } from '../entry/DealEntry';`,
    right: `export { Button } from '../common/Button';`,
  },
  'a feature importing another, spelled the long way': {
    file: 'src/ui/sheet/planted.ts',
    wrong: `export { DealEntry } from '../../ui/entry/DealEntry';`,
    right: `export { SheetScreen } from '../../ui/sheet/SheetScreen';`,
  },
  'a type-only import across features': {
    file: 'src/ui/print/planted.ts',
    wrong: `export type { SheetScreen } from '../sheet/SheetScreen';`,
    right: `export type { Deal } from '../../domain/deal';`,
  },
  'ui/common importing a feature': {
    file: 'src/ui/common/planted.ts',
    wrong: `export { SheetScreen } from '../sheet/SheetScreen';`,
    right: `export { useT } from '../i18n/I18nProvider';`,
  },
  'ui/i18n importing a feature': {
    file: 'src/ui/i18n/planted.ts',
    wrong: `export { SheetScreen } from '../sheet/SheetScreen';`,
    right: `export { en } from './en';`,
  },
  'a feature reading the English words directly': {
    file: 'src/ui/sheet/planted.ts',
    wrong: `export { en } from '../i18n/en';`,
    right: `export { useT } from '../i18n/I18nProvider';`,
  },
  'ui/common reading the German words directly': {
    file: 'src/ui/common/planted.ts',
    wrong: `export { de } from '../i18n/de';`,
    right: `export { useT } from '../i18n/I18nProvider';`,
  },
  'a feature importing the app shell': {
    file: 'src/ui/settings/planted.tsx',
    wrong: `export { App } from '../../app/App';`,
    right: `export { db } from '../../db/database';`,
  },
  // A folder inside a feature (the Ramsch entry in ui/entry/ramsch) is still that feature.
  "a feature's inner folder importing another feature": {
    file: 'src/ui/entry/ramsch/planted.ts',
    wrong: `export { SheetScreen } from '../../sheet/SheetScreen';`,
    right: `export { DealEntry } from '../DealEntry';`,
  },
  'a feature importing the sync layer statically': {
    file: 'src/ui/sheet/planted.ts',
    wrong: `export { shareSheet } from '../../sync/live/share';`,
    right: `export type { SyncStatus } from '../../sync/live/status';`,
  },
  'the app shell importing the sync layer statically': {
    file: 'src/app/planted.ts',
    wrong: `export { shareSheet } from '../sync/live/share';`,
    right: `export type { SyncStatus } from '../sync/live/status';`,
  },
  'the sync layer importing the UI': {
    file: 'src/sync/planted.ts',
    wrong: `export { useT } from '../ui/i18n/I18nProvider';`,
    right: `export { db } from '../db/database';`,
  },
  'db importing the sync layer': {
    file: 'src/db/planted.ts',
    wrong: `export const load = () => import('../sync/live/share');`,
    right: `export type { Deal } from '../domain/deal';`,
  },
  'a lazy import across features': {
    file: 'src/ui/sheet-list/planted.ts',
    wrong: `export const load = () => import('../sheet/SheetScreen');`,
    right: `export const load = () => import('./SheetListScreen');`,
  },
  // Nothing in src leaves src: a target outside it has no layer, and once passed unseen.
  'the sync layer importing the club setup script': {
    file: 'src/sync/club/planted.ts',
    wrong: `export { designDoc } from '../../../scripts/club/design';`,
    right: `export { DESIGN_DOC_ID } from '../protocol/ids';`,
  },
  // The rooms of src/sync point one way: club -> live -> protocol -> src/sync (request, types).
  'a live sheet importing the club': {
    file: 'src/sync/live/planted.ts',
    wrong: `export { clubLogin } from '../club/login';`,
    right: `export { DESIGN_DOC_ID } from '../protocol/ids';`,
  },
  'the protocol importing live sharing, for its types only': {
    file: 'src/sync/protocol/planted.ts',
    wrong: `export type { SyncStatus } from '../live/status';`,
    right: `export { isRecord } from '../request';`,
  },
  'what every sync room uses importing one of them': {
    file: 'src/sync/planted.ts',
    wrong: `export { clubLogin } from './club/login';`,
    right: `export type { PouchDoc } from './pouch-types';`,
  },
  'the domain importing a test helper, for its types only': {
    file: 'src/domain/planted.ts',
    wrong: `export type { Phone } from '../../test/sync/phones';`,
    right: `export type { Deal } from './deal';`,
  },
  'the app shell importing a script lazily': {
    file: 'src/app/planted.ts',
    wrong: `export const load = () => import('../../scripts/club/design');`,
    right: `export const load = () => import('../ui/common/sync-door');`,
  },
  // One door to sync (ui/common/sync-door.ts): a screen's own import() of it would be a second.
  'a feature loading the sync layer past the door': {
    file: 'src/ui/sheet/planted.ts',
    wrong: `export const load = () => import('../../sync/club/login');`,
    right: `export const load = async () => (await syncDoor.login()).clubLogin();\nimport { syncDoor } from '../common/sync-door';`,
  },
  'the app shell loading the sync layer past the door': {
    file: 'src/app/planted.ts',
    wrong: `export const load = () => import('../sync/club/night/publisher');`,
    right: `export type { SyncStatus } from '../sync/live/status';`,
  },
  'ui/common loading the sync layer past the door': {
    file: 'src/ui/common/planted.ts',
    wrong: `export const load = () => import('../../sync/club/session');`,
    right: `export { syncDoor } from './sync-door';`,
  },
};

describe('npm run lint fences the layers', () => {
  for (const [name, { file, wrong, right }] of Object.entries(FENCES)) {
    it(`refuses ${name}`, async () => {
      expect(rulesOf(await lintPlanted(file, wrong))).toContain('layers/fence');
      expect(await lintPlanted(file, right)).toEqual([]);
    });
  }

  it('lets main.tsx, and only main.tsx, start the app shell', async () => {
    expect(await lintPlanted('src/main.tsx', `export { App } from './app/App';`)).toEqual([]);
    const fromDb = await lintPlanted('src/db/planted.ts', `export { App } from '../app/App';`);
    expect(rulesOf(fromDb)).toContain('layers/fence');
  });

  it('lets the door, and only the door, load the sync layer', async () => {
    const door = `export const door = { login: () => import('../../sync/club/login') };`;
    expect(await lintPlanted('src/ui/common/sync-door.ts', door)).toEqual([]);
    const [finding] = await lintPlanted('src/ui/common/planted.ts', door);
    expect(finding?.message).toMatch(/only through src\/ui\/common\/sync-door\.ts/);
  });

  it("says why a sync room is fenced from another by the pair's own reason", async () => {
    const code = `export { clubLogin } from '../club/login';`;
    const [finding] = await lintPlanted('src/sync/live/planted.ts', code);
    expect(finding?.message).toMatch(/a live sheet knows no logins/);
  });

  it('keeps React out of src/io', async () => {
    const findings = await lintPlanted('src/io/planted.ts', `export { useState } from 'react';`);
    expect(rulesOf(findings)).toContain('no-restricted-imports');
  });

  it('names the layers and the reason in the message', async () => {
    const [finding] = await lintPlanted(
      'src/ui/sheet/planted.ts',
      `export { DealEntry } from '../entry/DealEntry';`,
    );
    expect(finding?.message).toMatch(/src\/ui\/sheet must not import src\/ui\/entry/);
    expect(finding?.message).toMatch(/ui\/common/);
  });

  it('names the file outside src in the message', async () => {
    const [finding] = await lintPlanted(
      'src/sync/planted.ts',
      `export { designDoc } from '../../scripts/club/design';`,
    );
    expect(finding?.message).toMatch(/src\/sync must not import scripts\/club\/design\.ts/);
  });
});

describe('npm run lint refuses import cycles', () => {
  let dir = '';
  const plant = (name: string, code: string) => writeFileSync(path.join(dir, name), code);
  const lintFile = (name: string, code: string) =>
    lintPlanted(path.relative(ROOT, path.join(dir, name)), code);

  beforeAll(() => {
    // Inside the repository, so the config that applies to real code applies here too.
    dir = mkdtempSync(path.join(ROOT, 'test/lint/planted-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a circle of two modules, even when one side imports only a type', async () => {
    const a = `import type { B } from './b';\nexport type A = { readonly b?: B };\n`;
    plant('a.ts', a);
    plant('b.ts', `import type { A } from './a';\nexport type B = { readonly a?: A };\n`);
    const findings = await lintFile('a.ts', a);
    expect(rulesOf(findings)).toContain('layers/no-cycle');
    expect(findings[0]?.message).toMatch(/a\.ts → .*b\.ts → .*a\.ts/);
  });

  it('refuses a circle of three modules', async () => {
    const c = `import { e } from './e';\nexport const c = () => e;\n`;
    plant('c.ts', c);
    plant('d.ts', `import { c } from './c';\nexport const d = () => c;\n`);
    plant('e.ts', `import { d } from './d';\nexport const e = () => d;\n`);
    expect(rulesOf(await lintFile('c.ts', c))).toContain('layers/no-cycle');
  });

  it('lets the same modules stand once the circle is broken', async () => {
    const f = `import type { G } from './g';\nexport type F = { readonly g?: G };\n`;
    plant('f.ts', f);
    plant('g.ts', `export type G = { readonly n: number };\n`);
    expect(await lintFile('f.ts', f)).toEqual([]);
  });
});
