// A tiny static server for the built app, owned by the test: the offline tests close it so no
// request can reach a network, and the update test makes it publish a new service worker.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { AddressInfo } from 'node:net';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
};

export interface StaticServer {
  readonly url: string;
  /** Every path requested so far, in order. */
  readonly requests: readonly string[];
  /**
   * Serves a byte-different sw.js from now on, as a redeploy does. The browser compares the worker
   * script byte by byte on each update check, so it installs this one and, with registerType
   * 'prompt', leaves it waiting until the player accepts.
   */
  publishNewServiceWorker(): void;
  close(): Promise<void>;
}

/** Serves `dir` (a `vite build` output) on 127.0.0.1: service workers need a secure origin. */
export async function serveBuiltApp(dir: string, port = 0): Promise<StaticServer> {
  const requests: string[] = [];
  let deployment = 1;
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    requests.push(path);
    const file = normalize(join(dir, path === '/' ? 'index.html' : path));
    if (!file.startsWith(normalize(dir))) {
      res.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => {
        const extra = path === '/sw.js' && deployment > 1 ? `\n// deployment ${deployment}\n` : '';
        res.writeHead(200, {
          'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
          'cache-control': 'no-cache',
        });
        res.end(extra ? Buffer.concat([body, Buffer.from(extra)]) : body);
      },
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actualPort } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    requests,
    publishNewServiceWorker() {
      deployment += 1;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/** The build the browser tests run against (E2E_DIST lets helpers test their own build). */
export const BUILT_APP_DIR = join(process.cwd(), process.env.E2E_DIST ?? 'dist');
