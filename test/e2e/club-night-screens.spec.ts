// The club nights' screens as far as they run on their own: a club on CouchDB 3.5 (127.0.0.1,
// ports 6181–6184, set up by club-setup with a member and a club admin), reached from Settings ›
// Club › Club nights. The director's new night refuses bad input with words, in English and
// German, and keeps what was typed; a member sees no "New night". (The whole night, from the
// first series to the correction after closing, is walked in the lead's spec.)
import { CLUB_LOGIN_DE, logInToClub } from '../support/club-login';
import { clubServerForSpec, phone } from '../support/club-e2e';
import { expect, test, type Page } from '../support/test';

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

test('English: the new night refuses too few players and a series length; a member has no "New night"', async ({
  browser,
}) => {
  const address = `${server().url}/skatclub`;
  const director = await phone(browser);
  await logInToClub(director.page, address, LEITER);
  await openNights(director.page, { entry: 'Club nights', read: /^Nights$/ });
  await director.page.getByRole('button', { name: 'New night' }).click();
  const form = director.page.getByRole('region', { name: 'New night' });
  await form.getByLabel('More players, one name a line').fill('Anna\nBen');
  await form.getByLabel('Deals at a 4-table').fill('50');
  await form.getByRole('button', { name: 'Create night' }).click();
  const refused = form.getByRole('alert');
  await expect(refused).toContainText('The night was not created:');
  await expect(refused.getByRole('listitem')).toHaveText([
    'a night needs 3 to 400 players; it has 2 players',
    '50 deals cannot be played at a 4-table: the number must divide by 4 (at most 96)',
  ]);
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
  await director.page.getByRole('button', { name: 'Neuer Abend' }).click();
  const form = director.page.getByRole('region', { name: 'Neuer Abend' });
  await form.getByLabel('Weitere Spieler, ein Name je Zeile').fill('Anna\nBen\nanna\nCarla');
  await form.getByLabel('Spiele am Dreiertisch').fill('35');
  await form.getByRole('button', { name: 'Abend anlegen' }).click();
  const refused = form.getByRole('alert');
  await expect(refused).toContainText('Der Abend wurde nicht angelegt:');
  await expect(refused.getByRole('listitem')).toHaveText([
    'anna ist zweimal am Abend',
    '35 Spiele gehen am Dreiertisch nicht auf: die Zahl muss durch 3 teilbar sein (höchstens 96)',
  ]);
  await expect(form.getByLabel('Spiele am Dreiertisch')).toHaveValue('35');
  await director.context.close();
});
