import { describe, expect, test } from 'vitest';
import type { Deal, PlayedDeal, TrumpAnnouncement, TrumpDeal } from '../../../src/domain/deal';
import { contractLabel, gameLabel } from '../../../src/ui/common/game-label';
import { de } from '../../../src/ui/i18n/de';
import { en } from '../../../src/ui/i18n/en';
import { PASSED, trump } from '../../support/sheet-fixtures';

const NULL_OUVERT_HAND: PlayedDeal = {
  kind: 'null',
  declarer: 0,
  bid: 59,
  kontra: 'none',
  bock: 0,
  variant: 'null-ouvert-hand',
  made: false,
};

function spades(announcement: TrumpAnnouncement): TrumpDeal {
  const deal = trump(0, 'spades', 2, true, { topsHeld: 'without', announcement });
  if (deal.kind !== 'trump') throw new Error('not a trump deal');
  return deal;
}

interface Row {
  readonly name: string;
  readonly deal: Deal;
  readonly bock?: number;
  readonly en: string;
  readonly de: string;
}

// The words of a paper list; German as in the ISkO and on DSkV lists (glossary-de.md).
const ROWS: readonly Row[] = [
  {
    name: 'suit with tops',
    deal: trump(0, 'clubs', 2, true),
    en: 'Clubs with 2',
    de: 'Kreuz mit 2',
  },
  {
    name: 'hand, without',
    deal: spades('hand'),
    en: 'Spades without 2 hand',
    de: 'Pik ohne 2 Hand',
  },
  {
    name: 'schneider announced',
    deal: spades('schneider'),
    en: 'Spades without 2 hand, schneider announced',
    de: 'Pik ohne 2 Hand, Schneider angesagt',
  },
  {
    name: 'schwarz announced',
    deal: spades('schwarz'),
    en: 'Spades without 2 hand, schwarz announced',
    de: 'Pik ohne 2 Hand, Schwarz angesagt',
  },
  {
    name: 'suit ouvert',
    deal: trump(0, 'hearts', 1, true, { announcement: 'ouvert' }),
    en: 'Hearts with 1 ouvert',
    // Ouvert before the tops, as the ISkO writes it ("Kreuz ouvert mit 2").
    de: 'Herz ouvert mit 1',
  },
  {
    // The entry may not say whether ♣J was held: the value is the same (ISkO 2.4).
    name: 'one top, held unknown',
    deal: trump(0, 'diamonds', 1, true, { topsHeld: undefined }),
    en: 'Diamonds 1 top',
    de: 'Karo 1 Spitze',
  },
  {
    name: 'three tops, held unknown',
    deal: trump(0, 'grand', 3, true, { topsHeld: undefined }),
    en: 'Grand 3 tops',
    de: 'Grand 3 Spitzen',
  },
  {
    name: 'Re and two Bock doublings, named with their factor',
    deal: { ...spades('hand'), kontra: 're' },
    bock: 2,
    en: 'Spades without 2 hand, Re, Bock ×4',
    de: 'Pik ohne 2 Hand, Re, Bock ×4',
  },
  {
    name: 'grand with Kontra',
    deal: trump(0, 'grand', 4, false, { kontra: 'kontra' }),
    en: 'Grand with 4, Kontra',
    de: 'Grand mit 4, Kontra',
  },
  {
    name: 'null ouvert hand',
    deal: NULL_OUVERT_HAND,
    en: 'Null ouvert hand',
    de: 'Null Hand ouvert',
  },
  { name: 'passed', deal: PASSED, en: 'passed', de: 'eingepasst' },
  {
    // A passed deal in a Bock round used up a Bock deal: the list says so.
    name: 'passed in a Bock round',
    deal: PASSED,
    bock: 1,
    en: 'passed, Bock ×2',
    de: 'eingepasst, Bock ×2',
  },
];

describe('gameLabel: the game as written on a paper list', () => {
  test.each(ROWS)('$name → "$en"', ({ deal, bock, en: label }) => {
    expect(gameLabel(deal, en, { bock })).toBe(label);
  });

  test.each(ROWS)('$name → "$de" in German', ({ deal, bock, de: label }) => {
    expect(gameLabel(deal, de, { bock })).toBe(label);
  });

  test('the Bock the deal was scored with is named only when given', () => {
    // The sheet shows Bock beside the label, so it passes none.
    const deal: Deal = { ...trump(0, 'clubs', 2, true), bock: 1 };
    expect(gameLabel(deal, en)).toBe('Clubs with 2');
    expect(gameLabel(deal, en, { bock: 0 })).toBe('Clubs with 2');
  });

  test('the narrow sheet column shows the suit as its symbol', () => {
    const deal = trump(0, 'clubs', 2, true, { announcement: 'hand', kontra: 'kontra' });
    expect(gameLabel(deal, en, { suit: 'symbol' })).toBe('♣ with 2 hand, Kontra');
    expect(gameLabel(deal, de, { suit: 'symbol' })).toBe('♣ mit 2 Hand, Kontra');
    expect(gameLabel(trump(0, 'grand', 1, true), de, { suit: 'symbol' })).toBe('Grand mit 1');
  });
});

describe('contractLabel: what the declarer plays, without tops, Kontra or Bock', () => {
  test.each<{ deal: PlayedDeal; en: string; de: string }>([
    {
      deal: spades('schneider'),
      en: 'Spades hand, schneider announced',
      de: 'Pik Hand, Schneider angesagt',
    },
    { deal: { ...spades('none'), kontra: 're' }, en: 'Spades', de: 'Pik' },
    { deal: NULL_OUVERT_HAND, en: 'Null ouvert hand', de: 'Null Hand ouvert' },
  ])('$en / $de', ({ deal, en: english, de: german }) => {
    expect(contractLabel(deal, en)).toBe(english);
    expect(contractLabel(deal, de)).toBe(german);
  });
});
