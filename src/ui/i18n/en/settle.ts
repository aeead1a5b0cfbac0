import type { CurrencyCode } from '../../../domain/money';
import type { ListKind } from '../../../domain/rules';
import { plural } from '../format';
import { formatMoney } from '../money-format';
import { formatCents } from '../stake';
import { n } from './numbers';

const money = (cents: number, currency: CurrencyCode) => formatMoney(cents, currency, 'en');

/** Settling up after the last deal: who pays whom, the lost-game fees, the stake's form. */
export const settleStrings = {
  /** The sheet's way to the settle-up (finished: prominent; running: on demand). */
  open: 'Settle up',
  title: 'Settle up',
  back: 'Back to the sheet',
  /** A deal entered on two phones at once, not decided yet (issue 21): nobody pays until then. */
  heldBack: (deal: number) =>
    `Deal ${n(deal)} was entered on two phones at once. Decide it on the sheet first: until then the totals are provisional, and nobody pays.`,
  notFound: 'This sheet does not exist (any more).',
  cannotScore: 'This sheet cannot be scored, so it cannot be settled up.',
  /** A running sheet is settled as it stands. */
  running: (played: number, planned: number) =>
    `As it stands after deal ${n(played)} of ${n(planned)}.`,
  transfers: 'Who pays whom',
  basis: {
    plain: 'By the totals of the plain list',
    'seeger-fabian': 'By the Seeger-Fabian totals',
  } satisfies Record<ListKind, string>,
  /** One transfer of the fewest: "Ben pays Anna €3.40". */
  pays: (payer: string, payee: string, cents: number, currency: CurrencyCode) =>
    `${payer} pays ${payee} ${money(cents, currency)}`,
  allEven: 'Nobody pays anybody: everyone is even.',
  noStake: 'No stake on this sheet: set one below to see who pays whom.',
  /** Why a Bierlachs sheet has no settle-up (on the sheet, and on the settle-up's own screen). */
  bierlachs:
    'No settle-up in money on a Bierlachs sheet: the loser of each round buys the beer, and the points are not money.',
  /** An amount in the language's money format: "€3.40". */
  amount: (cents: number, currency: CurrencyCode) => money(cents, currency),
  /** The table of balances. */
  balances: 'Balances',
  player: 'Player',
  points: 'Points',
  balance: 'Balance',
  /** A balance with its sign: receives (+) or pays (−). */
  signedMoney: (cents: number, currency: CurrencyCode) =>
    cents > 0
      ? `+${money(cents, currency)}`
      : cents < 0
        ? `−${money(-cents, currency)}`
        : money(0, currency),
  /** Stake, rounding and fee in one line: "½ cent per point · rounded to €0.10". */
  stakeLine: (cents: number) =>
    `${formatCents(cents, 'en')} ${cents <= 1 ? 'cent' : 'cents'} per point`,
  roundedTo: (cents: number, currency: CurrencyCode) => `rounded to ${money(cents, currency)}`,
  feeLine: (cents: number, currency: CurrencyCode) => `lost-game fee ${money(cents, currency)}`,
  raisedLine: (fromGame: number, cents: number, currency: CurrencyCode) =>
    `${money(cents, currency)} from lost game ${n(fromGame)} on`,
  noMoney: 'played for nothing',
  /** Verlustspielgeld: what each player pays into the kitty. */
  fees: 'Lost-game fees into the kitty',
  feeOf: (name: string, lost: number, cents: number, currency: CurrencyCode) =>
    plural('en', lost, {
      one: `${name}: ${n(lost)} lost game, ${money(cents, currency)}`,
      other: `${name}: ${n(lost)} lost games, ${money(cents, currency)}`,
    }),
  kitty: (cents: number, currency: CurrencyCode) => `Into the kitty: ${money(cents, currency)}`,
  /** Share, copy and print the result. */
  actions: 'Share the settle-up',
  share: 'Share',
  copy: 'Copy',
  print: 'Print',
  copied: 'Copied to the clipboard.',
  shareFailed: 'Could not share or copy. Select the text and copy it by hand.',
  /** The shared text's first line. */
  shareTitle: (sheet: string) => `Settle-up: ${sheet}`,
  /** The form that sets or changes the money (any time, after the last deal too). */
  form: 'Stake',
  formHint:
    'Money is not a rule of play: set or change it at any time. The change is on the record.',
  stakeOn: 'Play for a stake',
  stakeCents: 'Cents per point',
  currency: 'Currency',
  currencies: {
    EUR: 'Euro',
    USD: 'US dollar',
    GBP: 'Pound',
    CHF: 'Swiss franc',
  } satisfies Record<CurrencyCode, string>,
  rounding: 'Round every amount to',
  feeOn: 'Lost-game fee',
  feeCents: 'Cents per lost game',
  raiseOn: 'Raise it from a later lost game on',
  raiseFrom: 'From lost game number',
  raiseCents: 'Cents per lost game from then on',
  save: 'Save stake',
  saved: 'Saved.',
  /** Why a stake is refused: nothing is changed, the form keeps what was typed. */
  errors: {
    'stake-not-positive':
      'The stake per point is an amount above 0 and up to 10,000 cents, such as ½, 0.5 or 1.',
    'currency-unknown': 'Choose one of the currencies offered.',
    'rounding-unfit': (currency: string, value: string, allowed: string) =>
      `Amounts in ${currency} cannot be rounded to ${value}: choose ${allowed}.`,
    'fee-invalid': 'A lost-game fee is a whole number of cents above 0, such as 50.',
    'fee-from-game-invalid': 'The raise starts from lost game 2 or later.',
  },
  /** "€0.01 or €0.10": the roundings a currency allows. */
  or: (choices: readonly string[]) =>
    choices.length <= 1
      ? (choices[0] ?? '')
      : `${choices.slice(0, -1).join(', ')} or ${choices.at(-1) ?? ''}`,
};
