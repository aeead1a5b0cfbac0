// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { addDeal } from '../../../src/db/deals';
import { createSheet } from '../../../src/db/sheets';
import { PRESETS } from '../../../src/domain/rules';
import { English, German } from '../../support/i18n';
import { emptyDatabase } from '../../support/fresh-db';
import { getSheet } from '../../support/db-reads';
import { renderSheet } from './render-sheet';

// The rules lock with the first deal, not at "Start sheet" (house-rules.md): a wrong preset is
// noticed at deal 1, so until then the sheet's rules open in the new-sheet form and may change.

beforeEach(emptyDatabase);
vi.setConfig({ testTimeout: 20_000 });

async function nycsaSheet(withDeal: boolean) {
  const created = await createSheet({
    playerNames: ['Anna', 'Bob', 'Carl'],
    setup: { players: 3, firstDealer: 0, plannedDeals: 36, rules: PRESETS.nycsa },
    preset: 'nycsa',
  });
  if (!created.ok) throw new Error('setup: the sheet was refused');
  if (withDeal && !(await addDeal(created.value.id, { kind: 'passed' })).ok) {
    // NYCSA plays a passed deal as a Ramsch: a Ramsch stands where a passed deal would.
    const ramsch = {
      kind: 'ramsch',
      points: [50, 40, 30],
      noTrick: [],
      allTricks: null,
      doublings: 0,
      bock: 0,
    } as const;
    if (!(await addDeal(created.value.id, ramsch)).ok) throw new Error('setup: deal refused');
  }
  return created.value;
}

const LANGUAGES = [
  {
    language: 'English',
    wrapper: English,
    words: {
      deal1: 'Deal 1 of 36',
      deal2: 'Deal 2 of 36',
      change: 'Change the rules',
      form: "Change this sheet's rules",
      tournament: 'Tournament',
      save: 'Save rules',
      cancel: 'Cancel',
      nycsa: 'NYCSA',
      nycsaLine: /^Rules \(NYCSA\): /,
      tournamentLine: /^Rules \(Tournament\): /,
      locked: 'Locked with the first deal: the rules cannot change any more.',
    },
  },
  {
    language: 'German',
    wrapper: German,
    words: {
      deal1: 'Spiel 1 von 36',
      deal2: 'Spiel 2 von 36',
      change: 'Regeln ändern',
      form: 'Regeln dieser Liste ändern',
      tournament: 'Turnier',
      save: 'Regeln speichern',
      cancel: 'Abbrechen',
      nycsa: 'New Yorker Regeln (NYCSA)',
      nycsaLine: /^Regeln: New Yorker Regeln \(NYCSA\) – /,
      tournamentLine: /^Regeln: Turnier – /,
      locked: 'Mit dem ersten Spiel festgelegt: Die Regeln können nicht mehr geändert werden.',
    },
  },
] as const;

describe.each(LANGUAGES)("a sheet's rules before and after deal 1, in $language", (lang) => {
  const w = lang.words;
  const rulesLine = (pattern: RegExp) => screen.findByRole('button', { name: pattern });

  test('before deal 1: the form opens with the rules, a preset is chosen and saved', async () => {
    const user = userEvent.setup();
    const sheet = await nycsaSheet(false);
    renderSheet(sheet.id, { wrapper: lang.wrapper });
    await screen.findByRole('region', { name: w.deal1 });
    await rulesLine(w.nycsaLine);
    await user.click(await screen.findByRole('button', { name: w.change }));
    const form = await screen.findByRole('form', { name: w.form });
    // Filled with the sheet's own rules: its preset is chosen.
    expect(within(form).getByRole('radio', { name: w.nycsa })).toBeChecked();
    await user.click(within(form).getByRole('radio', { name: w.tournament }));
    await user.click(within(form).getByRole('button', { name: w.save }));
    await waitFor(() => expect(screen.queryByRole('form', { name: w.form })).toBeNull());
    await rulesLine(w.tournamentLine);
    expect(await getSheet(sheet.id)).toMatchObject({
      preset: 'tournament',
      setup: { rules: PRESETS.tournament, plannedDeals: 36, firstDealer: 0 },
    });
  });

  test('Cancel leaves the rules as they were', async () => {
    const user = userEvent.setup();
    const sheet = await nycsaSheet(false);
    renderSheet(sheet.id, { wrapper: lang.wrapper });
    await user.click(await screen.findByRole('button', { name: w.change }));
    const form = await screen.findByRole('form', { name: w.form });
    await user.click(within(form).getByRole('radio', { name: w.tournament }));
    await user.click(within(form).getByRole('button', { name: w.cancel }));
    expect(screen.queryByRole('form', { name: w.form })).toBeNull();
    await rulesLine(w.nycsaLine);
    expect((await getSheet(sheet.id))?.preset).toBe('nycsa');
  });

  test('after deal 1: no way to change them, and the rules say they are locked', async () => {
    const user = userEvent.setup();
    const sheet = await nycsaSheet(true);
    renderSheet(sheet.id, { wrapper: lang.wrapper });
    await screen.findByRole('region', { name: w.deal2 });
    await user.click(await rulesLine(w.nycsaLine));
    expect(await screen.findByText(w.locked)).toBeVisible();
    expect(screen.queryByRole('button', { name: w.change })).toBeNull();
  });
});
