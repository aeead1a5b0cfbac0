// `npm run check-night <file>`: checks a night's (or a season's) results file offline. Vite's
// module runner loads the TypeScript (check-night.ts and the domain) as the tests do; no
// build step. Exit codes: scripts/check-night.ts.
import { runnerImport } from 'vite';

const { module } = await runnerImport(new URL('./check-night.ts', import.meta.url).pathname, {
  configFile: false,
  logLevel: 'silent',
});
process.exitCode = await module.main(process.argv.slice(2));
