// @vitest-environment jsdom
// Settings › Club in both languages: an http address of another machine is refused with a
// message before anything is sent, and a refused login keeps nothing. (Logging in against the
// real server: ClubSection.login.test.tsx, test/sync/club/cookie-session.test.ts and
// test/e2e/live-sharing.spec.ts.)
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ClubSection } from '../../../src/ui/settings/ClubSection';
import { German } from '../../support/i18n';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

async function fillIn(labels: { server: string; name: string; password: string }) {
  await userEvent.type(screen.getByLabelText(labels.server), 'http://club.example.org/skatclub');
  await userEvent.type(screen.getByLabelText(labels.name), 'anna');
  await userEvent.type(screen.getByLabelText(labels.password), 'anna-Secret-7431');
}

describe('Settings › Club', () => {
  test('English: an http address of another machine is refused, nothing sent or kept', async () => {
    const sent = vi.spyOn(globalThis, 'fetch');
    render(<ClubSection />);
    const club = screen.getByRole('region', { name: 'Club' });
    await fillIn({ server: 'Club server address', name: 'User name', password: 'Password' });
    await userEvent.click(within(club).getByRole('button', { name: 'Save club login' }));
    await waitFor(() =>
      expect(within(club).getByRole('status')).toHaveTextContent(
        'Not connected: the address must start with https:// (http only for this device).',
      ),
    );
    expect(within(club).getByLabelText('Password')).toHaveValue('');
    expect(sent).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
    expect(within(club).queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  test('Deutsch: eine http-Adresse eines anderen Rechners wird abgelehnt, nichts gesendet', async () => {
    const sent = vi.spyOn(globalThis, 'fetch');
    render(<ClubSection />, { wrapper: German });
    const club = screen.getByRole('region', { name: 'Verein' });
    await fillIn({
      server: 'Adresse des Vereinsservers',
      name: 'Benutzername',
      password: 'Passwort',
    });
    await userEvent.click(within(club).getByRole('button', { name: 'Vereinslogin speichern' }));
    await waitFor(() =>
      expect(within(club).getByRole('status')).toHaveTextContent(
        'Nicht verbunden: die Adresse muss mit https:// beginnen (http nur für dieses Gerät).',
      ),
    );
    expect(sent).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
  });

  test('a kept login shows its name and logs out: the session deleted, the name forgotten', async () => {
    localStorage.setItem(
      'skat-club-login',
      JSON.stringify({ server: 'http://127.0.0.1:1/skatclub', name: 'anna' }),
    );
    const sent = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('{"ok":true}', { status: 200 }));
    render(<ClubSection />);
    const club = screen.getByRole('region', { name: 'Club' });
    await waitFor(() => expect(within(club).getByText('Logged in as anna.')).toBeVisible());
    await userEvent.click(within(club).getByRole('button', { name: 'Log out' }));
    await waitFor(() =>
      expect(within(club).getByRole('status')).toHaveTextContent('Logged out of the club.'),
    );
    expect(sent).toHaveBeenCalledWith(
      'http://127.0.0.1:1/_session',
      expect.objectContaining({ method: 'DELETE', credentials: 'include' }),
    );
    expect(localStorage.getItem('skat-club-login')).toBeNull();
    expect(within(club).queryByText('Logged in as anna.')).toBeNull();
  });
});
