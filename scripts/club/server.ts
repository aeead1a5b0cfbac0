// `npm run club-server [-- --port 5984]`: a club server to try at home, on 127.0.0.1, set up by
// club-setup with a demo club, its logins printed. Apache CouchDB 3.5 from the release beside the
// repository (../shared/couchdb) in a temporary data folder; on a machine without that release,
// pouchdb-server in memory. Either is gone when it stops; Ctrl-C ends it. Clubs run Apache CouchDB
// 3.5 (docs/club-server.md).
import { parseArgs } from 'node:util';
import { ClubError } from './couch';
import { couchdbAvailable, startLocalServer } from './local-server';
import { startPouchdbServer } from './pouchdb-server';
import { clubSetup } from './setup';

export const DEMO = {
  club: 'demo',
  admin: { name: 'admin', password: 'admin-demo' },
  members: [
    { name: 'anna', password: 'anna-demo' },
    { name: 'ben', password: 'ben-demo' },
  ],
  clubAdmins: [{ name: 'clara', password: 'clara-demo' }],
};

export async function main(argv: readonly string[]): Promise<number> {
  let values: { port?: string; origin?: string[] };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { port: { type: 'string' }, origin: { type: 'string', multiple: true } },
    }));
  } catch (error) {
    console.error(`club-server: ${error instanceof Error ? error.message : String(error)}`);
    console.error('usage: npm run club-server [-- --port 5984] [--origin http://127.0.0.1:5173]…');
    return 2;
  }
  const port = Number(values.port ?? 5984);
  if (!Number.isInteger(port) || port < 1024 || port > 65535) {
    console.error(`club-server: --port ${values.port}: a port from 1024 to 65535.`);
    return 2;
  }
  const origins = values.origin ?? ['http://localhost:5173', 'http://127.0.0.1:5173'];
  const onCouchdb = couchdbAvailable();
  let server: { url: string; pid: number; stop(): Promise<void> };
  try {
    server = onCouchdb
      ? await startLocalServer({ ports: [port], admin: DEMO.admin })
      : await startPouchdbServer({ ports: [port] });
  } catch (error) {
    console.error(`club-server: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await server.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  try {
    const steps = await clubSetup({ url: server.url, ...DEMO, origins });
    for (const step of steps) console.log(`${step.result.padEnd(9)} ${step.what}`);
  } catch (error) {
    console.error(`club-server: ${error instanceof ClubError ? error.message : String(error)}`);
    await stop(1);
  }
  const login = (user: { name: string; password: string }) => `${user.name} / ${user.password}`;
  console.log(`
Club server (${onCouchdb ? 'Apache CouchDB 3.5, a temporary data folder' : 'pouchdb-server, in memory: no CouchDB release beside the repository'}; everything is gone when it stops)
  server:      ${server.url}   (pid ${server.pid})
  club:        ${server.url}/${DEMO.club}
  server admin ${login(DEMO.admin)}
  members:     ${DEMO.members.map(login).join(', ')}
  club admin:  ${DEMO.clubAdmins.map(login).join(', ')}
  CORS for:    ${origins.join(', ')}
Ctrl-C stops it.`);
  // Keep running until a signal stops the server. CouchDB runs on its own (its start script
  // detaches it), so nothing else holds Node's event loop open: this timer does.
  setInterval(() => {}, 2 ** 30);
  await new Promise<never>(() => {});
  return 0;
}
