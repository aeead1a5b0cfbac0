import type { Dictionary } from '../dictionary';
import { plural } from '../format';
import { n, signed } from './numbers';

/** "(Alleinspieler hat 61 Augen)" nach dem Ergebnis, wenn Augen eingegeben wurden. */
const took = (points: number | null) =>
  points === null ? '' : ` (Alleinspieler hat ${n(points)} Augen)`;

/**
 * Der Spielwert, wie ihn eine Liste erklärt: "Kreuz mit 2, Spiel 3, Hand 4 × 12 = 48", jede Stufe
 * mit ihrer ISkO-Regel.
 */
export const explainStrings: Dictionary['explain'] = {
  levels: {
    game: (total) => `Spiel ${n(total)}`,
    hand: (total) => `Hand ${n(total)}`,
    schneider: (total) => `Schneider ${n(total)}`,
    'schneider-announced': (total) => `Schneider angesagt ${n(total)}`,
    schwarz: (total) => `Schwarz ${n(total)}`,
    'schwarz-announced': (total) => `Schwarz angesagt ${n(total)}`,
    ouvert: (total) => `Ouvert ${n(total)}`,
  },
  topsUnknown: (count) => `Spitzen ${n(count)}`,
  // Am Tisch nennt man das Spiel mit: "Kreuz mit 2, Spiel 3, Hand 4 × 12 = 48".
  trumpValue: (value) => `${value.game} ${value.levels} × ${n(value.base)} = ${n(value.total)}`,
  nullValue: (game, value) => `${game} = ${n(value)}`,
  reasons: {
    always: 'zählt immer',
    withoutSkat: 'ohne Skat gespielt',
    announced: 'angesagt',
    announcedMissed: 'angesagt – zählt auch, wenn nicht erreicht',
    points: (points, schneider) =>
      schneider === 'opponents'
        ? `Alleinspieler hat ${n(points)} Augen`
        : `Alleinspieler hat nur ${n(points)} Augen`,
    tricks: {
      opponents: 'Alleinspieler hat alle Stiche',
      declarer: 'Alleinspieler hat keinen Stich',
    },
    entered: { schneider: 'als Schneider eingetragen', schwarz: 'als Schwarz eingetragen' },
    open: 'offen gespielt',
  },
  overbid: (o) =>
    `Überreizt: gereizt ${n(o.bid)}, Spielwert ${n(o.countedValue)} → verloren mit ` +
    `${n(o.scoredValue)} (kleinstes Vielfaches von ${n(o.base)} ab ${n(o.bid)})`,
  factor: { kontra: 'Kontra', re: 'Re', bock: 'Bock' },
  factorTimes: (factor, name) => ` × ${n(factor)} (${name})`,
  listWon: (list) => `gewonnen: ${signed(list)}`,
  listWonTimes: (value, factors, list) => `gewonnen: ${n(value)}${factors} = ${signed(list)}`,
  listLost: (value, factors, list) => `verloren: −2 × ${n(value)}${factors} = ${signed(list)}`,
  seegerFabianWon: (list, declarer) => `${signed(list)} + 50 = ${signed(declarer)}`,
  seegerFabianLost: (list, declarer, opponents) =>
    opponents === 0
      ? `${signed(list)} − 50 = ${signed(declarer)}`
      : `${signed(list)} − 50 = ${signed(declarer)}; ${signed(opponents)} für jeden Mitspieler`,
  contract: {
    made: (points) => `gewonnen${took(points)}`,
    'fewer-than-61': (points) => `verloren: weniger als 61 Augen${took(points)}`,
    'schneider-announced-missed': (points) =>
      `verloren: Schneider angesagt, aber nicht erreicht${took(points)}`,
    'schwarz-announced-missed': () =>
      'verloren: Schwarz angesagt, aber die Gegenspieler haben einen Stich',
    'null-took-a-trick': () => 'verloren: der Alleinspieler hat einen Stich',
    'outcome-entered-lost': () => 'verloren',
  },
  bockStarted: (count, events) =>
    plural('de', count, {
      one: `Bockrunde ausgelöst: ${events}`,
      other: `${n(count)} Bockrunden ausgelöst: ${events}`,
    }),
  change: {
    added: (deal) => `Spiel ${n(deal)} eingetragen`,
    changed: (deal) => `Spiel ${n(deal)} geändert`,
    deleted: (deal) => `Spiel ${n(deal)} gelöscht`,
  },
};
