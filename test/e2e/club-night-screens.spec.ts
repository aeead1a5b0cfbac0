// The club nights' screens as far as they run on their own: a club on CouchDB 3.5 (127.0.0.1,
// ports 6181–6184, set up by club-setup with a member and a club admin), reached from Settings ›
// Club › Club nights. The director's new night refuses bad input with words, in English and
// German, and keeps what was typed; a member sees no "New night". (The whole night, from the
// first series to the correction after closing, is walked in the lead's spec.)
import { CLUB_LOGIN_DE, logInToClub } from '../support/club-login';
import { clubServerForSpec, phone } from '../support/club-e2e';
import { expect, test, type Locator, type Page } from '../support/test';

const LEITER = { name: 'leiter', password: 'leiter-secret' };
const ANNA = { name: 'anna', password: 'anna-secret' };
const server = clubServerForSpec([6181, 6182, 6183, 6184], {
  members: [ANNA],
  clubAdmins: [LEITER],
});

/** The nights screen, once it has decided whether this login is a director. */
async function openNights(page: Page, words: { entry: string; read: RegExp }) {
  await page
    .getByRole('region', { name: /^(Club|Verein)$/ })
    .getByRole('link', { name: words.entry })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: words.entry })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: words.read }).or(page.getByRole('alert')),
  ).toBeVisible();
}

/**
 * The director fills the new night's form (`filled`: each field's label and text) and creates
 * it: refused, with `reasons` listed. Returns the form, its fields as typed.
 */
async function refusedNight(
  page: Page,
  words: { readonly newNight: string; readonly create: string; readonly notCreated: string },
  filled: readonly (readonly [label: string, text: string])[],
  reasons: readonly string[],
): Promise<Locator> {
  await page.getByRole('button', { name: words.newNight }).click();
  const form = page.getByRole('region', { name: words.newNight });
  for (const [label, text] of filled) await form.getByLabel(label).fill(text);
  await form.getByRole('button', { name: words.create }).click();
  const refused = form.getByRole('alert');
  await expect(refused).toContainText(words.notCreated);
  await expect(refused.getByRole('listitem')).toHaveText([...reasons]);
  return form;
}

test('English: the new night refuses too few players and a series length; a member has no "New night"', async ({
  browser,
}) => {
  const address = `${server().url}/skatclub`;
  const director = await phone(browser);
  await logInToClub(director.page, address, LEITER);
  await openNights(director.page, { entry: 'Club nights', read: /^Nights$/ });
  const form = await refusedNight(
    director.page,
    { newNight: 'New night', create: 'Create night', notCreated: 'The night was not created:' },
    [
      ['More players, one name a line', 'Anna\nBen'],
      ['Deals at a 4-table', '50'],
    ],
    [
      'a night needs 3 to 400 players; it has 2 players',
      '50 deals cannot be played at a 4-table: the number must divide by 4 (at most 96)',
    ],
  );
  await expect(form.getByLabel('More players, one name a line')).toHaveValue('Anna\nBen');
  await expect(form.getByLabel('Deals at a 4-table')).toHaveValue('50');
  await director.context.close();

  const member = await phone(browser);
  await logInToClub(member.page, address, ANNA);
  await openNights(member.page, { entry: 'Club nights', read: /^Nights$/ });
  await expect(member.page.getByRole('button', { name: 'New night' })).toHaveCount(0);
  await member.context.close();
});

test('Deutsch: der neue Abend lehnt einen Spieler doppelt und eine Serienlänge ab', async ({
  browser,
}) => {
  const address = `${server().url}/skatclub`;
  const director = await phone(browser, 'de-DE');
  await logInToClub(director.page, address, LEITER, CLUB_LOGIN_DE);
  await openNights(director.page, { entry: 'Vereinsabende', read: /^Abende$/ });
  const form = await refusedNight(
    director.page,
    {
      newNight: 'Neuer Abend',
      create: 'Abend anlegen',
      notCreated: 'Der Abend wurde nicht angelegt:',
    },
    [
      ['Weitere Spieler, ein Name je Zeile', 'Anna\nBen\nanna\nCarla'],
      ['Spiele am Dreiertisch', '35'],
    ],
    [
      'anna ist zweimal am Abend',
      '35 Spiele gehen am Dreiertisch nicht auf: die Zahl muss durch 3 teilbar sein (höchstens 96)',
    ],
  );
  await expect(form.getByLabel('Spiele am Dreiertisch')).toHaveValue('35');
  await director.context.close();
});
