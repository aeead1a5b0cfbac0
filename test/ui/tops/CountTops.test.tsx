// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { CountTops } from '../../../src/ui/tops/CountTops';
import { German } from '../../support/i18n';

// ISkO 2.4 (skat-scoring.md, "Tops"): with N = unbroken run from ♣J; without N = tops missing
// above the highest trump held; grand counts the four jacks only.

describe('count the tops from the cards', () => {
  test('hearts: the trumps shown are the four jacks and the seven hearts, highest first', () => {
    render(<CountTops game="hearts" onUse={() => {}} />);
    const cards = screen
      .getByRole('group', { name: 'Trumps, highest first' })
      .querySelectorAll('button');
    expect([...cards].map((b) => b.textContent)).toEqual([
      '♣J',
      '♠J',
      '♥J',
      '♦J',
      '♥A',
      '♥10',
      '♥K',
      '♥Q',
      '♥9',
      '♥8',
      '♥7',
    ]);
  });

  test('grand shows the jacks only; all four tapped → with 4, and Use hands it over', async () => {
    const user = userEvent.setup();
    const onUse = vi.fn();
    render(<CountTops game="grand" onUse={onUse} />);
    const cards = screen
      .getByRole('group', { name: 'Trumps, highest first' })
      .querySelectorAll('button');
    expect(cards).toHaveLength(4);
    for (const suit of ['Clubs', 'Spades', 'Hearts', 'Diamonds']) {
      await user.click(screen.getByRole('button', { name: `Jack of ${suit}` }));
    }
    expect(screen.getByRole('status')).toHaveTextContent('With 4: every trump held, ♣J ♠J ♥J ♦J.');
    await user.click(screen.getByRole('button', { name: 'Use “with 4”' }));
    expect(onUse).toHaveBeenCalledWith({ held: 'with', tops: 4 });
  });

  test('spades without 2: highest trump ♥J; untapping a card counts again', async () => {
    const user = userEvent.setup();
    render(<CountTops game="spades" onUse={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Jack of Hearts' }));
    await user.click(screen.getByRole('button', { name: 'Ace of Spades' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Without 2: ♣J ♠J missing above the highest trump held, ♥J.',
    );
    await user.click(screen.getByRole('button', { name: 'Jack of Clubs' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'With 1: ♣J held from the top; the run breaks at ♠J, which is missing.',
    );
    await user.click(screen.getByRole('button', { name: 'Jack of Clubs' }));
    expect(screen.getByRole('button', { name: 'Jack of Clubs' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Without 2');
  });

  test('no trump tapped in diamonds: without 11', () => {
    render(<CountTops game="diamonds" onUse={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('Without 11: no trump held.');
  });

  test('auf Deutsch: Karo ohne 4, höchster Trumpf das Karo-Ass', async () => {
    const user = userEvent.setup();
    render(<CountTops game="diamonds" onUse={() => {}} />, { wrapper: German });
    await user.click(screen.getByRole('button', { name: 'Karo-Ass' }));
    await user.click(screen.getByRole('button', { name: 'Karo-Sieben' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Ohne 4: ♦A ist der höchste Trumpf; darüber nicht in der Hand: ♣B ♠B ♥B ♦B.',
    );
    expect(screen.getByRole('button', { name: '„ohne 4“ übernehmen' })).toBeInTheDocument();
  });
});
