import type { Dictionary } from '../dictionary';

/** Ein Spiel, wie es auf der Liste steht: "Kreuz mit 2 Hand, Kontra, Bock ×2", "Kreuz ouvert mit 2". */
export const gameStrings: Dictionary['game'] = {
  suits: {
    clubs: { symbol: '♣', name: 'Kreuz' },
    spades: { symbol: '♠', name: 'Pik' },
    hearts: { symbol: '♥', name: 'Herz' },
    diamonds: { symbol: '♦', name: 'Karo' },
  },
  grand: 'Grand',
  announcements: {
    none: '',
    hand: 'Hand',
    schneider: 'Hand, Schneider angesagt',
    schwarz: 'Hand, Schwarz angesagt',
    ouvert: 'ouvert',
  },
  // Ouvert steht wie in der ISkO vor den Spitzen: "Kreuz ouvert mit 2", aber "Kreuz mit 2 Hand".
  trump: (game, tops, announcement) => {
    const words = gameStrings.announcements[announcement];
    const ordered = announcement === 'ouvert' ? [game, words, tops] : [game, tops, words];
    return ordered.filter((word) => word !== '').join(' ');
  },
  nullVariants: {
    null: 'Null',
    'null-hand': 'Null Hand',
    'null-ouvert': 'Null ouvert',
    'null-ouvert-hand': 'Null Hand ouvert',
  },
  kontra: { none: '', kontra: 'Kontra', re: 'Re' },
  passed: 'eingepasst',
  bock: (doublings) => `Bock ×${2 ** doublings}`,
};
