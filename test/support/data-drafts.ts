// Deal drafts the rule tests share: the most a trump game can announce and reach.

/** Hand, schwarz announced, played open, every trick taken: ISkO 5.2.3 to 5.2.6 all at once. */
export const OUVERT_SCHWARZ = {
  hand: true,
  announced: 'schwarz',
  ouvert: true,
  declarerPoints: 120,
  declarerTricks: 'all',
} as const;
