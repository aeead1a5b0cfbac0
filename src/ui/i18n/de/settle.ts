import type { Dictionary } from '../dictionary';
import { plural } from '../format';
import { formatMoney } from '../money-format';
import { formatCents } from '../stake';
import type { CurrencyCode } from '../../../domain/money';
import { n } from './numbers';

const money = (cents: number, currency: CurrencyCode) => formatMoney(cents, currency, 'de');

/** Die Abrechnung nach dem letzten Spiel (glossary-de.md: Abrechnung, Cent pro Punkt, Verlustspielgeld). */
export const settleStrings: Dictionary['settle'] = {
  open: 'Abrechnung',
  title: 'Abrechnung',
  back: 'Zurück zur Liste',
  heldBack: (deal) =>
    `Spiel ${n(deal)} wurde auf zwei Geräten gleichzeitig eingetragen. Entscheidet es zuerst auf der Liste: Bis dahin ist der Stand vorläufig, und niemand zahlt.`,
  notFound: 'Diese Liste gibt es nicht (mehr).',
  cannotScore: 'Diese Liste lässt sich nicht werten, also auch nicht abrechnen.',
  running: (played, planned) => `Stand nach Spiel ${n(played)} von ${n(planned)}.`,
  transfers: 'Wer zahlt wem',
  basis: {
    plain: 'Nach den Summen der einfachen Liste',
    'seeger-fabian': 'Nach den Seeger-Fabian-Punkten',
  },
  pays: (payer, payee, cents, currency) => `${payer} zahlt ${payee} ${money(cents, currency)}`,
  allEven: 'Niemand zahlt: alle stehen gleich.',
  noStake: 'Diese Liste hat keinen Einsatz: unten einen eintragen, dann steht hier, wer wem zahlt.',
  bierlachs:
    'Beim Bierlachs gibt es keine Abrechnung in Geld: Wer eine Runde verliert, zahlt das Bier, und die Punkte sind kein Geld.',
  amount: (cents, currency) => money(cents, currency),
  balances: 'Salden',
  player: 'Spieler',
  points: 'Punkte',
  balance: 'Saldo',
  signedMoney: (cents, currency) =>
    cents > 0
      ? `+${money(cents, currency)}`
      : cents < 0
        ? `−${money(-cents, currency)}`
        : money(0, currency),
  stakeLine: (cents) => `${formatCents(cents, 'de')} Cent pro Punkt`,
  roundedTo: (cents, currency) => `gerundet auf ${money(cents, currency)}`,
  feeLine: (cents, currency) => `Verlustspielgeld ${money(cents, currency)}`,
  raisedLine: (fromGame, cents, currency) =>
    `ab dem ${n(fromGame)}. verlorenen Spiel ${money(cents, currency)}`,
  noMoney: 'ohne Geld gespielt',
  fees: 'Verlustspielgeld in die Kasse',
  feeOf: (name, lost, cents, currency) =>
    plural('de', lost, {
      one: `${name}: ${n(lost)} verlorenes Spiel, ${money(cents, currency)}`,
      other: `${name}: ${n(lost)} verlorene Spiele, ${money(cents, currency)}`,
    }),
  kitty: (cents, currency) => `In die Kasse: ${money(cents, currency)}`,
  actions: 'Abrechnung teilen',
  share: 'Teilen',
  copy: 'Kopieren',
  print: 'Drucken',
  copied: 'In die Zwischenablage kopiert.',
  shareFailed: 'Teilen und Kopieren gingen nicht. Den Text markieren und selbst kopieren.',
  shareTitle: (sheet) => `Abrechnung: ${sheet}`,
  form: 'Einsatz',
  formHint:
    'Geld ist keine Spielregel: jederzeit einzutragen oder zu ändern. Die Änderung steht im Verlauf.',
  stakeOn: 'Um Geld spielen',
  stakeCents: 'Cent pro Punkt',
  currency: 'Währung',
  currencies: { EUR: 'Euro', USD: 'US-Dollar', GBP: 'Pfund', CHF: 'Franken' },
  rounding: 'Jeden Betrag runden auf',
  feeOn: 'Verlustspielgeld',
  feeCents: 'Cent je verlorenes Spiel',
  raiseOn: 'Ab einem späteren verlorenen Spiel mehr',
  raiseFrom: 'Ab dem verlorenen Spiel Nummer',
  raiseCents: 'Cent je verlorenes Spiel ab dann',
  save: 'Einsatz speichern',
  saved: 'Gespeichert.',
  errors: {
    'stake-not-positive':
      'Der Einsatz ist ein Betrag über 0 und bis 10.000 Cent pro Punkt, z. B. ½, 0,5 oder 1.',
    'currency-unknown': 'Bitte eine der angebotenen Währungen wählen.',
    'rounding-unfit': (currency, value, allowed) =>
      `Beträge in ${currency} lassen sich nicht auf ${value} runden: ${allowed} wählen.`,
    'fee-invalid': 'Das Verlustspielgeld ist eine ganze Zahl Cent über 0, z. B. 50.',
    'fee-from-game-invalid': 'Die Erhöhung gilt ab dem 2. verlorenen Spiel oder später.',
  },
  or: (choices) =>
    choices.length <= 1
      ? (choices[0] ?? '')
      : `${choices.slice(0, -1).join(', ')} oder ${choices.at(-1) ?? ''}`,
};
