// @vitest-environment jsdom
// The season screen: the club's nights and the season's rule read once (their reading mocked: it
// is the sync modules', tested on CouchDB 3.5 in test/sync/club/night/season-rule.test.ts), the year's
// closed nights ranked by the club's rule, which the director saves with the season (a rule kept
// on this device by an earlier version is moved there once), ranked and not yet ranked apart, the
// CSV's content, the nights linked.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fail, ok } from '../../../src/domain/result';
import type { SeasonRule } from '../../../src/domain/tournament/season-rule';
import { SeasonScreen } from '../../../src/ui/season/SeasonScreen';
import { English, German } from '../../support/i18n';
import { rowTexts } from '../../support/table-cells';
import { captureDownloads } from '../print/capture-downloads';
import { NIGHTS } from './season-fixture';

const read = vi.hoisted(() => ({
  readSeasonNights: vi.fn(),
  isSeasonDirector: vi.fn(),
  readClubRule: vi.fn(),
  saveClubRule: vi.fn(),
}));
vi.mock('../../../src/ui/season/season-data', () => read);

const LOGIN = { server: 'http://127.0.0.1:6185/club', name: 'anna' };
const RULE_KEY = `skat-season-rule:${LOGIN.server}`;

beforeEach(() => {
  localStorage.setItem('skat-club-login', JSON.stringify(LOGIN));
  read.readSeasonNights.mockResolvedValue(ok(NIGHTS));
  read.isSeasonDirector.mockResolvedValue(true);
  read.readClubRule.mockResolvedValue(ok(null));
  read.saveClubRule.mockImplementation((_login, _year, rule: SeasonRule) =>
    Promise.resolve(ok(rule)),
  );
});
afterEach(() => {
  localStorage.clear();
  vi.resetAllMocks();
});

const AVERAGE_2_2: SeasonRule = {
  count: 'average',
  minLists: 2,
  minNights: 2,
  bestLists: 0,
  absenceCredit: null,
  absencePenalty: 0,
};

function rows(name: string): string[][] {
  return within(screen.getByRole('table', { name })).getAllByRole('row').map(rowTexts);
}

/** "Count the best lists" set to `count` and the rule saved with the button `save`. */
async function saveBest(best: HTMLElement, count: string, save: string) {
  await userEvent.clear(best);
  await userEvent.type(best, count);
  await userEvent.click(screen.getByRole('button', { name: save }));
}

describe('the season ranking', () => {
  test('the latest year by the sum of points, every player ranked', async () => {
    render(<SeasonScreen onBack={() => {}} />, { wrapper: English });
    expect(await screen.findByRole('table', { name: 'Season ranking 2026' })).toBeVisible();
    expect(read.readSeasonNights).toHaveBeenCalledWith(LOGIN);
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('2026');
    expect(screen.getByText('2 nights counted')).toBeVisible();
    expect(rows('Season ranking 2026')).toEqual([
      ['Place', 'Name', 'Points', 'Lists', 'Nights', 'Won', 'Lost'],
      ['1', 'Bernd', '900', '4', '2', '10', '3'],
      ['2', 'Anna', '701', '4', '2', '8', '3'],
      ['3', 'Clara', '100', '1', '1', '2', '3'],
    ]);
    expect(screen.queryByRole('region', { name: 'Not yet qualified' })).toBeNull();
    // Every night of the year, played order, linked; the open one marked.
    const nights = within(screen.getByRole('list')).getAllByRole('link');
    expect(nights.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Clubabend Januar · 08/01/2026', '#/night/aaaa0001'],
      ['Clubabend Februar · 12/02/2026', '#/night/bbbb0002'],
      ['Clubabend März · 05/03/2026 · still open', '#/night/cccc0003'],
    ]);
  });

  test('the average per list with minimums: saved with the season, the others apart', async () => {
    const { unmount } = render(<SeasonScreen onBack={() => {}} />, { wrapper: English });
    await userEvent.click(await screen.findByRole('radio', { name: 'Average per list' }));
    const lists = screen.getByRole('spinbutton', { name: 'At least lists' });
    await userEvent.clear(lists);
    await userEvent.type(lists, '2');
    const nights = screen.getByRole('spinbutton', { name: 'At least nights' });
    await userEvent.clear(nights);
    await userEvent.type(nights, '2');
    // Typed, not yet saved: the ranking is still by the club's rule.
    expect(rows('Season ranking 2026')[1]).toEqual(['1', 'Bernd', '900', '4', '2', '10', '3']);
    await userEvent.click(screen.getByRole('button', { name: 'Save the rule' }));
    expect(read.saveClubRule).toHaveBeenCalledWith(LOGIN, '2026', AVERAGE_2_2);
    expect(rows('Season ranking 2026').slice(1)).toEqual([
      ['1', 'Bernd', '225.00', '4', '2', '10', '3'],
      ['2', 'Anna', '175.25', '4', '2', '8', '3'],
    ]);
    const below = screen.getByRole('region', { name: 'Not yet qualified' });
    expect(within(below).getByText('Ranked from 2 lists over 2 nights on.')).toBeVisible();
    expect(rows('Not yet qualified 2026').slice(1)).toEqual([
      ['', 'Clara', '100.00', '1', '1', '2', '3'],
    ]);
    expect(
      screen.getByText('The average points per list. Ranked from 2 lists over 2 nights on.'),
    ).toBeVisible();

    // Opened again (on any phone of the club): the club's rule as saved.
    unmount();
    read.readClubRule.mockResolvedValue(ok(AVERAGE_2_2));
    render(<SeasonScreen onBack={() => {}} />, { wrapper: English });
    expect(await screen.findByRole('radio', { name: 'Average per list' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'At least lists' })).toHaveValue(2);
    expect(read.readClubRule).toHaveBeenLastCalledWith(LOGIN, '2026');
  });

  test('a rule needing more lists than were played is refused: nothing changes', async () => {
    render(<SeasonScreen onBack={() => {}} />, { wrapper: English });
    const best = await screen.findByRole('spinbutton', { name: 'Count the best lists (0: all)' });
    await saveBest(best, '5', 'Save the rule');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Not changed: this rule needs 5 lists, and the season has held 4.',
    );
    expect(read.saveClubRule).not.toHaveBeenCalled();
    expect(screen.getByText('The points of the lists added up.')).toBeVisible();
    expect(rows('Season ranking 2026')[1]).toEqual(['1', 'Bernd', '900', '4', '2', '10', '3']);
    // Best 3 of 4 is within the season: saved, and counted.
    await saveBest(best, '3', 'Save the rule');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(
      screen.getByText('The points of the lists added up of the best 3 of 4 lists.'),
    ).toBeVisible();
  });

  test('the server refuses the save: it says why, the rule in force stays', async () => {
    read.saveClubRule.mockResolvedValue(fail(['night-director-only']));
    render(<SeasonScreen onBack={() => {}} />, { wrapper: English });
    await userEvent.click(await screen.findByRole('radio', { name: 'Average per list' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save the rule' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The rule was not saved: only the club night's director (a club admin) may do this",
    );
    expect(rows('Season ranking 2026')[1]).toEqual(['1', 'Bernd', '900', '4', '2', '10', '3']);
  });

  test('a member reads the club rule in words, with no fields to change it', async () => {
    read.isSeasonDirector.mockResolvedValue(false);
    read.readClubRule.mockResolvedValue(ok(AVERAGE_2_2));
    localStorage.setItem(RULE_KEY, JSON.stringify({ count: 'sum', minLists: 0, minNights: 0 }));
    render(<SeasonScreen onBack={() => {}} />, { wrapper: English });
    expect(await screen.findByRole('table', { name: 'Season ranking 2026' })).toBeVisible();
    expect(screen.getByText('Only a club admin (the director) changes the rule.')).toBeVisible();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save the rule' })).toBeNull();
    expect(rows('Season ranking 2026')[1]).toEqual(['1', 'Bernd', '225.00', '4', '2', '10', '3']);
    // The member's phone moves nothing: the club's rule counts.
    expect(read.saveClubRule).not.toHaveBeenCalled();
  });

  test('a rule kept on this phone by an earlier version moves to the club once', async () => {
    localStorage.setItem(RULE_KEY, JSON.stringify({ count: 'average', minLists: 2, minNights: 2 }));
    render(<SeasonScreen onBack={() => {}} />, { wrapper: English });
    expect(await screen.findByRole('radio', { name: 'Average per list' })).toBeChecked();
    expect(read.saveClubRule).toHaveBeenCalledOnce();
    expect(read.saveClubRule).toHaveBeenCalledWith(LOGIN, '2026', AVERAGE_2_2);
    expect(localStorage.getItem(RULE_KEY)).toBeNull();
  });

  test('the CSV holds the ranking as shown, in English', async () => {
    read.readClubRule.mockResolvedValue(ok(AVERAGE_2_2));
    const downloads = captureDownloads();
    render(<SeasonScreen onBack={() => {}} />, { wrapper: English });
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.fileName).toBe('skat-season-2026.csv');
    expect(await downloads[0]?.text).toBe(
      [
        'Place,Name,Points per list,Seeger-Fabian,Lists,Nights,Won,Lost,Qualified',
        '1,Bernd,225,900,4,2,10,3,yes',
        '2,Anna,175.25,701,4,2,8,3,yes',
        ',Clara,100,100,1,1,2,3,no',
        '',
      ].join('\r\n'),
    );
  });

  test('another year: its own nights only', async () => {
    render(<SeasonScreen onBack={() => {}} />, { wrapper: English });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Year' }), '2025');
    expect(rows('Season ranking 2025').slice(1)).toEqual([
      ['1', 'Clara', '900', '2', '1', '9', '0'],
    ]);
  });

  test('without a login, or offline, it says so', async () => {
    localStorage.removeItem('skat-club-login');
    const { unmount } = render(<SeasonScreen onBack={() => {}} />, { wrapper: English });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Log in to the club (Settings › Club) to see its season.',
    );
    unmount();
    localStorage.setItem('skat-club-login', JSON.stringify(LOGIN));
    read.readSeasonNights.mockResolvedValue(fail(['offline']));
    render(<SeasonScreen onBack={() => {}} />, { wrapper: English });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The club’s nights could not be read: no answer from the club server',
    );
  });
});

describe('Die Jahreswertung auf Deutsch', () => {
  test('Schnitt je Liste, Noch nicht gewertet, die CSV mit Semikolon und Dezimalkomma', async () => {
    read.readClubRule.mockResolvedValue(ok(AVERAGE_2_2));
    const downloads = captureDownloads();
    const back = vi.fn();
    render(<SeasonScreen onBack={back} />, { wrapper: German });
    // The title shows while the nights are read: wait for the ranking itself.
    expect(await screen.findByRole('table', { name: 'Jahreswertung 2026' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Jahreswertung' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Schnitt je Liste' })).toBeChecked();
    expect(rows('Jahreswertung 2026')).toEqual([
      ['Platz', 'Name', 'Punkte je Liste', 'Listen', 'Abende', 'Gewonnen', 'Verloren'],
      ['1', 'Bernd', '225,00', '4', '2', '10', '3'],
      ['2', 'Anna', '175,25', '4', '2', '8', '3'],
    ]);
    expect(screen.getByRole('region', { name: 'Noch nicht gewertet' })).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Clubabend März · 05.03.2026 · noch offen' }),
    ).toHaveAttribute('href', '#/night/cccc0003');
    await userEvent.click(screen.getByRole('button', { name: 'CSV herunterladen' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.fileName).toBe('skat-jahreswertung-2026.csv');
    // (Blob.text() drops the byte order mark: season-file.test.ts holds it.)
    expect(await downloads[0]?.text).toBe(
      [
        'Platz;Name;Punkte je Liste;Seeger-Fabian;Listen;Abende;Gewonnen;Verloren;Gewertet',
        '1;Bernd;225;900;4;2;10;3;ja',
        '2;Anna;175,25;701;4;2;8;3;ja',
        ';Clara;100;100;1;1;2;3;nein',
        '',
      ].join('\r\n'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(back).toHaveBeenCalledOnce();
  });

  test('eine Regel, die mehr Listen braucht als gespielt wurden, ändert nichts', async () => {
    render(<SeasonScreen onBack={() => {}} />, { wrapper: German });
    const best = await screen.findByRole('spinbutton', {
      name: 'Die besten Listen zählen (0: alle)',
    });
    await saveBest(best, '7', 'Regel speichern');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Nicht geändert: Diese Regel braucht 7 Listen, gespielt wurden bisher 4.',
    );
    expect(read.saveClubRule).not.toHaveBeenCalled();
    expect(screen.getByText('Die Punkte der Listen zusammengezählt.')).toBeVisible();
  });
});
