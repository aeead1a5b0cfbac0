// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeAll, describe, expect, test } from 'vitest';
import { loadRuleTexts } from '../../../src/ui/i18n/rule-texts';
import { RulesScreen } from '../../../src/ui/rules/RulesScreen';
import { German } from '../../support/i18n';

/** The rules' words load with the screen: the route's boundary waits for them, here Suspense. */
function rules(section: string | null) {
  return (
    <Suspense>
      <RulesScreen section={section} backHref="#/" />
    </Suspense>
  );
}

// The rules' words are a chunk of their own: fetched once here, not inside each test's time.
beforeAll(() => Promise.all([loadRuleTexts('en'), loadRuleTexts('de')]), 30_000);

describe('the rules in the app', () => {
  test('a link to ISkO 5.2.3 opens schneider highlighted and focused', async () => {
    render(rules('5.2.3'));
    const rule = await screen.findByRole('region', { name: 'ISkO 5.2.3 Schneider' });
    expect(rule).toHaveFocus();
    expect(rule).toHaveAttribute('aria-current', 'true');
    expect(rule).toHaveTextContent('Exactly 90 is schneider, and so is exactly 30.');
    // The worked example, checked by hand: with 1, game 2, schneider 3 × 10 (Hearts) = 30.
    expect(rule).toHaveTextContent(
      'Hearts with 1, the declarer takes 92 points: with 1, game 2, schneider 3 × 10 = 30.',
    );
    const other = screen.getByRole('region', { name: 'ISkO 5.4 Overbid' });
    expect(other).not.toHaveAttribute('aria-current');
  });

  test('the contents link every rule to its place', async () => {
    render(rules(null));
    const contents = await screen.findByRole('navigation', { name: 'Contents' });
    expect(contents.querySelector('a[href="#/rules/5.4"]')).toHaveTextContent('Overbid');
    expect(contents.querySelector('a[href="#/rules/bock-rounds.per-page"]')).toHaveTextContent(
      'One round per page',
    );
    expect(screen.queryByRole('region', { current: true })).not.toBeInTheDocument();
  });

  test('an unknown rule says so and shows all the rules', async () => {
    render(rules('9.9'));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'There is no rule “9.9” here. All the rules are below.',
    );
    expect(screen.getByRole('region', { name: 'ISkO 5.2 Levels' })).toBeInTheDocument();
  });

  test('auf Deutsch: Hausregel Ramsch, der Wert, hervorgehoben', async () => {
    render(rules('ramsch.value'), { wrapper: German });
    const rule = await screen.findByRole('region', { name: 'Hausregel Ramsch: der Wert' });
    expect(rule).toHaveFocus();
    expect(rule).toHaveAttribute('aria-current', 'true');
    // house-rules.md: 60/60/0, the 0 took no trick, two Schieberamsch doublings → −480 each.
    expect(rule).toHaveTextContent('60 × 2 × 2 × 2 = 480, also −480 für jede der beiden 60.');
  });

  test('auf Deutsch: Überreizt (ISkO 5.4) mit dem Beispiel Herz Hand, gereizt bis 33', async () => {
    render(rules('5.4'), { wrapper: German });
    const rule = await screen.findByRole('region', { name: 'ISkO 5.4 Überreizt' });
    expect(rule).toHaveFocus();
    expect(rule).toHaveTextContent('Verloren mit 40, dem kleinsten Vielfachen von 10 ab 33: −80.');
  });
});
