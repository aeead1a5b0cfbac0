// The start's chunk (scripts/start-chunk.ts): main.tsx's imports and dynamic imports and what they
// import statically, of the app's own source; not what a start part only imports dynamically.
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { startChunkName, startModules } from '../../scripts/start-chunk';

const src = (path: string) => fileURLToPath(new URL(`../../src/${path}`, import.meta.url));
const LIB = '/project/node_modules/react/index.js';

/** A module graph: id → [static imports, dynamic imports]. */
function graph(modules: Record<string, [string[], string[]]>) {
  return {
    getModuleInfo: (id: string) => {
      const found = modules[id];
      return found ? { importedIds: found[0], dynamicallyImportedIds: found[1] } : null;
    },
  };
}

const GRAPH = graph({
  [src('main.tsx')]: [[src('index.css')], [src('app/resume.ts'), src('app/render-app.tsx')]],
  [src('app/resume.ts')]: [[src('db/database.ts')], []],
  [src('app/render-app.tsx')]: [[LIB, src('ui/Button.tsx')], [src('ui/stats/Stats.tsx')]],
  [src('db/database.ts')]: [[], []],
  [src('ui/Button.tsx')]: [[LIB], []],
  [src('ui/stats/Stats.tsx')]: [[src('ui/stats/chart.ts')], []],
  [src('ui/stats/chart.ts')]: [[], []],
  [LIB]: [[], []],
});

describe('the start chunk', () => {
  test('holds what every start evaluates, and nothing loaded later', () => {
    const start = startModules(GRAPH);
    expect([...start].sort()).toEqual(
      [
        src('index.css'),
        src('app/resume.ts'),
        src('app/render-app.tsx'),
        src('db/database.ts'),
        src('ui/Button.tsx'),
        LIB,
      ].sort(),
    );
  });

  test("names the app's own start modules only: libraries and lazy screens keep their chunks", () => {
    const name = startChunkName();
    expect(name(src('ui/Button.tsx'), GRAPH)).toBe('start');
    expect(name(src('db/database.ts'), GRAPH)).toBe('start');
    expect(name(LIB, GRAPH)).toBeNull();
    expect(name(src('ui/stats/Stats.tsx'), GRAPH)).toBeNull();
  });
});
