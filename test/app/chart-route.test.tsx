// @vitest-environment jsdom
// The sheet's chart as a route of its own (issue 20): its address, the sheet's link to it, the
// lazily loaded screen behind it, and the way back.
import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { lazyScreenFor, sheetChart } from '../../src/app/lazy-screens';
import { parseRoute, routeHref } from '../../src/app/routes';
import { PASSED, sheetWith, THREE_WITH_BOCK } from '../support/sheet-fixtures';
import { freshApp, renderApp } from '../support/render-app';

beforeEach(freshApp);

describe('the chart route', () => {
  test('#/sheet/<id>/chart ⇄ the chart of that sheet; anything below it is the sheet', () => {
    expect(parseRoute('#/sheet/s1/chart')).toEqual({ name: 'chart', sheetId: 's1' });
    expect(routeHref({ name: 'chart', sheetId: 'a/b' })).toBe('#/sheet/a%2Fb/chart');
    expect(parseRoute('#/sheet/s1/chart/x')).toEqual({ name: 'sheet', sheetId: 's1' });
    expect(lazyScreenFor({ name: 'chart', sheetId: 's1' })).toBe(sheetChart);
  });

  test('the sheet links to its chart, which opens and leads back', async () => {
    const sheet = await sheetWith(['Anna', 'Ben', 'Carl'], THREE_WITH_BOCK, [PASSED], 'Friday');
    renderApp(`#/sheet/${sheet.id}`);
    const link = await screen.findByRole('link', { name: 'Running totals chart' });
    expect(link).toHaveAttribute('href', `#/sheet/${sheet.id}/chart`);
    await userEvent.setup().click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Running totals' })).toBeVisible();
    expect(await screen.findByRole('img', { name: /over 1 deal\./ })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the sheet' })).toHaveAttribute(
      'href',
      `#/sheet/${sheet.id}`,
    );
  });
});
