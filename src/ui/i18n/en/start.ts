import type { ListChoice, RoundEvent, RoundPending } from '../../../domain/rules';

/** English strings of the "new sheet" screen. */
export const startStrings = {
  title: 'New sheet',
  back: 'Back to the sheets',
  players: 'Players',
  playerCount: (count: number) => `${count} players`,
  tableFull: 'A table seats at most 5 players: for a sixth, start a second sheet.',
  seatingHint: 'In seating order, clockwise. Tap a number to choose who deals first.',
  playerName: (seat: number) => `Player ${seat + 1} name`,
  moveUp: (name: string, seat: number) => `Move ${name || `player ${seat + 1}`} up`,
  moveDown: (name: string, seat: number) => `Move ${name || `player ${seat + 1}`} down`,
  dealsFirst: (name: string, seat: number) => `${name || `Player ${seat + 1}`} deals first`,
  dealerBadge: 'deals first',
  knownPlayers: 'Players seen before',
  addKnown: (name: string) => `Seat ${name}`,
  deals: 'Number of deals',
  dealsInput: 'Any number of deals',
  dealsChoice: (deals: number) => `${deals} deals`,
  list: 'List',
  listKind: {
    'seeger-fabian': 'Seeger-Fabian',
    plain: 'Plain list',
    bierlachs: 'Bierlachs',
  } satisfies Record<ListChoice, string>,
  listHint: {
    'seeger-fabian':
      'Tournament list: +50 for a won game, −50 for a lost one, and 40 (at 3), 30 (at 4) or 24 (at 5) to every other player.',
    plain: 'Won: + value. Lost: − twice the value.',
    bierlachs:
      'Everyone counts down from the limit: a game won costs both opponents its value, a game lost the declarer twice. The first at zero buys the beer; then a new round starts.',
  } satisfies Record<ListChoice, string>,
  houseRules: 'House rules',
  kontra: 'Kontra and Re allowed',
  bock: 'Bock rounds',
  bockHint:
    'After an event below, one Bock deal per player follows (passed deals count); Bock doubles the list value.',
  bockEvents: 'A Bock round follows',
  bockEvent: {
    'grand-hand-won': 'Grand hand won',
    'kontra-won': 'Kontra won (the declarer lost)',
    'kontra-lost': 'Kontra lost (the declarer won)',
    're-won': 'Re won (the declarer won)',
    re: 'Re',
    'sixty-sixty': '60:60 (needs card points)',
    'value-100': 'Game worth 100 or more',
    schneider: 'Schneider (either side)',
  } satisfies Record<RoundEvent, string>,
  bockEventShort: {
    'grand-hand-won': 'grand hand',
    'kontra-won': 'won Kontra',
    'kontra-lost': 'lost Kontra',
    're-won': 'won Re',
    re: 'Re',
    'sixty-sixty': '60:60',
    'value-100': '100+',
    schneider: 'schneider',
  } satisfies Record<RoundEvent, string>,
  bockPending: 'Several Bock rounds',
  bockPendingChoice: {
    queue: 'One after another (×2)',
    stack: 'Together (×4, ×8…)',
  } satisfies Record<RoundPending, string>,
  bockPendingShort: {
    queue: 'one after another',
    stack: 'together',
  } satisfies Record<RoundPending, string>,
  /** The collapsed Bock options, one line: "Bock after grand hand, Re · one after another". */
  bockSummary: (events: readonly string[], pending: string) =>
    events.length === 0
      ? 'Bock after: choose the events'
      : `Bock after ${events.join(', ')} · ${pending}`,
  start: 'Start sheet',
  nameMissing: (seat: number) => `Player ${seat + 1} needs a name.`,
  nameRepeated: (seat: number) => `Player ${seat + 1} has the same name as another player.`,
  nameTooLong: (seat: number, max: number) =>
    `The name of player ${seat + 1} is longer than ${max} characters: please shorten it.`,
  nameUnusable: (seat: number) =>
    `The name of player ${seat + 1} cannot be used: it is invisible, or holds an invisible or text-direction character.`,
  sheetName: 'Name of the sheet',
  sheetNameHint: 'Optional: without a name, the sheet is named by its day.',
  sheetNameTooLong: (max: number) =>
    `The sheet’s name is longer than ${max} characters: please shorten it.`,
  sheetNameUnusable:
    'The sheet’s name cannot be used: it holds an invisible, control or text-direction character.',
  dealsNotANumber: 'Enter a whole number of deals.',
  dealsTooMany: (max: number) => `At most ${max} deals on one sheet.`,
  dealsNotDivisible: (players: number) =>
    `The number of deals must be divisible by ${players}, so everyone deals equally often.`,
};
