// This phone's device slot in a shared sheet (issue 34, item 5): a member's events live in
// numbered slots "slot:<author>:<k>:<n>" (protocol/ids.ts), k a device slot one phone of theirs
// claims once, n that phone's own count. Two phones of one member must never share a k: the
// server keeps the first version of a slot's one fixed revision, so the second phone's event
// under the same number would be lost without a word. So a slot is claimed on the server and
// read back there (the first claim holds), and only then written into; the claim is kept in the
// local store as the server holds it, and a restart finds it there by this phone's device id.
import { MAX_DEVICE_SLOTS } from '../protocol/bounds';
import { deviceClaimDoc } from '../protocol/event-doc';
import { deviceClaimDocId, eventSlotOfDocId } from '../protocol/ids';
import type { BulkResult, Pouch, PouchDoc } from '../pouch-types';

/** The claims of this member's device slots in the sheet that `pouch` holds: slot → device. */
export async function claimsIn(
  pouch: Pouch,
  sheetId: string,
  author: string,
): Promise<Map<number, PouchDoc>> {
  // By their ids (at most MAX_DEVICE_SLOTS): no range that other documents could fill.
  const keys = Array.from({ length: MAX_DEVICE_SLOTS }, (_, k) =>
    deviceClaimDocId(sheetId, author, k),
  );
  const { rows } = await pouch.allDocs({ keys, include_docs: true });
  const claims = new Map<number, PouchDoc>();
  rows.forEach((row, slot) => {
    if (row.doc && typeof row.doc.device === 'string') claims.set(slot, row.doc);
  });
  return claims;
}

/** The slot whose claim names this device; null: none of them. */
export function ownSlot(claims: ReadonlyMap<number, PouchDoc>, device: string): number | null {
  for (const [slot, claim] of claims) if (claim.device === device) return slot;
  return null;
}

/** What a claim's write came to: the slot held, none left, or the server's refusal. */
export type Claimed =
  { readonly slot: number } | { readonly slot: null; readonly refused?: BulkResult };

/** A claim as the server holds it, kept in the local store (a restart reads it there). */
async function kept(local: Pouch, claim: PouchDoc): Promise<void> {
  const { _id, _rev, sheetId, author, device } = claim;
  await local.bulkDocs([{ _id, _rev, sheetId, author, device }], { new_edits: false });
}

/**
 * This device's slot on the server: its own claim if the server holds one (a store rebuilt
 * empty finds it there), else the first slot no claim names, claimed and read back. A slot
 * another phone claimed a moment before is left to it and the next one tried. Throws what the
 * request threw (offline); `refused` is the server's refusal of the claim.
 */
export async function claimSlot(
  remote: Pouch,
  local: Pouch,
  sheetId: string,
  author: string,
  device: string,
): Promise<Claimed> {
  const claims = await claimsIn(remote, sheetId, author);
  for (let slot = 0; slot < MAX_DEVICE_SLOTS; slot += 1) {
    const mine = ownSlot(claims, device);
    if (mine !== null) {
      await kept(local, claims.get(mine) as PouchDoc);
      return { slot: mine };
    }
    if (claims.has(slot)) continue;
    const claim = deviceClaimDoc(sheetId, author, slot, device);
    const results = await remote.bulkDocs([claim], { new_edits: false });
    const refused = results.find((result) => result.error !== undefined && result.error !== false);
    if (refused) return { slot: null, refused };
    // Read back: what the server holds is the first claim of the slot, this one or another's.
    const back = (await claimsIn(remote, sheetId, author)).get(slot);
    if (back) claims.set(slot, back);
  }
  const mine = ownSlot(claims, device);
  if (mine === null) return { slot: null };
  await kept(local, claims.get(mine) as PouchDoc);
  return { slot: mine };
}

/**
 * The next number of device slot `slot`: one past the highest this member's slot holds among
 * `ids` (the sheet's documents here), derived each time, so no stored count can drift.
 */
export function nextSlotNumber(
  ids: Iterable<string>,
  sheetId: string,
  author: string,
  slot: number,
): number {
  let next = 0;
  for (const id of ids) {
    const parts = eventSlotOfDocId(id);
    if (parts && parts.sheetId === sheetId && parts.author === author && parts.device === slot)
      next = Math.max(next, parts.n + 1);
  }
  return next;
}
