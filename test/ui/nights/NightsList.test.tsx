// @vitest-environment jsdom
// The club's nights: newest first, each a link with its state; "New night" for a club admin only.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { NightsList } from '../../../src/ui/nights/NightsList';
import type { NightSummary } from '../../../src/ui/nights/night-service';
import { German } from '../../support/i18n';

const NIGHTS: NightSummary[] = [
  { key: '0000000a', name: 'Clubabend', date: '2026-11-20', closed: true, results: [] },
  { key: '0000000b', name: 'Preisskat Advent', date: '2026-11-27', closed: false, results: null },
];

function list(admin: boolean, german = false) {
  const onNewNight = vi.fn();
  render(
    <NightsList
      shown={{ kind: 'list', nights: NIGHTS }}
      admin={admin}
      backHref="#/settings"
      seasonHref="#/season"
      nightHref={(key) => `#/night/${key}`}
      onNewNight={onNewNight}
    />,
    german ? { wrapper: German } : {},
  );
  return onNewNight;
}

describe('Club nights list', () => {
  test('English: newest first, closed or live; a club admin may start a new night', async () => {
    const onNewNight = list(true);
    expect(screen.getByRole('heading', { level: 1, name: 'Club nights' })).toBeInTheDocument();
    const links = within(screen.getByRole('region', { name: 'Nights' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Preisskat Advent, 27/11/2026, live',
      'Clubabend, 20/11/2026, closed',
    ]);
    expect(links[0]).toHaveAttribute('href', '#/night/0000000b');
    await userEvent.click(screen.getByRole('button', { name: 'New night' }));
    expect(onNewNight).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Back to the settings' })).toHaveAttribute(
      'href',
      '#/settings',
    );
  });

  test('Deutsch: ein Mitglied sieht die Abende, aber kein „Neuer Abend“', () => {
    list(false, true);
    expect(screen.getByRole('heading', { level: 1, name: 'Vereinsabende' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Clubabend, 20.11.2026, abgeschlossen' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Preisskat Advent, 27.11.2026, läuft' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Neuer Abend' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Jahreswertung' })).toHaveAttribute('href', '#/season');
  });
});
