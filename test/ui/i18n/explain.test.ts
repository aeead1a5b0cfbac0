import { describe, expect, test } from 'vitest';
import type { CountedLevel } from '../../../src/domain/score-types';
import { de } from '../../../src/ui/i18n/de';
import { en } from '../../../src/ui/i18n/en';
import {
  bockEventName,
  describeBockStarted,
  describeContract,
  describeGameValue,
  describeListEntry,
  describeOverbid,
  describeSeegerFabian,
  levelReason,
  undoChangeLabel,
} from '../../../src/ui/i18n/explain';
import { score } from '../../domain/helpers';

// The explanation of a deal in both languages, from the facts the scoring core returns. German
// uses the words of the ISkO and of printed lists (shared/rules/glossary-de.md).

function levelsOf(draft: Parameters<typeof score>[0]): readonly CountedLevel[] {
  const v = score(draft).gameValue;
  return v.kind === 'trump' ? v.levels : [];
}

describe('describeGameValue', () => {
  test.each([
    // the brief's example: clubs hand with 2; the glossary's "Kreuz mit 2, Spiel 3, Hand 4 × 12 = 48"
    [
      { game: 'clubs', tops: 2, topsHeld: 'with', hand: true, declarerPoints: 70 },
      'with 2, game 3, hand 4 × 12 = 48',
      'Kreuz mit 2, Spiel 3, Hand 4 × 12 = 48',
    ],
    [
      { game: 'hearts', tops: 2, topsHeld: 'without', declarerPoints: 70 },
      'without 2, game 3 × 10 = 30',
      'Herz ohne 2, Spiel 3 × 10 = 30',
    ],
    [
      { game: 'spades', tops: 1, declarerPoints: 95 },
      'tops 1, game 2, schneider 3 × 11 = 33',
      'Pik Spitzen 1, Spiel 2, Schneider 3 × 11 = 33',
    ],
    [
      {
        game: 'clubs',
        tops: 2,
        topsHeld: 'with',
        hand: true,
        announced: 'schwarz',
        ouvert: true,
        declarerPoints: 120,
        declarerTricks: 'all',
      },
      'with 2, game 3, hand 4, schneider 5, schneider announced 6, schwarz 7, schwarz announced 8, ouvert 9 × 12 = 108',
      'Kreuz mit 2, Spiel 3, Hand 4, Schneider 5, Schneider angesagt 6, Schwarz 7, Schwarz angesagt 8, Ouvert 9 × 12 = 108',
    ],
    [
      { game: 'grand', tops: 4, topsHeld: 'with', hand: true, declarerPoints: 61 },
      'with 4, game 5, hand 6 × 24 = 144',
      'Grand mit 4, Spiel 5, Hand 6 × 24 = 144',
    ],
    [
      { game: 'null', hand: true, declarerTricks: 'none', bid: 35 },
      'Null hand = 35',
      'Null Hand = 35',
    ],
  ] as const)('%o', (draft, english, german) => {
    expect(describeGameValue(en, score(draft))).toBe(english);
    expect(describeGameValue(de, score(draft))).toBe(german);
  });
});

describe('each level: why it counts, with its ISkO rule', () => {
  test('a grand hand with schneider announced but missed', () => {
    const levels = levelsOf({
      game: 'grand',
      tops: 1,
      hand: true,
      announced: 'schneider',
      declarerPoints: 85,
    });
    const lines = (t: typeof en) =>
      levels.map((level) => `${level.name} (${level.rule}): ${levelReason(t, level)}`);
    expect(lines(en)).toEqual([
      'tops (5.2): 1 top',
      'game (5.2): always counts',
      'hand (5.2): played without the skat',
      'schneider (5.2.3): announced, counts even though missed',
      'schneider-announced (5.2.5): announced',
    ]);
    expect(lines(de)).toEqual([
      'tops (5.2): 1 Spitze',
      'game (5.2): zählt immer',
      'hand (5.2): ohne Skat gespielt',
      'schneider (5.2.3): angesagt – zählt auch, wenn nicht erreicht',
      'schneider-announced (5.2.5): angesagt',
    ]);
  });

  test.each([
    [{ game: 'clubs', tops: 2, topsHeld: 'with', declarerPoints: 70 }, 'with 2', 'mit 2'],
    [{ game: 'hearts', tops: 1, topsHeld: 'without', declarerPoints: 70 }, 'without 1', 'ohne 1'],
    [{ game: 'grand', tops: 3, declarerPoints: 70 }, '3 tops', '3 Spitzen'],
  ] as const)('tops as players say them: %o', (draft, english, german) => {
    const tops = levelsOf(draft)[0];
    if (!tops) throw new Error('a trump game has a tops level');
    expect([levelReason(en, tops), levelReason(de, tops)]).toEqual([english, german]);
  });

  test.each([
    [
      { game: 'spades', tops: 1, declarerPoints: 92 },
      'schneider',
      'declarer took 92 points',
      'Alleinspieler hat 92 Augen',
    ],
    [
      { game: 'spades', tops: 1, declarerPoints: 25 },
      'schneider',
      'declarer took only 25 points',
      'Alleinspieler hat nur 25 Augen',
    ],
    [
      { game: 'spades', tops: 1, outcome: { made: true, schneider: true } },
      'schneider',
      'entered as schneider',
      'als Schneider eingetragen',
    ],
    [
      { game: 'spades', tops: 1, outcome: { made: true, schwarz: true } },
      'schwarz',
      'entered as schwarz',
      'als Schwarz eingetragen',
    ],
    [
      { game: 'hearts', tops: 1, declarerPoints: 120, declarerTricks: 'all' },
      'schwarz',
      'declarer took every trick',
      'Alleinspieler hat alle Stiche',
    ],
    [
      { game: 'hearts', tops: 1, declarerPoints: 0, declarerTricks: 'none' },
      'schwarz',
      'declarer took no trick',
      'Alleinspieler hat keinen Stich',
    ],
    [
      {
        game: 'clubs',
        tops: 1,
        hand: true,
        announced: 'schwarz',
        ouvert: true,
        declarerPoints: 120,
        declarerTricks: 'all',
      },
      'ouvert',
      'played open',
      'offen gespielt',
    ],
  ] as const)('%o: %s', (draft, name, english, german) => {
    const level = levelsOf(draft).find((l) => l.name === name);
    if (!level) throw new Error(`no ${name} level`);
    expect([levelReason(en, level), levelReason(de, level)]).toEqual([english, german]);
  });
});

describe('describeOverbid', () => {
  test('the seed example: hearts hand bid 33 (ISkO 5.4)', () => {
    const s = score({ game: 'hearts', tops: 1, hand: true, declarerPoints: 75, bid: 33 });
    expect(describeOverbid(en, s)).toBe(
      'bid 33 > value 30 → lost at 40 (smallest multiple of 10 reaching 33)',
    );
    expect(describeOverbid(de, s)).toBe(
      'Überreizt: gereizt 33, Spielwert 30 → verloren mit 40 (kleinstes Vielfaches von 10 ab 33)',
    );
  });
  test('no overbid, no text', () => {
    const s = score({ game: 'hearts', tops: 1, declarerPoints: 75 });
    expect([describeOverbid(en, s), describeOverbid(de, s)]).toEqual([null, null]);
  });
});

describe('describeListEntry and describeSeegerFabian', () => {
  test.each([
    [
      { game: 'clubs', tops: 1, declarerPoints: 61 },
      ['won: +24', '+24 + 50 = +74'],
      ['gewonnen: +24', '+24 + 50 = +74'],
    ],
    [
      { game: 'hearts', tops: 1, hand: true, declarerPoints: 75, bid: 33 },
      ['lost: −2 × 40 = −80', '−80 − 50 = −130; +40 to each other player'],
      ['verloren: −2 × 40 = −80', '−80 − 50 = −130; +40 für jeden Mitspieler'],
    ],
    [
      { game: 'clubs', tops: 1, declarerPoints: 61, kontra: 'kontra' },
      ['won: 24 × 2 (Kontra) = +48', '+48 + 50 = +98'],
      ['gewonnen: 24 × 2 (Kontra) = +48', '+48 + 50 = +98'],
    ],
    [
      { game: 'grand', tops: 2, declarerPoints: 60, kontra: 're' },
      ['lost: −2 × 72 × 4 (Re) = −576', '−576 − 50 = −626; +40 to each other player'],
      ['verloren: −2 × 72 × 4 (Re) = −576', '−576 − 50 = −626; +40 für jeden Mitspieler'],
    ],
    [
      { game: 'diamonds', tops: 1, declarerPoints: 61, bock: 2 },
      ['won: 18 × 4 (Bock) = +72', '+72 + 50 = +122'],
      ['gewonnen: 18 × 4 (Bock) = +72', '+72 + 50 = +122'],
    ],
    [
      // a list entry beyond a thousand: grouped the language's way
      { game: 'grand', tops: 4, hand: true, declarerPoints: 50, kontra: 're', bock: 1 },
      [
        'lost: −2 × 144 × 4 (Re) × 2 (Bock) = −2,304',
        '−2,304 − 50 = −2,354; +40 to each other player',
      ],
      [
        'verloren: −2 × 144 × 4 (Re) × 2 (Bock) = −2.304',
        '−2.304 − 50 = −2.354; +40 für jeden Mitspieler',
      ],
    ],
  ] as const)('%o', (draft, english, german) => {
    const s = score(draft);
    expect([describeListEntry(en, s), describeSeegerFabian(en, s)]).toEqual(english);
    expect([describeListEntry(de, s), describeSeegerFabian(de, s)]).toEqual(german);
  });

  test('at a table of four the others get 30', () => {
    const s = score({ game: 'hearts', tops: 1, declarerPoints: 40 }, 4);
    expect(describeSeegerFabian(en, s)).toBe('−40 − 50 = −90; +30 to each other player');
    expect(describeSeegerFabian(de, s)).toBe('−40 − 50 = −90; +30 für jeden Mitspieler');
  });
});

describe('describeContract', () => {
  test.each([
    [
      { game: 'clubs', tops: 1, declarerPoints: 61 },
      'made (declarer took 61 points)',
      'gewonnen (Alleinspieler hat 61 Augen)',
    ],
    [
      { game: 'clubs', tops: 1, declarerPoints: 55 },
      'lost: fewer than 61 points (declarer took 55 points)',
      'verloren: weniger als 61 Augen (Alleinspieler hat 55 Augen)',
    ],
    [
      { game: 'grand', tops: 1, hand: true, announced: 'schneider', declarerPoints: 85 },
      'lost: schneider announced but not reached (declarer took 85 points)',
      'verloren: Schneider angesagt, aber nicht erreicht (Alleinspieler hat 85 Augen)',
    ],
    [
      { game: 'spades', tops: 1, hand: true, announced: 'schwarz', declarerPoints: 120 },
      'lost: schwarz announced but the opponents took a trick',
      'verloren: Schwarz angesagt, aber die Gegenspieler haben einen Stich',
    ],
    [
      { game: 'null', ouvert: true, declarerTricks: 'some', bid: 46 },
      'lost: the declarer took a trick',
      'verloren: der Alleinspieler hat einen Stich',
    ],
    [{ game: 'hearts', tops: 3, outcome: { made: false } }, 'lost', 'verloren'],
    [{ game: 'hearts', tops: 3, outcome: { made: true } }, 'made', 'gewonnen'],
  ] as const)('%o', (draft, english, german) => {
    expect(describeContract(en, score(draft))).toBe(english);
    expect(describeContract(de, score(draft))).toBe(german);
  });
});

describe('Bock in words', () => {
  test.each([
    [[], null, null],
    [
      ['grand-hand-won'],
      'Bock round started: grand hand won',
      'Bockrunde ausgelöst: Grand Hand gewonnen',
    ],
    [
      ['kontra-lost', 're'],
      '2 Bock rounds started: Kontra lost, Re',
      '2 Bockrunden ausgelöst: Kontra verloren, Re',
    ],
    [
      ['sixty-sixty', 'value-100', 'schneider'],
      '3 Bock rounds started: 60:60, game worth 100 or more, schneider',
      '3 Bockrunden ausgelöst: 60 : 60, Spielwert 100 oder mehr, Schneider',
    ],
  ] as const)('%o', (events, english, german) => {
    expect(describeBockStarted(en, events)).toBe(english);
    expect(describeBockStarted(de, events)).toBe(german);
  });

  test('event names as players say them', () => {
    expect(bockEventName(en, 'value-100')).toBe('game worth 100 or more');
    expect(bockEventName(de, 'value-100')).toBe('Spielwert 100 oder mehr');
  });
});

describe('what undo would revert', () => {
  test.each([
    ['added', 'added deal 3', 'Spiel 3 eingetragen'],
    ['changed', 'changed deal 3', 'Spiel 3 geändert'],
    ['deleted', 'deleted deal 3', 'Spiel 3 gelöscht'],
  ] as const)('%s', (kind, english, german) => {
    expect(undoChangeLabel(en, { kind, dealNumber: 3 })).toBe(english);
    expect(undoChangeLabel(de, { kind, dealNumber: 3 })).toBe(german);
  });
});
