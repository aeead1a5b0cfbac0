// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { loadRuleTexts } from '../../src/ui/i18n/rule-texts';
import { freshApp, goTo, renderApp } from '../support/render-app';

// The rules' words are a chunk of their own: fetched once, not inside the test's time.
beforeAll(() => loadRuleTexts('en'), 30_000);

beforeEach(freshApp);

describe('the calculator and the rules are reachable from everywhere', () => {
  test('the sheet list and the settings link to both; each opens its screen', async () => {
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Skat sheets' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Calculator' })).toHaveAttribute(
      'href',
      '#/calculator',
    );
    expect(screen.getByRole('link', { name: 'Rules' })).toHaveAttribute('href', '#/rules');

    await goTo('#/settings');
    const more = await screen.findByRole('navigation', { name: 'Calculator and rules' });
    expect(more.querySelector('a[href="#/calculator"]')).toHaveTextContent('Calculator');
    expect(more.querySelector('a[href="#/rules"]')).toHaveTextContent('Rules');

    await goTo('#/calculator');
    expect(await screen.findByRole('heading', { level: 1, name: 'Calculator' })).toBeVisible();

    await goTo('#/rules/5.2.4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rules' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'ISkO 5.2.4 Schwarz' })).toHaveFocus();
  }, 30_000); // four screens loaded on demand: more than the default 5 s on a busy machine
});
