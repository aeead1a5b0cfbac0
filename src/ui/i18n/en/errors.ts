import type { DealErrorCode, SheetErrorCode } from '../../../domain/errors';
import { formatReceived, plural } from '../format';
import { n } from './numbers';

/** A null game and its fixed value, as an error names it: "Null hand (35)". */
export interface NamedValue {
  readonly name: string;
  readonly value: number;
}

/**
 * Every problem the rules core, the database and the backup import report, as English sentences.
 * The layers below the UI return codes with their numbers; these functions word them.
 */
export const errorsStrings = {
  /** One sentence per deal error code (the null game below its bid has its own, with numbers). */
  deal: {
    'game-missing': 'Choose the game: a suit, grand, null, or passed.',
    'game-unknown': 'That is not a Skat game.',
    'declarer-missing': 'Choose who played the game.',
    'declarer-not-a-seat': 'The declarer must be one of the players at the table.',
    'tops-missing': 'Enter the tops: with or without how many.',
    'tops-out-of-range':
      'Tops run from 1 to 11 in a suit game and from 1 to 4 in grand (ISkO 2.4).',
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
    'kontra-unknown': 'Kontra must be none, Kontra or Re.',
    'bock-out-of-range': 'Bock doublings are a whole number, 0 or more.',
    'tops-held-unknown': 'Tops are either "with" or "without".',
    'flag-not-yes-or-no': 'Hand and ouvert are either on or off.',
    'outcome-unknown': 'The result is won or lost, with schneider or schwarz on or off.',
  } satisfies Record<Exclude<DealErrorCode, 'null-below-bid'>, string>,
  /** "Null is worth 23, below the bid of 24; only Null hand (35), … would reach it." */
  nullBelowBid: (played: NamedValue, bid: number, reaching: readonly NamedValue[]) => {
    const below = `${played.name} is worth ${n(played.value)}, below the bid of ${n(bid)}`;
    if (reaching.length === 0) return `${below}; no null game reaches ${n(bid)}.`;
    const names = reaching.map((r) => `${r.name} (${n(r.value)})`).join(', ');
    return `${below}; only ${names} would reach it.`;
  },
  sheet: {
    'players-not-3-or-4': 'A table has 3, 4 or 5 players.',
    'sixth-player': 'A table seats at most 5 players: a sixth has no seat.',
    'first-dealer-not-a-seat': 'The first dealer must be one of the players.',
    'dealer-declares-at-four': 'At a table of 4 the dealer sits out and cannot play the game.',
    'declarer-sits-out-at-five':
      'At a table of 5 the dealer and the third player on his left sit out and cannot play the game.',
    'kontra-not-allowed': 'This sheet is played without Kontra and Re.',
    'deal-invalid': 'This deal is not valid.',
    'bock-rule-invalid':
      'Bock is either off or played in rounds after one or more known events (each once) that stack or queue.',
  } satisfies Record<SheetErrorCode, string>,
  /** A problem of one deal of a sheet: "Deal 2: …". */
  atDeal: (dealNumber: number, message: string) => `Deal ${n(dealNumber)}: ${message}`,

  /** A sheet's names and rules. */
  sheetName: {
    empty: 'The sheet name is empty.',
    tooLong: (max: number) => `The sheet name is longer than ${n(max)} characters.`,
    controlCharacter: 'The sheet name contains a control character.',
    spacesAround: 'The sheet name starts or ends with spaces.',
    directionControl: 'The sheet name contains a text direction control.',
    invisible: 'The sheet name is invisible or contains an invisible character.',
  },
  /** `player`: 1-based, in seat order. */
  playerName: {
    empty: (player: number) => `The name of player ${n(player)} is empty.`,
    tooLong: (player: number, max: number) =>
      `The name of player ${n(player)} is longer than ${n(max)} characters.`,
    controlCharacter: (player: number) =>
      `The name of player ${n(player)} contains a control character.`,
    spacesAround: (player: number) => `The name of player ${n(player)} starts or ends with spaces.`,
    directionControl: (player: number) =>
      `The name of player ${n(player)} contains a text direction control.`,
    invisible: (player: number) =>
      `The name of player ${n(player)} is invisible or contains an invisible character.`,
  },
  playersNot3Or4: (count: number) => `A sheet needs 3, 4 or 5 players, not ${n(count)}.`,
  sixthPlayer: (count: number) =>
    `A table seats at most 5 players, not ${n(count)}: start a second sheet for the others.`,
  namesNotPlayers: (players: number, names: number) =>
    `The rules are for ${n(players)} players but ${n(names)} names were given.`,
  playerTwice: (name: string) => `"${name}" plays twice: every player needs a different name.`,
  plannedDealsNotPositive: 'The number of deals must be a whole number above 0.',
  plannedDealsTooMany: (max: number) => `A sheet can plan at most ${n(max)} deals.`,
  plannedDealsNotDivisible: (deals: number, players: number) =>
    `The number of deals (${n(deals)}) must be divisible by the ${n(players)} players, so everyone deals equally often.`,

  /** Saving and reading on this device. */
  store: {
    storageFull:
      'The device is out of storage space. Nothing was saved; free some space and try again.',
    /** `detail`: the browser's own words for the failure, for a bug report. */
    storageFailed: (detail: string) => `Saving failed, nothing was changed (${detail}).`,
    sheetNotFound: 'This sheet no longer exists (deleted in another tab?).',
    dealNotFound: 'This deal no longer exists (deleted in another tab?).',
    nothingToUndo: 'There is nothing to undo.',
    sheetComplete: 'Every planned deal of this sheet is entered already (in another tab?).',
    bockNotDerived: 'Bock comes from the sheet’s Bock rounds, never from a deal.',
    dealChanged: 'This deal was changed in another tab since it was opened here.',
    dealNotParsedForm: 'This deal cannot be saved: it is not in the form the app stores.',
    rulesLocked: 'The rules of a sheet cannot change once its first deal is saved.',
    historyFull:
      'This sheet takes no more changes: its history holds a change numbered past what the app counts (from a damaged backup an earlier version restored). Export the sheet, delete it here and restore the export: the restored copy takes changes again.',
  },

  /** Restoring a backup file. */
  backup: {
    empty: 'The file is empty.',
    tooLarge: (megabytes: number) =>
      `The file is larger than ${n(megabytes)} MB: not a backup of this app.`,
    notJson: (detail: string | null) =>
      `The file is damaged or not a backup: it is not valid JSON${detail === null ? '' : ` (${detail})`}.`,
    notABackup: 'The file is not a backup of this app.',
    wrongFormat: (format: string) =>
      `The file is not a backup of this app (format is not "${format}").`,
    newerVersion: (version: number, newestKnown: number) =>
      `The file is from a newer app version (backup version ${formatReceived(version, 'en')}; this app reads versions up to ${n(newestKnown)}). Update the app, then import it.`,
    /** Places in the file: "sheet 2, deal 14, tops". */
    place: {
      file: 'the file',
      sheet: (sheet: number) => `sheet ${n(sheet)}`,
      deal: (deal: number) => `deal ${n(deal)}`,
      /** An event of a sheet's history (version 4 files): "sheet 2, change 5". */
      change: (change: number) => `change ${n(change)}`,
      item: (item: number) => `item ${n(item)}`,
    },
    /** "sheet 2, deal 14: …": a problem at its place. */
    at: (place: string, problem: string) => `${place}: ${problem}`,
    unexpectedField: 'unexpected field (not part of a backup)',
    missing: 'missing',
    /** `expected`, `received`: as the file's checker writes them ("<=10000", "10001"). */
    wrongValue: (expected: string | null, received: string) =>
      expected === null
        ? `wrong value (received ${received})`
        : `wrong value (expected ${expected}, received ${received})`,
    dealsOutOfOrder: 'deals are not in playing order (position).',
    notUtf8: 'The file is not UTF-8 text, as the app writes it (saved again in another encoding?).',
    tooManyDeals: (deals: number, planned: number) =>
      `${n(deals)} deals on a sheet of ${n(planned)}: the sheet is not imported.`,
    sameSheetId: (first: string) => `same id as ${first}.`,
    /** An id a file may not bring (any text of 1 to 64 characters is re-id'd, not refused). */
    idInvalid: (whose: string, maxLength: number) =>
      `${whose} is not an id this app can read (a text of 1 to ${n(maxLength)} characters).`,
    /** Whose id: the place's own, or one it names. */
    idOf: {
      sheet: 'the sheet’s id',
      deal: 'the deal’s id',
      change: 'the change’s id',
      dealId: 'the id of the deal it changes',
      named: 'the id of the change it names',
      device: 'the id of the phone that made it',
    },
    sameDealId: (first: string) => `same deal id as ${first}.`,
    sameChangeId: (first: string) => `same change id as ${first}.`,
    /** A sheet's history (version 4 files) that no app of ours wrote. */
    changeKindUnknown: (received: string) =>
      `a change of a kind this app does not know (${received}): written by a newer app, or the file is damaged.`,
    changeClockInvalid: (received: string) =>
      `the change's clock is not a whole number from 1 (received ${received}): the order of the history is lost.`,
    changeMissing: (id: string) => `names the change ${id}, which is not in this sheet's history.`,
    changeNamesLater: (named: string) =>
      `names ${named}, which is not older than itself: the order of the history is broken.`,
    changeReplacesOtherDeal: (named: string) =>
      `corrects a deal by replacing ${named}, which belongs to another deal.`,
    changeDealUnknown: (dealId: string) =>
      `changes the deal ${dealId}, which this sheet's history never added.`,
    /** What the change says its phone had seen (the changes before it) is damaged. */
    changeSeenInvalid: {
      'not-ids': () =>
        'what the change says its phone had seen is not a list of change ids: which changes were made at the same time is lost.',
      'too-many': (max: number) =>
        `the change says its phone had seen more than ${max} latest changes: no phone writes that many.`,
      'names-later': () =>
        'the change says its phone had seen a change that is not older than itself: the order of the history is broken.',
    },
    idConflict: (count: number, firstId: string) =>
      plural('en', count, {
        one: `An id in the file (of a deal or of a change) already belongs to another sheet in this app (${firstId}). Nothing was imported.`,
        other: `${n(count)} ids in the file (of deals or of changes) already belong to other sheets in this app (first: ${firstId}). Nothing was imported.`,
      }),
    moreProblems: (count: number) =>
      plural('en', count, {
        one: '…and 1 more problem.',
        other: `…and ${n(count)} more problems.`,
      }),
  },
};
