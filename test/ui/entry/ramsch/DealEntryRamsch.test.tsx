// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { addDeal, replaceDeal } from '../../../../src/db/deals';
import { draftKey, loadDraft, saveDraft } from '../../../../src/db/drafts';
import type { SheetRecord } from '../../../../src/db/records';
import type { RamschDeal } from '../../../../src/domain/ramsch-deal';
import { PRESETS } from '../../../../src/domain/rules';
import { EMPTY_ENTRY, type EntryState } from '../../../../src/ui/entry/entry-state';
import { encodeEntry } from '../../../../src/ui/entry/entry-storage';
import { alerts, button, renderEntry, savedDeals, typeNumber } from '../entry-kit';
import { German } from '../../../support/i18n';
import { getDeals } from '../../../support/db-reads';
import { ANNA_GRAND_HAND_WON, PLAIN_RAMSCH } from '../../../support/ramsch-round-deals';
import { presetSheet } from '../../../support/sheet-fixtures';

// Entering a Ramsch (house-rules.md § Ramsch, "What the scorekeeper enters"). Every expected value
// is worked out by hand from house-rules.md. Deal 1: Anna deals, Bob is Forehand, Carl
// Middlehand, Anna Rearhand.

// A dozen taps a test: more than the default 5 s on a loaded machine (the load, not the app).
vi.setConfig({ testTimeout: 20_000 });

const valueText = (label = 'Game value') => screen.getByLabelText(label).textContent;

describe('a pub sheet: a passed deal is a Ramsch (card points, Schieberamsch)', () => {
  test('a Durchmarsch: 120 and the others without a trick, +120 × Schieberamsch', async () => {
    const sheet = await presetSheet(PRESETS.pub);
    const { user, onDone } = await renderEntry(sheet);
    await user.click(button('Passed: Ramsch'));
    await typeNumber(user, '120');
    await user.click(button('Card points of Carl'));
    await typeNumber(user, '0');
    // Every trick to Bob: Carl and Anna marked without a trick at once.
    await user.click(button('Bob took every trick (Durchmarsch)'));
    expect(button('Carl took no trick (Jungfrau)')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Anna took no trick (Jungfrau)')).toHaveAttribute('aria-pressed', 'true');
    await user.click(button('Schieberamsch: pushed 2 times (×4)'));
    // +120 × 4 (no Jungfrau doubling after a Durchmarsch) = +480.
    expect(valueText()).toContain(
      'Durchmarsch (Bob, every trick): +120; Schieberamsch (pushed 2 times) ×4 = +480',
    );
    await user.click(button('Save Ramsch'));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(await savedDeals(sheet.id)).toEqual([
      { kind: 'ramsch', points: [0, 120, 0], noTrick: [0, 2], allTricks: 1, doublings: 2, bock: 0 },
    ]);
  });
});

test('a sheet without Ramsch keeps "Passed": a thrown-in deal', async () => {
  const sheet = await presetSheet(PRESETS.tournament);
  const { user, onDone } = await renderEntry(sheet);
  expect(screen.queryByRole('button', { name: 'Passed: Ramsch' })).toBeNull();
  await user.click(button('Passed'));
  await user.click(button('Save passed deal'));
  await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
  expect(await savedDeals(sheet.id)).toEqual([{ kind: 'passed' }]);
});

/**
 * NYCSA at 3: deal 1 a grand hand won starts a Bock round (deals 2–4, here three Ramsch), and a
 * Ramsch round of 3 follows: deal 5 is its first, dealt by Bob (Carl Forehand, Anna Middlehand).
 */
async function nycsaInRamschRound(): Promise<SheetRecord> {
  const sheet = await presetSheet(PRESETS.nycsa);
  for (const deal of [ANNA_GRAND_HAND_WON, PLAIN_RAMSCH, PLAIN_RAMSCH, PLAIN_RAMSCH]) {
    const added = await addDeal(sheet.id, deal);
    if (!added.ok) throw new Error(`setup: ${JSON.stringify(added.errors)}`);
  }
  return sheet;
}

describe('an NYCSA Ramsch round', () => {
  test('the entry starts at the Ramsch: flat 25, Schieberamsch offered', async () => {
    const sheet = await nycsaInRamschRound();
    const { user, onDone } = await renderEntry(sheet);
    expect(screen.getByRole('heading', { name: 'Deal 5 of 36' })).toBeVisible();
    expect(button('Change the game: Ramsch')).toBeVisible();
    // Flat scoring: the entry offers who lost and won first; this table enters card points.
    await user.click(button('Enter card points instead'));
    expect(button('Card points of Carl')).toHaveAttribute('aria-pressed', 'true');
    await typeNumber(user, '70');
    await user.click(button('Card points of Anna'));
    await typeNumber(user, '30');
    await user.click(button('Schieberamsch: pushed once (×2)'));
    // Flat 25, × 2 Schieberamsch = 50; Bob (20) alone has the fewest.
    expect(valueText()).toBe(
      'Carl 70 points, most points: loses the flat 25; Schieberamsch (pushed once) ×2 = −50' +
        'Winner: Bob, fewest points (20)',
    );
    await user.click(button('Save Ramsch'));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect((await savedDeals(sheet.id)).at(-1)).toEqual({
      kind: 'ramsch',
      points: [30, 20, 70],
      noTrick: [],
      allTricks: null,
      doublings: 1,
      bock: 0,
    });
  });

  test('a passed deal outside the round: a Ramsch without Schieberamsch, kept across a reload', async () => {
    const sheet = await presetSheet(PRESETS.nycsa);
    const first = await renderEntry(sheet);
    await first.user.click(button('Passed: Ramsch'));
    // Schieberamsch only in Ramsch rounds: no doublings offered after a passed deal.
    expect(screen.queryByRole('group', { name: 'Schieberamsch' })).toBeNull();
    await first.user.click(button('Enter card points instead'));
    await typeNumber(first.user, '60');
    await waitFor(async () => expect(await loadDraft(draftKey(sheet.id))).toBeDefined());
    first.view.unmount();

    // A reload keeps the half-entered Ramsch.
    const { user } = await renderEntry(sheet);
    expect(button('Card points of Bob: 60')).toBeVisible();
    await user.click(button('Card points of Carl'));
    await typeNumber(user, '40');
    // 60 : 40 : 20, flat 25 → Bob loses 25; NYCSA counts it as a game.
    expect(valueText()).toBe(
      'Bob 60 points, most points: loses the flat 25 = −25' + 'Winner: Anna, fewest points (20)',
    );
  });
});

test('doublings where the sheet plays no Schieberamsch are refused with the rule, input kept', async () => {
  const sheet = await presetSheet(PRESETS.nycsa);
  // A draft from elsewhere (an older tab) that brings doublings to a passed-deal Ramsch.
  const draft: EntryState = {
    ...EMPTY_ENTRY,
    step: 'result',
    ramsch: {
      on: true,
      typed: [
        { seat: 1, points: 60 },
        { seat: 2, points: 40 },
      ],
      target: null,
      noTrick: [],
      allTricks: null,
      doublings: 1,
    },
  };
  await saveDraft(draftKey(sheet.id), encodeEntry(draft));
  const { user } = await renderEntry(sheet);
  expect(alerts()).toContain(
    'Schieberamsch is played only in Ramsch rounds: this Ramsch has no doublings (house rules § Schieberamsch).',
  );
  expect(button('Schieberamsch: pushed once (×2)')).toHaveAttribute('aria-pressed', 'true');
  expect(button('Save Ramsch')).toBeDisabled();
  await user.click(button('Schieberamsch: not pushed'));
  expect(alerts()).toBe('');
  expect(button('Save Ramsch')).toBeEnabled();
});

/** Anna's Jungfrau, Bob 58, Carl 62 and loses, pushed once: entered below, and stored to edit. */
const JUNGFRAU_PUSHED: RamschDeal = {
  kind: 'ramsch',
  points: [0, 58, 62],
  noTrick: [0],
  allTricks: null,
  doublings: 1,
  bock: 0,
};

describe('editing a stored Ramsch', () => {
  const STORED = JUNGFRAU_PUSHED;

  test('opens it filled in and replaces it', async () => {
    const sheet = await presetSheet(PRESETS.pub);
    const added = await addDeal(sheet.id, STORED);
    if (!added.ok) throw new Error('setup');
    const { user, onDone } = await renderEntry(sheet, { editing: added.value });
    expect(screen.getByRole('heading', { name: 'Editing deal 1' })).toBeVisible();
    expect(button('Card points of Bob: 58')).toBeVisible();
    expect(button('Card points of Carl: 62')).toBeVisible();
    expect(button('Anna took no trick (Jungfrau)')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Schieberamsch: pushed once (×2)')).toHaveAttribute('aria-pressed', 'true');
    expect(valueText()).toContain('= −248');
    await user.click(button('Schieberamsch: not pushed'));
    // 62 × 2 (Jungfrau) = 124.
    expect(valueText()).toContain('Jungfrau (Anna, no trick) ×2 = −124');
    await user.click(button('Save Ramsch'));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    const deals = await getDeals(sheet.id);
    expect(deals.map((d) => d.id)).toEqual([added.value.id]);
    expect(deals[0]?.deal).toEqual({ ...STORED, doublings: 0 });
    expect(deals[0]?.updatedAt).toBeGreaterThan(added.value.updatedAt);
  });

  test('a change saved meanwhile in another tab is not overwritten silently', async () => {
    const sheet = await presetSheet(PRESETS.pub);
    const added = await addDeal(sheet.id, STORED);
    if (!added.ok) throw new Error('setup');
    const { user, onDone } = await renderEntry(sheet, { editing: added.value });
    // Another tab takes the doubling away and saves first.
    const other = await replaceDeal(sheet.id, added.value.id, { ...STORED, doublings: 0 });
    if (!other.ok) throw new Error('setup: the other tab');
    await user.click(button('Schieberamsch: pushed 2 times (×4)'));
    await user.click(button('Save Ramsch'));
    expect(await screen.findByRole('button', { name: 'Show the other version' })).toBeVisible();
    expect(onDone).not.toHaveBeenCalled();
    expect((await savedDeals(sheet.id))[0]).toEqual({ ...STORED, doublings: 0 });
  });
});

/**
 * The words of the tests below, which run once in English and once at a German table (the words
 * of glossary-de.md: Augen, eingepasst, Jungfrau, Schieberamsch, Ramschrunde).
 */
interface RamschWords {
  readonly language: string;
  readonly options: Parameters<typeof renderEntry>[1];
  readonly passed: string;
  readonly passedRamsch: string;
  readonly points: (name: string, points?: number) => string;
  readonly rest: string;
  readonly value: string;
  readonly noTrick: (name: string) => string;
  readonly allTricks: (name: string) => string;
  readonly pushedOnce: string;
  readonly save: string;
  /** Carl 62, most: the value before and after a Jungfrau (Anna) and one push. */
  readonly loses62: string;
  readonly loses248: string;
  readonly erase: string;
  readonly not120: string;
  readonly jungfrau70: string;
  readonly durchmarsch50: string;
  readonly changeGame: string;
  readonly byPoints: string;
  readonly grandHand: string;
  readonly annaMiddlehand: string;
  readonly with1: string;
  readonly skatPickedUp: string;
  readonly grandNotHand: string;
  readonly ramschRound: string;
  readonly won: string;
}

const ENGLISH_WORDS: RamschWords = {
  language: 'English',
  options: {},
  passed: 'Passed',
  passedRamsch: 'Passed: Ramsch',
  points: (name, points) => `Card points of ${name}${points === undefined ? '' : `: ${points}`}`,
  rest: 'rest of 120',
  value: 'Game value',
  noTrick: (name) => `${name} took no trick (Jungfrau)`,
  allTricks: (name) => `${name} took every trick (Durchmarsch)`,
  pushedOnce: 'Schieberamsch: pushed once (×2)',
  save: 'Save Ramsch',
  loses62: 'Carl 62 points, most points: loses 62 = −62' + 'Winner: Anna, fewest points (0)',
  loses248:
    'Carl 62 points, most points: loses 62; Jungfrau (Anna, no trick) ×2; Schieberamsch (pushed once) ×2 = −248',
  erase: 'Erase',
  not120:
    "Ramsch: the three players' card points must add up to 120, not 130 (house rules § Ramsch, entry).",
  jungfrau70:
    'Ramsch: Bob took no trick (Jungfrau) but has 70 card points; a Jungfrau has 0 (house rules § Ramsch, entry).',
  durchmarsch50:
    'Ramsch: Carl took every trick (Durchmarsch) but has 50 card points, not 120 (house rules § Ramsch, entry).',
  changeGame: 'Change the game: Ramsch',
  byPoints: 'Enter card points instead',
  grandHand: 'Grand hand instead',
  annaMiddlehand: 'Anna, Middlehand',
  with1: 'with 1',
  skatPickedUp: 'Normal (skat picked up)',
  grandNotHand:
    'In a Ramsch round only a Ramsch or a grand hand is played, not a grand that is not hand (house rules § Ramsch round after Bock).',
  ramschRound: 'Ramsch round',
  won: 'Won',
};

const GERMAN_WORDS: RamschWords = {
  language: 'German',
  options: { wrapper: German, region: 'Spiel eintragen' },
  passed: 'Eingepasst',
  passedRamsch: 'Eingepasst: Ramsch',
  points: (name, points) => `Augen von ${name}${points === undefined ? '' : `: ${points}`}`,
  rest: 'Rest bis 120',
  value: 'Spielwert',
  noTrick: (name) => `${name} hat keinen Stich (Jungfrau)`,
  allTricks: (name) => `${name} hat alle Stiche (Durchmarsch)`,
  pushedOnce: 'Schieberamsch: einmal geschoben (×2)',
  save: 'Ramsch speichern',
  loses62:
    'Carl 62 Augen, die meisten: verliert 62 = −62' + 'Gewinner: Anna, die wenigsten Augen (0)',
  loses248:
    'Carl 62 Augen, die meisten: verliert 62; Jungfrau (Anna, kein Stich) ×2; Schieberamsch (einmal geschoben) ×2 = −248',
  erase: 'Ziffer löschen',
  not120:
    'Ramsch: Die Augen der drei Spieler müssen 120 ergeben, nicht 130 (Hausregeln § Ramsch, Eingabe).',
  jungfrau70:
    'Ramsch: Bob hat keinen Stich (Jungfrau), aber 70 Augen; eine Jungfrau hat 0 Augen (Hausregeln § Ramsch, Eingabe).',
  durchmarsch50:
    'Ramsch: Carl hat alle Stiche (Durchmarsch), aber 50 Augen statt 120 (Hausregeln § Ramsch, Eingabe).',
  changeGame: 'Spiel ändern: Ramsch',
  byPoints: 'Stattdessen Augen eintragen',
  grandHand: 'Stattdessen Grand Hand',
  annaMiddlehand: 'Anna, Mittelhand',
  with1: 'mit 1',
  skatPickedUp: 'Normal (Skat aufgenommen)',
  grandNotHand:
    'In einer Ramschrunde wird nur Ramsch oder Grand Hand gespielt, kein Grand ohne Hand (Hausregeln § Ramschrunde nach Bock).',
  ramschRound: 'Ramschrunde',
  won: 'Gewonnen',
};

// Written once, run in both languages: the German table must reach the same values and refusals.
describe.each([ENGLISH_WORDS, GERMAN_WORDS])('in $language', (w) => {
  test('a pub sheet: two numbers, a Jungfrau and a doubling: the value and the stored deal', async () => {
    const sheet = await presetSheet(PRESETS.pub);
    const { user, onDone } = await renderEntry(sheet, w.options);
    expect(screen.queryByRole('button', { name: w.passed })).toBeNull();
    await user.click(button(w.passedRamsch));
    // The keys type Forehand's points first.
    expect(button(w.points('Bob'))).toHaveAttribute('aria-pressed', 'true');
    await typeNumber(user, '58');
    await user.click(button(w.points('Carl')));
    await typeNumber(user, '62');
    // Anna has the rest of 120: 0. Carl 62 most points: loses 62.
    expect(button(w.points('Anna', 0))).toHaveTextContent(w.rest);
    expect(valueText(w.value)).toBe(w.loses62);
    await user.click(button(w.noTrick('Anna')));
    await user.click(button(w.pushedOnce));
    // 62 × 2 (Jungfrau) × 2 (Schieberamsch) = 248.
    expect(valueText(w.value)).toContain(w.loses248);
    await user.click(button(w.save));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(await savedDeals(sheet.id)).toEqual([JUNGFRAU_PUSHED]);
  });

  test('a pub sheet: mistakes are refused next to the field, with the rule, and nothing typed is lost', async () => {
    const sheet = await presetSheet(PRESETS.pub);
    const { user } = await renderEntry(sheet, w.options);
    await user.click(button(w.passedRamsch));
    await typeNumber(user, '70');
    await user.click(button(w.points('Carl')));
    await typeNumber(user, '60');
    expect(alerts()).toContain(w.not120);
    expect(button(w.points('Bob', 70))).toBeVisible();
    expect(button(w.points('Carl', 60))).toBeVisible();
    expect(button(w.save)).toBeDisabled();

    await user.click(button(w.erase));
    await user.click(button(w.erase));
    await typeNumber(user, '50');
    expect(alerts()).toBe('');
    await user.click(button(w.noTrick('Bob')));
    expect(alerts()).toContain(w.jungfrau70);
    await user.click(button(w.noTrick('Bob')));
    await user.click(button(w.allTricks('Carl')));
    expect(alerts()).toContain(w.durchmarsch50);
    expect(button(w.save)).toBeDisabled();
    expect(button(w.points('Bob', 70))).toBeVisible();
  });

  test('an NYCSA Ramsch round: a grand hand is the one alternative; without hand it is refused with the rule', async () => {
    const sheet = await nycsaInRamschRound();
    const { user, onDone } = await renderEntry(sheet, w.options);
    expect(button(w.changeGame)).toBeVisible();
    await user.click(button(w.byPoints));
    expect(button(w.points('Carl'))).toHaveAttribute('aria-pressed', 'true');
    await user.click(button(w.grandHand));
    await user.click(button(w.annaMiddlehand));
    await user.click(button(w.with1));
    // The skat picked up: no grand hand any more.
    await user.click(button(w.skatPickedUp));
    expect(alerts()).toContain(w.grandNotHand);
    await user.click(button(w.won));
    // Refused: nothing saved, the entry stays open.
    expect(onDone).not.toHaveBeenCalled();
    await user.click(button('Hand'));
    expect(alerts()).not.toContain(w.ramschRound);
    await user.click(button(w.won));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect((await savedDeals(sheet.id)).at(-1)).toEqual({
      ...ANNA_GRAND_HAND_WON,
      topsHeld: 'with',
    });
  });
});
