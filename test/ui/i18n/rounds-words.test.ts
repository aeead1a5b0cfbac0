import { describe, expect, test } from 'vitest';
import type { PendingRound, RoundsOutlook } from '../../../src/domain/rounds';
import { ROUND_EVENTS, type RoundEvent } from '../../../src/domain/rules';
import { de } from '../../../src/ui/i18n/de';
import { en } from '../../../src/ui/i18n/en';
import {
  nextDealRoundsLine,
  pendingRoundLine,
  roundCause,
  roundEventName,
  roundsHeldBackText,
  roundsOutlookLines,
  roundsStartedText,
  type RoundsContext,
} from '../../../src/ui/i18n/rounds-words';
import { clubs, grandHand, PASSED, rounds, scored, setupOf } from '../../support/house-helpers';

// The Bock and Ramsch rounds in words, from the core's outlook and rows; written by hand.

const ROWS = Array.from({ length: 12 }, (_, i) => ({ deal: i === 6 ? grandHand(0) : clubs(1) }));
const CONTEXT: RoundsContext = { names: ['Anna', 'Ben', 'Cleo'], players: 3, rows: ROWS };

function round(more: Partial<PendingRound>): PendingRound {
  return {
    kind: 'bock',
    event: 'grand-hand-won',
    startedBy: 6,
    dealsLeft: 3,
    running: true,
    ...more,
  };
}

describe('each round not yet over', () => {
  test.each([
    [
      round({ dealsLeft: 2 }),
      "Bock round ×2 · 2 of 3 deals left · after Anna's grand hand (deal 7)",
      'Bockrunde ×2 · noch 2 von 3 Spielen · nach Grand Hand von Anna (Spiel 7)',
    ],
    [
      round({ kind: 'ramsch' }),
      'Ramsch round · 3 of 3 deals left',
      'Ramschrunde · noch 3 von 3 Spielen',
    ],
    [
      round({ event: 'sixty-sixty', startedBy: 11, running: false }),
      "Queued: a Bock round after 60:60 in Ben's game (deal 12)",
      'Wartet: eine Bockrunde nach 60 : 60 bei Ben (Spiel 12)',
    ],
    [
      round({ kind: 'ramsch', running: false }),
      'Queued: a Ramsch round of 3 deals',
      'Wartet: eine Ramschrunde mit 3 Spielen',
    ],
  ])('%#', (pending, english, german) => {
    expect(pendingRoundLine(en, pending, CONTEXT)).toBe(english);
    expect(pendingRoundLine(de, pending, CONTEXT)).toBe(german);
  });
});

describe('the event and the deal that started a round', () => {
  // [English name, German name, English cause, German cause]
  const CAUSES: Readonly<Record<RoundEvent, readonly [string, string, string, string]>> = {
    'grand-hand-won': [
      'grand hand won',
      'Grand Hand gewonnen',
      "after Anna's grand hand (deal 7)",
      'nach Grand Hand von Anna (Spiel 7)',
    ],
    'kontra-won': [
      'Kontra won',
      'Kontra gewonnen',
      'after a Kontra that beat Anna (deal 7)',
      'nach gewonnenem Kontra gegen Anna (Spiel 7)',
    ],
    'kontra-lost': [
      'Kontra lost',
      'Kontra verloren',
      'after Anna won against Kontra (deal 7)',
      'nach verlorenem Kontra gegen Anna (Spiel 7)',
    ],
    're-won': [
      'Re won',
      'Re gewonnen',
      'after Anna won with Re (deal 7)',
      'nach gewonnenem Re von Anna (Spiel 7)',
    ],
    re: ['Re', 'Re', "after Re in Anna's game (deal 7)", 'nach Re von Anna (Spiel 7)'],
    'sixty-sixty': [
      '60:60',
      '60 : 60',
      "after 60:60 in Anna's game (deal 7)",
      'nach 60 : 60 bei Anna (Spiel 7)',
    ],
    'value-100': [
      'game worth 100 or more',
      'Spielwert 100 oder mehr',
      "after Anna's game worth 100 or more (deal 7)",
      'nach einem Spiel von Anna mit Spielwert 100 oder mehr (Spiel 7)',
    ],
    schneider: [
      'schneider',
      'Schneider',
      "after schneider in Anna's game (deal 7)",
      'nach Schneider bei Anna (Spiel 7)',
    ],
  };

  test.each(ROUND_EVENTS)('%s', (event) => {
    const [english, german, englishCause, germanCause] = CAUSES[event];
    expect(roundEventName(en, event)).toBe(english);
    expect(roundEventName(de, event)).toBe(german);
    expect(roundCause(en, round({ event }), CONTEXT)).toBe(englishCause);
    expect(roundCause(de, round({ event }), CONTEXT)).toBe(germanCause);
  });

  test('a deal without a declarer is named by its event alone', () => {
    const context = { ...CONTEXT, rows: [{ deal: PASSED }] };
    expect(roundCause(en, round({ startedBy: 0 }), context)).toBe('after grand hand won (deal 1)');
    expect(roundCause(de, round({ startedBy: 0 }), context)).toBe(
      'nach Grand Hand gewonnen (Spiel 1)',
    );
  });
});

describe('the next deal', () => {
  const next = (bock: number, ramschRound: boolean): RoundsOutlook => ({
    dealer: 0,
    bock,
    ramschRound,
    bockDealsLeft: 0,
    rounds: [],
  });

  test.each([
    [0, false, null, null],
    [2, false, 'Next deal: Bock ×4', 'Nächstes Spiel: Bock ×4'],
    [0, true, 'Next deal: Ramsch round', 'Nächstes Spiel: Ramschrunde'],
    [1, true, 'Next deal: Ramsch round, Bock ×2', 'Nächstes Spiel: Ramschrunde, Bock ×2'],
  ])('Bock %i, Ramsch round %s', (bock, ramschRound, english, german) => {
    expect(nextDealRoundsLine(en, next(bock, ramschRound))).toBe(english);
    expect(nextDealRoundsLine(de, next(bock, ramschRound))).toBe(german);
  });
});

describe('what a deal started or held back', () => {
  test.each([
    [[], null, null],
    [
      ['grand-hand-won'],
      'Bock round started: grand hand won',
      'Bockrunde ausgelöst: Grand Hand gewonnen',
    ],
    [
      ['kontra-lost', 're-won', 're'],
      '3 Bock rounds started: Kontra lost, Re won, Re',
      '3 Bockrunden ausgelöst: Kontra verloren, Re gewonnen, Re',
    ],
  ] as const)('started %o', (events, english, german) => {
    expect(roundsStartedText(en, events)).toBe(english);
    expect(roundsStartedText(de, events)).toBe(german);
  });

  test('held back by the page', () => {
    expect(roundsHeldBackText(en, ['sixty-sixty'], 32)).toBe(
      'Held back, one round per page of 32 deals: 60:60',
    );
    expect(roundsHeldBackText(de, ['sixty-sixty', 're'], 32)).toBe(
      'Zurückgehalten, eine Runde je Seite von 32 Spielen: 60 : 60, Re',
    );
    expect(roundsHeldBackText(en, [], 32)).toBeNull();
    expect(roundsHeldBackText(en, ['re'], null)).toBeNull();
  });
});

test('a scored sheet: grand hand at deal 2 → a Bock round, then the Ramsch round waiting', () => {
  const setup = setupOf(3, {
    passed: 'ramsch',
    ramsch: { scoring: { kind: 'points' }, countsAsGame: false, schieberamsch: 'always' },
    bock: rounds(['grand-hand-won'], { pending: 'queue', ramschRound: true }),
  });
  const sheet = scored(setup, [clubs(1), grandHand(0), clubs(2)]);
  const context = { names: ['Anna', 'Ben', 'Cleo'], players: 3, rows: sheet.rows } as const;
  expect(roundsOutlookLines(en, sheet.next, context)).toEqual([
    "Bock round ×2 · 2 of 3 deals left · after Anna's grand hand (deal 2)",
    'Queued: a Ramsch round of 3 deals',
  ]);
  expect(nextDealRoundsLine(de, sheet.next)).toBe('Nächstes Spiel: Bock ×2');
  expect(roundsStartedText(en, sheet.rows[1]?.bockStarted ?? [])).toBe(
    'Bock round started: grand hand won',
  );
});
