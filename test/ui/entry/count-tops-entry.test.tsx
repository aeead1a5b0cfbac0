// @vitest-environment jsdom
// "Count the tops" inside the entry's tops step: one tap opens the trumps as cards, the count
// fills in the tops and the entry goes on to the result. Values by hand from
// ../shared/rules/skat-scoring.md (ISkO 2.4 tops, 5.2 levels; base values ♠ 11, grand 24).
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { German } from '../../support/i18n';
import { button, newSheet, renderEntry, savedDeals } from './entry-kit';

const valueText = () => screen.getByLabelText('Game value').textContent;

/** A new deal up to the tops step for `declarer`'s `game`, the cards opened for counting. */
async function cardsOpen(declarer: string, game: string) {
  const { user } = await renderEntry(await newSheet());
  await user.click(button(declarer));
  await user.click(button(game));
  await user.click(button('Count the tops from the cards'));
  return user;
}

describe('count the tops in the entry', () => {
  test('spades: ♣J ♠J ♥J tapped, ♦J missing → with 3; the entry goes on and saves it', async () => {
    const sheet = await newSheet();
    const { user, onDone } = await renderEntry(sheet);
    await user.click(button('Bob, Forehand'));
    await user.click(button('Spades (Pik)'));
    const open = button('Count the tops from the cards');
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(button('Hide the cards')).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Count the tops' });
    for (const card of ['Jack of Clubs', 'Jack of Spades', 'Jack of Hearts', 'Ace of Spades']) {
      await user.click(within(panel).getByRole('button', { name: card }));
    }
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'With 3: ♣J ♠J ♥J held from the top; the run breaks at ♦J, which is missing.',
    );
    await user.click(within(panel).getByRole('button', { name: 'Use “with 3”' }));
    // The result step: with 3, game 4 × 11 = 44.
    expect(screen.queryByRole('region', { name: 'Count the tops' })).toBeNull();
    expect(valueText()).toContain('with 3, game 4 × 11 = 44');
    expect(button('Change the tops: with 3')).toBeVisible();
    await user.click(button('Won'));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(await savedDeals(sheet.id)).toEqual([
      expect.objectContaining({ game: 'spades', tops: 3, topsHeld: 'with' }),
    ]);
  });

  test('grand counts the jacks only: ♦J alone → without 3', async () => {
    const user = await cardsOpen('Carl, Middlehand', 'Grand');
    const cards = screen.getByRole('group', { name: 'Trumps, highest first' });
    expect(within(cards).getAllByRole('button')).toHaveLength(4);
    await user.click(within(cards).getByRole('button', { name: 'Jack of Diamonds' }));
    await user.click(button('Use “without 3”'));
    // Grand without 3, game 4 × 24 = 96.
    expect(valueText()).toContain('without 3, game 4 × 24 = 96');
  });

  test('closing the cards keeps the numbers; null has no tops and no count', async () => {
    const user = await cardsOpen('Bob, Forehand', 'Hearts (Herz)');
    expect(screen.queryByRole('button', { name: 'with 1' })).toBeNull();
    await user.click(button('Hide the cards'));
    expect(button('with 1')).toBeVisible();
    await user.click(button('Back'));
    await user.click(button('Null'));
    expect(screen.queryByRole('button', { name: 'Count the tops from the cards' })).toBeNull();
  });

  test('auf Deutsch: Kreuz, Kreuz-Bube und Pik-Bube → mit 2', async () => {
    const sheet = await newSheet();
    const { user } = await renderEntry(sheet, { wrapper: German, region: 'Spiel eintragen' });
    await user.click(button('Bob, Vorhand'));
    await user.click(button('Kreuz'));
    await user.click(button('Spitzen aus den Karten zählen'));
    await user.click(button('Kreuz-Bube'));
    await user.click(button('Pik-Bube'));
    expect(screen.getByRole('status')).toHaveTextContent(/^Mit 2/);
    await user.click(button('„mit 2“ übernehmen'));
    expect(button('Spitzen ändern: mit 2')).toBeVisible();
    // mit 2, Spiel 3 × 12 = 36
    expect(screen.getByLabelText('Spielwert').textContent).toContain('mit 2, Spiel 3 × 12 = 36');
  });
});
