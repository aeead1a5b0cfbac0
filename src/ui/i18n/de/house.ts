import type { Dictionary } from '../dictionary';
import { countPhrase, formatList, plural } from '../format';
import { formatCents } from '../stake';
import { houseErrorsStrings } from './house-errors';
import { n, signed } from './numbers';

const deals = countPhrase('de', { one: '# Spiel', other: '# Spiele' });
/** Nach "von", "mit", "je Seite von": der Dativ. */
const dealsDative = countPhrase('de', { one: '# Spiel', other: '# Spielen' });
/** Mehrere Verlierer eines Ramschs: zwei oder alle drei. */
const together = (count: number) => (count === 2 ? 'beide' : 'alle drei');

/**
 * Die Hausregeln auf Deutsch (../shared/rules/house-rules.md), in den Worten der Liste: Ramsch,
 * Ramschrunde, Bockrunde, Jungfrau, Durchmarsch, Schieberamsch ("geschoben"), Augen, Stich, Spiel.
 */
export const houseStrings: Dictionary['house'] = {
  ruleRef: (section) => `Hausregeln § ${section}`,
  sections: {
    ramsch: 'Ramsch',
    'ramsch.entry': 'Ramsch, Eingabe',
    'ramsch.losers': 'Ramsch, Verlierer',
    'ramsch.winner': 'Ramsch, Gewinner',
    'ramsch.value': 'Ramsch, Wert',
    'ramsch.on-the-list': 'Ramsch, auf der Liste',
    'ramsch.schieberamsch': 'Schieberamsch',
    'bock-rounds': 'Bockrunden',
    'bock-rounds.ramsch-round': 'Ramschrunde nach Bock',
    'bock-rounds.per-page': 'Bockrunden, je Seite',
    presets: 'Vorgaben',
  },
  player: (number) => `Spieler ${n(number)}`,
  names: (names) => formatList(names, 'de'),

  events: {
    'grand-hand-won': 'Grand Hand gewonnen',
    'kontra-won': 'Kontra gewonnen',
    'kontra-lost': 'Kontra verloren',
    're-won': 'Re gewonnen',
    re: 'Re',
    'sixty-sixty': '60 : 60',
    'value-100': 'Spielwert 100 oder mehr',
    schneider: 'Schneider',
  },
  eventHints: {
    'grand-hand-won': 'ein Grand Hand, gewonnen',
    'kontra-won': 'der Alleinspieler verliert gegen Kontra (ohne Re)',
    'kontra-lost': 'der Alleinspieler gewinnt gegen Kontra oder Re',
    're-won': 'der Alleinspieler gewinnt mit Re',
    re: 'jedes Spiel mit Re',
    'sixty-sixty': 'nur mit eingegebenen Augen',
    'value-100': 'Listenwert vor Kontra, Re und Bock',
    schneider: 'gleich welche Seite',
  },
  // Nach "Bock nach …": der Dativ.
  eventsShort: {
    'grand-hand-won': 'Grand Hand',
    'kontra-won': 'gewonnenem Kontra',
    'kontra-lost': 'verlorenem Kontra',
    're-won': 'gewonnenem Re',
    re: 'Re',
    'sixty-sixty': '60 : 60',
    'value-100': '100+',
    schneider: 'Schneider',
  },

  options: {
    passed: 'Alle passen',
    passedChoice: { 'thrown-in': 'eingepasst (kein Ramsch)', ramsch: 'Ramsch' },
    ramschScoring: 'Ramsch-Wertung',
    scoringPoints: 'die Augen des Verlierers',
    scoringFlat: (value) => `fest ${n(value)}`,
    countsAsGame: 'Ein Ramsch zählt als Spiel (gewonnen/verloren, ±50 bei Seeger-Fabian)',
    schieberamsch: 'Schieberamsch',
    schieberamschChoice: { always: 'immer', rounds: 'nur in Ramschrunden', never: 'nie' },
    pending: 'Mehrere Bockrunden',
    pendingChoice: {
      stack: 'gleichzeitig (Doppelbock)',
      queue: 'nacheinander (eine nach der anderen)',
    },
    ramschRound: 'Nach jeder Bockrunde eine Ramschrunde',
    page: (size) => `Eine Runde je Seite von ${dealsDative(size)}`,
    sameDealer: 'Nach einem Grand Hand in der Ramschrunde gibt derselbe Geber noch einmal',
    stake: 'Einsatz',
  },
  presets: { tournament: 'Turnier', nycsa: 'New Yorker Regeln (NYCSA)', pub: 'Stammtisch' },
  stake: (cents) => `${formatCents(cents, 'de')} Cent pro Punkt`,

  summary: {
    list: { plain: 'Einfache Liste', 'seeger-fabian': 'Seeger-Fabian' },
    kontra: { off: 'ohne Kontra', 'kontra-re': 'Kontra/Re' },
    noRamsch: 'kein Ramsch',
    ramsch: (details) => `Ramsch (${details.join(', ')})`,
    ramschInRounds: (details) => `Ramsch nur in Ramschrunden (${details.join(', ')})`,
    points: 'Augen',
    flat: (value) => `fest ${n(value)}`,
    countsAsGame: 'zählt als Spiel',
    schieberamsch: {
      always: 'Schieberamsch',
      rounds: 'Schieberamsch in Ramschrunden',
      never: '',
    },
    noBock: 'kein Bock',
    bock: (events, pending) =>
      `Bock nach ${events.join(', ')} (${pending === 'stack' ? 'gleichzeitig' : 'nacheinander'})`,
    ramschRound: 'Ramschrunde',
    page: (size) => `1 Runde je ${deals(size)}`,
  },

  ramsch: {
    mostPoints: (who, count, points) =>
      count === 1
        ? `${who} ${n(points)} Augen, die meisten: verliert ${n(points)}`
        : `${who} je ${n(points)} Augen, die meisten: ${together(count)} verlieren ${n(points)}`,
    flat: (who, count, points, value) =>
      count === 1
        ? `${who} ${n(points)} Augen, die meisten: verliert fest ${n(value)}`
        : `${who} je ${n(points)} Augen, die meisten: ${together(count)} verlieren fest ${n(value)}`,
    durchmarsch: (who, value) => `Durchmarsch (${who}, alle Stiche): ${signed(value)}`,
    jungfrau: (who, factor) => `Jungfrau (${who}, kein Stich) ×${n(factor)}`,
    schieberamsch: (doublings, factor) =>
      plural('de', doublings, {
        one: `Schieberamsch (einmal geschoben) ×${n(factor)}`,
        other: `Schieberamsch (${n(doublings)}-mal geschoben) ×${n(factor)}`,
      }),
    bock: (factor) => `Bock ×${n(factor)}`,
    total: (steps, entry, each) => `${steps.join('; ')} = ${each ? 'je ' : ''}${signed(entry)}`,
    winner: (who, points) => `Gewinner: ${who}, die wenigsten Augen (${n(points)})`,
    winnerDurchmarsch: (who) => `Gewinner: ${who} (Durchmarsch)`,
    noWinner: 'Kein Gewinner: Niemand hat allein die wenigsten Augen',
    countsAsGame: ({ losers, loserCount, winner }) => {
      if (losers === null)
        return `Zählt als Spiel: gewonnen für ${winner ?? ''} (Seeger-Fabian +50)`;
      const lost = plural('de', loserCount, { one: '−50', other: 'je −50' });
      return winner === null
        ? `Zählt als Spiel: verloren für ${losers} (Seeger-Fabian ${lost})`
        : `Zählt als Spiel: verloren für ${losers}, gewonnen für ${winner} (Seeger-Fabian ${lost}, +50)`;
    },
    notAGame: 'Zählt nicht als Spiel: kein Spiel gewonnen oder verloren, kein ±50',
  },
  label: {
    ramsch: 'Ramsch',
    durchmarsch: 'Durchmarsch',
    jungfrau: 'Jungfrau',
    schieberamsch: (doublings) => `geschoben ×${n(2 ** doublings)}`,
  },

  rounds: {
    after: {
      'grand-hand-won': (who, deal) => `nach Grand Hand von ${who} (Spiel ${n(deal)})`,
      'kontra-won': (who, deal) => `nach gewonnenem Kontra gegen ${who} (Spiel ${n(deal)})`,
      'kontra-lost': (who, deal) => `nach verlorenem Kontra gegen ${who} (Spiel ${n(deal)})`,
      're-won': (who, deal) => `nach gewonnenem Re von ${who} (Spiel ${n(deal)})`,
      re: (who, deal) => `nach Re von ${who} (Spiel ${n(deal)})`,
      'sixty-sixty': (who, deal) => `nach 60 : 60 bei ${who} (Spiel ${n(deal)})`,
      'value-100': (who, deal) =>
        `nach einem Spiel von ${who} mit Spielwert 100 oder mehr (Spiel ${n(deal)})`,
      schneider: (who, deal) => `nach Schneider bei ${who} (Spiel ${n(deal)})`,
    },
    afterEvent: (event, deal) => `nach ${event} (Spiel ${n(deal)})`,
    bock: ({ left, size, after }) =>
      `Bockrunde ×2 · noch ${n(left)} von ${dealsDative(size)} · ${after}`,
    ramsch: ({ left, size }) => `Ramschrunde · noch ${n(left)} von ${dealsDative(size)}`,
    bockQueued: ({ after }) => `Wartet: eine Bockrunde ${after}`,
    ramschQueued: ({ size }) => `Wartet: eine Ramschrunde mit ${dealsDative(size)}`,
    nextDeal: (ramschRound, bock) => {
      const factor = `Bock ×${n(2 ** bock)}`;
      if (!ramschRound) return `Nächstes Spiel: ${factor}`;
      return bock === 0 ? 'Nächstes Spiel: Ramschrunde' : `Nächstes Spiel: Ramschrunde, ${factor}`;
    },
    started: (count, events) =>
      plural('de', count, {
        one: `Bockrunde ausgelöst: ${events}`,
        other: `${n(count)} Bockrunden ausgelöst: ${events}`,
      }),
    heldBack: (events, page) =>
      `Zurückgehalten, eine Runde je Seite von ${dealsDative(page)}: ${events}`,
  },

  errors: houseErrorsStrings,
};
