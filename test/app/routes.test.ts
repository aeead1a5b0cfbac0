import { describe, expect, test } from 'vitest';
import { parseRoute, routeHref, type Route } from '../../src/app/routes';

describe('hash routes', () => {
  test.each<{ hash: string; route: Route }>([
    { hash: '#/', route: { name: 'sheets' } },
    { hash: '#/new', route: { name: 'new' } },
    { hash: '#/settings', route: { name: 'settings' } },
    { hash: '#/calculator', route: { name: 'calculator' } },
    { hash: '#/rules', route: { name: 'rules', section: null } },
    { hash: '#/rules/5.2.3', route: { name: 'rules', section: '5.2.3' } },
    { hash: '#/rules/ramsch.value', route: { name: 'rules', section: 'ramsch.value' } },
    { hash: '#/nights', route: { name: 'nights' } },
    { hash: '#/night/0a1b2c3d', route: { name: 'night', nightKey: '0a1b2c3d' } },
    { hash: '#/night/0a1b2c3d/print', route: { name: 'night-print', nightKey: '0a1b2c3d' } },
    { hash: '#/season', route: { name: 'season' } },
    {
      hash: '#/standings/https%3A%2F%2Fcouch.example.org%2Fskatclub-public/0a1b2c3d',
      route: {
        name: 'standings',
        publicDb: 'https://couch.example.org/skatclub-public',
        nightKey: '0a1b2c3d',
      },
    },
    { hash: '#/sheet/s1', route: { name: 'sheet', sheetId: 's1' } },
    { hash: '#/sheet/s1/print', route: { name: 'print', sheetId: 's1' } },
    { hash: '#/sheet/s1/history', route: { name: 'history', sheetId: 's1' } },
    { hash: '#/sheet/s1/deal', route: { name: 'new-deal', sheetId: 's1' } },
    { hash: '#/sheet/s1/deal/d2', route: { name: 'deal', sheetId: 's1', dealId: 'd2' } },
    { hash: '#/sheet/s1/deal/d2/edit', route: { name: 'edit-deal', sheetId: 's1', dealId: 'd2' } },
  ])('$hash ⇄ $route.name', ({ hash, route }) => {
    expect(parseRoute(hash)).toEqual(route);
    expect(routeHref(route)).toBe(hash);
  });

  test.each([
    // No hash at all (first start) and anything unknown show the list of sheets.
    { hash: '', route: { name: 'sheets' } },
    { hash: '#', route: { name: 'sheets' } },
    { hash: '#/nonsense', route: { name: 'sheets' } },
    { hash: '#/sheet', route: { name: 'sheets' } },
    { hash: '#/calculator/x', route: { name: 'sheets' } },
    { hash: '#/rules/5.2/x', route: { name: 'sheets' } },
    // An unknown part below a sheet still shows that sheet.
    { hash: '#/sheet/s1/whatever', route: { name: 'sheet', sheetId: 's1' } },
    { hash: '#/sheet/s1/history/x', route: { name: 'sheet', sheetId: 's1' } },
  ])('$hash → $route.name', ({ hash, route }) => {
    expect(parseRoute(hash)).toEqual(route);
  });

  test('ids are encoded and decoded', () => {
    const route: Route = { name: 'sheet', sheetId: 'a/b c' };
    expect(routeHref(route)).toBe('#/sheet/a%2Fb%20c');
    expect(parseRoute(routeHref(route))).toEqual(route);
  });
});

describe('hashes that cannot be read (issue 10, item 4)', () => {
  test.each(['#/sheet/%', '#/sheet/x/deal/%ZZ', '#/%E0%A4', '#/sheet/%E0%A4%A/print'])(
    '%s is an unknown route, never a throw',
    (hash) => {
      expect(parseRoute(hash)).toEqual({ name: 'sheets' });
    },
  );

  test('a link to an id holding a lone surrogate never throws', () => {
    expect(() => routeHref({ name: 'deal', sheetId: 'a\uD800', dealId: '\uDC00b' })).not.toThrow();
    // A paired surrogate (an emoji) is kept.
    expect(parseRoute(routeHref({ name: 'sheet', sheetId: '🂡' }))).toEqual({
      name: 'sheet',
      sheetId: '🂡',
    });
  });
});
