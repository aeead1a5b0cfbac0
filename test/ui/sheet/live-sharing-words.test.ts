// The sync status in words, in both languages: every state, and every refusal code worded.
import { describe, expect, test } from 'vitest';
import { de } from '../../../src/ui/i18n/de';
import { en } from '../../../src/ui/i18n/en';
import { syncStatusWords } from '../../../src/ui/sheet/LiveSharing';
import { deniedCode, type SyncRefusal } from '../../../src/sync/live/status';
import { REFUSALS as DESIGN_REFUSALS } from '../../../src/sync/protocol/refusals';

const REFUSALS: readonly SyncRefusal[] = [
  'event-immutable',
  'author-not-user',
  'kind-unknown',
  'doc-too-large',
  'doc-malformed',
  'unauthorized',
  'session-expired',
  'not-member',
  'server-not-https',
  'not-a-club',
  'guest-read-only',
  'link-revoked',
  'night-director-only',
  'table-other-sheet',
  'night-sheet-table-only',
  'night-closed',
  'table-setup-fixed',
  'table-deal-beyond-series',
  'confirm-not-at-table',
  'confirm-pin-wrong',
  'confirm-tries-spent',
  'other-site',
  'sheet-writes-spent',
];

describe('sync status in words', () => {
  test('English', () => {
    const c = en.club;
    expect(syncStatusWords(c, { state: 'synced' })).toBe('Synced');
    expect(syncStatusWords(c, { state: 'sending', waiting: 1 })).toBe('Waiting to send 1 change');
    expect(syncStatusWords(c, { state: 'sending', waiting: 3 })).toBe('Waiting to send 3 changes');
    expect(syncStatusWords(c, { state: 'offline', waiting: 2 })).toBe(
      'Offline: 2 changes kept, sent later',
    );
    expect(syncStatusWords(c, { state: 'offline', waiting: 0 })).toBe('Offline');
    expect(syncStatusWords(c, { state: 'refused', code: 'author-not-user', waiting: 1 })).toBe(
      'Refused by the club server: entries can only be sent under your own club login',
    );
    expect(syncStatusWords(c, { state: 'refused', code: 'session-expired', waiting: 2 })).toBe(
      'Refused by the club server: not logged in any more — log in again in Settings',
    );
  });

  test('German', () => {
    const c = de.club;
    expect(syncStatusWords(c, { state: 'synced' })).toBe('Abgeglichen');
    expect(syncStatusWords(c, { state: 'sending', waiting: 1 })).toBe(
      'Wartet auf Abgleich: 1 Änderung',
    );
    expect(syncStatusWords(c, { state: 'offline', waiting: 2 })).toBe(
      'Offline: 2 Änderungen bleiben hier und werden später gesendet',
    );
    // The verb follows the number: one change "bleibt" and "wird" sent.
    expect(syncStatusWords(c, { state: 'offline', waiting: 1 })).toBe(
      'Offline: 1 Änderung bleibt hier und wird später gesendet',
    );
    expect(syncStatusWords(c, { state: 'offline', waiting: 0 })).toBe('Offline');
    expect(syncStatusWords(c, { state: 'refused', code: 'unauthorized', waiting: 0 })).toBe(
      'Vom Vereinsserver abgelehnt: Benutzername oder Passwort ist falsch',
    );
    expect(syncStatusWords(c, { state: 'refused', code: 'session-expired', waiting: 2 })).toBe(
      'Vom Vereinsserver abgelehnt: nicht mehr angemeldet – in den Einstellungen neu anmelden',
    );
  });

  test('every refusal of the server’s design documents is read back as itself', () => {
    for (const code of DESIGN_REFUSALS) {
      expect(deniedCode({ reason: code })).toBe(code);
      expect(REFUSALS).toContain(code);
    }
  });

  test('every refusal has its own words in both languages', () => {
    for (const dictionary of [en, de]) {
      const words = REFUSALS.map((code) => dictionary.club.refusal[code]);
      expect(new Set(words).size).toBe(REFUSALS.length);
      expect(words.every((text) => text.length > 0)).toBe(true);
    }
  });
});
