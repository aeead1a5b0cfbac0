import { expect, test } from 'vitest';
import { parseRoute, routeHref, type Route } from '../../src/app/routes';

// Issue 11: the next deal started on the sheet (its declarer chosen, or passed), and the last
// deal's edit opened from the sheet, are addresses too, so a reload mid-entry comes back to them.

test.each<{ hash: string; route: Route }>([
  {
    hash: '#/sheet/s1/deal?declarer=2',
    route: { name: 'new-deal', sheetId: 's1', start: { kind: 'declarer', seat: 2 } },
  },
  {
    hash: '#/sheet/s1/deal?declarer=0',
    route: { name: 'new-deal', sheetId: 's1', start: { kind: 'declarer', seat: 0 } },
  },
  {
    hash: '#/sheet/s1/deal?passed',
    route: { name: 'new-deal', sheetId: 's1', start: { kind: 'passed' } },
  },
  {
    hash: '#/sheet/s1/deal/d2/edit?from=sheet',
    route: { name: 'edit-deal', sheetId: 's1', dealId: 'd2', fromSheet: true },
  },
])('$hash ⇄ $route.name', ({ hash, route }) => {
  expect(parseRoute(hash)).toEqual(route);
  expect(routeHref(route)).toBe(hash);
});

test.each([
  // A seat that no table has, or not a seat at all: the entry opens as usual.
  '#/sheet/s1/deal?declarer=4',
  '#/sheet/s1/deal?declarer=-1',
  '#/sheet/s1/deal?declarer=1.5',
  '#/sheet/s1/deal?declarer=',
  '#/sheet/s1/deal?whatever',
])('%s opens the entry without a start', (hash) => {
  expect(parseRoute(hash)).toEqual({ name: 'new-deal', sheetId: 's1' });
});

test('an option on another route is ignored', () => {
  expect(parseRoute('#/sheet/s1?passed')).toEqual({ name: 'sheet', sheetId: 's1' });
  expect(parseRoute('#/sheet/s1/deal/d2/edit?from=elsewhere')).toEqual({
    name: 'edit-deal',
    sheetId: 's1',
    dealId: 'd2',
  });
});

test('a sheet id holding "?" stays a part of the id, not an option', () => {
  const route: Route = {
    name: 'new-deal',
    sheetId: 'a?passed',
    start: { kind: 'declarer', seat: 1 },
  };
  expect(routeHref(route)).toBe('#/sheet/a%3Fpassed/deal?declarer=1');
  expect(parseRoute(routeHref(route))).toEqual(route);
});
