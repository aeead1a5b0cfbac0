// @vitest-environment jsdom
// "What if it had been hand?": the entry and a saved deal's details hand their game to the
// calculator, which opens filled with it and answers without touching the sheet. Values by hand
// from ../shared/rules/skat-scoring.md (5.2 levels, 5.4 overbid; base values ♣ 12, ♥ 10).
import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { draftKey, loadDraft } from '../../../src/db/drafts';
import { parseRoute } from '../../../src/app/routes';
import { CalculatorScreen } from '../../../src/ui/calculator/CalculatorScreen';
import { CalculatorRoute } from '../../../src/ui/calculator/CalculatorRoute';
import { DealDetailScreen } from '../../../src/ui/sheet/DealDetailScreen';
import { German } from '../../support/i18n';
import { emptyDatabase } from '../../support/fresh-db';
import { FOUR, PASSED, sheetWith, storedDeals, trump } from '../../support/sheet-fixtures';
import { newSheet, renderEntry } from '../entry/entry-kit';
import { getDeals } from '../../support/db-reads';
import { LEVELS_OFF } from '../../support/ui-calculator';

beforeEach(emptyDatabase);

const OFF = LEVELS_OFF;

/** The calculator as the app opens it from a link. */
function openLink(href: string, german = false) {
  const route = parseRoute(href);
  if (route.name !== 'calculator' || !route.handOff) throw new Error(`not a hand-off: ${href}`);
  render(
    <CalculatorRoute backHref={route.handOff.back} handOff={route.handOff.deal} />,
    german ? { wrapper: German } : {},
  );
}

describe('the calculator opened with a deal', () => {
  test('clubs with 2, bid 40: worth 36, overbid; "hand" makes it 48 and covers 40', async () => {
    const user = userEvent.setup();
    render(
      <CalculatorScreen
        backHref="#/sheet/s1/deal"
        handOff={{ game: 'clubs', held: 'with', tops: 2, on: OFF, bid: '40' }}
      />,
    );
    expect(screen.getByRole('radio', { name: '♣ Clubs' })).toBeChecked();
    expect(screen.getByTestId('calculator-value')).toHaveTextContent('with 2, game 3 × 12 = 36');
    expect(screen.getByRole('textbox', { name: 'Bid' })).toHaveValue('40');
    // 5.4: 36 < 40 → lost at 48, the smallest multiple of 12 reaching 40; doubled: −96.
    expect(screen.getByRole('status')).toHaveTextContent('Overbid at 40');
    expect(screen.getByRole('status')).toHaveTextContent('−96');
    await user.click(screen.getByRole('button', { name: 'Hand' }));
    expect(screen.getByTestId('calculator-value')).toHaveTextContent(
      'with 2, game 3, hand 4 × 12 = 48',
    );
    expect(screen.getByRole('status')).toHaveTextContent('A bid of 40 is covered.');
    expect(screen.getByRole('link', { name: 'Back to the deal' })).toHaveAttribute(
      'href',
      '#/sheet/s1/deal',
    );
  });

  test('a game that cannot be played keeps its bid while the core says why', async () => {
    const user = userEvent.setup();
    render(
      <CalculatorScreen
        backHref="#/"
        handOff={{ game: 'hearts', held: 'with', tops: 1, on: { ...OFF, ouvert: true }, bid: '30' }}
      />,
    );
    // Handed over as it came: ouvert without hand is refused (5.2.6), no bid field meanwhile.
    expect(
      screen.getByRole('region', { name: 'This game cannot be played like this' }),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Bid' })).toBeNull();
    // Ouvert turned off, the game can be played and the bid is back.
    await user.click(screen.getByRole('button', { name: 'Ouvert' }));
    expect(screen.getByRole('textbox', { name: 'Bid' })).toHaveValue('30');
  });
});

describe('a link the rules cannot play is refused with the entry’s words', () => {
  test('tops 12 in a suit game, ouvert without hand: the core’s errors, as in the entry', () => {
    openLink('#/calculator?game=spades&held=with&tops=12&on=ouvert&bid=19&back=%23%2F');
    const refused = screen.getByRole('region', { name: 'This game cannot be played like this' });
    expect(refused).toHaveTextContent(
      'Tops run from 1 to 11 in a suit game and from 1 to 4 in grand (ISkO 2.4).',
    );
    expect(refused).toHaveTextContent(
      'Schneider, schwarz and ouvert can only be announced in a hand game (ISkO 5.2.5).',
    );
  });

  test('a bid that is not a bid, auf Deutsch', () => {
    openLink('#/calculator?game=clubs&held=with&tops=2&bid=19&back=%23%2F', true);
    expect(screen.getByRole('textbox', { name: 'Reizwert' })).toHaveValue('19');
    expect(screen.getByRole('alert')).toHaveTextContent(/^Das ist kein Reizwert/);
  });
});

describe('the entry hands its game to the calculator', () => {
  test('Bob plays hearts with 1, bid 33: the link carries the game, the levels and the bid', async () => {
    const sheet = await newSheet();
    const { user } = await renderEntry(sheet, { here: '#/sheet/s1/deal' });
    expect(screen.queryByRole('link', { name: 'Open in calculator' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Bob, Forehand' }));
    await user.click(screen.getByRole('button', { name: 'Hearts (Herz)' }));
    await user.click(screen.getByRole('button', { name: 'with 1' }));
    await user.click(screen.getByRole('button', { name: 'Bid: not overbid' }));
    await user.click(screen.getByRole('button', { name: 'Bid 33' }));
    const link = screen.getByRole('link', { name: 'Open in calculator' });
    const route = parseRoute(link.getAttribute('href') ?? '');
    expect(route).toEqual({
      name: 'calculator',
      handOff: { deal: 'game=hearts&held=with&tops=1&bid=33', back: '#/sheet/s1/deal' },
    });
    // Nothing saved; the draft keeps every choice for the way back.
    expect(await getDeals(sheet.id)).toEqual([]);
    expect(await loadDraft(draftKey(sheet.id))).toBeDefined();
  });

  test('the card-points pad takes the room: no calculator link while it is open', async () => {
    const sheet = await newSheet();
    const { user } = await renderEntry(sheet, { here: '#/sheet/s1/deal' });
    await user.click(screen.getByRole('button', { name: 'Bob, Forehand' }));
    await user.click(screen.getByRole('button', { name: 'Clubs (Kreuz)' }));
    await user.click(screen.getByRole('button', { name: 'with 2' }));
    expect(screen.getByRole('link', { name: 'Open in calculator' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Card points' }));
    expect(screen.queryByRole('link', { name: 'Open in calculator' })).toBeNull();
  });

  test('auf Deutsch', async () => {
    const sheet = await newSheet();
    const { user } = await renderEntry(sheet, {
      wrapper: German,
      region: 'Spiel eintragen',
      here: '#/sheet/s1/deal',
    });
    await user.click(screen.getByRole('button', { name: 'Bob, Vorhand' }));
    await user.click(screen.getByRole('button', { name: 'Grand' }));
    await user.click(screen.getByRole('button', { name: 'mit 2' }));
    const link = screen.getByRole('link', { name: 'Im Rechner öffnen' });
    expect(link.getAttribute('href')).toMatch(/^#\/calculator\?game=grand&held=with&tops=2&back=/);
  });
});

describe("a saved deal's details hand it to the calculator", () => {
  test('deal 2, hearts hand with 1, bid 33: the calculator opens with it, Back returns', async () => {
    const overbid = trump(2, 'hearts', 1, true, { bid: 33, announcement: 'hand' });
    const sheet = await sheetWith(['Anna', 'Ben', 'Carl', 'Dora'], FOUR, [PASSED, overbid]);
    const dealId = (await storedDeals(sheet.id))[1]?.id ?? '';
    const here = `#/sheet/${sheet.id}/deal/${dealId}`;
    const view = render(
      <DealDetailScreen
        sheetId={sheet.id}
        dealId={dealId}
        links={{ sheets: '#/', sheet: '#/sheet', edit: '#/edit', here }}
        onDeleted={() => {}}
      />,
    );
    const link = await screen.findByRole('link', { name: 'Open in calculator' });
    view.unmount();
    openLink(link.getAttribute('href') ?? '');
    // with 1, game 2, hand 3 × 10 = 30 < 33: overbid, lost at 40 (5.4), doubled −80.
    expect(screen.getByTestId('calculator-value')).toHaveTextContent(
      'with 1, game 2, hand 3 × 10 = 30',
    );
    expect(screen.getByRole('button', { name: 'Hand' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('lost: −2 × 40 = −80');
    expect(screen.getByRole('link', { name: 'Back to the deal' })).toHaveAttribute('href', here);
  });

  test('auf Deutsch: „Im Rechner öffnen“', async () => {
    const sheet = await sheetWith(['Anna', 'Ben', 'Carl', 'Dora'], FOUR, [
      trump(1, 'clubs', 2, true),
    ]);
    const dealId = (await storedDeals(sheet.id))[0]?.id ?? '';
    render(
      <DealDetailScreen
        sheetId={sheet.id}
        dealId={dealId}
        links={{ sheets: '#/', sheet: '#/sheet', edit: '#/edit', here: '#/x' }}
        onDeleted={() => {}}
      />,
      { wrapper: German },
    );
    const link = await screen.findByRole('link', { name: 'Im Rechner öffnen' });
    expect(link.getAttribute('href')).toBe('#/calculator?game=clubs&held=with&tops=2&back=%23%2Fx');
  });
});
