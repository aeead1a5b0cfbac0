// @vitest-environment jsdom
// A guest link's address and what this phone keeps of it: read back exactly, a damaged or forged
// link refused; and a guest's status: its login refused or its sheet emptied is the link revoked.
import { afterEach, describe, expect, test } from 'vitest';
import {
  checkedLink,
  forgetLinkMade,
  guestLinkHash,
  joinedLink,
  keepJoinedLink,
  keepLinkMade,
  linksMade,
  mayEnter,
  parseGuestLinkHash,
  type GuestLink,
} from '../../../src/sync/club/guest-store';
import { asGuestStatus } from '../../../src/sync/live/status';
import { nightSheetId } from '../../../src/domain/tournament/night-log';

const LINK: GuestLink = {
  database: 'https://couch.example.org/skatclub-guest-03',
  sheetId: '0b5f3c1e-8a2d-4f6b-9c7e-1d2a3b4c5d6e',
  name: 'skatclub-guest-03',
  token: 'A'.repeat(16) + '-_'.repeat(8),
  keeper: false,
};

/** A table of a club night: series 1, table 2 of night 00c0ffee (night-log.ts nightSheetId). */
const NIGHT_SHEET = nightSheetId('00c0ffee', 0, 2, '0123456789abcdef012');
const TABLE_LINK: GuestLink = {
  database: 'https://couch.example.org/skatclub',
  sheetId: NIGHT_SHEET,
  name: 'skatclub-table-07',
  token: 'B'.repeat(32),
  keeper: true,
};

afterEach(() => localStorage.clear());

describe('a guest link', () => {
  test('its address reads back as the same link, whatever its characters', () => {
    const hash = guestLinkHash(LINK);
    expect(hash).toBe(
      '#/guest/https%3A%2F%2Fcouch.example.org%2Fskatclub-guest-03/0b5f3c1e-8a2d-4f6b-9c7e-1d2a3b4c5d6e/skatclub-guest-03/AAAAAAAAAAAAAAAA-_-_-_-_-_-_-_-_/follow',
    );
    expect(parseGuestLinkHash(hash)).toEqual(LINK);
  });

  test('a damaged or forged link is none', () => {
    const hash = guestLinkHash(LINK);
    expect(parseGuestLinkHash(hash.slice(0, -1))).toBeNull();
    expect(parseGuestLinkHash(hash.replace('/skatclub-guest-03/', '/anna/'))).toBeNull();
    expect(parseGuestLinkHash(hash.replace('/follow', '/admin'))).toBeNull();
    expect(parseGuestLinkHash(hash.replace('/follow', ''))).toBeNull();
    expect(parseGuestLinkHash(hash.replace('%3A', '%ZZ'))).toBeNull();
    expect(
      checkedLink({ ...LINK, database: 'http://couch.example.org/skatclub-guest-03' }),
    ).toBeNull();
    expect(checkedLink({ ...LINK, sheetId: 'not-a-sheet' })).toBeNull();
    expect(checkedLink({ ...LINK, token: 'short' })).toBeNull();
    expect(checkedLink(null)).toBeNull();
  });

  test('its address says whether it may enter deals (the server decides by `_security`)', () => {
    expect(mayEnter(LINK)).toBe(false);
    const keeper = parseGuestLinkHash(guestLinkHash({ ...LINK, keeper: true }));
    expect(keeper && mayEnter(keeper)).toBe(true);
    expect(mayEnter(TABLE_LINK)).toBe(true);
  });

  test('a club night’s table link: the club’s database, a pooled table login', () => {
    expect(parseGuestLinkHash(guestLinkHash(TABLE_LINK))).toEqual(TABLE_LINK);
    expect(checkedLink({ ...TABLE_LINK, name: `table-${NIGHT_SHEET}` })).toBeNull();
    expect(checkedLink({ ...TABLE_LINK, name: 'skatclub-table-' })).toBeNull();
    expect(checkedLink({ ...TABLE_LINK, name: 'anna' })).toBeNull();
  });

  test('the links made and the link joined by are kept apart, per sheet', () => {
    const keeper = { ...LINK, name: 'skatclub-guest-04', keeper: true };
    keepLinkMade(LINK);
    keepLinkMade(keeper);
    expect(linksMade(LINK.sheetId)).toEqual([LINK, keeper]);
    expect(joinedLink(LINK.sheetId)).toBeNull();
    forgetLinkMade(LINK);
    expect(linksMade(LINK.sheetId)).toEqual([keeper]);
    keepJoinedLink(LINK);
    expect(joinedLink(LINK.sheetId)).toEqual(LINK);
    localStorage.setItem('skat-guest-sheets', '{broken');
    expect(joinedLink(LINK.sheetId)).toBeNull();
  });
});

describe("a guest's status", () => {
  test('its login refused, or its sheet emptied, is the link revoked; the rest stays', () => {
    const revoked = { state: 'refused', code: 'link-revoked', waiting: 0 };
    expect(asGuestStatus({ state: 'removed' })).toEqual(revoked);
    expect(asGuestStatus({ state: 'refused', code: 'session-expired', waiting: 0 })).toEqual(
      revoked,
    );
    expect(asGuestStatus({ state: 'refused', code: 'not-member', waiting: 2 })).toEqual({
      ...revoked,
      waiting: 2,
    });
    const readOnly = { state: 'refused', code: 'guest-read-only', waiting: 1 } as const;
    expect(asGuestStatus(readOnly)).toEqual(readOnly);
    expect(asGuestStatus({ state: 'synced' })).toEqual({ state: 'synced' });
  });

  test('a night’s table refused, or its sheet emptied, is the night closed', () => {
    const closed = { state: 'refused', code: 'night-closed', waiting: 0 };
    expect(asGuestStatus({ state: 'removed' }, TABLE_LINK.name)).toEqual(closed);
    expect(
      asGuestStatus({ state: 'refused', code: 'not-member', waiting: 3 }, TABLE_LINK.name),
    ).toEqual({ ...closed, waiting: 3 });
    expect(
      asGuestStatus({ state: 'refused', code: 'session-expired', waiting: 0 }, TABLE_LINK.name),
    ).toEqual(closed);
    expect(asGuestStatus({ state: 'refused', code: 'not-member', waiting: 0 }, LINK.name)).toEqual({
      state: 'refused',
      code: 'link-revoked',
      waiting: 0,
    });
  });
});
