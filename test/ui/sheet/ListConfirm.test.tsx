// @vitest-environment jsdom
// The table phone's confirm screen (issue 33), on Apache CouchDB 3.5, in English and German: the
// series is complete, each player taps their name and types their PIN; a PIN not of 4 digits, a
// wrong PIN and a player's spent tries are refused in words, the PIN typed kept, nothing confirmed;
// the right PIN confirms; a later deal withdraws the confirmation and names the change. And the
// director's PINs (ui/nights/PinsPanel), hidden until asked for.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, expect, test } from 'vitest';
import { clubSetup } from '../../../scripts/club/setup';
import { PRESETS } from '../../../src/domain/rules';
import { listDigest } from '../../../src/domain/tournament/list-confirmation';
import type { NightSetup } from '../../../src/domain/tournament/night-log';
import type { SheetEvent } from '../../../src/domain/sheet-log';
import type { ClubAccess } from '../../../src/sync/club/club-sheets';
import { keepJoinedLink, type GuestLink } from '../../../src/sync/club/guest-store';
import { confirmList, readTablePins } from '../../../src/sync/club/night/confirm';
import { MAX_CONFIRM_TRIES } from '../../../src/sync/club/night/confirm-doc';
import { assignSeries, createNight } from '../../../src/sync/club/night/director';
import { nightDatabaseOf } from '../../../src/sync/club/night/night-database';
import { ListConfirm } from '../../../src/ui/sheet/ListConfirm';
import { PinsPanel } from '../../../src/ui/nights/PinsPanel';
import { pinsBySheet } from '../../../src/sync/club/night/pins-read';
import { clubServerForFile } from '../../club/club-server';
import { clubsWon, expectOk } from '../../support/db-fixtures';
import { English, German } from '../../support/i18n';
import { sessionOf } from '../../sync/sync-server';

const server = clubServerForFile(0, [6431, 6432, 6433, 6434]);
const ADMIN = { name: 'admin', password: 'admin-secret' };
const CLARA = { name: 'clara', password: 'clara-secret' };
const CLUB = 'skatclub';
const NAMES = ['Anna', 'Ben', 'Clara', 'Dora'];
const PLAYERS = NAMES.map((name) => ({ playerId: `p-${name}`, name }));
const SETUP: NightSetup = {
  name: 'Vereinsabend',
  date: '2026-11-27',
  players: PLAYERS,
  seriesCount: 1,
  dealsAtFour: 48,
  dealsAtThree: 36,
  fees: { entry: 500, perLost: 50, higher: null },
  rules: { preset: 'tournament', rules: PRESETS.tournament },
  prizes: { shares: [100], source: 'entry' },
};

let clara: ClubAccess;
let table: GuestLink;
let pins: Record<string, string>;
let nightKey: string;

beforeAll(async () => {
  await clubSetup({
    url: server().url,
    admin: ADMIN,
    club: CLUB,
    clubAdmins: [CLARA],
    tableLogins: 1,
    nightDatabases: 1,
  });
  clara = await sessionOf(server().url, CLUB, CLARA);
  const key = expectOk(await createNight(clara, SETUP));
  nightKey = key;
  const night = { key, setup: SETUP, plan: { ...SETUP, series: [] }, tables: [], closed: null };
  const [link] = expectOk(await assignSeries(clara, night, { kind: 'draw', seed: 'Screen' }));
  if (!link) throw new Error('a table');
  table = link;
  const nightDb = expectOk(await nightDatabaseOf(clara, key));
  if (!nightDb) throw new Error('a night database');
  pins = expectOk(await readTablePins(nightDb))[link.name] ?? {};
}, 90_000);

/** A request to the club on a slow shared machine. */
const SERVER_WAIT = { timeout: 15_000 };
const ids = () => Object.keys(pins);
const nameOf = (playerId: string) => playerId.slice(2);
const wrongOf = (pin: string) => String((Number(pin) + 1) % 10_000).padStart(4, '0');

/** The screen as the table's phone shows it: the table link kept (each test starts without). */
function screenOf(events: readonly SheetEvent[]) {
  keepJoinedLink(table);
  return (
    <ListConfirm
      sheetId={table.sheetId}
      playerNames={ids().map(nameOf)}
      playerIds={ids()}
      events={events}
    />
  );
}

/** A deal entered after the confirmations: the list changed. */
const DEAL: SheetEvent = {
  id: crypto.randomUUID(),
  device: crypto.randomUUID(),
  clock: 2,
  at: Date.now() + 60_000,
  change: { kind: 'deal-added', dealId: crypto.randomUUID(), deal: clubsWon(1) },
};

test('English: a wrong PIN is refused, the PIN kept; the right one confirms; a deal withdraws it', async () => {
  const user = userEvent.setup();
  const [anna = ''] = ids();
  const view = render(screenOf([]), { wrapper: English });
  await screen.findByRole('heading', { name: 'Confirmations' }, SERVER_WAIT);
  expect(screen.getByText(`Waiting for ${ids().map(nameOf).join(', ')}`)).toBeDefined();

  await user.click(screen.getByRole('button', { name: nameOf(anna) }));
  const pin = screen.getByRole('textbox', { name: 'PIN' });
  await user.type(pin, '12');
  await user.click(screen.getByRole('button', { name: 'Confirm the list' }));
  expect(screen.getByRole('alert').textContent).toBe('A PIN is 4 digits.');
  expect(pin).toHaveProperty('value', '12');

  await user.clear(pin);
  await user.type(pin, wrongOf(pins[anna] ?? ''));
  await user.click(screen.getByRole('button', { name: 'Confirm the list' }));
  await waitFor(
    () =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Not confirmed: that PIN is not this player’s: ask the director for yours.',
      ),
    SERVER_WAIT,
  );
  expect(pin).toHaveProperty('value', wrongOf(pins[anna] ?? ''));

  await user.clear(pin);
  await user.type(pin, pins[anna] ?? '');
  await user.click(screen.getByRole('button', { name: 'Confirm the list' }));
  await screen.findByText(`${nameOf(anna)} confirmed the list.`, {}, SERVER_WAIT);
  await screen.findByText(`Confirmed by ${nameOf(anna)}`, {}, SERVER_WAIT);
  expect(screen.queryByRole('button', { name: nameOf(anna) })).toBeNull();

  view.rerender(screenOf([DEAL]));
  await screen.findByText(
    `${nameOf(anna)}’s confirmation was withdrawn by a later change: Deal 1 added`,
    {},
    SERVER_WAIT,
  );
  expect(screen.getByRole('button', { name: nameOf(anna) })).toBeDefined();
  view.unmount();
}, 60_000);

test('German: a player whose tries are spent is refused even with the right PIN', async () => {
  const user = userEvent.setup();
  const [, ben = ''] = ids();
  const list = listDigest([]);
  for (let n = 1; n <= MAX_CONFIRM_TRIES; n += 1)
    await confirmList(table, { playerId: ben, pin: wrongOf(pins[ben] ?? ''), list });
  render(screenOf([]), { wrapper: German });
  await screen.findByRole('heading', { name: 'Bestätigungen' }, SERVER_WAIT);
  await user.click(screen.getByRole('button', { name: nameOf(ben) }));
  const pin = screen.getByRole('textbox', { name: 'PIN' });
  await user.type(pin, pins[ben] ?? '');
  await user.click(screen.getByRole('button', { name: 'Liste bestätigen' }));
  await waitFor(
    () =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Nicht bestätigt: dieser Spieler hat an diesem Tisch alle Versuche verbraucht: der Spielleiter kann die Preise freigeben.',
      ),
    SERVER_WAIT,
  );
  expect(pin).toHaveProperty('value', pins[ben]);
  expect(screen.getByText(`Bestätigt von ${nameOf(ids()[0] ?? '')}`)).toBeDefined();
}, 60_000);

test('the director’s PINs: hidden until "Show PINs" is pressed, then each player’s (English, German)', async () => {
  const user = userEvent.setup();
  const tables = [
    { series: 0, table: 1, sheetId: table.sheetId, players: ids(), deals: 0, of: 48, lastAt: null },
  ];
  const loadPins = () => pinsBySheet(clara, nightKey);
  const [anna = ''] = ids();
  const english = render(<PinsPanel tables={tables} nameOf={nameOf} loadPins={loadPins} />, {
    wrapper: English,
  });
  expect(screen.queryByText(`${nameOf(anna)}: ${pins[anna]}`)).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Show PINs' }));
  for (const playerId of ids())
    await screen.findByText(`${nameOf(playerId)}: ${pins[playerId]}`, {}, SERVER_WAIT);
  await user.click(screen.getByRole('button', { name: 'Show PINs' }));
  expect(screen.queryByText(`${nameOf(anna)}: ${pins[anna]}`)).toBeNull();
  english.unmount();

  render(<PinsPanel tables={tables} nameOf={nameOf} loadPins={loadPins} />, { wrapper: German });
  await user.click(screen.getByRole('button', { name: 'PINs zeigen' }));
  await screen.findByText(`${nameOf(anna)}: ${pins[anna]}`, {}, SERVER_WAIT);
  expect(screen.getByRole('heading', { name: 'Serie 1 · Tisch 1' })).toBeDefined();
}, 60_000);
