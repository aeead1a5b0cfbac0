import type { PlayedDeal, TrumpDeal } from '../../domain/deal';
import { assertNever } from '../../domain/result';
import type { SheetDeal } from '../../domain/sheet-deal';
import type { ListDeal } from '../../domain/voided-deal';
import type { Dictionary } from '../i18n/dictionary';
import { ramschLabel } from '../i18n/ramsch-explain';
import { topsLabel } from '../i18n/tops';

/**
 * The one way a game is written, on the sheet, the printed list, the explanation, the entry and
 * the CSV: "Clubs with 2 hand, Kontra, Bock ×2", "Null ouvert", "passed" (German: "Kreuz mit 2
 * Hand, Kontra, Bock ×2", "Null ouvert", "eingepasst"); a Ramsch is "Ramsch, Bock ×2". Won or
 * lost is not part of it.
 */
export interface GameLabelOptions {
  /**
   * Bock doublings the deal was scored with (derived when the table plays Bock rounds), named as
   * "Bock ×2"; left out when absent or 0. A passed deal shows it too: it used up a Bock deal.
   */
  readonly bock?: number;
  /** 'symbol' ("♣ with 2") for the narrow column of the sheet on a phone; 'name' by default. */
  readonly suit?: 'name' | 'symbol';
}

export function gameLabel(deal: SheetDeal, t: Dictionary, options: GameLabelOptions = {}): string {
  // A Ramsch has no declarer: "Ramsch, Jungfrau, Bock ×2", "Durchmarsch".
  if (deal.kind === 'ramsch') return ramschLabel(t, deal, options.bock ?? 0);
  const bock = options.bock ? t.game.bock(options.bock) : '';
  if (deal.kind === 'passed') return joinParts([t.game.passed, bock]);
  const contract = contractParts(deal, t, options.suit ?? 'name', true);
  return joinParts([contract, t.game.kontra[deal.kontra], bock]);
}

/** What the declarer plays, without tops, Kontra or Bock: "Clubs hand, schneider announced". */
export function contractLabel(deal: PlayedDeal, t: Dictionary): string {
  return contractParts(deal, t, 'name', false);
}

function contractParts(
  deal: PlayedDeal,
  t: Dictionary,
  suit: 'name' | 'symbol',
  withTops: boolean,
): string {
  switch (deal.kind) {
    case 'null':
      return t.game.nullVariants[deal.variant];
    case 'trump': {
      const tops = withTops ? topsLabel(deal, t) : '';
      return t.game.trump(gameName(deal, t, suit), tops, deal.announcement);
    }
    default:
      return assertNever(deal);
  }
}

function gameName(deal: TrumpDeal, t: Dictionary, suit: 'name' | 'symbol'): string {
  return deal.game === 'grand' ? t.game.grand : t.game.suits[deal.game][suit];
}

function joinParts(parts: readonly string[]): string {
  return parts.filter((part) => part !== '').join(', ');
}

/** A deal as the list holds it: a voided one is its game, marked voided ("Clubs with 2 (voided)"). */
export function listDealLabel(deal: ListDeal, t: Dictionary, options: GameLabelOptions = {}) {
  if (deal.kind !== 'voided') return gameLabel(deal, t, options);
  return t.history.voidedGame(gameLabel(deal.deal, t, options));
}
