// The settle-up of a scored sheet, as the screen, the shared text and the printout show it.
import { settleSheet, type Money } from '../../domain/money';
import type { ListKind } from '../../domain/rules';
import type { SheetScore } from '../../domain/sheet-types';
import type { Dictionary } from '../i18n/dictionary';
import { formatTotal } from '../i18n/format';
import type { Locale } from '../i18n/locale';
import { moneySummary } from '../i18n/money';

/** One player's line of the balances. */
export interface BalanceLine {
  readonly name: string;
  readonly points: string;
  readonly balance: string;
}

/** Everything the settle-up shows, as text. */
export interface SettleView {
  /** "By the Seeger-Fabian totals". */
  readonly basis: string;
  /** The money in one line: "½ cent per point · Euro · rounded to €0.01". */
  readonly money: string;
  /** "Ben pays Anna €3.40", the fewest transfers, largest first; empty when all are even. */
  readonly transfers: readonly string[];
  /** Null when no stake is set (nobody pays anybody for points). */
  readonly balances: readonly BalanceLine[] | null;
  /** Each player's lost-game fee, and the kitty's total; null without a fee. */
  readonly fees: { readonly lines: readonly string[]; readonly kitty: string } | null;
}

/** The settle-up in words: the domain's `settleSheet` worked it out. */
export function settleView(
  t: Dictionary,
  locale: Locale,
  playerNames: readonly string[],
  score: SheetScore,
  list: ListKind,
  money: Money | null,
): SettleView {
  const s = t.settle;
  const name = (seat: number) => playerNames[seat] ?? String(seat + 1);
  const base = { basis: s.basis[list], money: moneySummary(t, money) };
  if (money === null) return { ...base, transfers: [], balances: null, fees: null };
  const settled = settleSheet(score, money);
  const { currency, kitty } = settled;
  return {
    ...base,
    transfers: settled.transfers.map((transfer) =>
      s.pays(name(transfer.from), name(transfer.to), transfer.cents, currency),
    ),
    balances: settled.staked
      ? playerNames.map((player, seat) => ({
          name: player,
          points: formatTotal(settled.points[seat] ?? 0, locale),
          balance: s.signedMoney(settled.balances[seat] ?? 0, currency),
        }))
      : null,
    fees:
      kitty === null
        ? null
        : {
            lines: settled.fees.map((cents, seat) =>
              s.feeOf(name(seat), settled.lost[seat] ?? 0, cents, currency),
            ),
            kitty: s.kitty(kitty, currency),
          },
  };
}

/** The settle-up as plain text, to share or copy. */
export function settleText(t: Dictionary, sheetName: string, view: SettleView): string {
  const s = t.settle;
  const lines = [s.shareTitle(sheetName), view.basis, view.money, ''];
  if (view.balances !== null) {
    lines.push(...(view.transfers.length > 0 ? view.transfers : [s.allEven]));
  }
  if (view.fees !== null) lines.push('', s.fees, ...view.fees.lines, view.fees.kitty);
  return lines.join('\n').trim();
}
