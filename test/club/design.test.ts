// The club's validate_doc_update, run in-process as CouchDB calls it (the server tests run it on
// a real server: server.test.ts), and checked against the domain's kinds and bounds.
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import * as v from 'valibot';
import {
  CLUB_VIEWS,
  designDoc,
  validateDocUpdateSource,
  guestDesignDoc,
} from '../../scripts/club/design';
import { EVENT_KINDS } from '../../src/sync/protocol/kinds';
import { eventDoc, eventOfDoc, type ClubEventDoc } from '../../src/sync/protocol/event-doc';
import { eventDocId } from '../../src/sync/protocol/ids';
import { ID_PATTERN, MAX_SEEN } from '../../src/sync/protocol/bounds';
import { REFUSALS } from '../../src/sync/protocol/refusals';
import { eventIdFor, UPGRADE_DEVICE } from '../../src/domain/bounded-log';
import { MAX_CLOCK, MAX_TIME } from '../../src/domain/log-bounds';
import { START_DEVICE } from '../../src/sync/live/sheet-start';
import { BackupChangeSchema, BackupEventSchema } from '../../src/io/backup-format';
import {
  biggestLegalDoc,
  countedChars,
  docOfSize,
  event,
  MAX_EVENT_DOC_CHARS,
  renameDoc,
} from './events';

interface UserCtx {
  name: string | null;
  roles: string[];
}
type Validate = (newDoc: unknown, oldDoc: unknown, userCtx: UserCtx, secObj: unknown) => void;

// CouchDB compiles the function from its text: so does the test.
const validate = new Function(`return (${validateDocUpdateSource('demo')});`)() as Validate;

const SECURITY = {
  admins: { names: [], roles: ['demo-admin'] },
  members: { names: [], roles: ['demo-member'] },
};
const anna: UserCtx = { name: 'anna', roles: ['demo-member'] };
const clara: UserCtx = { name: 'clara', roles: ['demo-member', 'demo-admin'] };

/** The code the function refuses with, or 'ok'. */
function verdict(
  newDoc: unknown,
  oldDoc: unknown = null,
  user: UserCtx = anna,
  security: unknown = SECURITY,
): string {
  try {
    validate(newDoc, oldDoc, user, security);
    return 'ok';
  } catch (error) {
    return (error as { forbidden?: string }).forbidden ?? `threw ${String(error)}`;
  }
}

/** The doc with some fields set (any value: the point is to break the form). */
function withFields(doc: ClubEventDoc, fields: Record<string, unknown>): unknown {
  return { ...doc, ...fields };
}
function withEvent(doc: ClubEventDoc, fields: Record<string, unknown>): unknown {
  return { ...doc, event: { ...doc.event, ...fields } };
}

describe('the kinds and bounds come from the domain', () => {
  test('every kind of the log, and no other (the backup format lists them at run time)', () => {
    const kinds = BackupChangeSchema.options.map((option) => option.entries.kind.literal);
    expect([...EVENT_KINDS].sort()).toEqual([...kinds].sort());
    for (const kind of kinds) expect(validateDocUpdateSource('demo')).toContain(`"${kind}":true`);
  });

  test('the clock and time bounds are the domain’s', () => {
    const source = validateDocUpdateSource('demo');
    expect(source).toContain(`MAX_CLOCK = ${MAX_CLOCK}`);
    expect(source).toContain(`MAX_TIME = ${MAX_TIME}`);
    expect(source).not.toMatch(/__[A-Z_]+__/);
  });

  test('the app’s ids fit the id form, a colon does not', () => {
    const id = new RegExp(ID_PATTERN);
    for (const good of [randomUUID(), eventIdFor('v4-added-old'), UPGRADE_DEVICE, 'a'.repeat(64)])
      expect(good).toMatch(id);
    expect(eventIdFor('v4-added-old')).toMatch(/^v4-added-/);
    for (const bad of ['', 'a:b', 'a'.repeat(65), 'ä']) expect(bad).not.toMatch(id);
  });

  test('the biggest event the app allows passes its own schema and fits well under the bound', () => {
    const doc = biggestLegalDoc('u'.repeat(64));
    expect(v.safeParse(BackupEventSchema, doc.event).success).toBe(true);
    expect(doc.seen).toHaveLength(MAX_SEEN);
    expect(countedChars(doc)).toBeLessThan(13_000);
    expect(countedChars(doc)).toBeLessThan(MAX_EVENT_DOC_CHARS);
    expect(verdict(doc, null, { name: 'u'.repeat(64), roles: [] })).toBe('ok');
  });

  test('the function is plain ES5, for any engine CouchDB runs it in', () => {
    const source = validateDocUpdateSource('demo');
    for (const newer of ['=>', 'let ', 'const ', '`', '...', 'class '])
      expect(source).not.toContain(newer);
    expect(source).toMatch(/^function \(newDoc, oldDoc, userCtx, secObj\) \{/);
  });

  test('the design document carries the function and the club list views, plain ES5 too', () => {
    expect(designDoc('demo')).toEqual({
      _id: '_design/club',
      language: 'javascript',
      validate_doc_update: validateDocUpdateSource('demo'),
      views: CLUB_VIEWS,
    });
    for (const view of Object.values(CLUB_VIEWS)) {
      for (const newer of ['=>', 'let ', 'const ', '`', '...', 'class '])
        expect(view.map).not.toContain(newer);
      expect(view.map).toMatch(/^function \(doc\) \{/);
    }
    expect(CLUB_VIEWS.sheets.map).toContain(JSON.stringify(START_DEVICE));
  });
});

describe('validate_doc_update', () => {
  test('a member writes a new event as themself', () => {
    const doc = renameDoc('anna');
    expect(doc._id).toBe(eventDocId(doc.sheetId, doc.event.id, 'anna'));
    expect(verdict(doc)).toBe('ok');
    expect(verdict(eventDoc(doc.sheetId, 'anna', doc.event, [randomUUID()]))).toBe('ok');
  });

  test('an event’s seen travels beside it in the document, and comes back on it', () => {
    const { event, sheetId } = renameDoc('anna');
    const seen = [randomUUID(), randomUUID()];
    const doc = eventDoc(sheetId, 'anna', { ...event, seen });
    expect(doc.seen).toEqual(seen);
    expect('seen' in doc.event).toBe(false);
    expect(verdict(doc)).toBe('ok');
    expect(eventOfDoc(doc)).toEqual({ ...event, seen });
    expect(eventOfDoc(eventDoc(sheetId, 'anna', event))).toEqual(event);
  });

  test('every kind of the domain is taken, an unknown one refused', () => {
    for (const kind of EVENT_KINDS) {
      const doc = renameDoc('anna');
      expect(verdict(withEvent(doc, { change: { kind } }))).toBe('ok');
    }
    const doc = renameDoc('anna');
    expect(verdict(withEvent(doc, { change: { kind: 'deal-stolen' } }))).toBe('kind-unknown');
    expect(verdict(withEvent(doc, { change: { kind: 'toString' } }))).toBe('kind-unknown');
  });

  test('an event already stored is never changed, nor deleted by a member', () => {
    const doc = renameDoc('anna');
    const stored = { ...doc, _rev: '1-a' };
    const changed = {
      ...stored,
      event: { ...doc.event, change: { kind: 'sheet-renamed', name: 'B' } },
    };
    expect(verdict(changed, stored)).toBe('event-immutable');
    expect(verdict(stored, stored)).toBe('event-immutable');
    expect(verdict({ _id: doc._id, _rev: '1-a', _deleted: true }, stored)).toBe('event-immutable');
    // A club admin removes a sheet from the server (its events deleted), but changes none.
    expect(verdict({ _id: doc._id, _rev: '1-a', _deleted: true }, stored, clara)).toBe('ok');
    expect(verdict(changed, stored, clara)).toBe('event-immutable');
    // Without the security object (pouchdb-server's _bulk_docs), by the club's admin role.
    const removal = { _id: doc._id, _rev: '1-a', _deleted: true };
    expect(verdict(removal, stored, clara, {})).toBe('ok');
    expect(verdict(removal, stored, { ...clara, roles: ['other-admin'] }, {})).toBe(
      'event-immutable',
    );
    expect(verdict(removal, stored, anna, {})).toBe('event-immutable');
    expect(verdict(removal, stored, { name: null, roles: ['_admin'] }, {})).toBe('ok');
  });

  test('a guest link that follows writes nothing; one that keeps writes as itself', () => {
    // Pooled logins: the guest database's `_security` names its followers, not the login's name.
    const guest = { name: 'demo-guest-01', roles: ['skat-login-pool'] };
    const members = { names: [guest.name], roles: [] };
    const following = { ...SECURITY, members, followers: [guest.name] };
    const keeping = { ...SECURITY, members, followers: [] };
    expect(verdict(renameDoc(guest.name), null, guest, following)).toBe('guest-read-only');
    expect(verdict(renameDoc(guest.name), null, guest, keeping)).toBe('ok');
    expect(verdict(renameDoc(guest.name), null, guest, SECURITY)).toBe('ok');
    expect(verdict(renameDoc('anna'), null, guest, keeping)).toBe('author-not-user');
  });

  test('in a guest database the members empty it (a revoked link), a guest cannot', () => {
    const guestValidate = new Function(
      `return (${guestDesignDoc('demo').validate_doc_update});`,
    )() as Validate;
    const doc = renameDoc('anna');
    const removal = { _id: doc._id, _rev: '1-a', _deleted: true };
    const stored = { ...doc, _rev: '1-a' };
    const keeper = { name: 'demo-guest-01', roles: ['skat-login-pool'] };
    const verdictThere = (user: UserCtx) => {
      try {
        guestValidate(removal, stored, user, {});
        return 'ok';
      } catch (error) {
        return (error as { forbidden?: string }).forbidden;
      }
    };
    expect(verdictThere(anna)).toBe('ok');
    expect(verdictThere(keeper)).toBe('event-immutable');
    expect(verdict(removal, stored, anna, {})).toBe('event-immutable');
  });

  test('an author other than the user is refused, for an admin too', () => {
    expect(verdict(renameDoc('ben'))).toBe('author-not-user');
    expect(verdict(renameDoc('anna'), null, clara)).toBe('author-not-user');
    expect(verdict(renameDoc('anna'), null, { name: null, roles: [] })).toBe('author-not-user');
  });

  test('a document up to the bound is taken, one character more refused', () => {
    expect(verdict(docOfSize('anna', MAX_EVENT_DOC_CHARS))).toBe('ok');
    expect(verdict(docOfSize('anna', MAX_EVENT_DOC_CHARS + 1))).toBe('doc-too-large');
  });

  test('a document not of the event form is refused', () => {
    const doc = renameDoc('anna');
    const malformed: unknown[] = [
      withFields(doc, { _id: `sheet:${doc.sheetId}:event:${doc.event.id}` }),
      withFields(doc, { _id: eventDocId(doc.sheetId, doc.event.id, 'ben') }),
      withFields(doc, { _id: eventDocId(randomUUID(), doc.event.id, 'anna') }),
      withFields(doc, { extra: 1 }),
      withFields(doc, { _attachments: { a: { data: 'eA==' } } }),
      withFields(doc, { event: null }),
      withFields(doc, { seen: 'x' }),
      withFields(doc, { seen: ['a:b'] }),
      withFields(doc, { seen: Array.from({ length: MAX_SEEN + 1 }, () => randomUUID()) }),
      withEvent(doc, { device: 'a:b' }),
      withEvent(doc, { clock: 0 }),
      withEvent(doc, { clock: 1.5 }),
      withEvent(doc, { clock: MAX_CLOCK + 1 }),
      withEvent(doc, { at: -1 }),
      withEvent(doc, { at: MAX_TIME + 1 }),
      withEvent(doc, { at: '2026-11-26' }),
      withEvent(doc, { change: null }),
      withEvent(doc, { change: { kind: 7 } }),
      withEvent(doc, { extra: true }),
    ];
    for (const bad of malformed) expect(verdict(bad), JSON.stringify(bad)).toBe('doc-malformed');
    // Its id is checked too: a sheet id with a colon cannot be told apart.
    const colon = eventDoc('a:b', 'anna', event({ kind: 'sheet-renamed', name: 'x' }));
    expect(verdict(colon)).toBe('doc-malformed');
  });

  test('every refusal is one of the codes the app knows', () => {
    const source = validateDocUpdateSource('demo');
    const used = [...source.matchAll(/refuse\('([a-z-]+)'\)/g)].map((match) => match[1]);
    expect(new Set(used)).toEqual(new Set(REFUSALS));
  });
});
