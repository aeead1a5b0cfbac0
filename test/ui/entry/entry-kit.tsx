// The deal entry rendered on a real (fake-indexeddb) sheet, shared by the entry's component tests.
import type { ListDeal } from '../../../src/domain/voided-deal';
import { render, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactNode } from 'react';
import { vi } from 'vitest';
import type { DealRecord, SheetRecord } from '../../../src/db/records';
import { createSheet } from '../../../src/db/sheets';
import { upgradeRules, type TableRules } from '../../../src/domain/legacy/table-rules';
import { DealEntry } from '../../../src/ui/entry/DealEntry';
import type { EntryStart } from '../../../src/ui/common/contracts/entry-start';
import { getDeals } from '../../support/db-reads';

export const THREE: TableRules = {
  players: 3,
  firstDealer: 0,
  listKind: 'plain',
  kontraAllowed: false,
  plannedDeals: 36,
};

export async function newSheet(rules: TableRules = THREE, names = ['Anna', 'Bob', 'Carl']) {
  const created = await createSheet({
    playerNames: names.slice(0, rules.players),
    setup: upgradeRules(rules),
  });
  if (!created.ok) throw new Error('setup: the sheet was refused');
  return created.value;
}

export const button = (name: string | RegExp) => screen.getByRole('button', { name });

/** Every alert's text in one string: '' when the entry has nothing to say. */
export const alerts = () =>
  screen
    .queryAllByRole('alert')
    .map((a) => a.textContent)
    .join(' ');

/** Types a number on the entry's keypad, one digit button after another. */
/** The buttons named, tapped one after another as a player goes through the entry. */
export async function tap(user: UserEvent, ...names: readonly string[]) {
  for (const name of names) await user.click(button(name));
}

export async function typeNumber(user: UserEvent, digits: string) {
  for (const digit of digits) await user.click(button(digit));
}

interface EntryOptions {
  /** The deal to edit; a new deal without it. */
  readonly editing?: DealRecord;
  /** A new deal started on the sheet: its declarer chosen, or passed. */
  readonly start?: EntryStart;
  /** The language: English unless a wrapper says otherwise (test/support/setup.ts). */
  readonly wrapper?: ComponentType<{ readonly children: ReactNode }>;
  /** The entry region's name in that language, waited for before the test taps. */
  readonly region?: string;
  /** The entry's own address, as its route gives it (for the calculator's Back). */
  readonly here?: string;
}

/** The entry of the sheet's next deal (or of `editing`), once its draft has been read. */
export async function renderEntry(sheet: SheetRecord, options: EntryOptions = {}) {
  const { editing, start, wrapper, here, region = 'Enter a deal' } = options;
  const deals = await getDeals(sheet.id);
  const onDone = vi.fn();
  const user = userEvent.setup();
  const entry = (
    <DealEntry
      sheet={sheet}
      deals={deals}
      editing={editing}
      start={start}
      onDone={onDone}
      here={here}
    />
  );
  const view = render(entry, wrapper ? { wrapper } : {});
  const regionElement = await screen.findByRole('region', { name: region });
  return { user, onDone, view, region: regionElement };
}

export async function savedDeals(sheetId: string): Promise<ListDeal[]> {
  return (await getDeals(sheetId)).map((d) => d.deal);
}
