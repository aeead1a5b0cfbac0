// Runs one of the club scripts (TypeScript) with Node: `node scripts/club/run.mjs setup …` or
// `… server …`. Vite's module runner loads the .ts file (and the domain files it reads the
// app's bounds from) as the tests do; no build step, no other tool.
import { runnerImport } from 'vite';

const SCRIPTS = { setup: './setup.ts', server: './server.ts' };
const [name, ...args] = process.argv.slice(2);
const file = SCRIPTS[name];
if (!file) {
  console.error(`usage: node scripts/club/run.mjs ${Object.keys(SCRIPTS).join('|')} [arguments]`);
  process.exit(2);
}
const { module } = await runnerImport(new URL(file, import.meta.url).pathname, {
  configFile: false,
  logLevel: 'silent',
});
process.exitCode = await module.main(args);
