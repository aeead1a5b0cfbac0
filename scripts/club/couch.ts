// A small CouchDB client for the club scripts: JSON over fetch, to the one server it was made
// for and nowhere else (no redirects followed), each request bounded in time.

/** A failure the scripts report in words and with an exit code (never a stack trace). */
export class ClubError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = 1,
  ) {
    super(message);
    this.name = 'ClubError';
  }
}

export interface Login {
  readonly name: string;
  readonly password: string;
}

export interface Reply {
  readonly status: number;
  readonly body: unknown;
}

/** One request may take this long before it counts as failed. */
export const REQUEST_TIMEOUT_MS = 10_000;

/** The server's address as given: http(s), no login, no query; a trailing slash is dropped. */
export function serverUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ClubError(`Not a server address: ${text} (e.g. https://club.example.org)`, 2);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ClubError(`The server address must start with http:// or https://: ${text}`, 2);
  if (url.username || url.password)
    throw new ClubError('Give the login with --admin, not in the server address.', 2);
  if (url.search || url.hash)
    throw new ClubError(`The server address takes no query or fragment: ${text}`, 2);
  url.pathname = url.pathname.replace(/\/+$/, '');
  return url;
}

function basic(login: Login): string {
  return `Basic ${Buffer.from(`${login.name}:${login.password}`, 'utf8').toString('base64')}`;
}

export class Couch {
  private readonly deadline: number;

  /** `totalMs`: all requests of this client together may take this long (then a ClubError). */
  constructor(
    readonly base: URL,
    totalMs: number,
    private readonly timeoutMs: number = REQUEST_TIMEOUT_MS,
  ) {
    this.deadline = Date.now() + totalMs;
  }

  /** `path` is below the server's address: "/_session", "/club/_security". */
  async request(method: string, path: string, options: { body?: unknown; login?: Login } = {}) {
    if (!path.startsWith('/')) throw new Error(`couch: path must start with "/": ${path}`);
    const url = new URL(this.base.href.replace(/\/$/, '') + path);
    // Only ever the server we were given: a path cannot lead elsewhere.
    if (url.origin !== this.base.origin)
      throw new Error(`couch: ${path} leaves ${this.base.origin}`);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.login) headers.authorization = basic(options.login);
    const left = this.deadline - Date.now();
    if (left <= 0)
      throw new ClubError(`${this.base.origin} took too long: gave up before ${method} ${path}.`);
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        redirect: 'manual',
        signal: AbortSignal.timeout(Math.min(this.timeoutMs, left)),
      });
    } catch (error) {
      const cause = error instanceof Error ? (error.cause ?? error) : error;
      const why = cause instanceof Error ? cause.message : String(cause);
      throw new ClubError(`Cannot reach ${this.base.origin} (${method} ${path}): ${why}`);
    }
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      // Not JSON: kept as text for the message.
    }
    return { status: response.status, body } satisfies Reply;
  }
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The server's own words for a failed request, for a message. */
export function describe(reply: Reply): string {
  const body = reply.body;
  if (isObject(body)) {
    const parts = [body.error, body.reason].filter((part) => typeof part === 'string');
    if (parts.length > 0) return `${reply.status} ${parts.join(': ')}`;
  }
  return `${reply.status} ${typeof body === 'string' ? body.slice(0, 200) : JSON.stringify(body)}`;
}
