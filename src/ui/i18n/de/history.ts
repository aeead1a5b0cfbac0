import type { Dictionary } from '../dictionary';
import { plural } from '../format';
import { n } from './numbers';

/**
 * Der Verlauf einer Liste. Ein ungültiges Spiel wird auf der Liste "gestrichen" (glossary-de.md
 * kennt kein eigenes Wort dafür): es bleibt stehen, durchgestrichen, und zählt 0.
 */
export const historyStrings: Dictionary['history'] = {
  voidedGame: (game) => `${game} (gestrichen)`,
  voidedMark: 'gestrichen',
  voidedExplained:
    'Gestrichen: Das Spiel bleibt an seinem Platz auf der Liste und zählt für alle 0. Es behält seinen Geber, zählt als gegebenes Spiel und löst keine Bock- oder Ramschrunde aus.',
  void: (deal) => `Spiel ${n(deal)} streichen`,
  restore: (deal) => `Spiel ${n(deal)} wieder werten`,
  undo: {
    voided: (deal) => `Spiel ${n(deal)} gestrichen`,
    restored: (deal) => `Spiel ${n(deal)} wieder gewertet`,
    renamed: 'Liste umbenannt',
    'players-renamed': 'Namen der Spieler geändert',
    'rules-changed': 'Regeln geändert',
    'money-changed': 'Einsatz geändert',
    'conflict-resolved': 'Entscheidung zwischen zwei Fassungen',
  },
  open: 'Verlauf dieser Liste',
  title: 'Verlauf',
  empty: 'Auf dieser Liste ist noch nichts geschehen.',
  list: 'Jede Änderung, die neueste zuerst',
  showOlder: 'Ältere Änderungen zeigen',
  shownOf: (shown, total) => `Die neuesten ${n(shown)} von ${n(total)} Änderungen`,
  event: {
    'deal-added': (deal) => `Spiel ${n(deal)} eingetragen`,
    'deal-replaced': (deal) => `Spiel ${n(deal)} geändert`,
    'deal-deleted': (deal) => `Spiel ${n(deal)} gelöscht`,
    'deal-voided': (deal) => `Spiel ${n(deal)} gestrichen`,
    'deal-restored': (deal) => `Spiel ${n(deal)} wieder gewertet`,
    'sheet-renamed': (name) => `Liste umbenannt in „${name}“`,
    'players-renamed': (names) => `Spieler umbenannt: ${names}`,
    'rules-changed': 'Regeln geändert',
    'money-changed': (money) => `Einsatz geändert: ${money}`,
    'conflict-resolved': (deal) => `Spiel ${n(deal)}: eine Fassung behalten, die andere verworfen`,
  },
  keptInTurn: (deal, versions) =>
    versions === 2
      ? `Spiel ${n(deal)}: beide Fassungen behalten, als Spiele ${n(deal)} und ${n(deal + 1)}`
      : `Spiel ${n(deal)}: alle ${n(versions)} Fassungen behalten, als Spiele ${n(deal)} bis ${n(deal + versions - 1)}`,
  undone: (what) => `Rückgängig: ${what}`,
  undoneUnknown: 'Rückgängig: eine Änderung, die nicht auf diesem Gerät ist',
  undoneMark: 'später rückgängig gemacht',
  noEffect: 'hat nichts geändert (das Spiel war gelöscht)',
  before: 'Vorher',
  after: 'Nachher',
  declares: (name, game) => `${name}: ${game}`,
  listValue: (value) => `Wert ${value}`,
  notOnList: 'nicht auf der Liste',
  noValue: 'kein Wert',
  unknownTime: 'unbekannte Zeit',
  byAuthor: (author, phone) => `${author}, ${phone}`,
  tableAuthor: (table) => `Tisch ${n(table)}`,
  changedMark: (count, time) => {
    const times = count === 1 ? 'einmal' : count === 2 ? 'zweimal' : `${n(count)}-mal`;
    return time === null
      ? `${times} geändert, zuletzt zu unbekannter Zeit`
      : `${times} geändert, zuletzt um ${time}`;
  },
  changedLink: (deal, mark) => `${mark} – Verlauf von Spiel ${n(deal)}`,
  dealHistory: (deal) => `Verlauf von Spiel ${n(deal)}`,
  voidTitle: (deal) => `Spiel ${n(deal)} streichen?`,
  voidMessage:
    'Es bleibt an seinem Platz auf der Liste, durchgestrichen, und zählt für alle 0. Die Geber der späteren Spiele ändern sich nicht. Es lässt sich wieder werten oder auf der Liste rückgängig machen.',
  voidConfirm: 'Spiel streichen',
  deleteMiddleMessage: (deal, later) =>
    plural('de', later, {
      one: `Wird Spiel ${n(deal)} gelöscht, rückt das spätere Spiel einen Platz auf und bekommt einen anderen Geber. Stattdessen lässt es sich streichen (es bleibt auf der Liste, zählt 0, kein Geber ändert sich); „Umnummerieren …“ zeigt, was das Löschen bewirkt.`,
      other: `Wird Spiel ${n(deal)} gelöscht, rücken ${n(later)} spätere Spiele einen Platz auf und bekommen andere Geber. Stattdessen lässt es sich streichen (es bleibt auf der Liste, zählt 0, kein Geber ändert sich); „Umnummerieren …“ zeigt, was das Löschen bewirkt.`,
    }),
  voidInstead: 'Stattdessen streichen',
  renumber: 'Umnummerieren …',
  renumberTitle: (deal) => `Spiel ${n(deal)} löschen und umnummerieren?`,
  renumberIntro: 'Diese späteren Spiele ändern sich:',
  renumbered: (from, to, dealerAfter, dealerBefore) =>
    `Spiel ${n(from)} wird Spiel ${n(to)}: ${dealerAfter} gibt statt ${dealerBefore}`,
  renumberedSameDealer: (from, to) => `Spiel ${n(from)} wird Spiel ${n(to)}, gleicher Geber`,
  renumberInvalid: 'Dann nicht gültig:',
  renumberBlocked:
    'Umnummerieren ist nicht möglich: Ein späteres Spiel wäre nicht mehr gültig. Das Spiel lässt sich stattdessen streichen.',
  renumberFine:
    'Jedes spätere Spiel bleibt gültig. Auf der Liste lässt sich das rückgängig machen.',
  renumberConfirm: 'Löschen und umnummerieren',
};
