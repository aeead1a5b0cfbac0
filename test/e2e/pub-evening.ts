import type { VectorDeal, VectorExpect } from './house-flows';

// Copied from ../shared/vectors/house/house-rules.json, sheet "pub-evening-stacked-bock"
// (firstDealer 0; rules: the Pub preset of house-rules.md): Bock rounds stacked up to ×32 in
// deals 2–8. Entered by house-evenings.spec.ts and sheet-chart.spec.ts.
export const PUB_DEALS: readonly VectorDeal[] = [
  { declarer: 1, game: 'spades', matadors: 1, declarerPoints: 61, kontra: 'kontra' },
  { game: 'ramsch', points: [45, null, 40, 35], doublings: 2 },
  { declarer: 3, game: 'grand', matadors: 2, hand: true, declarerPoints: 72, kontra: 're' },
  { declarer: 0, game: 'diamonds', matadors: 1, declarerPoints: 60 },
  { declarer: 2, game: 'null', declarerTricks: 'none', bid: 23 },
  { game: 'ramsch', points: [40, null, 50, 30] },
  { declarer: 1, game: 'hearts', matadors: 2, declarerPoints: 75 },
  { declarer: 2, game: 'clubs', matadors: 1, hand: true, declarerPoints: 80 },
  { game: 'ramsch', points: [null, 120, 0, 0], noTrick: [2, 3], allTricks: 1, doublings: 1 },
];
export const PUB_EXPECT: VectorExpect = {
  list: [-936, 764, 8, 768],
  seegerFabian: [-986, 894, 138, 848],
  won: [0, 2, 2, 1],
  lost: [1, 0, 0, 0],
  bock: [0, 1, 1, 4, 5, 4, 4, 1, 0],
  ramschRound: [false, false, false, false, false, false, false, false, false],
  dealer: [0, 1, 2, 3, 0, 1, 2, 3, 0],
};
