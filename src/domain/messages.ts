import type { NullVariant } from './deal';
import type { DealErrorCode, SheetErrorCode } from './errors';

/** One English sentence per deal error code; the UI shows these (or a translation of them). */
const DEAL_ERROR_MESSAGES: Readonly<Record<DealErrorCode, string>> = {
  'game-missing': 'Choose the game: a suit, grand, null, or passed.',
  'game-unknown': 'That is not a Skat game.',
  'declarer-missing': 'Choose who played the game.',
  'declarer-not-a-seat': 'The declarer must be one of the players at the table.',
  'tops-missing': 'Enter the tops: with or without how many.',
  'tops-out-of-range': 'Tops run from 1 to 11 in a suit game and from 1 to 4 in grand (ISkO 2.4).',
  'tops-not-for-null': 'A null game has no tops.',
  'announcement-needs-hand':
    'Schneider, schwarz and ouvert can only be announced in a hand game (ISkO 5.2.5).',
  'announcement-unknown': 'The announcement must be none, schneider or schwarz.',
  'ouvert-needs-schwarz-announced':
    'A suit or grand game played open is always hand with schwarz announced (ISkO 5.2.6).',
  'announcement-not-for-null': 'Schneider and schwarz cannot be announced in a null game.',
  'result-missing': "Enter the declarer's card points or whether the game was made.",
  'points-not-whole': 'Card points are whole numbers.',
  'points-out-of-range': "The declarer's card points, skat included, lie between 0 and 120.",
  'points-not-for-null': 'A null game is decided by tricks, not card points.',
  'tricks-unknown': 'The declarer took no trick, some tricks, or every trick.',
  'all-tricks-need-120-points': 'A declarer who took every trick has all 120 card points.',
  'no-tricks-at-most-22-points':
    'A declarer who took no trick has only the skat, at most 22 points (two aces).',
  'null-all-tricks-impossible': 'A null game ends at the declarer’s first trick.',
  'outcome-contradicts-announcement':
    'A game made with schneider or schwarz announced must have reached it (ISkO 5.2.5).',
  'bid-not-legal': 'That is not a bid: bids are game values such as 18, 20, 22, 23, 24 and 27.',
  'null-below-bid': 'This null game is worth less than the bid, so it could not be announced.',
  'kontra-unknown': 'Kontra must be none, Kontra or Re.',
  'bock-out-of-range': 'Bock doublings are a whole number, 0 or more.',
  'tops-held-unknown': 'Tops are either "with" or "without".',
};

const SHEET_ERROR_MESSAGES: Readonly<Record<SheetErrorCode, string>> = {
  'players-not-3-or-4': 'A table has 3 or 4 players.',
  'first-dealer-not-a-seat': 'The first dealer must be one of the players.',
  'dealer-declares-at-four': 'At a table of 4 the dealer sits out and cannot play the game.',
  'kontra-not-allowed': 'This sheet is played without Kontra and Re.',
  'deal-invalid': 'This deal is not valid.',
  'bock-rule-invalid':
    'Bock is either off or played in rounds after one or more known events (each once) that stack or queue.',
};

export function dealErrorMessage(code: DealErrorCode): string {
  return DEAL_ERROR_MESSAGES[code];
}

export function sheetErrorMessage(code: SheetErrorCode): string {
  return SHEET_ERROR_MESSAGES[code];
}

const NULL_VARIANT_NAMES: Readonly<Record<NullVariant, string>> = {
  null: 'Null',
  'null-hand': 'Null Hand',
  'null-ouvert': 'Null Ouvert',
  'null-ouvert-hand': 'Null Ouvert Hand',
};

export function nullVariantName(variant: NullVariant): string {
  return NULL_VARIANT_NAMES[variant];
}

/** "Null 23 is below the bid of 24; only Null Hand (35), … reach it." */
export function nullBelowBidMessage(
  variant: NullVariant,
  value: number,
  bid: number,
  reaching: readonly { variant: NullVariant; value: number }[],
): string {
  const played = `${NULL_VARIANT_NAMES[variant]} is worth ${value}, below the bid of ${bid}`;
  if (reaching.length === 0) return `${played}; no null game reaches ${bid}.`;
  const names = reaching.map((r) => `${NULL_VARIANT_NAMES[r.variant]} (${r.value})`);
  return `${played}; only ${names.join(', ')} would reach it.`;
}
