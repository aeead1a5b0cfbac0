// The live ranking's benchmark (pure, no browser): `node scripts/bench-night-ranking.mjs`. Vite's
// module runner loads the TypeScript (scripts/bench-night-ranking.ts and the domain) as the tests
// do; see docs/club-nights.md, Speed.
import { runnerImport } from 'vite';

const { module } = await runnerImport(
  new URL('./bench-night-ranking.ts', import.meta.url).pathname,
  {
    configFile: false,
    logLevel: 'silent',
  },
);
process.exitCode = module.main();
