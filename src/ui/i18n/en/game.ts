import type { KontraLevel, NullVariant, Suit, TrumpAnnouncement } from '../../../domain/deal';

/**
 * The words of a game as written on a list ("Clubs with 2 hand, Kontra, Bock ×2"): one set for the
 * sheet, the printed list, the explanation, the entry and the CSV.
 */
export const gameStrings = {
  suits: {
    clubs: { symbol: '♣', name: 'Clubs' },
    spades: { symbol: '♠', name: 'Spades' },
    hearts: { symbol: '♥', name: 'Hearts' },
    diamonds: { symbol: '♦', name: 'Diamonds' },
  } satisfies Record<Suit, { symbol: string; name: string }>,
  grand: 'Grand',
  /** After the tops: "Clubs with 2 hand, schneider announced". */
  announcements: {
    none: '',
    hand: 'hand',
    schneider: 'hand, schneider announced',
    schwarz: 'hand, schwarz announced',
    ouvert: 'ouvert',
  } satisfies Record<TrumpAnnouncement, string>,
  /**
   * A suit or grand game in the order a list writes it: game, tops, announcement ("Clubs with 2
   * hand", "Clubs with 2 ouvert"); `tops` is empty where the tops are left out.
   */
  trump: (game: string, tops: string, announcement: TrumpAnnouncement): string =>
    [game, tops, gameStrings.announcements[announcement]].filter((word) => word !== '').join(' '),
  nullVariants: {
    null: 'Null',
    'null-hand': 'Null hand',
    'null-ouvert': 'Null ouvert',
    'null-ouvert-hand': 'Null ouvert hand',
  } satisfies Record<NullVariant, string>,
  kontra: { none: '', kontra: 'Kontra', re: 'Re' } satisfies Record<KontraLevel, string>,
  /** Everyone passed. */
  passed: 'passed',
  /** Bock doublings in force: 1 → "Bock ×2", 2 → "Bock ×4". */
  bock: (doublings: number) => `Bock ×${2 ** doublings}`,
};
