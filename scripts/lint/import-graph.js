// The project's own import graph, as the layer rules see it: every relative import, type-only
// and dynamic ones included (eslint-plugin-import's no-cycle skips type-only imports, and a
// type-only circle still ties two modules together). Bare package names are not followed.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx', '.mjs'];
const CANDIDATE_SUFFIXES = ['', ...EXTENSIONS, ...EXTENSIONS.map((ext) => `/index${ext}`)];

/** Relative specifiers ('./x', '../x') in source text, in order. */
export function importSpecifiers(text) {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles.map((file) => file.fileName).filter(isRelative);
}

export function isRelative(specifier) {
  return specifier.startsWith('./') || specifier.startsWith('../');
}

/** The file a relative specifier names, or undefined (e.g. a file that does not exist yet). */
export function resolveImport(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier.replace(/[?#].*$/, ''));
  for (const suffix of CANDIDATE_SUFFIXES) {
    const candidate = base + suffix;
    if (isFile(candidate)) return candidate;
  }
  return undefined;
}

function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

// One ESLint run reads each module once; the stamp keeps a long-lived process (an editor, a
// test that plants files) from trusting a file that has changed since.
const cache = new Map();

/** The files a module imports, read from disk. Non-script files (CSS, JSON) import nothing. */
export function importsOf(file) {
  if (!EXTENSIONS.includes(path.extname(file))) return [];
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return [];
  }
  const stamp = `${stat.mtimeMs}:${stat.size}`;
  const cached = cache.get(file);
  if (cached && cached.stamp === stamp) return cached.targets;
  const targets = resolveAll(file, importSpecifiers(fs.readFileSync(file, 'utf8')));
  cache.set(file, { stamp, targets });
  return targets;
}

export function resolveAll(fromFile, specifiers) {
  const targets = specifiers.map((specifier) => resolveImport(fromFile, specifier));
  return [...new Set(targets.filter((target) => target !== undefined))];
}

/**
 * A path of imports from `start` back to `goal` (both included), or undefined. `dead` holds
 * modules already shown not to lead to `goal`, shared between searches for the same goal.
 */
export function pathBack(start, goal, importsOfFile, dead) {
  const onPath = new Set();
  const visit = (file) => {
    if (file === goal) return [file];
    if (dead.has(file) || onPath.has(file)) return undefined;
    onPath.add(file);
    for (const next of importsOfFile(file)) {
      const rest = visit(next);
      if (rest) return [file, ...rest];
    }
    onPath.delete(file);
    dead.add(file);
    return undefined;
  };
  const found = visit(start);
  // A search that found the goal may have marked a module dead only because its way to the
  // goal ran through a module still on the path: those marks are not proof, so drop them.
  if (found) dead.clear();
  return found;
}
