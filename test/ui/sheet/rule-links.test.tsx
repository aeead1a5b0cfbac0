// @vitest-environment jsdom
// Every step of a deal's explanation links its rule ("ISkO 5.2.3", a house-rules section) to the
// rules screen, and the sheet's rules line links the house rules it plays. Rule numbers as in
// ../shared/rules/skat-scoring.md (5.2 levels, 5.2.7 null, 5.4 overbid) and house-rules.md.
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderDealDetail } from './render-sheet';
import { beforeEach, describe, expect, test } from 'vitest';
import { SheetScreen } from '../../../src/ui/sheet/SheetScreen';
import { German } from '../../support/i18n';
import { emptyDatabase } from '../../support/fresh-db';
import { FOUR, PASSED, THREE, sheetWith, storedDeals, trump } from '../../support/sheet-fixtures';
import { linkHref } from '../../support/ui-links';
import type { Deal } from '../../../src/domain/deal';
import { nycsaSheet } from './nycsa-evening';

beforeEach(emptyDatabase);

async function renderDeal(sheetId: string, number: number, german = false) {
  const dealId = (await storedDeals(sheetId))[number - 1]?.id ?? '';
  renderDealDetail(sheetId, dealId, german ? { wrapper: German } : {});
  await screen.findByRole('heading', { level: 1 });
}

const hrefs = (links: readonly HTMLElement[]) => links.map((link) => link.getAttribute('href'));

// Hearts hand, with 1, bid 33: 3 × 10 = 30 < 33, overbid (5.4).
const OVERBID = trump(2, 'hearts', 1, true, { bid: 33, announcement: 'hand' });
const NULL_LOST: Deal = {
  kind: 'null',
  declarer: 1,
  bid: 23,
  kontra: 'none',
  bock: 0,
  variant: 'null',
  made: false,
};

describe('each explanation step links its rule', () => {
  test('the levels link ISkO 5.2, the overbid ISkO 5.4', async () => {
    const sheet = await sheetWith(['Anna', 'Ben', 'Carl', 'Dora'], FOUR, [PASSED, OVERBID]);
    await renderDeal(sheet.id, 2);
    const levels = screen.getByRole('region', { name: 'Game value' });
    const levelLinks = within(levels).getAllByRole('link', { name: 'Open the rule ISkO 5.2' });
    expect(hrefs(levelLinks)).toEqual(['#/rules/5.2', '#/rules/5.2', '#/rules/5.2']);
    const over = screen.getByRole('region', { name: 'Overbid' });
    expect(linkHref('Open the rule ISkO 5.4', over)).toBe('#/rules/5.4');
  });

  test('a null game links ISkO 5.2.7; a Seeger-Fabian list its rule', async () => {
    const sheet = await sheetWith(['Anna', 'Ben', 'Carl'], THREE, [NULL_LOST]);
    await renderDeal(sheet.id, 1);
    const levels = screen.getByRole('region', { name: 'Game value' });
    expect(linkHref('Open the rule ISkO 5.2.7', levels)).toBe('#/rules/5.2.7');
    const entry = screen.getByRole('region', { name: 'List entry' });
    expect(
      within(entry).getByRole('link', { name: 'Open the rule Seeger-Fabian' }),
    ).toHaveAttribute('href', '#/rules/seeger-fabian');
  });

  test('a Ramsch links each step to its house-rules section, and the round it was played in', async () => {
    await renderDeal((await nycsaSheet(10)).id, 6);
    const steps = screen.getByRole('region', { name: 'How the value is reached' });
    expect(hrefs(within(steps).getAllByRole('link'))).toEqual([
      '#/rules/ramsch.value',
      '#/rules/ramsch.value',
      '#/rules/ramsch.schieberamsch',
    ]);
    expect(
      within(steps).getByRole('link', { name: 'Open the rule house rules § Schieberamsch' }),
    ).toBeInTheDocument();
    const entry = screen.getByRole('region', { name: 'List entry' });
    expect(hrefs(within(entry).getAllByRole('link'))).toEqual([
      '#/rules/ramsch.winner',
      '#/rules/ramsch.on-the-list',
    ]);
    const rounds = screen.getByRole('region', { name: 'Bock and Ramsch rounds' });
    expect(
      within(rounds).getByRole('link', {
        name: 'Open the rule house rules § Ramsch round after Bock',
      }),
    ).toHaveAttribute('href', '#/rules/bock-rounds.ramsch-round');
  });

  test('in German: the same links, named in German', async () => {
    await renderDeal((await nycsaSheet(10)).id, 6, true);
    const steps = screen.getByRole('region', { name: /Wert/ });
    expect(
      within(steps).getByRole('link', { name: 'Regel Hausregeln § Schieberamsch öffnen' }),
    ).toHaveAttribute('href', '#/rules/ramsch.schieberamsch');
  });

  test('in German: an overbid game links ISkO 5.4', async () => {
    const sheet = await sheetWith(['Anna', 'Ben', 'Carl', 'Dora'], FOUR, [PASSED, OVERBID]);
    await renderDeal(sheet.id, 2, true);
    expect(linkHref('Regel ISkO 5.4 öffnen')).toBe('#/rules/5.4');
    expect(screen.getAllByRole('link', { name: 'Regel ISkO 5.2 öffnen' })).toHaveLength(3);
  });
});

function renderSheet(sheetId: string, german = false) {
  const links = { sheets: '#/', newDeal: '#/new-deal', deal: (id: string) => `#/deal/${id}` };
  render(<SheetScreen sheetId={sheetId} links={links} />, german ? { wrapper: German } : {});
}

describe("the sheet's rules line links the rules it plays", () => {
  test('NYCSA: Seeger-Fabian, Kontra/Re, Ramsch, Bock rounds, Ramsch round, per page', async () => {
    const user = userEvent.setup();
    renderSheet((await nycsaSheet(1)).id);
    const line = await screen.findByRole('button', { name: /^Rules \(NYCSA\):/ });
    expect(screen.queryByRole('list', { name: 'The rules of this sheet' })).toBeNull();
    await user.click(line);
    const rules = screen.getByRole('list', { name: 'The rules of this sheet' });
    const links = within(rules).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Seeger-Fabian',
      'Kontra/Re',
      'Ramsch',
      'Bock rounds',
      'Ramsch round',
      'One round per page',
    ]);
    expect(hrefs(links)).toEqual([
      '#/rules/seeger-fabian',
      '#/rules/kontra-re',
      '#/rules/ramsch',
      '#/rules/bock-rounds',
      '#/rules/bock-rounds.ramsch-round',
      '#/rules/bock-rounds.per-page',
    ]);
    expect(links[3]).toHaveAccessibleName('Open the rule Bock rounds');
  });

  test('a plain list without house rules links only the plain list', async () => {
    const user = userEvent.setup();
    const sheet = await sheetWith(['Anna', 'Ben', 'Carl', 'Dora'], {
      ...FOUR,
      kontraAllowed: false,
    });
    renderSheet(sheet.id);
    await user.click(await screen.findByRole('button', { name: /^Rules:/ }));
    const rules = screen.getByRole('list', { name: 'The rules of this sheet' });
    expect(hrefs(within(rules).getAllByRole('link'))).toEqual(['#/rules/plain-list']);
  });

  test('in German', async () => {
    const user = userEvent.setup();
    renderSheet((await nycsaSheet(1)).id, true);
    await user.click(
      await screen.findByRole('button', { name: /^Regeln: New Yorker Regeln \(NYCSA\) – / }),
    );
    const rules = screen.getByRole('list', { name: 'Die Regeln dieser Liste' });
    expect(linkHref('Regel Bockrunden öffnen', rules)).toBe('#/rules/bock-rounds');
    expect(linkHref('Regel Ramschrunde öffnen', rules)).toBe('#/rules/bock-rounds.ramsch-round');
  });
});
