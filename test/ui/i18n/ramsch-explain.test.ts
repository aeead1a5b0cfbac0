import { describe, expect, test } from 'vitest';
import { parseRamschDeal } from '../../../src/domain/parse-ramsch';
import type { RamschDraft } from '../../../src/domain/ramsch-deal';
import type { RamschRule } from '../../../src/domain/rules';
import { scoreRamsch } from '../../../src/domain/score-ramsch';
import { gameLabel } from '../../../src/ui/common/game-label';
import { de } from '../../../src/ui/i18n/de';
import { en } from '../../../src/ui/i18n/en';
import {
  describeRamsch,
  ramschLabel,
  ramschOutcomeLines,
  ramschStepLines,
} from '../../../src/ui/i18n/ramsch-explain';

// A Ramsch explained from the core's steps (house-rules.md § Ramsch), in English and German;
// every expected line is written by hand.

const NAMES = ['Anna', 'Ben', 'Cleo'];
const POINTS: RamschRule = {
  scoring: { kind: 'points' },
  countsAsGame: false,
  schieberamsch: 'always',
};
const FLAT_GAME: RamschRule = {
  scoring: { kind: 'flat', value: 25 },
  countsAsGame: true,
  schieberamsch: 'always',
};

function ramsch(draft: Omit<RamschDraft, 'game'>, rule: RamschRule) {
  const parsed = parseRamschDeal({ game: 'ramsch', ...draft });
  if (!parsed.ok) throw new Error(parsed.errors.map((e) => e.code).join(', '));
  return scoreRamsch(parsed.value, rule);
}

const JUNGFRAU_BOCK = ramsch({ points: [62, 0, 58], noTrick: [1], bock: 1 }, POINTS);
const TWO_TIE = ramsch({ points: [50, 50, 20] }, POINTS);
const THREE_TIE = ramsch({ points: [40, 40, 40] }, POINTS);
const FLAT_PUSHED = ramsch({ points: [70, 30, 20], doublings: 2 }, FLAT_GAME);
const FLAT_TWO_TIE = ramsch({ points: [50, 50, 20] }, FLAT_GAME);
const FLAT_THREE_TIE = ramsch({ points: [40, 40, 40] }, FLAT_GAME);
const DURCHMARSCH = ramsch(
  { points: [0, 120, 0], noTrick: [0, 2], allTricks: 1, doublings: 1, bock: 1 },
  FLAT_GAME,
);

describe('the value in one line', () => {
  test.each([
    [
      JUNGFRAU_BOCK,
      'Anna 62 points, most points: loses 62; Jungfrau (Ben, no trick) ×2; Bock ×2 = −248',
      'Anna 62 Augen, die meisten: verliert 62; Jungfrau (Ben, kein Stich) ×2; Bock ×2 = −248',
    ],
    [
      TWO_TIE,
      'Anna and Ben 50 points each, most points: both lose 50 = −50 each',
      'Anna und Ben je 50 Augen, die meisten: beide verlieren 50 = je −50',
    ],
    [
      THREE_TIE,
      'Anna, Ben and Cleo 40 points each, most points: all three lose 40 = −40 each',
      'Anna, Ben und Cleo je 40 Augen, die meisten: alle drei verlieren 40 = je −40',
    ],
    [
      FLAT_PUSHED,
      'Anna 70 points, most points: loses the flat 25; Schieberamsch (pushed 2 times) ×4 = −100',
      'Anna 70 Augen, die meisten: verliert fest 25; Schieberamsch (2-mal geschoben) ×4 = −100',
    ],
    [
      FLAT_TWO_TIE,
      'Anna and Ben 50 points each, most points: both lose the flat 25 = −25 each',
      'Anna und Ben je 50 Augen, die meisten: beide verlieren fest 25 = je −25',
    ],
    [
      DURCHMARSCH,
      'Durchmarsch (Ben, every trick): +120; Schieberamsch (pushed once) ×2; Bock ×2 = +480',
      'Durchmarsch (Ben, alle Stiche): +120; Schieberamsch (einmal geschoben) ×2; Bock ×2 = +480',
    ],
  ])('%#', (score, english, german) => {
    expect(describeRamsch(en, score, NAMES)).toBe(english);
    expect(describeRamsch(de, score, NAMES)).toBe(german);
  });

  test('a table of 4: the dealer sits out, the names stay by seat', () => {
    const score = ramsch({ points: [null, 62, 0, 58], noTrick: [2] }, POINTS);
    expect(describeRamsch(en, score, ['Anna', 'Ben', 'Cleo', 'Dora'])).toBe(
      'Ben 62 points, most points: loses 62; Jungfrau (Cleo, no trick) ×2 = −124',
    );
  });

  test('a seat without a name', () => {
    expect(describeRamsch(de, TWO_TIE, [])).toBe(
      'Spieler 1 und Spieler 2 je 50 Augen, die meisten: beide verlieren 50 = je −50',
    );
  });
});

describe('each step with the rule behind it', () => {
  test('most points, Jungfrau, Bock', () => {
    expect(ramschStepLines(en, JUNGFRAU_BOCK, NAMES)).toEqual([
      {
        text: 'Anna 62 points, most points: loses 62',
        rule: 'house rules § Ramsch, losers',
        section: 'ramsch.losers',
      },
      {
        text: 'Jungfrau (Ben, no trick) ×2',
        rule: 'house rules § Ramsch, value',
        section: 'ramsch.value',
      },
      { text: 'Bock ×2', rule: 'house rules § Bock rounds', section: 'bock-rounds' },
    ]);
    expect(ramschStepLines(de, JUNGFRAU_BOCK, NAMES)).toEqual([
      {
        text: 'Anna 62 Augen, die meisten: verliert 62',
        rule: 'Hausregeln § Ramsch, Verlierer',
        section: 'ramsch.losers',
      },
      {
        text: 'Jungfrau (Ben, kein Stich) ×2',
        rule: 'Hausregeln § Ramsch, Wert',
        section: 'ramsch.value',
      },
      { text: 'Bock ×2', rule: 'Hausregeln § Bockrunden', section: 'bock-rounds' },
    ]);
  });

  test('flat value and Schieberamsch', () => {
    expect(ramschStepLines(de, FLAT_PUSHED, NAMES)).toEqual([
      {
        text: 'Anna 70 Augen, die meisten: verliert fest 25',
        rule: 'Hausregeln § Ramsch, Wert',
        section: 'ramsch.value',
      },
      {
        text: 'Schieberamsch (2-mal geschoben) ×4',
        rule: 'Hausregeln § Schieberamsch',
        section: 'ramsch.schieberamsch',
      },
    ]);
  });

  test('Durchmarsch', () => {
    expect(ramschStepLines(en, DURCHMARSCH, NAMES)[0]).toEqual({
      text: 'Durchmarsch (Ben, every trick): +120',
      rule: 'house rules § Ramsch, value',
      section: 'ramsch.value',
    });
  });
});

describe('the winner and whether it counted as a game', () => {
  test.each([
    [
      JUNGFRAU_BOCK,
      ['Winner: Ben, fewest points (0)', 'Does not count as a game: no game won or lost, no ±50'],
      [
        'Gewinner: Ben, die wenigsten Augen (0)',
        'Zählt nicht als Spiel: kein Spiel gewonnen oder verloren, kein ±50',
      ],
    ],
    [
      FLAT_PUSHED,
      [
        'Winner: Cleo, fewest points (20)',
        'Counts as a game: lost for Anna, won for Cleo (Seeger-Fabian −50, +50)',
      ],
      [
        'Gewinner: Cleo, die wenigsten Augen (20)',
        'Zählt als Spiel: verloren für Anna, gewonnen für Cleo (Seeger-Fabian −50, +50)',
      ],
    ],
    [
      FLAT_TWO_TIE,
      [
        'Winner: Cleo, fewest points (20)',
        'Counts as a game: lost for Anna and Ben, won for Cleo (Seeger-Fabian −50 each, +50)',
      ],
      [
        'Gewinner: Cleo, die wenigsten Augen (20)',
        'Zählt als Spiel: verloren für Anna und Ben, gewonnen für Cleo (Seeger-Fabian je −50, +50)',
      ],
    ],
    [
      FLAT_THREE_TIE,
      [
        'No winner: no one player alone has the fewest points',
        'Counts as a game: lost for Anna, Ben and Cleo (Seeger-Fabian −50 each)',
      ],
      [
        'Kein Gewinner: Niemand hat allein die wenigsten Augen',
        'Zählt als Spiel: verloren für Anna, Ben und Cleo (Seeger-Fabian je −50)',
      ],
    ],
    [
      DURCHMARSCH,
      ['Winner: Ben (Durchmarsch)', 'Counts as a game: won for Ben (Seeger-Fabian +50)'],
      ['Gewinner: Ben (Durchmarsch)', 'Zählt als Spiel: gewonnen für Ben (Seeger-Fabian +50)'],
    ],
  ])('%#', (score, english, german) => {
    expect(ramschOutcomeLines(en, score, NAMES).map((line) => line.text)).toEqual(english);
    expect(ramschOutcomeLines(de, score, NAMES).map((line) => line.text)).toEqual(german);
  });

  test('the winner and the list effect name their rules', () => {
    expect(ramschOutcomeLines(en, TWO_TIE, NAMES).map((line) => line.rule)).toEqual([
      'house rules § Ramsch, winner',
      'house rules § Ramsch, on the list',
    ]);
  });
});

describe('a Ramsch on the list', () => {
  test.each([
    [TWO_TIE, 0, 'Ramsch', 'Ramsch'],
    [JUNGFRAU_BOCK, 1, 'Ramsch, Jungfrau, Bock ×2', 'Ramsch, Jungfrau, Bock ×2'],
    [FLAT_PUSHED, 0, 'Ramsch, Schieberamsch ×4', 'Ramsch, geschoben ×4'],
    [
      DURCHMARSCH,
      1,
      'Durchmarsch, Schieberamsch ×2, Bock ×2',
      'Durchmarsch, geschoben ×2, Bock ×2',
    ],
  ])('%#: %s', (score, bock, english, german) => {
    expect(ramschLabel(en, score.deal, bock)).toBe(english);
    expect(ramschLabel(de, score.deal, bock)).toBe(german);
    expect(gameLabel(score.deal, en, { bock })).toBe(english);
  });

  test('without the Bock given, the deal’s own', () => {
    expect(ramschLabel(en, JUNGFRAU_BOCK.deal)).toBe('Ramsch, Jungfrau, Bock ×2');
  });
});
