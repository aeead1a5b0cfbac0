import { describe, expect, test } from 'vitest';
import type { DealError, SheetError } from '../../../src/domain/errors';
import {
  RULE_SET_ERROR_CODES,
  type HouseSheetError,
  type RuleSetError,
} from '../../../src/domain/house-errors';
import { parseRamschDeal } from '../../../src/domain/parse-ramsch';
import { RAMSCH_ERROR_CODES, type RamschError } from '../../../src/domain/ramsch-deal';
import { de } from '../../../src/ui/i18n/de';
import { en } from '../../../src/ui/i18n/en';
import {
  houseSheetErrorMessage,
  ramschErrorMessage,
  ruleSetErrorMessage,
  sheetDealErrorMessage,
  sheetSetupErrorMessage,
} from '../../../src/ui/i18n/house-errors';

// Every refusal of the house rules as a whole sentence in English and German, naming the section
// of house-rules.md that forbids it. Expected sentences are written by hand.

const NAMES = ['Anna', 'Ben', 'Cleo'];

const RAMSCH_CASES: readonly (readonly [RamschError, string, string])[] = [
  [
    { code: 'ramsch-points-missing', field: 'points' },
    'Ramsch: enter the card points of the three players (house rules § Ramsch, entry).',
    'Ramsch: Die Augen der drei Spieler eingeben (Hausregeln § Ramsch, Eingabe).',
  ],
  [
    { code: 'ramsch-points-seat-count', field: 'points', value: 2 },
    'Ramsch: card points are entered for the three players in the game; at a table of 4 the dealer sits out (house rules § Ramsch, entry).',
    'Ramsch: Augen werden für die drei Spieler im Spiel eingetragen; am Vierertisch setzt der Geber aus (Hausregeln § Ramsch, Eingabe).',
  ],
  [
    { code: 'ramsch-points-not-whole', field: 'points', seat: 1 },
    "Ramsch: Ben's card points must be a whole number (house rules § Ramsch, entry).",
    'Ramsch: Die Augen von Ben müssen eine ganze Zahl sein (Hausregeln § Ramsch, Eingabe).',
  ],
  [
    { code: 'ramsch-points-out-of-range', field: 'points', seat: 2, value: 130 },
    'Ramsch: Cleo has 130 card points; a player has between 0 and 120 (house rules § Ramsch, entry).',
    'Ramsch: Cleo hat 130 Augen; ein Spieler hat zwischen 0 und 120 Augen (Hausregeln § Ramsch, Eingabe).',
  ],
  [
    { code: 'ramsch-points-not-120', field: 'points', value: 110 },
    "Ramsch: the three players' card points must add up to 120, not 110 (house rules § Ramsch, entry).",
    'Ramsch: Die Augen der drei Spieler müssen 120 ergeben, nicht 110 (Hausregeln § Ramsch, Eingabe).',
  ],
  [
    { code: 'ramsch-seat-not-active', field: 'noTrick', seat: 3 },
    'Ramsch: player 4 is not playing this deal (house rules § Ramsch, entry).',
    'Ramsch: Spieler 4 spielt in diesem Spiel nicht mit (Hausregeln § Ramsch, Eingabe).',
  ],
  [
    { code: 'ramsch-no-trick-seat-twice', field: 'noTrick' },
    'Ramsch: a player is marked twice as taking no trick (house rules § Ramsch, entry).',
    'Ramsch: Ein Spieler ist zweimal als Jungfrau markiert (Hausregeln § Ramsch, Eingabe).',
  ],
  [
    { code: 'jungfrau-with-points', field: 'noTrick', seat: 1, value: 12 },
    'Ramsch: Ben took no trick (Jungfrau) but has 12 card points; a Jungfrau has 0 (house rules § Ramsch, entry).',
    'Ramsch: Ben hat keinen Stich (Jungfrau), aber 12 Augen; eine Jungfrau hat 0 Augen (Hausregeln § Ramsch, Eingabe).',
  ],
  [
    { code: 'durchmarsch-without-120', field: 'allTricks', seat: 0, value: 110 },
    'Ramsch: Anna took every trick (Durchmarsch) but has 110 card points, not 120 (house rules § Ramsch, entry).',
    'Ramsch: Anna hat alle Stiche (Durchmarsch), aber 110 Augen statt 120 (Hausregeln § Ramsch, Eingabe).',
  ],
  [
    { code: 'durchmarsch-others-took-tricks', field: 'allTricks', seat: 0 },
    'Ramsch: Anna took every trick (Durchmarsch), so the other two players took no trick (house rules § Ramsch, entry).',
    'Ramsch: Anna hat alle Stiche (Durchmarsch), also haben die anderen beiden keinen Stich (Hausregeln § Ramsch, Eingabe).',
  ],
  [
    { code: 'two-without-trick-no-durchmarsch', field: 'noTrick' },
    'Ramsch: two players took no trick, so the third took every trick, a Durchmarsch (house rules § Ramsch, entry).',
    'Ramsch: Zwei Spieler haben keinen Stich, also hat der dritte alle Stiche, ein Durchmarsch (Hausregeln § Ramsch, Eingabe).',
  ],
  [
    { code: 'schieberamsch-doublings-out-of-range', field: 'doublings', value: 4 },
    'Schieberamsch: the doublings are a whole number from 0 to 3 (house rules § Schieberamsch).',
    'Schieberamsch: Es wird 0- bis 3-mal geschoben, als ganze Zahl (Hausregeln § Schieberamsch).',
  ],
  [
    { code: 'ramsch-bock-out-of-range', field: 'bock', value: -1 },
    'Ramsch: Bock doublings are a whole number, 0 or more (house rules § Bock rounds).',
    'Ramsch: Bock-Verdopplungen sind eine ganze Zahl ab 0 (Hausregeln § Bockrunden).',
  ],
  // A Ramsch told by its outcome (flat scoring).
  [
    { code: 'ramsch-players-seat-count', field: 'playing', value: 2 },
    'Ramsch: three players play it; at a table of 4 the dealer sits out (house rules § Ramsch, entry).',
    'Ramsch: Drei Spieler spielen mit; am Vierertisch setzt der Geber aus (Hausregeln § Ramsch, Eingabe).',
  ],
  [
    { code: 'ramsch-loser-missing', field: 'losers' },
    'Ramsch: tap who lost, the player with the most card points (house rules § Ramsch, losers).',
    'Ramsch: Antippen, wer verloren hat, also wer die meisten Augen hat (Hausregeln § Ramsch, Verlierer).',
  ],
  [
    { code: 'ramsch-loser-twice', field: 'losers' },
    'Ramsch: a player is marked twice as losing (house rules § Ramsch, losers).',
    'Ramsch: Ein Spieler ist zweimal als Verlierer markiert (Hausregeln § Ramsch, Verlierer).',
  ],
  [
    { code: 'ramsch-winner-missing', field: 'winner' },
    'Ramsch: tap who won, the player with the fewest card points, or "No winner" when the other two tie (house rules § Ramsch, winner).',
    'Ramsch: Antippen, wer gewinnt, also wer die wenigsten Augen hat, oder „Kein Gewinner“, wenn die anderen beiden gleich viele haben (Hausregeln § Ramsch, Gewinner).',
  ],
  [
    { code: 'ramsch-winner-is-loser', field: 'winner', seat: 1 },
    'Ramsch: Ben cannot both lose and win; the winner has the fewest card points (house rules § Ramsch, winner).',
    'Ramsch: Ben kann nicht zugleich verlieren und gewinnen; es gewinnt, wer die wenigsten Augen hat (Hausregeln § Ramsch, Gewinner).',
  ],
  [
    { code: 'ramsch-two-losers-third-wins', field: 'winner', seat: 2 },
    'Ramsch: two players tie for the most card points, so Cleo has the fewest alone and wins (house rules § Ramsch, winner).',
    'Ramsch: Zwei Spieler haben gleich viele, die meisten Augen, also hat Cleo allein die wenigsten und gewinnt (Hausregeln § Ramsch, Gewinner).',
  ],
  [
    { code: 'jungfrau-loses', field: 'noTrick', seat: 0 },
    'Ramsch: Anna took no trick (Jungfrau), has 0 card points and cannot lose (house rules § Ramsch, losers).',
    'Ramsch: Anna hat keinen Stich (Jungfrau), also 0 Augen, und kann nicht verlieren (Hausregeln § Ramsch, Verlierer).',
  ],
  [
    { code: 'jungfrau-not-winner', field: 'winner', seat: 0 },
    'Ramsch: Anna took no trick (Jungfrau) and has the fewest card points: Anna wins, or no one when another has 0 too (house rules § Ramsch, winner).',
    'Ramsch: Anna hat keinen Stich (Jungfrau) und die wenigsten Augen: Anna gewinnt, oder keiner, wenn ein anderer auch 0 Augen hat (Hausregeln § Ramsch, Gewinner).',
  ],
  [
    { code: 'durchmarsch-with-losers', field: 'losers', seat: 1 },
    'Ramsch: Ben took every trick (Durchmarsch), so no one loses (house rules § Ramsch, value).',
    'Ramsch: Ben hat alle Stiche (Durchmarsch), also verliert keiner (Hausregeln § Ramsch, Wert).',
  ],
  [
    { code: 'durchmarsch-other-winner', field: 'winner', seat: 1 },
    'Ramsch: after a Durchmarsch the player who took every trick wins, no one else (house rules § Ramsch, value).',
    'Ramsch: Nach einem Durchmarsch gewinnt, wer alle Stiche hat, kein anderer (Hausregeln § Ramsch, Wert).',
  ],
];

const HOUSE_SHEET_CASES: readonly (readonly [HouseSheetError, string, string])[] = [
  [
    { code: 'ramsch-not-played', dealIndex: 0 },
    'Deal 1: No Ramsch here: on this sheet a passed deal is thrown in, and no Ramsch round is running (house rules § Ramsch).',
    'Spiel 1: Hier kein Ramsch: Auf dieser Liste wird nach „Alle passen“ nicht geramscht, und es läuft keine Ramschrunde (Hausregeln § Ramsch).',
  ],
  [
    { code: 'passed-deal-is-ramsch', dealIndex: 1 },
    'Deal 2: On this sheet a passed deal is played as a Ramsch: enter the Ramsch (house rules § Ramsch).',
    'Spiel 2: Auf dieser Liste wird nach „Alle passen“ Ramsch gespielt: den Ramsch eintragen (Hausregeln § Ramsch).',
  ],
  [
    { code: 'ramsch-seats-not-table', dealIndex: 2 },
    'Deal 3: A Ramsch has one entry for each player at the table (house rules § Ramsch).',
    'Spiel 3: Ein Ramsch hat einen Eintrag für jeden Spieler am Tisch (Hausregeln § Ramsch).',
  ],
  [
    { code: 'ramsch-dealer-plays', dealIndex: 3 },
    'Deal 4: At a table of 4 the dealer sits out of a Ramsch too, and only the dealer (house rules § Ramsch).',
    'Spiel 4: Am Vierertisch setzt der Geber auch beim Ramsch aus, und nur er (Hausregeln § Ramsch).',
  ],
  [
    { code: 'ramsch-outcome-not-flat', dealIndex: 0 },
    "Deal 1: On this sheet a Ramsch loses the loser's own card points: enter the card points, not only who lost (house rules § Ramsch, value).",
    'Spiel 1: Auf dieser Liste verliert der Verlierer eines Ramschs seine eigenen Augen: die Augen eintragen, nicht nur, wer verloren hat (Hausregeln § Ramsch, Wert).',
  ],
  ...(
    [
      ['clubs', 'a Clubs game', 'Kreuzspiel'],
      ['spades', 'a Spades game', 'Pikspiel'],
      ['hearts', 'a Hearts game', 'Herzspiel'],
      ['diamonds', 'a Diamonds game', 'Karospiel'],
      ['grand', 'a grand that is not hand', 'Grand ohne Hand'],
      ['null', 'a null game', 'Nullspiel'],
    ] as const
  ).map(
    ([contract, english, german]) =>
      [
        { code: 'not-allowed-in-ramsch-round', dealIndex: 6, contract },
        `Deal 7: In a Ramsch round only a Ramsch or a grand hand is played, not ${english} (house rules § Ramsch round after Bock).`,
        `Spiel 7: In einer Ramschrunde wird nur Ramsch oder Grand Hand gespielt, kein ${german} (Hausregeln § Ramschrunde nach Bock).`,
      ] as const,
  ),
  [
    { code: 'not-allowed-in-ramsch-round', dealIndex: 6, contract: 'passed' },
    'Deal 7: In a Ramsch round every deal is played as a Ramsch, none is passed (house rules § Ramsch round after Bock).',
    'Spiel 7: In einer Ramschrunde wird jedes Spiel als Ramsch gespielt, keines wird eingepasst (Hausregeln § Ramschrunde nach Bock).',
  ],
  [
    { code: 'schieberamsch-not-played', dealIndex: 4, rule: 'never' },
    'Deal 5: This sheet plays no Schieberamsch: a Ramsch has no doublings (house rules § Schieberamsch).',
    'Spiel 5: Auf dieser Liste wird kein Schieberamsch gespielt: Ein Ramsch hat keine Verdopplungen (Hausregeln § Schieberamsch).',
  ],
  [
    { code: 'schieberamsch-not-played', dealIndex: 4, rule: 'rounds' },
    'Deal 5: Schieberamsch is played only in Ramsch rounds: this Ramsch has no doublings (house rules § Schieberamsch).',
    'Spiel 5: Schieberamsch wird nur in Ramschrunden gespielt: Dieser Ramsch hat keine Verdopplungen (Hausregeln § Schieberamsch).',
  ],
  [
    { code: 'rules-invalid', ruleErrors: [] },
    "The sheet's house rules are not valid.",
    'Die Hausregeln der Liste sind ungültig.',
  ],
  [
    {
      code: 'rules-invalid',
      ruleErrors: [{ code: 'bock-events-missing' }, { code: 'stake-invalid', value: 0 }],
    },
    'Bock rounds need at least one event that starts them (house rules § Bock rounds). The stake is a number of cents per point above 0 (house rules § Presets).',
    'Bockrunden brauchen mindestens ein Ereignis, das sie auslöst (Hausregeln § Bockrunden). Der Einsatz ist eine Zahl von Cent pro Punkt über 0 (Hausregeln § Vorgaben).',
  ],
];

const RULE_SET_CASES: readonly (readonly [RuleSetError, string, string])[] = [
  [
    { code: 'list-unknown', value: 'ramschliste' },
    'The list is a plain list, Seeger-Fabian or Bierlachs (house rules § Presets).',
    'Die Liste ist eine einfache Liste, Seeger-Fabian oder Bierlachs (Hausregeln § Vorgaben).',
  ],
  [
    { code: 'bierlachs-limit-invalid', value: 100_000 },
    'The Bierlachs limit is a whole number from 1 to 10,000: the points each player starts a round with.',
    'Das Limit beim Bierlachs ist eine ganze Zahl von 1 bis 10.000: die Punkte, mit denen jeder in eine Runde geht.',
  ],
  [
    { code: 'kontra-rule-unknown', value: 'sub' },
    'Kontra and Re are either played or not (house rules § Presets).',
    'Kontra und Re werden entweder gespielt oder nicht (Hausregeln § Vorgaben).',
  ],
  [
    { code: 'passed-rule-unknown', value: 'redeal' },
    'A passed deal is either thrown in or played as a Ramsch (house rules § Ramsch).',
    'Wenn alle passen, ist das Spiel entweder eingepasst, oder es wird Ramsch gespielt (Hausregeln § Ramsch).',
  ],
  [
    { code: 'ramsch-rule-missing' },
    'This sheet plays Ramsch, so it needs a Ramsch scoring: card points or a flat value (house rules § Ramsch, value).',
    'Auf dieser Liste wird Ramsch gespielt, also braucht sie eine Ramsch-Wertung: Augen oder ein fester Wert (Hausregeln § Ramsch, Wert).',
  ],
  [
    { code: 'ramsch-scoring-unknown' },
    "A Ramsch is scored by the loser's card points or by a flat value (house rules § Ramsch, value).",
    'Ein Ramsch wird nach den Augen des Verlierers oder mit einem festen Wert gewertet (Hausregeln § Ramsch, Wert).',
  ],
  [
    { code: 'ramsch-flat-value-invalid', value: 0 },
    'A flat Ramsch value is a whole number above 0 (house rules § Ramsch, value).',
    'Ein fester Ramschwert ist eine ganze Zahl über 0 (Hausregeln § Ramsch, Wert).',
  ],
  [
    { code: 'schieberamsch-rule-unknown', value: 'sometimes' },
    'Schieberamsch is played always, only in Ramsch rounds, or never (house rules § Schieberamsch).',
    'Schieberamsch wird immer, nur in Ramschrunden oder nie gespielt (Hausregeln § Schieberamsch).',
  ],
  [
    { code: 'bock-events-missing' },
    'Bock rounds need at least one event that starts them (house rules § Bock rounds).',
    'Bockrunden brauchen mindestens ein Ereignis, das sie auslöst (Hausregeln § Bockrunden).',
  ],
  [
    { code: 'bock-event-unknown', value: 'bierlachs' },
    "A Bock round starts only after an event of the house rules' table (house rules § Bock rounds).",
    'Eine Bockrunde wird nur durch ein Ereignis aus der Tabelle der Hausregeln ausgelöst (Hausregeln § Bockrunden).',
  ],
  [
    { code: 'bock-event-twice', value: 'kontra-won' },
    '"Kontra won" is chosen twice as a Bock event; each event counts once (house rules § Bock rounds).',
    '„Kontra gewonnen“ ist zweimal als Bock-Ereignis gewählt; jedes Ereignis zählt einmal (Hausregeln § Bockrunden).',
  ],
  [
    { code: 'bock-event-twice', value: 'bierlachs' },
    'A Bock event is chosen twice; each event counts once (house rules § Bock rounds).',
    'Ein Bock-Ereignis ist zweimal gewählt; jedes Ereignis zählt einmal (Hausregeln § Bockrunden).',
  ],
  [
    { code: 'bock-pending-unknown', value: 'both' },
    'Overlapping Bock rounds either stack or queue (house rules § Bock rounds).',
    'Mehrere Bockrunden laufen entweder gleichzeitig oder nacheinander (Hausregeln § Bockrunden).',
  ],
  [
    { code: 'bock-page-invalid', value: 0 },
    'A page is a whole number of deals above 0 (house rules § Bock rounds, per page).',
    'Eine Seite ist eine ganze Zahl von Spielen über 0 (Hausregeln § Bockrunden, je Seite).',
  ],
  [
    { code: 'stake-invalid', value: -1 },
    'The stake is a number of cents per point above 0 (house rules § Presets).',
    'Der Einsatz ist eine Zahl von Cent pro Punkt über 0 (Hausregeln § Vorgaben).',
  ],
  [
    { code: 'rule-not-yes-or-no', value: 'countsAsGame' },
    'A house rule is either on or off (house rules § Presets).',
    'Eine Hausregel ist entweder an oder aus (Hausregeln § Vorgaben).',
  ],
];

describe('a Ramsch entry refused, with the rule', () => {
  test('every code has a case', () => {
    expect(new Set(RAMSCH_CASES.map(([e]) => e.code))).toEqual(new Set(RAMSCH_ERROR_CODES));
  });

  test.each(RAMSCH_CASES)('%o', (error, english, german) => {
    expect(ramschErrorMessage(en, error, NAMES)).toBe(english);
    expect(ramschErrorMessage(de, error, NAMES)).toBe(german);
  });

  test('a seat without a name is "player N"', () => {
    const error: RamschError = {
      code: 'jungfrau-with-points',
      field: 'noTrick',
      seat: 2,
      value: 4,
    };
    expect(ramschErrorMessage(en, error)).toMatch(/^Ramsch: player 3 took no trick/);
    expect(ramschErrorMessage(de, error)).toMatch(/^Ramsch: Spieler 3 hat keinen Stich/);
  });

  test('numbers are written the language’s way', () => {
    const error: RamschError = { code: 'ramsch-points-not-120', field: 'points', value: 1200 };
    expect(ramschErrorMessage(en, error)).toContain('not 1,200');
    expect(ramschErrorMessage(de, error)).toContain('nicht 1.200');
  });

  test('the parser’s errors read as sentences: 50 + 50 + 10 is not 120', () => {
    const parsed = parseRamschDeal({ game: 'ramsch', points: [50, 50, 10] });
    if (parsed.ok) throw new Error('expected a refusal');
    expect(parsed.errors.map((e) => ramschErrorMessage(de, e, NAMES))).toEqual([
      'Ramsch: Die Augen der drei Spieler müssen 120 ergeben, nicht 110 (Hausregeln § Ramsch, Eingabe).',
    ]);
  });
});

describe('a deal the sheet’s house rules refuse where it stands', () => {
  test('every code has a case', () => {
    expect(new Set(HOUSE_SHEET_CASES.map(([e]) => e.code))).toEqual(
      new Set([
        'rules-invalid',
        'ramsch-not-played',
        'passed-deal-is-ramsch',
        'ramsch-seats-not-table',
        'ramsch-dealer-plays',
        'ramsch-outcome-not-flat',
        'not-allowed-in-ramsch-round',
        'schieberamsch-not-played',
      ]),
    );
  });

  test.each(HOUSE_SHEET_CASES)('%o', (error, english, german) => {
    expect(houseSheetErrorMessage(en, error)).toBe(english);
    expect(houseSheetErrorMessage(de, error)).toBe(german);
    expect(sheetSetupErrorMessage(en, error)).toBe(english);
  });
});

describe('a rule set that is not sound', () => {
  test('every code has a case', () => {
    expect(new Set(RULE_SET_CASES.map(([e]) => e.code))).toEqual(new Set(RULE_SET_ERROR_CODES));
  });

  test.each(RULE_SET_CASES)('%o', (error, english, german) => {
    expect(ruleSetErrorMessage(en, error)).toBe(english);
    expect(ruleSetErrorMessage(de, error)).toBe(german);
  });
});

describe('one entry point for any deal or sheet error', () => {
  test('a game’s own error keeps its ISkO sentence', () => {
    const error: DealError = { code: 'tops-out-of-range', field: 'tops' };
    expect(sheetDealErrorMessage(en, error)).toBe(
      'Tops run from 1 to 11 in a suit game and from 1 to 4 in grand (ISkO 2.4).',
    );
  });

  test('a Ramsch error gets the names', () => {
    const error: RamschError = {
      code: 'durchmarsch-others-took-tricks',
      field: 'allTricks',
      seat: 1,
    };
    expect(sheetDealErrorMessage(de, error, NAMES)).toBe(
      'Ramsch: Ben hat alle Stiche (Durchmarsch), also haben die anderen beiden keinen Stich (Hausregeln § Ramsch, Eingabe).',
    );
  });

  test('a Bock entered where Bock is derived', () => {
    const error = { code: 'bock-is-derived', field: 'bock' } as const;
    expect(sheetDealErrorMessage(en, error)).toBe(
      "Bock comes from the sheet's Bock rounds and is not entered for a deal (house rules § Bock rounds).",
    );
    expect(sheetDealErrorMessage(de, error)).toBe(
      'Bock ergibt sich aus den Bockrunden der Liste und wird nicht je Spiel eingetragen (Hausregeln § Bockrunden).',
    );
  });

  test('a table error keeps its sentence', () => {
    const error: SheetError = { code: 'dealer-declares-at-four', dealIndex: 1 };
    expect(sheetSetupErrorMessage(de, error)).toBe(
      'Spiel 2: Am Vierertisch setzt der Geber aus und kann nicht spielen.',
    );
  });
});

test('no two refusals share a sentence, and German is not English left untranslated', () => {
  const all = (t: typeof en) => [
    ...RAMSCH_CASES.map(([e]) => ramschErrorMessage(t, e, NAMES)),
    ...HOUSE_SHEET_CASES.map(([e]) => houseSheetErrorMessage(t, e)),
    ...RULE_SET_CASES.map(([e]) => ruleSetErrorMessage(t, e)),
  ];
  for (const t of [en, de]) expect(new Set(all(t)).size).toBe(all(t).length);
  const english = new Set(all(en));
  expect(all(de).filter((sentence) => english.has(sentence))).toEqual([]);
});
