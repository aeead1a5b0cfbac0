// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { db } from '../../../src/db/database';
import { SettingsScreen } from '../../../src/ui/settings/SettingsScreen';
import { StorageSection } from '../../../src/ui/settings/StorageSection';
import { German, withLocale } from '../../support/i18n';
import { englishWordsOn } from '../../support/english-words';
import { emptyDatabase } from '../../support/fresh-db';
import { captureDownloads } from '../print/capture-downloads';
import { EVENING_DEALS, EVENING_PLAYERS, EVENING_RULES } from '../print/example-sheets';
import { seedSheet } from './seed';

beforeEach(emptyDatabase);

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'storage');
});

function renderGerman(wrapper = German) {
  render(<SettingsScreen onBack={() => {}} onOpenSheet={() => {}} />, { wrapper });
}

/** Exports a backup through the German screen and returns the downloaded file. */
async function exportAll() {
  const downloads = captureDownloads();
  const button = screen.getByRole('button', { name: 'Alle Listen sichern' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
  await waitFor(() => expect(downloads).toHaveLength(1));
  const [download] = downloads;
  if (!download) throw new Error('no download');
  return download;
}

async function chooseFile(text: string, name: string): Promise<void> {
  await userEvent.upload(
    screen.getByLabelText('Aus Datei wiederherstellen'),
    new File([text], name, { type: 'application/json' }),
  );
}

describe('SettingsScreen in German', () => {
  test('Einstellungen: a section per concern, the language first, nothing English', async () => {
    renderGerman();
    expect(screen.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Zurück zu den Listen' })).toBeVisible();
    const sections = screen
      .getAllByRole('region')
      .map((region) => within(region).getByRole('heading', { level: 2 }).textContent);
    expect(sections).toEqual([
      'Sprache',
      'Speicher',
      'Sicherung',
      'Wiederherstellen',
      'Bildschirm',
      'Verein',
    ]);
    expect(
      screen.getByRole('switch', {
        name: 'Bildschirm eingeschaltet lassen, solange eine Liste offen ist',
      }),
    ).toBeVisible();
    expect(await screen.findByText('Noch keine Listen zum Sichern vorhanden.')).toBeVisible();
    expect(englishWordsOn()).toEqual([]);
  });

  test('the language choice: Deutsch / English, each in its own language, sets the locale', async () => {
    const setLocale = vi.fn();
    renderGerman(withLocale('de', setLocale));
    const group = screen.getByRole('group', { name: 'Sprache' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Deutsch',
      'English',
    ]);
    const deutsch = within(group).getByRole('radio', { name: 'Deutsch' });
    const english = within(group).getByRole('radio', { name: 'English' });
    expect(deutsch).toBeChecked();
    expect(english).not.toBeChecked();
    // Screen readers say each name in its own language.
    expect(english.closest('label')).toHaveAttribute('lang', 'en');
    expect(deutsch.closest('label')).toHaveAttribute('lang', 'de');

    await userEvent.click(english);
    expect(setLocale).toHaveBeenCalledExactlyOnceWith('en');
  });

  test('the space used, the German way: "3,4 MB"', async () => {
    Object.defineProperty(navigator, 'storage', {
      configurable: true,
      value: {
        persisted: async () => false,
        persist: async () => false,
        estimate: async () => ({ usage: 3_400_000, quota: 120_000_000_000 }),
      },
    });
    render(<StorageSection />, { wrapper: German });
    expect(
      await screen.findByText('Diese App belegt 3,4 MB von 120 GB verfügbarem Speicher.'),
    ).toBeVisible();
    expect(screen.getByText(/^Die Listen sind gespeichert, aber/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Listen dauerhaft speichern' }));
    expect(await screen.findByText(/^Abgelehnt: /)).toHaveTextContent('Die App installieren');
  });

  test('Sicherung and Wiederherstellen in German, with plurals that agree', async () => {
    await seedSheet('Freitagsrunde', EVENING_PLAYERS, EVENING_RULES, EVENING_DEALS);
    await seedSheet('Vereinsabend', EVENING_PLAYERS, EVENING_RULES, EVENING_DEALS.slice(0, 1));
    renderGerman();
    const download = await exportAll();
    expect(download.fileName).toMatch(/^skat-sicherung-\d{4}-\d{2}-\d{2}\.json$/);
    // The message follows the download (its state is set after the file is handed over).
    expect(
      await screen.findByText((text) =>
        text.startsWith(`${download.fileName} wurde heruntergeladen.`),
      ),
    ).toBeVisible();
    const backup = await download.text;

    await emptyDatabase();
    await chooseFile(backup, 'sicherung.json');
    let dialog = await screen.findByRole('dialog', { name: 'Aus dieser Datei wiederherstellen?' });
    expect(dialog).toHaveAccessibleDescription(
      '„sicherung.json“ enthält 2 Listen mit 6 Spielen. 2 Listen werden hinzugefügt. Nichts wird überschrieben oder gelöscht.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(await db.sheets.count()).toBe(0);

    await chooseFile(backup, 'sicherung.json');
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Wiederherstellen' }),
    );
    expect(await screen.findByText('2 Listen wiederhergestellt.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Freitagsrunde öffnen' })).toBeVisible();

    // A file of one sheet already here: each sentence in the singular.
    const one = JSON.parse(backup) as { sheets: unknown[] };
    await chooseFile(JSON.stringify({ ...one, sheets: one.sheets.slice(0, 1) }), 'eine.json');
    dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleDescription(
      '„eine.json“ enthält 1 Liste mit 5 Spielen. Es kommt nichts Neues hinzu. 1 Liste ist schon auf diesem Gerät und bleibt genau so, wie sie ist. Nichts wird überschrieben oder gelöscht.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wiederherstellen' }));
    expect(
      await screen.findByText(
        '0 Listen wiederhergestellt, 1 schon vorhanden (unverändert gelassen).',
      ),
    ).toBeVisible();
  });

  test('a file that is not a backup is refused in German', async () => {
    renderGerman();
    await chooseFile('{"hello": "world"}', 'fremd.json');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Diese Datei wurde nicht wiederhergestellt. Nichts wurde geändert. Was nicht stimmt:',
    );
  });
});
