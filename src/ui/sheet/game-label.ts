import type { Deal } from '../../domain/deal';
import { assertNever } from '../../domain/result';
import { topsLabel } from '../i18n/tops';
import { sheetStrings as s } from '../i18n/en/sheet';

/**
 * The game as a player writes it on a paper list: "♣ with 2 hand", "Grand without 1 Kontra",
 * "Null ouvert", "passed". Won or lost shows in the value column, not here.
 */
export function gameLabel(deal: Deal): string {
  switch (deal.kind) {
    case 'passed':
      return s.passed;
    case 'trump': {
      const game = deal.game === 'grand' ? s.grand : s.suitSymbols[deal.game];
      return join([game, topsLabel(deal), s.announcementShort[deal.announcement], kontra(deal)]);
    }
    case 'null':
      return join([s.nullShort[deal.variant], kontra(deal)]);
    default:
      return assertNever(deal);
  }
}

function kontra(deal: Exclude<Deal, { kind: 'passed' }>): string {
  return s.kontraShort[deal.kontra];
}

function join(parts: readonly string[]): string {
  return parts.filter((part) => part !== '').join(' ');
}
