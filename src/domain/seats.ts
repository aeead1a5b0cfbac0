// Who plays a deal at each table size (docs/five-at-the-table.md): play and dealing go clockwise
// (to the left), Forehand sits on the dealer's left.
import type { TableSize } from './rules';
import type { DealSeats } from './sheet-types';

type Hands = Omit<DealSeats, 'dealIndex' | 'dealer'>;

/** 3 at the table: all play, the dealer is Rearhand. */
function atThree(dealer: number): Hands {
  return {
    sitsOut: null,
    alsoSitsOut: null,
    forehand: (dealer + 1) % 3,
    middlehand: (dealer + 2) % 3,
    rearhand: dealer,
  };
}

/** 4 at the table: the dealer sits out, the other three play in order from his left. */
function atFour(dealer: number): Hands {
  return {
    sitsOut: dealer,
    alsoSitsOut: null,
    forehand: (dealer + 1) % 4,
    middlehand: (dealer + 2) % 4,
    rearhand: (dealer + 3) % 4,
  };
}

/**
 * 5 at the table: the dealer and the third player on his left sit out; the two on his left and
 * the one on his right play ("1, 2, 4"), so Rearhand is the dealer's right-hand neighbour.
 */
function atFive(dealer: number): Hands {
  return {
    sitsOut: dealer,
    alsoSitsOut: (dealer + 3) % 5,
    forehand: (dealer + 1) % 5,
    middlehand: (dealer + 2) % 5,
    rearhand: (dealer + 4) % 5,
  };
}

const HANDS: Readonly<Record<TableSize, (dealer: number) => Hands>> = {
  3: atThree,
  4: atFour,
  5: atFive,
};

/** Who sits where when `dealer` deals deal `dealIndex` at a table of `players`. */
export function seatsOf(players: TableSize, dealer: number, dealIndex: number): DealSeats {
  return { dealIndex, dealer, ...HANDS[players](dealer) };
}

/** The seats that sit a deal out: none at 3, the dealer at 4, the dealer and one more at 5. */
export function sittingOut(seats: DealSeats): number[] {
  return [seats.sitsOut, seats.alsoSitsOut].filter((seat): seat is number => seat !== null);
}

/** Whether `seat` sits this deal out. */
export function sitsOutOf(seats: DealSeats, seat: number): boolean {
  return seat === seats.sitsOut || seat === seats.alsoSitsOut;
}

/** The three who play the deal, Forehand first. */
export function activeSeats(seats: DealSeats): [number, number, number] {
  return [seats.forehand, seats.middlehand, seats.rearhand];
}
