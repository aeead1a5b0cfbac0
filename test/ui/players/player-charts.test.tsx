// @vitest-environment jsdom
// The player page's charts in English and German: Seeger-Fabian per evening (a line chart named
// for a screen reader, with its numbers as a table; the Bierlachs evening left out and said so),
// each game's share of the games declared, and best / worst evenings leaving Bierlachs unranked.
// Counts by hand: clubs with 1 = 2 × 12 = 24, Seeger-Fabian 24 + 50 = 74; grand with 1 lost on
// Bierlachs = 2 × 2 × 24 = 96 taken, from a limit of 90: Anna at −6 buys the beer.
import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { addDeal } from '../../../src/db/deals';
import { createSheet } from '../../../src/db/sheets';
import { upgradeRules } from '../../../src/domain/legacy/table-rules';
import { formatNumber } from '../../../src/ui/i18n/format';
import { MANY_EVENINGS } from '../../../src/ui/players/PlayerCharts';
import { English, German } from '../../support/i18n';
import { renderAnna } from './render-anna';
import { emptyDatabase } from '../../support/fresh-db';
import { trump } from '../../support/sheet-fixtures';

const NAMES = ['Anna', 'Ben', 'Carl'];

beforeEach(async () => {
  await emptyDatabase();
  const seegerFabian = upgradeRules({
    players: 3,
    firstDealer: 0,
    listKind: 'seeger-fabian',
    kontraAllowed: false,
    plannedDeals: 12,
  });
  const monday = await createSheet({ playerNames: NAMES, setup: seegerFabian });
  if (!monday.ok) throw new Error('no sheet');
  // Anna wins clubs with 1 (SF 74); Ben wins clubs with 1 (Anna 0 in a three-player game).
  for (const deal of [trump(0, 'clubs', 1, true), trump(1, 'clubs', 1, true)]) {
    if (!(await addDeal(monday.value.id, deal)).ok) throw new Error('no deal');
  }
  const beer = await createSheet({
    playerNames: NAMES,
    setup: {
      ...seegerFabian,
      rules: { ...seegerFabian.rules, list: { kind: 'bierlachs', limit: 90 } },
    },
  });
  if (!beer.ok) throw new Error('no sheet');
  if (!(await addDeal(beer.value.id, trump(0, 'grand', 1, false))).ok) throw new Error('no deal');
});

const WORDS = {
  en: {
    wrapper: English,
    title: 'Statistics: Anna',
    chart:
      'Line chart of Anna’s Seeger-Fabian points on one evening. One Bierlachs evening is left out: a Bierlachs list counts no Seeger-Fabian points. Every number is in the table below.',
    numbers: 'Seeger-Fabian per evening: the numbers',
    columns: ['Evening', 'Date', 'Deals played', 'Seeger-Fabian points', 'Per 48 deals'],
    // Evening 1, its date, 2 deals, 74 points, 74 × 48 / 2 = 1,776 per 48 deals.
    row: /^1 \S+ 2 \+?74 1,776$/,
    leftOut: 'One Bierlachs evening is left out: a Bierlachs list counts no Seeger-Fabian points.',
    shares: 'Share of the games declared',
    clubs: 'Clubs 1 50%',
    grand: 'Grand 1 50%',
    spades: 'Spades 0 0%',
    evening: /^\S+, 74 Seeger-Fabian points$/,
    notRanked:
      'Not ranked by points: one evening of Bierlachs, won or lost by rounds (one round lost).',
    numbersToggle: 'The numbers',
    measure: 'Seeger-Fabian per 48 deals',
    measureLeftOut:
      'Counted without one evening of Bierlachs: it counts down from a limit, so its points do not compare.',
  },
  de: {
    wrapper: German,
    title: 'Statistik: Anna',
    chart:
      'Liniendiagramm der Seeger-Fabian-Punkte von Anna an einem Abend. Ein Bierlachs-Abend fehlt: Beim Bierlachs zählen keine Seeger-Fabian-Punkte. Alle Zahlen stehen in der Tabelle darunter.',
    numbers: 'Seeger-Fabian je Abend: die Zahlen',
    columns: ['Abend', 'Datum', 'Gespielte Spiele', 'Seeger-Fabian-Punkte', 'Je 48 Spiele'],
    row: /^1 \S+ 2 \+?74 1\.776$/,
    leftOut: 'Ein Bierlachs-Abend fehlt: Beim Bierlachs zählen keine Seeger-Fabian-Punkte.',
    shares: 'Anteil an den gespielten Spielen',
    clubs: 'Kreuz 1 50 %',
    grand: 'Grand 1 50 %',
    spades: 'Pik 0 0 %',
    evening: /^\S+, 74 Seeger-Fabian-Punkte$/,
    notRanked:
      'Nicht nach Punkten gewertet: ein Abend Bierlachs, gewonnen oder verloren nach Runden (eine Runde verloren).',
    numbersToggle: 'Die Zahlen',
    measure: 'Seeger-Fabian je 48 Spiele',
    measureLeftOut:
      'Ohne Bierlachs gerechnet (ein Abend): Dort wird vom Limit heruntergezählt, die Punkte sind nicht vergleichbar.',
  },
} as const;

describe.each(['en', 'de'] as const)('the player page’s charts (%s)', (locale) => {
  const w = WORDS[locale];

  test('Seeger-Fabian per evening: a named chart and its numbers, Bierlachs left out', async () => {
    renderAnna(w.wrapper);
    expect(await screen.findByRole('heading', { level: 1, name: w.title })).toBeVisible();
    expect(screen.getByRole('img', { name: w.chart })).toBeVisible();
    const table = screen.getByRole('table', { name: w.numbers });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(w.columns);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveAccessibleName(w.row);
    expect(screen.getByText(w.leftOut)).toBeVisible();
  });

  test('the club measure leaves out the Bierlachs evening, as the chart does, and says so', async () => {
    renderAnna(w.wrapper);
    const measure = await screen.findByRole('region', { name: w.measure });
    // Monday alone: 74 Seeger-Fabian points in 2 deals. With the Bierlachs evening (grand lost,
    // −96 − 50 = −146, one more deal) it would be (74 − 146) × 48 / 3 = −1,152.
    const perPlain = (74 * 48) / 2;
    const figure = within(measure).getByText(formatNumber(perPlain, locale));
    expect(figure).toHaveAccessibleDescription(`${w.measure} ${w.measureLeftOut}`);
    expect(within(measure).getByText(w.measureLeftOut)).toBeVisible();
  });

  test('each game’s share of the games declared; Bierlachs not ranked best or worst', async () => {
    renderAnna(w.wrapper);
    const shares = await screen.findByRole('table', { name: w.shares });
    expect(within(shares).getByRole('row', { name: w.clubs })).toBeVisible();
    expect(within(shares).getByRole('row', { name: w.grand })).toBeVisible();
    expect(within(shares).getByRole('row', { name: w.spades })).toBeVisible();
    // Best and worst are both Monday's 74 Seeger-Fabian points: the Bierlachs evening's −96 list
    // points would have been the worst, but it is not ranked by points.
    expect(screen.getAllByRole('link', { name: w.evening })).toHaveLength(2);
    expect(screen.getByText(w.notRanked)).toBeVisible();
  });

  test('hundreds of evenings: their numbers are drawn when asked for', async () => {
    // Monday is one evening of a points list; as many more without a deal make it one too many.
    const setup = upgradeRules({
      players: 3,
      firstDealer: 0,
      listKind: 'seeger-fabian',
      kontraAllowed: false,
      plannedDeals: 12,
    });
    for (let i = 0; i < MANY_EVENINGS; i++) {
      if (!(await createSheet({ playerNames: NAMES, setup })).ok) throw new Error('no sheet');
    }
    renderAnna(w.wrapper);
    expect(await screen.findByRole('heading', { level: 1, name: w.title })).toBeVisible();
    expect(screen.queryByRole('table', { name: w.numbers })).not.toBeInTheDocument();
    await userEvent.click(screen.getByText(w.numbersToggle));
    const table = await screen.findByRole('table', { name: w.numbers });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + MANY_EVENINGS + 1);
  });
});
