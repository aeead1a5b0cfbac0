// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { RulesScreen } from '../../../src/ui/rules/RulesScreen';
import { German } from '../../support/i18n';

describe('the rules in the app', () => {
  test('a link to ISkO 5.2.3 opens schneider highlighted and focused', () => {
    render(<RulesScreen section="5.2.3" backHref="#/" />);
    const rule = screen.getByRole('region', { name: 'ISkO 5.2.3 Schneider' });
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

  test('the contents link every rule to its place', () => {
    render(<RulesScreen section={null} backHref="#/" />);
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    expect(contents.querySelector('a[href="#/rules/5.4"]')).toHaveTextContent('Overbid');
    expect(contents.querySelector('a[href="#/rules/bock-rounds.per-page"]')).toHaveTextContent(
      'One round per page',
    );
    expect(screen.queryByRole('region', { current: true })).not.toBeInTheDocument();
  });

  test('an unknown rule says so and shows all the rules', () => {
    render(<RulesScreen section="9.9" backHref="#/" />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'There is no rule “9.9” here. All the rules are below.',
    );
    expect(screen.getByRole('region', { name: 'ISkO 5.2 Levels' })).toBeInTheDocument();
  });

  test('auf Deutsch: Hausregel Ramsch, der Wert, hervorgehoben', () => {
    render(<RulesScreen section="ramsch.value" backHref="#/" />, { wrapper: German });
    const rule = screen.getByRole('region', { name: 'Hausregel Ramsch: der Wert' });
    expect(rule).toHaveFocus();
    expect(rule).toHaveAttribute('aria-current', 'true');
    // house-rules.md: 60/60/0, the 0 took no trick, two Schieberamsch doublings → −480 each.
    expect(rule).toHaveTextContent('60 × 2 × 2 × 2 = 480, also −480 für jede der beiden 60.');
  });

  test('auf Deutsch: Überreizt (ISkO 5.4) mit dem Beispiel Herz Hand, gereizt bis 33', () => {
    render(<RulesScreen section="5.4" backHref="#/" />, { wrapper: German });
    const rule = screen.getByRole('region', { name: 'ISkO 5.4 Überreizt' });
    expect(rule).toHaveFocus();
    expect(rule).toHaveTextContent('Verloren mit 40, dem kleinsten Vielfachen von 10 ab 33: −80.');
  });
});
