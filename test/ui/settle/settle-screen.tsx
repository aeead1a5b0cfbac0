// The settle-up screen as each language's test drives it: the same steps, the language's words.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactNode } from 'react';
import { SettleUpScreen } from '../../../src/ui/settle/SettleUpScreen';

/** The names a player reads on the stake's form and the transfers, in one language. */
export interface SettleWords {
  readonly wrapper: ComponentType<{ readonly children: ReactNode }>;
  readonly playForStake: string;
  readonly stakeField: string;
  readonly whoPaysWhom: string;
}

/** Money text as read: the money format's no-break spaces as spaces. */
export const spaced = (text: string | null | undefined) => text?.replace(/\u00a0/g, ' ');

/** An accessible-name matcher for money text, no-break spaces read as spaces. */
export const named = (text: string) => (name: string) => spaced(name) === text;

export function settleScreen(words: SettleWords) {
  const renderSettle = (sheetId: string) =>
    render(<SettleUpScreen sheetId={sheetId} links={{ sheet: '#/sheet' }} />, {
      wrapper: words.wrapper,
    });
  return {
    renderSettle,
    /** The settle-up with the stake box ticked: the stake's form open. */
    async renderStake(sheetId: string) {
      renderSettle(sheetId);
      await userEvent.click(await screen.findByRole('checkbox', { name: words.playForStake }));
    },
    /** Who pays whom, one text a transfer. */
    transfers() {
      const list = screen.getByRole('list', { name: words.whoPaysWhom });
      return within(list)
        .getAllByRole('listitem')
        .map((item) => spaced(item.textContent));
    },
    async setStake(text: string) {
      const box = await screen.findByRole('textbox', { name: words.stakeField });
      await userEvent.clear(box);
      await userEvent.type(box, text);
    },
  };
}
