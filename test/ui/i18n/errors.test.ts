import { describe, expect, test } from 'vitest';
import type { StoreError } from '../../../src/db/store-error';
import { DEAL_ERROR_CODES, SHEET_ERROR_CODES, type DealError } from '../../../src/domain/errors';
import { parseDeal } from '../../../src/domain/parse-deal';
import type { ImportError } from '../../../src/io/import-error';
import { de } from '../../../src/ui/i18n/de';
import type { Dictionary } from '../../../src/ui/i18n/dictionary';
import { en } from '../../../src/ui/i18n/en';
import {
  dealErrorMessage,
  importErrorMessage,
  sheetErrorMessage,
  sheetInputMessage,
  storeErrorMessage,
} from '../../../src/ui/i18n/errors';

// The rules core, the database and the backup import return codes with data; these are their
// sentences, in English and German.

const LANGUAGES = [
  ['en', en],
  ['de', de],
] as const;

const PLAIN_CODES = DEAL_ERROR_CODES.filter((code) => code !== 'null-below-bid');

function allSentences(t: Dictionary): string[] {
  return [
    ...PLAIN_CODES.map((code) => dealErrorMessage(t, { code, field: 'game' })),
    ...SHEET_ERROR_CODES.map((code) => sheetErrorMessage(t, { code })),
  ];
}

describe.each(LANGUAGES)('every error code has its own sentence (%s)', (_, t) => {
  test.each(PLAIN_CODES)('deal error %s', (code) => {
    expect(dealErrorMessage(t, { code, field: 'game' })).toMatch(/^[A-ZÄÖÜ].*\.$/);
  });

  test.each(SHEET_ERROR_CODES)('sheet error %s', (code) => {
    expect(sheetErrorMessage(t, { code })).toMatch(/^[A-ZÄÖÜ].*\.$/);
  });

  test('no two codes share a sentence', () => {
    const sentences = allSentences(t);
    expect(new Set(sentences).size).toBe(sentences.length);
  });
});

test('German is not English left untranslated', () => {
  const english = new Set(allSentences(en));
  expect(allSentences(de).filter((sentence) => english.has(sentence))).toEqual([]);
});

describe('a deal error with its numbers', () => {
  test('tops out of range names the ISkO rule', () => {
    const error: DealError = { code: 'tops-out-of-range', field: 'tops' };
    expect(dealErrorMessage(en, error)).toMatch(/1 to 11.*ISkO 2\.4/);
    expect(dealErrorMessage(de, error)).toMatch(/1 bis 11.*ISkO 2\.4/);
  });

  test.each([
    [
      24,
      'Null is worth 23, below the bid of 24; only Null hand (35), Null ouvert (46), Null ouvert hand (59) would reach it.',
      'Null ist 23 wert, weniger als gereizt (24); nur Null Hand (35), Null ouvert (46) und Null Hand ouvert (59) würden reichen.',
    ],
    [
      // One game reaches the bid: German says „würde“, several „würden“ (issue 18).
      48,
      'Null is worth 23, below the bid of 48; only Null ouvert hand (59) would reach it.',
      'Null ist 23 wert, weniger als gereizt (48); nur Null Hand ouvert (59) würde reichen.',
    ],
    [
      60,
      'Null is worth 23, below the bid of 60; no null game reaches 60.',
      'Null ist 23 wert, weniger als gereizt (60); kein Nullspiel erreicht 60.',
    ],
  ])(
    'a null game below the bid of %i names the null games that reach it',
    (bid, english, german) => {
      const parsed = parseDeal({ declarer: 0, game: 'null', declarerTricks: 'none', bid });
      const error = parsed.ok ? undefined : parsed.errors.find((e) => e.code === 'null-below-bid');
      if (!error) throw new Error('expected null-below-bid');
      expect(dealErrorMessage(en, error)).toBe(english);
      expect(dealErrorMessage(de, error)).toBe(german);
    },
  );
});

describe('a sheet error about one deal says which deal', () => {
  test.each([
    [
      { code: 'dealer-declares-at-four', dealIndex: 1 },
      'Deal 2: At a table of 4 the dealer sits out and cannot play the game.',
      'Spiel 2: Am Vierertisch setzt der Geber aus und kann nicht spielen.',
    ],
    [
      // an invalid deal says what is wrong with it, not only that it is
      {
        code: 'deal-invalid',
        dealIndex: 0,
        dealErrors: [{ code: 'declarer-not-a-seat', field: 'declarer' }],
      },
      'Deal 1: The declarer must be one of the players at the table.',
      'Spiel 1: Der Alleinspieler muss einer der Spieler am Tisch sein.',
    ],
    [
      { code: 'players-not-3-or-4' },
      'A table has 3, 4 or 5 players.',
      'An einem Tisch sitzen 3, 4 oder 5 Spieler.',
    ],
  ] as const)('%o', (error, english, german) => {
    expect(sheetErrorMessage(en, error)).toBe(english);
    expect(sheetErrorMessage(de, error)).toBe(german);
  });
});

describe("a sheet's names and rules", () => {
  test.each([
    [
      { code: 'name-empty', field: { kind: 'player', seat: 1 } },
      'The name of player 2 is empty.',
      'Der Name von Spieler 2 ist leer.',
    ],
    [
      { code: 'name-too-long', field: { kind: 'sheet' }, maxLength: 60 },
      'The sheet name is longer than 60 characters.',
      'Der Name der Liste ist länger als 60 Zeichen.',
    ],
    [
      { code: 'name-control-character', field: { kind: 'player', seat: 0 } },
      'The name of player 1 contains a control character.',
      'Der Name von Spieler 1 enthält ein Steuerzeichen.',
    ],
    [
      { code: 'name-spaces-around', field: { kind: 'sheet' } },
      'The sheet name starts or ends with spaces.',
      'Der Name der Liste beginnt oder endet mit Leerzeichen.',
    ],
    [
      { code: 'player-twice', name: 'Jürgen' },
      '"Jürgen" plays twice: every player needs a different name.',
      '„Jürgen“ spielt doppelt: Jeder Spieler braucht einen eigenen Namen.',
    ],
    [
      { code: 'planned-deals-not-divisible', plannedDeals: 30, players: 4 },
      'The number of deals (30) must be divisible by the 4 players, so everyone deals equally often.',
      'Die Zahl der Spiele (30) muss durch die 4 Spieler teilbar sein, damit jeder gleich oft gibt.',
    ],
    [
      { code: 'rules-invalid', error: { code: 'first-dealer-not-a-seat' } },
      'The first dealer must be one of the players.',
      'Der erste Geber muss einer der Spieler sein.',
    ],
  ] as const)('%o', (problem, english, german) => {
    expect(sheetInputMessage(en, problem)).toBe(english);
    expect(sheetInputMessage(de, problem)).toBe(german);
  });
});

describe('saving on this device', () => {
  test.each([
    [
      { code: 'storage-full' },
      'The device is out of storage space. Nothing was saved; free some space and try again.',
      'Der Speicher des Geräts ist voll. Nichts wurde gespeichert; bitte Platz schaffen und noch einmal versuchen.',
    ],
    [
      { code: 'storage-failed', detail: 'UnknownError: disk I/O error' },
      'Saving failed, nothing was changed (UnknownError: disk I/O error).',
      'Speichern fehlgeschlagen, nichts wurde geändert (UnknownError: disk I/O error).',
    ],
    [
      { code: 'nothing-to-undo' },
      'There is nothing to undo.',
      'Es gibt nichts rückgängig zu machen.',
    ],
    [
      {
        code: 'sheet-would-be-invalid',
        sheetErrors: [{ code: 'kontra-not-allowed', dealIndex: 4 }],
      },
      'Deal 5: This sheet is played without Kontra and Re.',
      'Spiel 5: Diese Liste wird ohne Kontra und Re gespielt.',
    ],
    [
      {
        code: 'deal-invalid',
        problems: [
          {
            code: 'deal-breaks-rule',
            error: { code: 'points-not-whole', field: 'declarerPoints' },
          },
        ],
      },
      'Card points are whole numbers.',
      'Augen sind ganze Zahlen.',
    ],
    [
      { code: 'sheet-input-invalid', problem: { code: 'players-not-3-or-4', count: 5 } },
      'A sheet needs 3, 4 or 5 players, not 5.',
      'Eine Liste braucht 3, 4 oder 5 Spieler, nicht 5.',
    ],
  ] satisfies readonly (readonly [StoreError, string, string])[])(
    '%o',
    (error, english, german) => {
      expect(storeErrorMessage(en, error)).toBe(english);
      expect(storeErrorMessage(de, error)).toBe(german);
    },
  );
});

describe('restoring a backup file: what is wrong, and where', () => {
  test.each([
    [
      {
        code: 'invalid-content',
        place: { sheetIndex: 0, keys: ['rules', 'bock', 'events', 1] },
        problem: { kind: 'wrong-value', expected: '"re"', received: '"ramsch"' },
      },
      'sheet 1, rules, bock, events, item 2: wrong value (expected "re", received "ramsch")',
      'Liste 1, rules, bock, events, Eintrag 2: ungültiger Wert (erwartet "re", erhalten "ramsch")',
    ],
    [
      { code: 'invalid-content', place: { keys: ['sheets'] }, problem: { kind: 'missing' } },
      'sheets: missing',
      'sheets: fehlt',
    ],
    [
      { code: 'invalid-content', place: { keys: [] }, problem: { kind: 'unexpected-field' } },
      'the file: unexpected field (not part of a backup)',
      'die Datei: unerwartetes Feld (gehört nicht zu einer Sicherung)',
    ],
    [
      {
        code: 'deal-invalid',
        place: { sheetIndex: 0, dealIndex: 13, keys: [] },
        dealErrors: [{ code: 'tops-not-for-null', field: 'tops' }],
      },
      'sheet 1, deal 14: A null game has no tops.',
      'Liste 1, Spiel 14: Ein Nullspiel hat keine Spitzen.',
    ],
    [
      {
        code: 'sheet-invalid',
        place: { sheetIndex: 1, dealIndex: 0, keys: [] },
        sheetError: { code: 'dealer-declares-at-four', dealIndex: 0 },
      },
      'sheet 2, deal 1: At a table of 4 the dealer sits out and cannot play the game.',
      'Liste 2, Spiel 1: Am Vierertisch setzt der Geber aus und kann nicht spielen.',
    ],
    [
      {
        code: 'duplicate-id',
        place: { sheetIndex: 0, dealIndex: 2, keys: [] },
        firstPlace: { sheetIndex: 0, dealIndex: 0, keys: [] },
      },
      'sheet 1, deal 3: same deal id as sheet 1, deal 1.',
      'Liste 1, Spiel 3: dieselbe Spiel-ID wie Liste 1, Spiel 1.',
    ],
    [
      { code: 'newer-version', version: 3, newestKnown: 2 },
      'The file is from a newer app version (backup version 3; this app reads versions up to 2). Update the app, then import it.',
      'Die Datei stammt aus einer neueren Version der App (Sicherungsversion 3; diese App liest Versionen bis 2). Erst die App aktualisieren, dann wiederherstellen.',
    ],
    [
      { code: 'too-large', maxChars: 50_000_000 },
      'The file is larger than 50 MB: not a backup of this app.',
      'Die Datei ist größer als 50 MB: keine Sicherung dieser App.',
    ],
    [
      { code: 'id-conflict', count: 1, firstId: 'deal-a' },
      'An id in the file (of a deal or of a change) already belongs to another sheet in this app (deal-a). Nothing was imported.',
      'Eine ID der Datei (eines Spiels oder einer Änderung) gehört schon zu einer anderen Liste in dieser App (deal-a). Nichts wurde wiederhergestellt.',
    ],
    [
      { code: 'id-conflict', count: 3, firstId: 'deal-a' },
      '3 ids in the file (of deals or of changes) already belong to other sheets in this app (first: deal-a). Nothing was imported.',
      '3 IDs der Datei (von Spielen oder Änderungen) gehören schon zu anderen Listen in dieser App (erste: deal-a). Nichts wurde wiederhergestellt.',
    ],
    [
      { code: 'more-problems', count: 1234 },
      '…and 1,234 more problems.',
      '… und 1.234 weitere Probleme.',
    ],
  ] satisfies readonly (readonly [ImportError, string, string])[])(
    '%o',
    (error, english, german) => {
      expect(importErrorMessage(en, error)).toBe(english);
      expect(importErrorMessage(de, error)).toBe(german);
    },
  );
});
