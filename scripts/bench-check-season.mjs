// The results checker's benchmark (pure, no browser): `node scripts/bench-check-season.mjs`. Vite's
// module runner loads the TypeScript (scripts/bench-check-season.ts and the domain) as the tests do.
import { runnerImport } from 'vite';

const { module } = await runnerImport(
  new URL('./bench-check-season.ts', import.meta.url).pathname,
  { configFile: false, logLevel: 'silent' },
);
process.exitCode = await module.main(process.argv.slice(2));
