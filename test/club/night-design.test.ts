// The club's validate_doc_update for club nights (issue 22), run in-process as CouchDB calls it
// (night-server.test.ts runs the same on a real server): night documents only by a club admin,
// checked and immutable; a table's phone writes its own sheet only; a night's sheet only its
// table's phone or a club admin. And the public database's: only club admins, only standings.
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { eventDoc } from '../../src/sync/protocol/event-doc';
import { MAX_NIGHT_DOC_CHARS, MAX_PUBLIC_DOC_CHARS } from '../../src/sync/protocol/bounds';
import { publicValidateSource, validateDocUpdateSource } from '../../scripts/club/design';
import { MAX_TIME } from '../../src/domain/log-bounds';
import {
  isNightSheetId,
  NIGHT_SHEET_ID,
  nightSheetId,
  tableDealEventId,
  tableDealSlot,
  type NightEvent,
} from '../../src/domain/tournament/night-log';
import type { SheetSetup } from '../../src/domain/rules';
import type { SheetDeal } from '../../src/domain/sheet-deal';
import type { SheetChange } from '../../src/domain/sheet-log';
import { docOfNightEvent, nightEventOfDoc } from '../../src/sync/protocol/night-doc';
import { tableLoginName } from '../../src/sync/protocol/names';
import { event } from './events';
import { nightClaimDocId, nightDocId, standingsDocId } from '../../src/sync/protocol/ids';

interface UserCtx {
  name: string | null;
  roles: string[];
}
type Validate = (newDoc: unknown, oldDoc: unknown, userCtx: UserCtx, secObj: unknown) => void;

const validate = new Function(`return (${validateDocUpdateSource('demo')});`)() as Validate;
const validatePublic = new Function(`return (${publicValidateSource('demo')});`)() as Validate;

const KEY = '0a1b2c3d';
const SHEET = nightSheetId(KEY, 0, 1, '0123456789abcdef012');
const OTHER_SHEET = nightSheetId(KEY, 0, 2, '0123456789abcdef012');
/** A table's pooled login, which the club's `_security` ties to its sheet. */
const table: UserCtx = { name: tableLoginName('demo', 1), roles: ['skat-login-pool'] };
const SECURITY = {
  admins: { names: [], roles: ['demo-admin'] },
  members: { names: [table.name], roles: ['demo-member'] },
  tables: { [String(table.name)]: SHEET },
  tableDeals: { [String(table.name)]: 4 },
};
const anna: UserCtx = { name: 'anna', roles: ['demo-member'] };
const clara: UserCtx = { name: 'clara', roles: ['demo-member', 'demo-admin'] };

function verdictOf(fn: Validate, newDoc: unknown, oldDoc: unknown, user: UserCtx, sec: unknown) {
  try {
    fn(newDoc, oldDoc, user, sec);
    return 'ok';
  } catch (error) {
    return (error as { forbidden?: string }).forbidden ?? `threw ${String(error)}`;
  }
}
const verdict = (newDoc: unknown, user: UserCtx, oldDoc: unknown = null, sec: unknown = SECURITY) =>
  verdictOf(validate, newDoc, oldDoc, user, sec);

function nightEvent(author = 'clara', change: NightEvent['change'] = { kind: 'night-closed' }) {
  return { id: randomUUID(), at: Date.UTC(2026, 10, 27, 19), author, change } as NightEvent;
}
const sheetDoc = (sheetId: string, author: string) =>
  eventDoc(sheetId, author, event({ kind: 'sheet-renamed', name: 'Table 1' }));
/** A deal-added of `eventId` (the validation reads the deal's kind, not its contents). */
const dealDoc = (sheetId: string, author: string, eventId: string) =>
  eventDoc(
    sheetId,
    author,
    event({ kind: 'deal-added', dealId: randomUUID(), deal: {} as SheetDeal }, { id: eventId }),
  );

describe('night documents', () => {
  test('the director (a club admin) writes one; it reads back as the same event', () => {
    const stored = nightEvent();
    const doc = docOfNightEvent(KEY, stored);
    expect(doc._id).toBe(nightDocId(KEY, stored.id, 'clara'));
    expect(verdict(doc, clara)).toBe('ok');
    // Without the security object (pouchdb-server's _bulk_docs): by the club's admin role.
    expect(verdict(doc, clara, null, {})).toBe('ok');
    expect(
      verdict(docOfNightEvent(KEY, nightEvent('root')), { name: 'root', roles: ['_admin'] }),
    ).toBe('ok');
    expect(nightEventOfDoc(JSON.parse(JSON.stringify(doc)))).toEqual(stored);
    expect(nightEventOfDoc({ ...doc, nightId: 'ffffffff' })).toBeNull();
    expect(nightEventOfDoc(sheetDoc(SHEET, 'anna'))).toBeNull();
  });

  test('a member writing one is refused: night-director-only', () => {
    expect(verdict(docOfNightEvent(KEY, nightEvent('anna')), anna)).toBe('night-director-only');
    expect(verdict(docOfNightEvent(KEY, nightEvent('anna')), anna, null, {})).toBe(
      'night-director-only',
    );
    expect(verdict(docOfNightEvent(KEY, nightEvent('x')), { name: null, roles: [] })).toBe(
      'night-director-only',
    );
  });

  test('a table’s phone writing one is refused: table-other-sheet', () => {
    expect(verdict(docOfNightEvent(KEY, nightEvent(table.name ?? '')), table)).toBe(
      'table-other-sheet',
    );
  });

  test('a forged author is refused, for the director too', () => {
    expect(verdict(docOfNightEvent(KEY, nightEvent('anna')), clara)).toBe('author-not-user');
  });

  test('a stored one is never changed nor deleted but by an admin’s removal', () => {
    const doc = { ...docOfNightEvent(KEY, nightEvent()), _rev: '1-a' };
    const changed = { ...doc, event: { ...doc.event, change: { kind: 'night-planned' } } };
    expect(verdict(changed, clara, doc)).toBe('event-immutable');
    expect(verdict({ _id: doc._id, _rev: '1-a', _deleted: true }, anna, doc)).toBe(
      'event-immutable',
    );
    expect(verdict({ _id: doc._id, _rev: '1-a', _deleted: true }, clara, doc)).toBe('ok');
  });

  test('its size is bounded, before anything deeper is read', () => {
    const base = docOfNightEvent(KEY, nightEvent('clara', { kind: 'night-results', results: [] }));
    const counted = (doc: typeof base) =>
      JSON.stringify([doc.nightId, doc.author, doc.event]).length;
    const padded = (chars: number) => {
      const filler = { kind: 'night-results', results: [], pad: '' };
      const doc = { ...base, event: { ...base.event, change: filler as never } };
      filler.pad = 'x'.repeat(chars - counted(doc));
      return doc;
    };
    expect(counted(padded(MAX_NIGHT_DOC_CHARS))).toBe(MAX_NIGHT_DOC_CHARS);
    expect(verdict(padded(MAX_NIGHT_DOC_CHARS), clara)).toBe('ok');
    expect(verdict(padded(MAX_NIGHT_DOC_CHARS + 1), clara)).toBe('doc-too-large');
  });

  test('one not of the form is refused', () => {
    const doc = docOfNightEvent(KEY, nightEvent());
    const withEvent = (fields: Record<string, unknown>) => ({
      ...doc,
      event: { ...doc.event, ...fields },
    });
    const malformed: unknown[] = [
      { ...doc, _id: `night:${KEY}:event:${doc.event.id}:by:anna` },
      { ...doc, _id: `night:${KEY}:event:${doc.event.id}` },
      { ...doc, nightId: 'ABCDEF01', _id: `night:ABCDEF01:event:${doc.event.id}:by:clara` },
      { ...doc, nightId: '0a1b2c', _id: `night:0a1b2c:event:${doc.event.id}:by:clara` },
      { ...doc, extra: 1 },
      { ...doc, sheetId: SHEET },
      { ...doc, _attachments: {} },
      { ...doc, event: null },
      withEvent({ at: -1 }),
      withEvent({ at: MAX_TIME + 1 }),
      withEvent({ at: 1.5 }),
      withEvent({ change: null }),
      withEvent({ change: { kind: 'deal-added' } }),
      withEvent({ change: { kind: 'toString' } }),
      withEvent({ device: 'x' }),
      { ...withEvent({ id: 'a:b' }), _id: `night:${KEY}:event:a:b:by:clara` },
    ];
    for (const bad of malformed)
      expect(verdict(bad, clara), JSON.stringify(bad)).toBe('doc-malformed');
  });
});

describe('table phones and night sheets', () => {
  test('a table’s phone writes its own sheet as itself', () => {
    expect(verdict(dealDoc(SHEET, table.name ?? '', tableDealEventId(SHEET, 1)), table)).toBe('ok');
  });

  test('a table’s phone keeps the night’s name, players, rules and money (issue 31 item 2)', () => {
    const me = table.name ?? '';
    const setupChanges: SheetChange[] = [
      { kind: 'sheet-renamed', name: 'Table 1' },
      { kind: 'players-renamed', playerNames: ['A', 'B', 'C', 'D'] },
      { kind: 'rules-changed', setup: {} as SheetSetup, preset: 'pub' },
      { kind: 'money-changed', money: null },
    ];
    for (const change of setupChanges)
      expect(verdict(eventDoc(SHEET, me, event(change)), table), change.kind).toBe(
        'table-setup-fixed',
      );
    // The director still starts and corrects the sheet.
    expect(verdict(sheetDoc(SHEET, 'clara'), clara)).toBe('ok');
  });

  test('a table’s deals only in slots of its series, up to its length (issue 34 item 7)', () => {
    const me = table.name ?? '';
    for (const slot of [1, 2, 4])
      expect(verdict(dealDoc(SHEET, me, tableDealEventId(SHEET, slot)), table), `${slot}`).toBe(
        'ok',
      );
    expect(verdict(dealDoc(SHEET, me, tableDealEventId(SHEET, 5)), table)).toBe(
      'table-deal-beyond-series',
    );
    expect(verdict(dealDoc(SHEET, me, tableDealEventId(SHEET, 10)), table)).toBe(
      'table-deal-beyond-series',
    );
    // A random id, another sheet's slot, or slot 0: no slot of this series.
    expect(verdict(dealDoc(SHEET, me, randomUUID()), table)).toBe('table-deal-beyond-series');
    const foreign = tableDealEventId(OTHER_SHEET, 1);
    expect(verdict(dealDoc(SHEET, me, foreign), table)).toBe('table-deal-beyond-series');
    const zero = `${SHEET.slice(0, 19)}d000${SHEET.slice(23)}`;
    expect(verdict(dealDoc(SHEET, me, zero), table)).toBe('table-deal-beyond-series');
    // No length in the security object: no deal at all.
    const noLengths = { ...SECURITY, tableDeals: {} };
    expect(verdict(dealDoc(SHEET, me, tableDealEventId(SHEET, 1)), table, null, noLengths)).toBe(
      'table-deal-beyond-series',
    );
    // The director's correction is a club admin's: any id.
    expect(verdict(dealDoc(SHEET, 'clara', randomUUID()), clara)).toBe('ok');
    expect(tableDealSlot(SHEET, tableDealEventId(SHEET, 4))).toBe(4);
    expect(tableDealSlot(SHEET, randomUUID())).toBeNull();
  });

  test('a table’s phone writing another table’s sheet, or any other sheet, is refused', () => {
    const me = table.name ?? '';
    expect(verdict(sheetDoc(OTHER_SHEET, me), table)).toBe('table-other-sheet');
    expect(verdict(sheetDoc(randomUUID(), me), table)).toBe('table-other-sheet');
    // Its author forged on its own sheet: the usual refusal.
    expect(verdict(sheetDoc(SHEET, 'anna'), table)).toBe('author-not-user');
  });

  test('a member writing a night’s sheet is refused; the director may (start, corrections)', () => {
    expect(verdict(sheetDoc(SHEET, 'anna'), anna)).toBe('night-sheet-table-only');
    expect(verdict(sheetDoc(SHEET, 'clara'), clara)).toBe('ok');
    expect(verdict(sheetDoc(SHEET, 'clara'), clara, null, {})).toBe('ok');
    // A member's own sheets are theirs as before.
    expect(verdict(sheetDoc(randomUUID(), 'anna'), anna)).toBe('ok');
  });

  test('a guest link follows still: it writes no night sheet either', () => {
    const follower = { name: 'demo-guest-01', roles: ['skat-login-pool'] };
    const sec = { ...SECURITY, followers: [follower.name] };
    expect(verdict(sheetDoc(SHEET, follower.name), follower, null, sec)).toBe('guest-read-only');
  });

  test('the server reads night sheets by the domain’s own form', () => {
    const source = validateDocUpdateSource('demo');
    expect(source).toContain(JSON.stringify(NIGHT_SHEET_ID.source));
    expect(isNightSheetId(SHEET)).toBe(true);
    expect(isNightSheetId(randomUUID())).toBe(false);
  });
});

describe('the public database', () => {
  const standings = { _id: standingsDocId(KEY), name: 'Clubabend', rows: [] };
  const verdictPublic = (doc: unknown, user: UserCtx, sec: unknown = SECURITY) =>
    verdictOf(validatePublic, doc, null, user, sec);

  test('a club admin writes a night’s standings; nobody else writes', () => {
    expect(verdictPublic(standings, clara)).toBe('ok');
    expect(verdictPublic(standings, clara, {})).toBe('ok');
    expect(verdictPublic(standings, anna)).toBe('night-director-only');
    expect(verdictPublic(standings, { name: null, roles: [] })).toBe('night-director-only');
    expect(verdictPublic(standings, table)).toBe('night-director-only');
  });

  test('only standings documents of a night key, of bounded size', () => {
    for (const id of ['note', `standings:${KEY}x`, 'standings:ABCDEF01', `night:${KEY}`])
      expect(verdictPublic({ ...standings, _id: id }, clara)).toBe('doc-malformed');
    expect(verdictPublic({ ...standings, _attachments: {} }, clara)).toBe('doc-malformed');
    const sized = (chars: number) => {
      const doc = { ...standings, pad: '' };
      doc.pad = 'x'.repeat(chars - JSON.stringify(doc).length);
      return doc;
    };
    expect(verdictPublic(sized(MAX_PUBLIC_DOC_CHARS), clara)).toBe('ok');
    expect(verdictPublic(sized(MAX_PUBLIC_DOC_CHARS + 1), clara)).toBe('doc-too-large');
  });
});

// Issue 31 item 1: a running night's table sheets live in a night database of the club's pool;
// the director claims one with a `nightdb:` document in the club's database, and closing copies
// the night's sheets home, each event as its table's login wrote it.
describe('night databases', () => {
  const claim = (database: string, night: unknown = KEY) => ({
    _id: nightClaimDocId(database),
    night,
  });

  test('only a director claims one, naming a night of the club’s pool', () => {
    expect(verdict(claim('demo-night-01'), clara)).toBe('ok');
    expect(verdict(claim('demo-night-01'), clara, { _id: 'x', _deleted: true })).toBe('ok');
    expect(verdict(claim('demo-night-01'), anna)).toBe('night-director-only');
    expect(verdict(claim('demo-night-01'), table)).toBe('night-director-only');
    expect(verdict(claim('other-night-01'), clara)).toBe('doc-malformed');
    expect(verdict(claim('demo-guest-01'), clara)).toBe('doc-malformed');
    expect(verdict(claim('demo-night-01', 'tonight'), clara)).toBe('doc-malformed');
    expect(verdict({ ...claim('demo-night-01'), note: 1 }, clara)).toBe('doc-malformed');
    // Held already: a second claim is a change, refused (the server answers 409 first).
    expect(verdict(claim('demo-night-01'), clara, claim('demo-night-01'))).toBe('event-immutable');
    // Freed by the director only.
    const freed = { _id: nightClaimDocId('demo-night-01'), _deleted: true };
    expect(verdict(freed, clara, claim('demo-night-01'))).toBe('ok');
    expect(verdict(freed, anna, claim('demo-night-01'))).toBe('event-immutable');
  });

  test('closing copies a table’s events home: a director writes them as the table wrote them', () => {
    const me = table.name ?? '';
    const deal = dealDoc(SHEET, me, tableDealEventId(SHEET, 1));
    // In the club's database the table's login is no member and has no table.
    expect(verdict(deal, clara, null, { admins: SECURITY.admins })).toBe('ok');
    expect(verdict(sheetDoc(SHEET, me), clara, null, {})).toBe('ok');
    // Nobody else may, and a director may not for a member's own sheet.
    expect(verdict(deal, anna, null, { admins: SECURITY.admins })).toBe('night-sheet-table-only');
    expect(verdict(sheetDoc(randomUUID(), 'anna'), clara)).toBe('author-not-user');
  });
});
