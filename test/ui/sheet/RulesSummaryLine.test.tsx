// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { createSheet } from '../../../src/db/sheets';
import { SheetScreen } from '../../../src/ui/sheet/SheetScreen';
import { German } from '../../support/i18n';
import { emptyDatabase } from '../../support/fresh-db';
import { NYCSA_RULES } from '../../support/presets';
import { sheetWith, THREE_PLAIN } from '../../support/sheet-fixtures';

beforeEach(emptyDatabase);

async function nycsaSheet(): Promise<string> {
  const created = await createSheet({
    name: 'Club night',
    playerNames: ['Anna', 'Ben', 'Carl'],
    setup: { players: 3, firstDealer: 0, plannedDeals: 36, rules: NYCSA_RULES },
    preset: 'nycsa',
  });
  if (!created.ok) throw new Error('sheet not created');
  return created.value.id;
}

function renderSheet(sheetId: string, german = false) {
  const links = { sheets: '#/', newDeal: '#/new-deal', deal: (id: string) => `#/deal/${id}` };
  render(<SheetScreen sheetId={sheetId} links={links} />, german ? { wrapper: German } : {});
}

describe('the sheet names its rules in one line', () => {
  test('an NYCSA sheet: the preset and every rule; a tap shows the whole line', async () => {
    const user = userEvent.setup();
    renderSheet(await nycsaSheet());
    const line = await screen.findByRole('button', { name: /^Rules \(NYCSA\):/ });
    expect(line).toHaveAccessibleName(
      'Rules (NYCSA): Seeger-Fabian · Kontra/Re · Ramsch (flat 25, counts as a game, Schieberamsch in Ramsch rounds) · Bock after grand hand, Kontra won, Re won, 60:60 (queued) · Ramsch round · 1 round per 32 deals · ½ cent per point',
    );
    expect(line).toHaveAttribute('aria-expanded', 'false');
    expect(line.querySelector('.line-clamp-1')).toHaveTextContent(/^Rules \(NYCSA\)/);
    await user.click(line);
    expect(line).toHaveAttribute('aria-expanded', 'true');
    expect(line.querySelector('.line-clamp-1')).toBeNull();
  });

  test('a sheet from before house rules: its rules without a preset', async () => {
    const sheet = await sheetWith(['Anna', 'Ben', 'Carl'], { ...THREE_PLAIN, plannedDeals: 36 });
    renderSheet(sheet.id);
    expect(
      await screen.findByRole('button', {
        name: 'Rules: Plain list · no Kontra · no Ramsch · no Bock',
      }),
    ).toBeInTheDocument();
  });

  test('in German', async () => {
    renderSheet(await nycsaSheet(), true);
    expect(
      await screen.findByRole('button', {
        name: 'Regeln: New Yorker Regeln (NYCSA) – Seeger-Fabian · Kontra/Re · Ramsch (fest 25, zählt als Spiel, Schieberamsch in Ramschrunden) · Bock nach Grand Hand, gewonnenem Kontra, gewonnenem Re, 60 : 60 (nacheinander) · Ramschrunde · 1 Runde je 32 Spiele · ½ Cent pro Punkt',
      }),
    ).toBeInTheDocument();
  });
});
