// @vitest-environment jsdom
// The tops step ("With or without how many?") links its rule, ISkO 2.4, as an explanation step
// links its own: the link opens the rules screen at "Tops", highlighted and focused.
import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeAll, describe, expect, test } from 'vitest';
import { loadRuleTexts } from '../../../src/ui/i18n/rule-texts';
import { RulesScreen } from '../../../src/ui/rules/RulesScreen';
import { English, German } from '../../support/i18n';
import { newSheet, renderEntry } from './entry-kit';

beforeAll(() => Promise.all([loadRuleTexts('en'), loadRuleTexts('de')]), 30_000);

const LANGUAGES = [
  {
    language: 'English',
    wrapper: English,
    region: 'Enter a deal',
    declarer: 'Bob, Forehand',
    game: 'Spades (Pik)',
    step: 'With or without how many?',
    link: 'Open the rule ISkO 2.4',
    rule: 'ISkO 2.4 Tops',
  },
  {
    language: 'German',
    wrapper: German,
    region: 'Spiel eintragen',
    declarer: 'Bob, Vorhand',
    game: 'Pik',
    step: 'Mit oder ohne wie viele?',
    link: 'Regel ISkO 2.4 öffnen',
    rule: 'ISkO 2.4 Spitzen',
  },
] as const;

describe.each(LANGUAGES)('the tops step links ISkO 2.4 ($language)', (w) => {
  test('"ISkO 2.4" beside "count the tops", opening the rule on tops highlighted', async () => {
    const sheet = await newSheet();
    const { user } = await renderEntry(sheet, { wrapper: w.wrapper, region: w.region });
    // No rule link before the tops step: it belongs to the step.
    expect(screen.queryByRole('link', { name: w.link })).toBeNull();
    await user.click(screen.getByRole('button', { name: w.declarer }));
    await user.click(screen.getByRole('button', { name: w.game }));
    expect(screen.getByRole('heading', { name: w.step })).toBeVisible();
    const link = screen.getByRole('link', { name: w.link });
    expect(link).toHaveTextContent(/^ISkO 2\.4$/);
    expect(link).toHaveAttribute('href', '#/rules/2.4');

    render(
      <Suspense>
        <RulesScreen section="2.4" backHref="#/" />
      </Suspense>,
      { wrapper: w.wrapper },
    );
    const rule = await screen.findByRole('region', { name: w.rule });
    expect(rule).toHaveAttribute('aria-current', 'true');
    expect(rule).toHaveFocus();
  });
});
