// The club tests' server: Apache CouchDB 3.5 on 127.0.0.1, on a free port of 5991–5995 (this
// project's test ports for it), waited for (bounded) and stopped by its pid in afterAll.
import { afterAll, beforeAll } from 'vitest';
import { startLocalServer, type LocalServer } from '../../scripts/club/local-server';

const PORTS = [5991, 5992, 5993, 5994, 5995];
/** Starting may take a while when the whole suite shares two cores. */
export const START_TIMEOUT_MS = 60_000;

/**
 * Starts a server for this test file. `first`: the port index to try first, so test files that
 * run at the same time do not all race for the same port (a taken port is skipped anyway).
 */
export function clubServerForFile(
  first: number,
  ports: readonly number[] = PORTS,
): () => LocalServer {
  let server: LocalServer | undefined;
  beforeAll(async () => {
    const order = [...ports.slice(first), ...ports.slice(0, first)];
    server = await startLocalServer({ ports: order, startTimeoutMs: START_TIMEOUT_MS });
  }, START_TIMEOUT_MS * 2);
  afterAll(async () => {
    await server?.stop();
  }, 15_000);
  return () => {
    if (!server) throw new Error('club server not started');
    return server;
  };
}

export interface Answer {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Headers;
}

/** A request to the test server as `login` (name:password) or anonymous. */
export async function call(
  server: LocalServer,
  method: string,
  path: string,
  options: { body?: unknown; login?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.login)
    headers.authorization = `Basic ${Buffer.from(options.login).toString('base64')}`;
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as unknown) : null,
    headers: response.headers,
  };
}
