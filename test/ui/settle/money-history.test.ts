// The change of a sheet's money as the history shows it, in both languages.
import { describe, expect, test } from 'vitest';
import type { Money } from '../../../src/domain/money';
import type { SheetHistoryEntry } from '../../../src/domain/sheet-history';
import type { SheetEvent } from '../../../src/domain/sheet-log';
import { de } from '../../../src/ui/i18n/de';
import { en } from '../../../src/ui/i18n/en';
import { entryTitle } from '../../../src/ui/sheet/history/entry-title';

const HALF: Money = {
  centsPerPoint: 0.5,
  currency: 'EUR',
  roundTo: 10,
  lostGameFee: { cents: 50, raised: { fromGame: 4, cents: 100 } },
};

function entry(money: Money | null, undo = false): SheetHistoryEntry {
  const event: SheetEvent = {
    id: 'm',
    device: 'a',
    clock: 1,
    at: 1,
    change: { kind: 'money-changed', money },
  };
  const undone: SheetEvent = {
    id: 'u',
    device: 'a',
    clock: 2,
    at: 2,
    change: { kind: 'undone', undoes: 'm' },
  };
  const base = { dealId: null, before: null, after: null, dealNumber: null, undone: false };
  return undo ? { ...base, event: undone, target: event } : { ...base, event, target: null };
}

const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

describe('the history of a money change', () => {
  test('English', () => {
    expect(spaced(entryTitle(en, entry(HALF)))).toBe(
      'Stake changed: ½ cent per point · Euro · rounded to €0.10 · lost-game fee €0.50 · €1.00 from lost game 4 on',
    );
    expect(entryTitle(en, entry(null))).toBe('Stake changed: played for nothing');
    expect(spaced(entryTitle(en, entry(HALF, true)))).toMatch(/^Undone: Stake changed: ½ cent/);
  });

  test('German', () => {
    expect(spaced(entryTitle(de, entry(HALF)))).toBe(
      'Einsatz geändert: ½ Cent pro Punkt · Euro · gerundet auf 0,10 € · Verlustspielgeld 0,50 € · ab dem 4. verlorenen Spiel 1,00 €',
    );
    expect(entryTitle(de, entry(null))).toBe('Einsatz geändert: ohne Geld gespielt');
  });
});
