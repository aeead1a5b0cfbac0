// @vitest-environment jsdom
// A dispute starts at the sheet: the sheet links to the calculator (beside its rules line, away
// from the next deal's taps), and the calculator it opens returns to that sheet.
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { CalculatorRoute } from '../../../src/ui/calculator/CalculatorRoute';
import { SheetScreen } from '../../../src/ui/sheet/SheetScreen';
import { English, German } from '../../support/i18n';
import { emptyDatabase } from '../../support/fresh-db';
import { sheetWith, THREE } from '../../support/sheet-fixtures';

beforeEach(emptyDatabase);

const LANGUAGES = [
  {
    language: 'English',
    wrapper: English,
    calculator: 'Calculator',
    next: 'Deal 1 of 3',
    back: 'Back to the sheet',
    value: 'with 1, game 2 × 12 = 24',
  },
  {
    language: 'German',
    wrapper: German,
    calculator: 'Rechner',
    next: 'Spiel 1 von 3',
    back: 'Zurück zur Liste',
    value: 'Kreuz mit 1, Spiel 2 × 12 = 24',
  },
] as const;

describe.each(LANGUAGES)('the sheet’s way to the calculator ($language)', (w) => {
  test('a named link, not in the next deal’s panel; the calculator’s Back returns to the sheet', async () => {
    const sheet = await sheetWith(['Anna', 'Bob', 'Carl'], THREE, [], 'Friday');
    const links = {
      sheets: '#/',
      newDeal: '#/n',
      deal: (id: string) => `#/d/${id}`,
      here: '#/s/1',
    };
    const shown = render(<SheetScreen sheetId={sheet.id} links={links} />, {
      wrapper: w.wrapper,
    });
    const link = await screen.findByRole('link', { name: w.calculator });
    expect(link).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: w.next })).queryByRole('link', {
        name: w.calculator,
      }),
    ).toBeNull();
    const href = link.getAttribute('href') ?? '';
    expect(href).toMatch(/^#\/calculator\?/);
    shown.unmount();

    // The calculator as the app's route opens this address: its deal text without `back`.
    const query = new URLSearchParams(href.split('?')[1]);
    expect(query.get('back')).toBe('#/s/1');
    query.delete('back');
    render(<CalculatorRoute backHref="#/s/1" handOff={query.toString()} />, {
      wrapper: w.wrapper,
    });
    expect(screen.getByRole('link', { name: w.back })).toHaveAttribute('href', '#/s/1');
    // Its first game, as from the list: clubs with 1.
    expect(screen.getByTestId('calculator-value')).toHaveTextContent(w.value);
  });
});
