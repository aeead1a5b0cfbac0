import type { KontraLevel, PlayedDeal, TrumpDeal } from './deal';
import type { TableSize } from './rules';
import type { ContractOutcome, DealScore, GameValueExplanation, Overbid } from './score-types';
import { assertNever } from './result';
import { highestBidCovered } from './bids';
import { announces, gameValue } from './game-value';

/** Seeger-Fabian (Skatwettspielordnung 5.1): ±50 for the declarer, not multiplied. */
export const SEEGER_FABIAN_BONUS = 50;
/**
 * Seeger-Fabian: each other player at the table (those who sat out included) gets this when the
 * declarer loses: 120 ÷ the players, so 40 at 3, 30 at 4, 24 at 5 (docs/five-at-the-table.md).
 */
export const OPPONENTS_BONUS: Readonly<Record<TableSize, number>> = { 3: 40, 4: 30, 5: 24 };

export const KONTRA_FACTORS: Readonly<Record<KontraLevel, 1 | 2 | 4>> = {
  none: 1,
  kontra: 2,
  re: 4,
};

/** Won or lost by the contract alone (5.2.2, 5.2.5), before looking at the bid. */
function trumpContract(deal: TrumpDeal): ContractOutcome {
  const result = deal.result;
  if (result.kind === 'outcome') return result.made ? 'made' : 'outcome-entered-lost';
  if (announces(deal.announcement, 'schwarz')) {
    return result.declarerTricks === 'all' ? 'made' : 'schwarz-announced-missed';
  }
  if (announces(deal.announcement, 'schneider')) {
    return result.declarerPoints >= 90 ? 'made' : 'schneider-announced-missed';
  }
  return result.declarerPoints >= 61 ? 'made' : 'fewer-than-61';
}

export function contractOutcome(deal: PlayedDeal): ContractOutcome {
  switch (deal.kind) {
    case 'trump':
      return trumpContract(deal);
    case 'null':
      return deal.made ? 'made' : 'null-took-a-trick';
    default:
      return assertNever(deal);
  }
}

/**
 * ISkO 5.4: a game whose counted value is below the bid is lost, at the smallest multiple of its
 * base value that reaches the bid. (`parseDeal` refuses a null game below the bid, so for null
 * the fixed value stands in as the base only for hand-built deals.)
 */
export function overbid(explanation: GameValueExplanation, bid: number): Overbid | null {
  const countedValue = explanation.value;
  if (countedValue >= bid) return null;
  const base = explanation.kind === 'trump' ? explanation.base : explanation.value;
  const scoredValue = Math.ceil(bid / base) * base;
  return { bid, countedValue, base, scoredValue, rule: '5.4' };
}

/** Everything about one played deal: value with its explanation, won or lost, list entries. */
export function scoreDeal(deal: PlayedDeal, players: TableSize): DealScore {
  const explanation = gameValue(deal);
  const contract = contractOutcome(deal);
  const over = overbid(explanation, deal.bid);
  const won = contract === 'made' && over === null;
  const value = over === null ? explanation.value : over.scoredValue;
  const kontraFactor = KONTRA_FACTORS[deal.kontra];
  const bockFactor = 2 ** deal.bock;
  const factor = kontraFactor * bockFactor;
  // Lost games count double in the plain list, hand games included.
  const list = won ? value * factor : -2 * value * factor;
  return {
    deal,
    won,
    contract,
    overbid: over,
    value,
    gameValue: explanation,
    factor,
    kontraFactor,
    bockFactor,
    list,
    seegerFabian: {
      declarer: list + (won ? SEEGER_FABIAN_BONUS : -SEEGER_FABIAN_BONUS),
      opponents: won ? 0 : OPPONENTS_BONUS[players],
    },
    highestBidCovered: highestBidCovered(explanation.value),
  };
}
