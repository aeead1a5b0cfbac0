import type { VectorDeal, VectorExpect } from './house-flows';

// Copied from ../shared/vectors/house/house-rules.json, sheet "nycsa-evening-bock-and-ramsch-round"
// (firstDealer 0; rules: the NYCSA preset of house-rules.md): a Bock round in deals 3–5, a Ramsch
// round from deal 6. Entered by house-evenings.spec.ts, the first six by sheet-chart.spec.ts.
export const NYCSA_DEALS: readonly VectorDeal[] = [
  { declarer: 1, game: 'clubs', matadors: 2, declarerPoints: 75, bid: 36 },
  { declarer: 2, game: 'grand', matadors: 1, hand: true, declarerPoints: 70, bid: 48 },
  { game: 'ramsch', points: [30, 50, 40] },
  { declarer: 0, game: 'hearts', matadors: 1, declarerPoints: 55, kontra: 'kontra' },
  { declarer: 2, game: 'spades', matadors: 1, declarerPoints: 61 },
  { game: 'ramsch', points: [60, 60, 0], noTrick: [2], doublings: 1 },
  { declarer: 1, game: 'grand', matadors: 2, hand: true, declarerPoints: 80 },
  { game: 'ramsch', points: [20, 45, 55] },
  { game: 'ramsch', points: [120, 0, 0], noTrick: [1, 2], allTricks: 0, doublings: 2 },
  { declarer: 0, game: 'diamonds', matadors: 1, declarerPoints: 60 },
];
export const NYCSA_EXPECT: VectorExpect = {
  list: [184, -18, 91],
  seegerFabian: [184, 62, 271],
  won: [3, 2, 3],
  lost: [3, 2, 1],
  bock: [0, 0, 1, 1, 1, 0, 0, 0, 0, 0],
  ramschRound: [false, false, false, false, false, true, true, true, true, false],
  dealer: [0, 1, 2, 0, 1, 2, 0, 0, 1, 2],
};
