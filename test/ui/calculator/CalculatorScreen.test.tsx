// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { CalculatorScreen } from '../../../src/ui/calculator/CalculatorScreen';

// Expected values worked out by hand from ../shared/rules/skat-scoring.md (5.1, 5.2, 5.4, 3.3).

function setup() {
  const user = userEvent.setup();
  render(<CalculatorScreen backHref="#/" />);
  const tops = (n: number) =>
    within(screen.getByRole('group', { name: 'Number of tops' })).getByRole('radio', {
      name: String(n),
    });
  const value = () => screen.getByTestId('calculator-value');
  return { user, tops, value };
}

/** Clubs with 2 hand (worth 48), then a bid typed: the verdict on it. */
async function clubsWith2HandBid(bid: string) {
  const { user, tops } = setup();
  await user.click(tops(2));
  await user.click(screen.getByRole('button', { name: 'Hand' }));
  await user.type(screen.getByRole('textbox', { name: 'Bid' }), bid);
  return screen.getByRole('status');
}

describe('calculator: value, bids, overbid', () => {
  test('Clubs with 2 hand is worth 48 and covers every bid up to 48', async () => {
    const { user, tops, value } = setup();
    await user.click(tops(2));
    await user.click(screen.getByRole('button', { name: 'Hand' }));
    expect(screen.getByRole('button', { name: 'Hand' })).toHaveAttribute('aria-pressed', 'true');
    // with 2, game 3, hand 4 × 12 (Clubs) = 48
    expect(value()).toHaveTextContent('with 2, game 3, hand 4 × 12 = 48');
    expect(screen.getByText('Highest bid it covers: 48')).toBeInTheDocument();
    const bids = within(screen.getByRole('list', { name: 'Bids it covers' })).getAllByRole(
      'listitem',
    );
    expect(bids.map((li) => li.textContent)).toEqual([
      '18',
      '20',
      '22',
      '23',
      '24',
      '27',
      '30',
      '33',
      '35',
      '36',
      '40',
      '44',
      '45',
      '46',
      '48',
    ]);
  });

  test('at bid 50 Clubs with 2 hand is overbid and loses 60 twice: −120', async () => {
    const verdict = await clubsWith2HandBid('50');
    expect(verdict).toHaveTextContent('Overbid at 50');
    // 5.4: smallest multiple of 12 reaching 50 is 60; lost counts double.
    expect(verdict).toHaveTextContent(
      'bid 50 > value 48 → lost at 60 (smallest multiple of 12 reaching 50)',
    );
    expect(verdict).toHaveTextContent('lost: −2 × 60 = −120');
  });

  test('at bid 48 the same game is covered: won +48, lost −96', async () => {
    const verdict = await clubsWith2HandBid('48');
    expect(verdict).toHaveTextContent('A bid of 48 is covered.');
    expect(verdict).toHaveTextContent('Won: +48');
    expect(verdict).toHaveTextContent('Lost: −96');
  });

  test('a number that is not a bid is refused, and stays as typed', async () => {
    const { user } = setup();
    const bid = screen.getByRole('textbox', { name: 'Bid' });
    await user.type(bid, '25');
    expect(screen.getByRole('alert')).toHaveTextContent('That is not a bid');
    expect(bid).toHaveValue('25');
  });

  test('each level links to its rule', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Schneider' }));
    expect(screen.getByRole('link', { name: 'Open the rule ISkO 5.2.3' })).toHaveAttribute(
      'href',
      '#/rules/5.2.3',
    );
  });
});

describe('calculator: null games', () => {
  test('Null ouvert hand is worth 59; at bid 59 it would lose −118', async () => {
    const { user, value } = setup();
    await user.click(screen.getByRole('radio', { name: 'Null' }));
    expect(screen.queryByRole('group', { name: 'Number of tops' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hand' }));
    await user.click(screen.getByRole('button', { name: 'Ouvert' }));
    expect(value()).toHaveTextContent('Null ouvert hand = 59');
    expect(screen.getByText('Highest bid it covers: 59')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Bid' }), '59');
    expect(screen.getByRole('status')).toHaveTextContent('Lost: −118');
    const reaching = screen.getByRole('list', { name: 'Null games that reach 59' });
    expect(
      within(reaching)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Null ouvert hand (59)']);
  });

  test('Null ouvert (46) at bid 59 may not be played: the core names the null game that reaches it', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: 'Null' }));
    await user.click(screen.getByRole('button', { name: 'Ouvert' }));
    await user.type(screen.getByRole('textbox', { name: 'Bid' }), '59');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Null ouvert is worth 46, below the bid of 59; only Null ouvert hand (59) would reach it.',
    );
  });
});

describe('calculator: tops and combinations', () => {
  test('grand caps the tops at 4: Clubs with 7, then Grand → with 4, game 5 × 24 = 120', async () => {
    const { user, tops, value } = setup();
    await user.click(tops(7));
    await user.click(screen.getByRole('radio', { name: 'Grand' }));
    expect(tops(4)).toBeChecked();
    expect(
      within(screen.getByRole('group', { name: 'Number of tops' })).queryByRole('radio', {
        name: '5',
      }),
    ).not.toBeInTheDocument();
    expect(value()).toHaveTextContent('with 4, game 5 × 24 = 120');
  });

  test('Ouvert turns on hand and schwarz announced (5.2.6): 8 levels at once, no refusal', async () => {
    const { user, value } = setup();
    await user.click(screen.getByRole('button', { name: 'Ouvert' }));
    for (const name of [
      'Hand',
      'Schneider',
      'Schneider announced',
      'Schwarz',
      'Schwarz announced',
      'Ouvert',
    ]) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
    }
    expect(
      screen.queryByRole('region', { name: 'This game cannot be played like this' }),
    ).toBeNull();
    // with 1, game 2, hand 3, schneider 4, schneider announced 5, schwarz 6, schwarz announced 7,
    // ouvert 8 × 12 = 96 (5.2.6).
    expect(value()).toHaveTextContent(
      'with 1, game 2, hand 3, schneider 4, schneider announced 5, schwarz 6, schwarz announced 7, ouvert 8 × 12 = 96',
    );
    // Hand off: no announcement stands without it (5.2.5), so they go with it, as in the entry.
    await user.click(screen.getByRole('button', { name: 'Hand' }));
    for (const name of ['Schneider announced', 'Schwarz announced', 'Ouvert']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }
    expect(value()).toHaveTextContent('with 1, game 2, schneider 3, schwarz 4 × 12 = 48');
  });

  test('Grand ouvert from one tap; from Null ouvert to Grand, ouvert is another game and is off', async () => {
    const { user, value } = setup();
    await user.click(screen.getByRole('radio', { name: 'Null' }));
    await user.click(screen.getByRole('button', { name: 'Ouvert' }));
    // Null ouvert stays without hand: 46 (5.2.7).
    expect(screen.getByRole('button', { name: 'Hand' })).toHaveAttribute('aria-pressed', 'false');
    expect(value()).toHaveTextContent('Null ouvert = 46');
    await user.click(screen.getByRole('radio', { name: 'Grand' }));
    expect(screen.getByRole('button', { name: 'Ouvert' })).toHaveAttribute('aria-pressed', 'false');
    expect(value()).toHaveTextContent('with 1, game 2 × 24 = 48');
    await user.click(screen.getByRole('button', { name: 'Ouvert' }));
    expect(value()).toHaveTextContent(
      'with 1, game 2, hand 3, schneider 4, schneider announced 5, schwarz 6, schwarz announced 7, ouvert 8 × 24 = 192',
    );
  });

  test('count the tops from the cards: ♣J ♠J ♥J tapped → with 3, broken at ♦J, and the tops filled in', async () => {
    const { user, tops, value } = setup();
    await user.click(screen.getByRole('button', { name: 'Count the tops from the cards' }));
    for (const name of ['Jack of Clubs', 'Jack of Spades', 'Jack of Hearts', 'Ace of Clubs']) {
      await user.click(screen.getByRole('button', { name }));
    }
    expect(screen.getByRole('button', { name: 'Jack of Hearts' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Jack of Diamonds' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'With 3: ♣J ♠J ♥J held from the top; the run breaks at ♦J, which is missing.',
    );
    await user.click(screen.getByRole('button', { name: 'Use “with 3”' }));
    expect(tops(3)).toBeChecked();
    expect(value()).toHaveTextContent('with 3, game 4 × 12 = 48');
  });
});
