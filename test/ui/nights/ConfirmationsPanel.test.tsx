// @vitest-environment jsdom
// The director's view of the tables' confirmations (issue 33), in English and German: who
// confirmed each list, who is waited for, whose confirmation a change withdrew; the prizes wait
// for every list, or the director's release with a reason (refused without one, nothing sent).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import type { TableConfirmations } from '../../../src/domain/tournament/list-confirmation';
import { ConfirmationsPanel } from '../../../src/ui/nights/ConfirmationsPanel';
import { English, German } from '../../support/i18n';

const NAMES: Record<string, string> = { a: 'Anna', b: 'Ben', c: 'Carla', d: 'Dora', e: 'Emil' };
const nameOf = (id: string) => NAMES[id] ?? id;

const TABLES: TableConfirmations[] = [
  {
    series: 0,
    table: 1,
    sheetId: 's1',
    confirmed: true,
    players: ['a', 'b'].map((playerId) => ({ playerId, state: 'confirmed', at: 1 })),
  },
  {
    series: 0,
    table: 2,
    sheetId: 's2',
    confirmed: false,
    players: [
      { playerId: 'c', state: 'confirmed', at: 1 },
      { playerId: 'd', state: 'waiting', at: null },
      { playerId: 'e', state: 'withdrawn', at: 2 },
    ],
  },
];

describe('the tables’ confirmations', () => {
  test('per table: confirmed, waiting, withdrawn; the prizes wait (English)', () => {
    render(<ConfirmationsPanel tables={TABLES} released={null} nameOf={nameOf} />, {
      wrapper: English,
    });
    expect(screen.getByRole('heading', { name: 'Lists confirmed' })).toBeTruthy();
    expect(screen.getByText('Every player confirmed this list.')).toBeTruthy();
    expect(screen.getByText('Confirmed by Carla')).toBeTruthy();
    expect(screen.getByText('Waiting for Dora')).toBeTruthy();
    expect(
      screen.getByText('The list changed after it was confirmed: Emil must confirm again'),
    ).toBeTruthy();
    expect(screen.getByText('Prizes: 1 list is not confirmed yet.')).toBeTruthy();
    // No release offered without the director's handler.
    expect(screen.queryByRole('button', { name: 'Pay prizes anyway' })).toBeNull();
  });

  test('the director releases the prizes with a reason; none: a message, nothing sent (German)', async () => {
    const onRelease = vi.fn();
    render(
      <ConfirmationsPanel tables={TABLES} released={null} nameOf={nameOf} onRelease={onRelease} />,
      { wrapper: German },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Preise trotzdem auszahlen' }));
    expect(screen.getByRole('alert').textContent).toContain('Bitte angeben');
    expect(onRelease).not.toHaveBeenCalled();
    await user.type(
      screen.getByRole('textbox', { name: 'Grund für die Auszahlung ohne alle Bestätigungen' }),
      'Emil musste früher gehen',
    );
    await user.click(screen.getByRole('button', { name: 'Preise trotzdem auszahlen' }));
    expect(onRelease).toHaveBeenCalledWith('Emil musste früher gehen');
  });

  test('a release on the record is shown with who and why; all confirmed: payable', () => {
    const released = { at: 3, author: 'clara', reason: 'Emil ging früher' };
    const { rerender } = render(
      <ConfirmationsPanel tables={TABLES} released={released} nameOf={nameOf} />,
      { wrapper: German },
    );
    expect(
      screen.getByText('Preise von clara ohne alle Bestätigungen freigegeben: Emil ging früher'),
    ).toBeTruthy();
    rerender(<ConfirmationsPanel tables={TABLES.slice(0, 1)} released={null} nameOf={nameOf} />);
    expect(
      screen.getByText('Preise: Alle Listen sind bestätigt, die Preise können ausgezahlt werden.'),
    ).toBeTruthy();
  });
});
