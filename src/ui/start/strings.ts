import type { ListKind } from '../../domain/sheet-types';

/** Strings of the "new sheet" screen: one object, so a German translation can follow. */
export const startStrings = {
  title: 'New sheet',
  back: 'Back to the sheets',
  players: 'Players',
  playerCount: (count: 3 | 4) => `${count} players`,
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
  listKind: { 'seeger-fabian': 'Seeger-Fabian', plain: 'Plain list' } satisfies Record<
    ListKind,
    string
  >,
  listHint: {
    'seeger-fabian':
      'Tournament list: +50 for a won game, −50 for a lost one, and 40 (at 3) or 30 (at 4) to every other player.',
    plain: 'Won: + value. Lost: − twice the value.',
  } satisfies Record<ListKind, string>,
  kontra: 'Kontra and Re allowed',
  start: 'Start sheet',
  nameMissing: (seat: number) => `Player ${seat + 1} needs a name.`,
  nameRepeated: (seat: number) => `Player ${seat + 1} has the same name as another player.`,
  dealsNotANumber: 'Enter a whole number of deals.',
  dealsNotDivisible: (players: number) =>
    `The number of deals must be divisible by ${players}, so everyone deals equally often.`,
} as const;
