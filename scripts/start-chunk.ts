import { fileURLToPath } from 'node:url';

/**
 * The app's own start code in one chunk. src/main.tsx loads its parts as dynamic imports, and
 * left alone the bundler cut them and what they share into some twenty small chunks (0.2–2.6 kB
 * gzip each). Every first visit loads all of them, and each compresses on its own, without the
 * words it shares with the others: measured, the same code took 23.1 kB gzip in 23 chunks and
 * 18.3 kB as one file. The libraries stay in their own chunks (React, React DOM, Dexie): they are
 * the big evaluations, which main.tsx spreads over separate tasks.
 */
/** A file of the app's source, as the bundler names it (asked when the build runs: the tests
 * that import the shell plugin run where `import.meta.url` is not a file). */
const source = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

interface ModuleGraph {
  getModuleInfo(id: string): {
    readonly importedIds: readonly string[];
    readonly dynamicallyImportedIds: readonly string[];
  } | null;
}

/**
 * The modules every start evaluates: main.tsx's imports and dynamic imports, and everything
 * they import statically (the same set scripts/first-screen-shell.ts preloads, by chunk).
 */
export function startModules(graph: ModuleGraph): Set<string> {
  const main = graph.getModuleInfo(source('main.tsx'));
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id)) return;
    found.add(id);
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  for (const id of [...(main?.importedIds ?? []), ...(main?.dynamicallyImportedIds ?? [])]) {
    visit(id);
  }
  return found;
}

/** The chunk name of a start module of the app's own source, or null (left to the bundler). */
export function startChunkName(): (id: string, graph: ModuleGraph) => string | null {
  // Computed once per chunking pass: the graph does not change within it.
  let start: Set<string> | undefined;
  let graphOfStart: ModuleGraph | undefined;
  let appSource: string | undefined;
  return (id, graph) => {
    if (graph !== graphOfStart) {
      start = startModules(graph);
      graphOfStart = graph;
    }
    appSource ??= source('');
    return id.startsWith(appSource) && start?.has(id) ? 'start' : null;
  };
}
