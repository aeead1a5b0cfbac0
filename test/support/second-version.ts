// A second version of a stored event document, written as CouchDB 3 takes it from its own author:
// a replicated write (`new_edits: false`) with a new revision, which the server validates as a new
// document (`oldDoc` null). What a member with curl can do; the phones must call it tampered.

/** A revision that sorts above any the server makes, so this version wins. */
const WINNING_REV = `1-${'f'.repeat(32)}`;

/**
 * Writes `doc` again with its change's deal replaced by `deal`, as `authorization` (basic auth),
 * into the database at `database`; the server's answer, for the caller to check.
 */
export function writeSecondVersion(
  database: string,
  authorization: string,
  doc: { readonly event: { readonly change: Record<string, unknown> } },
  deal: unknown,
): Promise<Response> {
  const branch = {
    ...doc,
    _rev: WINNING_REV,
    event: { ...doc.event, change: { ...doc.event.change, deal } },
  };
  return fetch(`${database}/_bulk_docs`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ new_edits: false, docs: [branch] }),
    signal: AbortSignal.timeout(10_000),
  });
}
