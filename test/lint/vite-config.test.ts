// A newcomer's first command, `npm start`, loads vite.config.ts: it must print no warning. Vite
// warns while loading a config about each import it meets that its coming native loader could
// not follow (an app import without a file extension, `__dirname`, …), so the config is loaded
// here as `vite` loads it, with its warnings caught.
import path from 'node:path';
import { createLogger, loadConfigFromFile, type Logger } from 'vite';
import { expect, test } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

test('loading vite.config.ts prints no warning and no error', async () => {
  const said: string[] = [];
  const quiet = createLogger('silent');
  const logger: Logger = {
    ...quiet,
    warn: (message) => said.push(message),
    warnOnce: (message) => said.push(message),
    error: (message) => said.push(message),
  };
  const loaded = await loadConfigFromFile(
    { command: 'serve', mode: 'development' },
    path.join(ROOT, 'vite.config.ts'),
    ROOT,
    'info',
    logger,
  );
  expect(said).toEqual([]);
  // The config itself came through, the first screen's plugin with it.
  const plugins = (loaded?.config.plugins ?? []).flat();
  expect(plugins.map((plugin) => plugin && 'name' in plugin && plugin.name)).toContain(
    'first-screen-shell',
  );
}, 60_000);
