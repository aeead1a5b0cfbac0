// A club member's session outside a browser (tests in Node, the benchmarks): CouchDB's session
// cookie kept as a browser would keep it, so the app's own requests (which send the cookie with
// `credentials: 'include'`) run unchanged.
import type { Fetch } from '../../src/sync/request';

/** A browser's cookie store for one server: sends AuthSession, takes what the server sets. */
export function cookieJar(): { fetch: Fetch; cookie: () => string | null } {
  let session: string | null = null;
  const jarFetch: Fetch = async (url, init) => {
    // As a browser: a request made with `credentials: 'omit'` neither sends nor takes cookies.
    if (init.credentials === 'omit') return fetch(url, init);
    const headers = new Headers(init.headers);
    if (session) headers.set('cookie', `AuthSession=${session}`);
    const response = await fetch(url, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const value = /^AuthSession=([^;]*)/.exec(line)?.[1];
      if (value !== undefined) session = value === '' ? null : value;
    }
    return response;
  };
  return { fetch: jarFetch, cookie: () => session };
}

/** A member logged in by the club's session (POST _session), as the app's requests carry it. */
export async function sessionOf(
  serverUrl: string,
  club: string,
  member: { name: string; password: string },
): Promise<{ server: string; name: string; fetch: Fetch }> {
  const jar = cookieJar();
  const answer = await jar.fetch(`${serverUrl}/_session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(member),
  });
  if (!answer.ok || jar.cookie() === null) throw new Error(`no session for ${member.name}`);
  return { server: `${serverUrl}/${club}`, name: member.name, fetch: jar.fetch };
}
