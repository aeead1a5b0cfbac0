// @vitest-environment jsdom
// Tables of 5 at a club night (docs/five-at-the-table.md): the director's new-night form lets the
// plan allow them with their own number of deals, refused with words when it does not divide by
// 5 (what was typed stays); the setup carries it, and the night's page says it. Without the tick
// the setup has none, so the plan refuses a table of 5.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { renderNewNight } from './new-night-form';

/** userEvent types letter by letter: slow on a busy machine. */
const TYPING_MS = 30_000;
const NINE = 'Anna\nBen\nCarla\nDora\nEmil\nFritz\nGerd\nHanna\nIda';

interface Words {
  readonly more: string;
  readonly allowFive: string;
  readonly dealsAtFive: string;
  readonly create: string;
  readonly refusedFive: string;
}

const ENGLISH: Words = {
  more: 'More players, one name a line',
  allowFive: 'Allow tables of 5',
  dealsAtFive: 'Deals at a 5-table',
  create: 'Create night',
  refusedFive: '42 deals cannot be played at a 5-table: the number must divide by 5 (at most 96)',
};

const GERMAN: Words = {
  more: 'Weitere Spieler, ein Name je Zeile',
  allowFive: 'Fünfertische zulassen',
  dealsAtFive: 'Spiele am Fünfertisch',
  create: 'Abend anlegen',
  refusedFive:
    '42 Spiele gehen am Fünfertisch nicht auf: die Zahl muss durch 5 teilbar sein (höchstens 96)',
};

const renderForm = (german: boolean) => renderNewNight([], german);

const created = (onCreate: ReturnType<typeof renderForm>) => onCreate.mock.calls[0]?.[0];

for (const [language, w, german] of [
  ['English', ENGLISH, false],
  ['German', GERMAN, true],
] as const) {
  describe(`the new night allows tables of 5 (${language})`, () => {
    /** The form open in this language, nine players named. */
    async function nineNamed() {
      const user = userEvent.setup();
      const onCreate = renderForm(german);
      await user.type(screen.getByLabelText(w.more), NINE);
      return { user, onCreate };
    }

    test(
      'ticked: its deals refused until they divide by 5, then in the setup',
      async () => {
        const { user, onCreate } = await nineNamed();
        expect(screen.queryByLabelText(w.dealsAtFive)).toBeNull();
        await user.click(screen.getByRole('checkbox', { name: w.allowFive }));
        const deals = screen.getByRole('textbox', { name: w.dealsAtFive });
        expect(deals).toHaveValue('40');
        await user.clear(deals);
        await user.type(deals, '42');
        await user.click(screen.getByRole('button', { name: w.create }));
        const items = within(screen.getByRole('alert'))
          .getAllByRole('listitem')
          .map((item) => item.textContent);
        expect(items).toEqual([w.refusedFive]);
        expect(onCreate).not.toHaveBeenCalled();
        expect(screen.getByRole('textbox', { name: w.dealsAtFive })).toHaveValue('42');
        expect(screen.getByRole('checkbox', { name: w.allowFive })).toBeChecked();

        await user.clear(screen.getByRole('textbox', { name: w.dealsAtFive }));
        await user.type(screen.getByRole('textbox', { name: w.dealsAtFive }), '40');
        await user.click(screen.getByRole('button', { name: w.create }));
        expect(screen.queryByRole('alert')).toBeNull();
        expect(created(onCreate)?.dealsAtFive).toBe(40);
        expect(created(onCreate)?.players).toHaveLength(9);
      },
      TYPING_MS,
    );

    test(
      'not ticked: the setup has no tables of 5, whatever the hidden field held',
      async () => {
        const { user, onCreate } = await nineNamed();
        await user.click(screen.getByRole('checkbox', { name: w.allowFive }));
        await user.clear(screen.getByRole('textbox', { name: w.dealsAtFive }));
        await user.type(screen.getByRole('textbox', { name: w.dealsAtFive }), '42');
        await user.click(screen.getByRole('checkbox', { name: w.allowFive }));
        expect(screen.queryByRole('textbox', { name: w.dealsAtFive })).toBeNull();
        await user.click(screen.getByRole('button', { name: w.create }));
        expect(screen.queryByRole('alert')).toBeNull();
        expect(created(onCreate)).toBeDefined();
        expect(created(onCreate)).not.toHaveProperty('dealsAtFive');
      },
      TYPING_MS,
    );
  });
}
