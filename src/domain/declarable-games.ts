/**
 * The games a player may declare on a deal: any, or in a Ramsch round only a grand hand, the one
 * game that may replace its Ramsch (house-rules.md § Bock rounds, Ramsch round after Bock; placing
 * a deal refuses any other, sheet-checks.ts). Asked by the sheet's start buttons and the entry.
 */
export function declarableGames(inRamschRound: boolean): 'any' | 'grand-hand' {
  return inRamschRound ? 'grand-hand' : 'any';
}
