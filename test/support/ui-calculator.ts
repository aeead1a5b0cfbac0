/** Schneider and Schwarz not announced. */
const NOT_ANNOUNCED = { schneiderAnnounced: false, schwarzAnnounced: false } as const;

/**
 * The calculator's levels, every one off: no hand, no Schneider or Schwarz, nothing announced,
 * not ouvert. Written by hand, as the tests expect it (src's noToggles is what they check).
 */
export const LEVELS_OFF = {
  hand: false,
  schneider: false,
  schwarz: false,
  ouvert: false,
  ...NOT_ANNOUNCED,
} as const;
