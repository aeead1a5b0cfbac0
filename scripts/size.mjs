// `npm run size`: builds the app and prints the gzipped size of what a first visit must load
// before the app can start — the entry script, the chunks it preloads, and the stylesheets —
// read from the built index.html (where the first screen's inline script names the app's code). Fails when the initial JS exceeds the budget.
// Options: --no-build measures an existing build; SIZE_OUT_DIR picks the folder (default dist).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** React (~67 kB) and Dexie (~31 kB) alone are about 100 kB gzip: our code must stay small. */
const JS_BUDGET_BYTES = 125_000;

const outDir = process.env.SIZE_OUT_DIR ?? 'dist';
if (!process.argv.includes('--no-build')) {
  execFileSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      stdio: 'inherit',
    },
  );
}

const html = readFileSync(join(outDir, 'index.html'), 'utf8');

/** Values of `attribute` on every tag matching `tagPattern` (built HTML is simple enough). */
function attributeValues(tagPattern, attribute) {
  const values = [];
  for (const [tag] of html.matchAll(tagPattern)) {
    const value = new RegExp(`\\s${attribute}="([^"]+)"`).exec(tag)?.[1];
    if (value) values.push(value);
  }
  return values;
}

/**
 * The app's code that the first screen's inline script asks for once the shell is painted
 * (build/first-screen-shell.ts): its entry and the chunks the entry imports.
 */
function appCodeOfTheShell() {
  const app = /"app":(\{"entry":"[^"]+","preload":\[[^\]]*\]\})/.exec(html)?.[1];
  if (!app) return [];
  const { entry, preload } = JSON.parse(app);
  return [entry, ...preload];
}

const js = [
  ...attributeValues(/<script\b[^>]*type="module"[^>]*>/g, 'src'),
  ...attributeValues(/<link\b[^>]*rel="modulepreload"[^>]*>/g, 'href'),
  ...appCodeOfTheShell(),
];
const css = attributeValues(/<link\b[^>]*rel="stylesheet"[^>]*>/g, 'href');
/** The stylesheet written into the page itself (the shell paints with it). */
const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
if (js.length === 0) {
  console.error(`no entry script found in ${outDir}/index.html`);
  process.exit(1);
}

function measure(url) {
  const bytes = readFileSync(join(outDir, url.replace(/^\//, '')));
  return { url, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1).padStart(7)} kB`;

function report(label, files) {
  const measured = files.map(measure);
  for (const file of measured) {
    console.log(`  ${kB(file.raw)} raw ${kB(file.gzip)} gzip  ${file.url}`);
  }
  const total = measured.reduce((sum, file) => sum + file.gzip, 0);
  console.log(`${label}: ${kB(total).trim()} gzip`);
  return total;
}

console.log('initial JS (entry + modulepreload):');
const jsTotal = report('initial JS', js);
console.log('initial CSS:');
report('initial CSS', css);
for (const text of inlineCss) {
  const bytes = Buffer.from(text);
  console.log(
    `  ${kB(bytes.length)} raw ${kB(gzipSync(bytes, { level: 9 }).length)} gzip  inline <style> in index.html`,
  );
}
const page = readFileSync(join(outDir, 'index.html'));
console.log(
  `index.html with the first screen's shell: ${kB(gzipSync(page, { level: 9 }).length).trim()} gzip`,
);

// The words of each language are a chunk of their own (src/ui/i18n/load.ts), fetched while the
// database opens: only the language in use is downloaded, so the other costs a first visit nothing.
const languageChunks = readdirSync(join(outDir, 'assets')).filter((name) =>
  /^(en|de)-[\w-]+\.js$/.test(name),
);
for (const name of languageChunks) {
  const language = name.slice(0, 2);
  const { gzip } = measure(`/assets/${name}`);
  console.log(
    `words (${language}): ${kB(gzip).trim()} gzip, fetched with the first screen;` +
      ` initial JS with them ${kB(jsTotal + gzip).trim()} gzip`,
  );
}

// Live sharing (src/sync): loaded only when a sheet is shared or joined. Its chunk (PouchDB with
// it) and the chunks it imports that the start has not loaded already: what sharing costs.
const assetNames = readdirSync(join(outDir, 'assets'));
const syncEntry = assetNames.find((name) => /^session-[\w-]+\.js$/.test(name));
if (syncEntry) {
  const initial = new Set(js.map((url) => url.replace(/^\//, '')));
  const chunks = [];
  const queue = [`assets/${syncEntry}`];
  while (queue.length > 0 && chunks.length < 50) {
    const file = queue.shift();
    if (initial.has(file) || chunks.includes(file)) continue;
    chunks.push(file);
    const code = readFileSync(join(outDir, file), 'utf8');
    for (const [, name] of code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)) {
      queue.push(`assets/${name}`);
    }
  }
  const total = chunks.map((file) => measure(`/${file}`)).reduce((sum, m) => sum + m.gzip, 0);
  console.log(
    `sync chunk (live sharing, lazy): ${kB(measure(`/assets/${syncEntry}`).gzip).trim()} gzip;` +
      ` with what it loads beyond the start: ${kB(total).trim()} gzip in ${chunks.length} chunks`,
  );
} else {
  console.log('sync chunk (live sharing): not found (assets/session-*.js)');
}

if (jsTotal > JS_BUDGET_BYTES) {
  console.error(
    `initial JS ${kB(jsTotal).trim()} gzip is over the budget of ${kB(JS_BUDGET_BYTES).trim()}`,
  );
  process.exit(1);
}
console.log(`within the budget of ${kB(JS_BUDGET_BYTES).trim()} gzip for JS`);
