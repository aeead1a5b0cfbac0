// The club server for tests and benchmarks: Apache CouchDB 3.5 from the release beside the
// repository (`../shared/couchdb`, its start script), on 127.0.0.1. Each start has its own port and
// data folder: a temporary one, removed when it stops, or a given one, kept, so the server can be
// started again with the same databases, users and settings (a restart). The start script waits
// (bounded) until the server answers and prints its pid; stopping ends it by that pid.
//
// Where no release is found this throws: no test may pass on a stand-in. (pouchdb-server stays
// only for `npm run club-server` on a machine without the release: pouchdb-server.ts.)
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ServerAdmin {
  readonly name: string;
  readonly password: string;
}

export interface LocalServer {
  readonly url: string;
  readonly port: number;
  readonly pid: number;
  /** The server admin the server was started with (CouchDB 3 has no admin party). */
  readonly admin: ServerAdmin;
  /** The data folder (databases, config, couchdb.log). */
  readonly dataDir: string;
  /** Ends the server (by its pid) and removes its folder (a given data folder is kept). */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Ports to try in order: the first one the server could listen on is taken. */
  readonly ports: readonly number[];
  /** How long one start may take until the server answers. */
  readonly startTimeoutMs?: number;
  /**
   * A folder for the databases and config, kept when the server stops: started again on it, the
   * server holds what it held. Without it a temporary folder, removed when the server stops.
   */
  readonly dataDir?: string;
  /** The server admin; the tests' own by default. */
  readonly admin?: ServerAdmin;
}

/** The tests' server admin (club-setup logs in with it). */
export const TEST_ADMIN: ServerAdmin = { name: 'admin', password: 'admin-secret' };

const STOP_WAIT_MS = 15_000;
const POLL_MS = 100;

/** The start script: `COUCHDB_START_SCRIPT`, or the shared release beside the repository. */
export function startScript(): string {
  const given = process.env.COUCHDB_START_SCRIPT;
  if (given) return resolve(given);
  const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  return resolve(repoRoot, '../shared/couchdb/start-couchdb.sh');
}

/** Is the CouchDB release here? (`npm run club-server` falls back to pouchdb-server without it.) */
export function couchdbAvailable(): boolean {
  return existsSync(startScript());
}

function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM by pid (CouchDB shuts down cleanly on it), SIGKILL when it has not ended in time. */
async function stopPid(pid: number): Promise<void> {
  if (!alive(pid)) return;
  process.kill(pid, 'SIGTERM');
  const until = Date.now() + STOP_WAIT_MS;
  while (alive(pid) && Date.now() < until) await sleep(POLL_MS);
  if (alive(pid)) {
    process.kill(pid, 'SIGKILL');
    const last = Date.now() + 2_000;
    while (alive(pid) && Date.now() < last) await sleep(POLL_MS);
  }
}

function lastLog(dir: string): string {
  try {
    return readFileSync(join(dir, 'couchdb.log'), 'utf8').trim().split('\n').slice(-3).join('\n');
  } catch {
    return '';
  }
}

interface Started {
  readonly pid: number;
}

function runStartScript(
  script: string,
  port: number,
  dir: string,
  admin: ServerAdmin,
  timeoutMs: number,
): Promise<Started | string> {
  const seconds = Math.max(1, Math.ceil(timeoutMs / 1000));
  return new Promise((done) => {
    execFile(
      'bash',
      [script, String(port), dir],
      {
        env: {
          ...process.env,
          COUCH_ADMIN: `${admin.name}:${admin.password}`,
          COUCH_START_TIMEOUT: String(seconds),
        },
        // The script's own wait is bounded by COUCH_START_TIMEOUT; this bounds the script.
        timeout: timeoutMs + 30_000,
        killSignal: 'SIGKILL',
      },
      (error, stdout, stderr) => {
        const pid = Number(String(stdout).trim().split('\n').pop());
        if (!error && Number.isInteger(pid) && pid > 0) return done({ pid });
        const why = String(stderr).trim().split('\n').slice(-2).join(' ');
        done(`port ${port}: ${why || (error ? error.message : 'no pid printed')}`);
      },
    );
  });
}

async function startOn(
  script: string,
  port: number,
  options: StartOptions,
): Promise<LocalServer | string> {
  const admin = options.admin ?? TEST_ADMIN;
  const dir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'club-couchdb-'));
  const remove = options.dataDir === undefined;
  const started = await runStartScript(script, port, dir, admin, options.startTimeoutMs ?? 60_000);
  if (typeof started === 'string') {
    const log = lastLog(dir);
    if (remove) rmSync(dir, { recursive: true, force: true });
    return log ? `${started} (${log})` : started;
  }
  const { pid } = started;
  let stopped: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid,
    admin,
    dataDir: dir,
    stop: () =>
      (stopped ??= stopPid(pid).then(() => {
        if (remove) rmSync(dir, { recursive: true, force: true });
      })),
  };
}

/** Starts CouchDB on the first of `ports` it can listen on; throws when none works. */
export async function startLocalServer(options: StartOptions): Promise<LocalServer> {
  const script = startScript();
  if (!existsSync(script))
    throw new Error(
      `No CouchDB release: ${script} is missing (the shared folder beside the repository, or COUCHDB_START_SCRIPT).`,
    );
  const failures: string[] = [];
  for (const port of options.ports) {
    const started = await startOn(script, port, options);
    if (typeof started !== 'string') return started;
    failures.push(started);
  }
  throw new Error(`CouchDB did not start: ${failures.join('; ')}`);
}
