// pouchdb-server on 127.0.0.1, only for trying a club at home (`npm run club-server`) on a machine
// without the CouchDB release; every test runs on CouchDB 3.5 (local-server.ts). It writes its config.json
// and log.txt into its working directory, so it runs in a temporary folder of its own, in memory,
// removed when it stops; or, given a data folder, on disk there, kept when it stops, so it can be
// started again with the same databases, users and settings (a restart). Waiting for it is
// bounded; it is stopped by its pid.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { LocalServer, StartOptions as LocalStartOptions } from './local-server';

/** The same handle as the CouchDB release's (local-server.ts), without its admin and folder. */
export type PouchdbServer = Omit<LocalServer, 'admin' | 'dataDir'>;

/** As for CouchDB; without a data folder the server runs in memory. No admin: an admin party. */
export type StartOptions = Omit<LocalStartOptions, 'admin'>;

const POLL_MS = 100;

function serverBin(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('pouchdb-server/package.json')), 'bin', 'pouchdb-server');
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The uuid our own server wrote (so a `GET /` answer from another process is not taken). */
function ownUuid(dir: string): string | null {
  try {
    const config = JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8')) as {
      couchdb?: { uuid?: string };
    };
    return config.couchdb?.uuid ?? null;
  } catch {
    return null;
  }
}

/** Our server answers `GET /` (it writes its config.json, uuid included, on that first answer). */
async function answers(url: string, dir: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1_000), redirect: 'manual' });
    const body = (await response.json()) as { uuid?: string };
    return response.status === 200 && body.uuid !== undefined && body.uuid === ownUuid(dir);
  } catch {
    return false;
  }
}

/** A signal to our child by its pid; false when it is gone already (Ctrl-C reaches it too). */
function signal(pid: number, name: NodeJS.Signals): boolean {
  try {
    process.kill(pid, name);
    return true;
  } catch {
    return false;
  }
}

async function stopChild(child: ChildProcess, dir: string, remove: boolean): Promise<void> {
  const pid = child.pid;
  if (child.exitCode === null && child.signalCode === null && pid !== undefined) {
    if (signal(pid, 'SIGTERM')) {
      const done = await Promise.race([
        exited(child).then(() => true),
        sleep(5_000).then(() => false),
      ]);
      if (!done && signal(pid, 'SIGKILL')) await Promise.race([exited(child), sleep(2_000)]);
    }
  }
  if (remove) rmSync(dir, { recursive: true, force: true });
}

function lastLog(dir: string): string {
  try {
    return readFileSync(join(dir, 'log.txt'), 'utf8').trim().split('\n').slice(-3).join('\n');
  } catch {
    return '';
  }
}

async function startOn(
  port: number,
  timeoutMs: number,
  dataDir: string | undefined,
): Promise<PouchdbServer | string> {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'club-server-'));
  const remove = dataDir === undefined;
  const child = spawn(
    process.execPath,
    [
      // pouchdb-server 4.2 (pouchdb-security) rejects a request of a login that just lost its
      // access in a promise nobody handles, and Node ends on an unhandled rejection by default:
      // closing a club night (its tables' logins taken out of `_security` while their phones'
      // long polls are open) took the whole server down. A warning instead: the request is
      // refused and the server goes on, as CouchDB does.
      '--unhandled-rejections=warn',
      serverBin(),
      ...(dataDir === undefined ? ['--in-memory'] : ['--dir', dir]),
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--config',
      join(dir, 'config.json'),
      '--no-stdout-logs',
    ],
    { cwd: dir, stdio: 'ignore' },
  );
  const pid = child.pid;
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + timeoutMs;
  let gone = false;
  void exited(child).then(() => (gone = true));
  while (!gone && Date.now() < until) {
    if (await answers(`${url}/`, dir)) {
      if (pid === undefined) break;
      return { url, port, pid, stop: () => stopChild(child, dir, remove) };
    }
    await sleep(POLL_MS);
  }
  const why = gone
    ? `it ended (${lastLog(dir) || 'no log'})`
    : `no answer within ${timeoutMs / 1000} s`;
  await stopChild(child, dir, remove);
  return `port ${port}: ${why}`;
}

/** Starts pouchdb-server on the first of `ports` it can listen on; throws when none works. */
export async function startPouchdbServer(options: StartOptions): Promise<PouchdbServer> {
  const failures: string[] = [];
  for (const port of options.ports) {
    const started = await startOn(port, options.startTimeoutMs ?? 30_000, options.dataDir);
    if (typeof started !== 'string') return started;
    failures.push(started);
  }
  throw new Error(`pouchdb-server did not start: ${failures.join('; ')}`);
}
