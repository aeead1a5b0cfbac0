import { Fragment, type ReactNode } from 'react';
import type { DealRecord, SheetRecord } from '../../db/records';
import { enteredDeal } from '../../domain/voided-deal';
import type { SheetRow, SheetScore } from '../../domain/sheet-types';
import { formatSigned, formatTotal } from '../i18n/format';
import { formatWhen } from '../i18n/format-time';
import { gameLabel } from '../common/game-label';
import { ramschOutcomeText } from '../i18n/ramsch-outcome';
import { useI18n } from '../i18n/I18nProvider';
import { wishDealHistory } from './history/deal-history-wish';
import { rowListValue } from './row-value';
import { ColumnHeads } from '../common/ColumnHeads';

export interface DealListProps {
  readonly sheet: SheetRecord;
  readonly deals: readonly DealRecord[];
  readonly score: SheetScore;
  readonly dealHref: (dealId: string) => string;
  /** The deals corrected since they were added, by deal id (from the sheet's log). */
  readonly corrections?: ReadonlyMap<string, DealCorrection>;
  /** Another count in the players' columns than the running list (Bierlachs). */
  readonly counts?: ListCounts;
}

/**
 * What the players' columns show instead of the running list (Bierlachs: what is left in the
 * round), with a line before a deal (a round starts) and a mark on a deal (who buys the beer).
 */
export interface ListCounts {
  readonly after: readonly (readonly number[])[];
  /** Under the list: the counts now. */
  readonly now: readonly number[];
  readonly nowLabel: string;
  readonly lineBefore: (index: number) => string | null;
  readonly mark: (index: number) => string | null;
  /** Whether the deal changed the seat's count (shown bold). */
  readonly changed: (index: number, seat: number) => boolean;
}

/** How often a deal was changed after it was added, and when last. */
export interface DealCorrection {
  readonly count: number;
  readonly lastAt: number;
}

/**
 * The running list as on paper: one row per deal with the game, its list value and every
 * player's running total. The whole row opens the deal's explanation.
 */
export function DealList({ sheet, deals, score, dealHref, corrections, counts }: DealListProps) {
  const { locale, t } = useI18n();
  const s = t.sheet;
  if (score.rows.length === 0) {
    return <p className="text-stone-600 dark:text-stone-400">{s.noDeals}</p>;
  }
  return (
    <section aria-label={s.list} className="-mx-1">
      <table className="w-full table-fixed border-collapse text-sm">
        <colgroup>
          <col className="w-6" />
          <col />
          <col className="w-11" />
          {sheet.playerNames.map((_, seat) => (
            <col key={seat} className="w-11" />
          ))}
        </colgroup>
        <ColumnHeads
          look="deals"
          cell="px-1 py-1 font-semibold"
          columns={[
            { label: s.dealNumber, end: true },
            { label: s.game },
            { label: s.value, end: true },
            ...sheet.playerNames.map((name) => ({
              label: <bdi>{name}</bdi>,
              end: true,
              extra: 'truncate',
            })),
          ]}
        />
        <tbody>
          {score.rows.map((row, index) => {
            const line = counts?.lineBefore(index) ?? null;
            const dealRow = (
              <DealRow
                key={deals[index]?.id ?? index}
                sheet={sheet}
                row={row}
                href={dealHref(deals[index]?.id ?? '')}
                dealId={deals[index]?.id ?? ''}
                correction={corrections?.get(deals[index]?.id ?? '')}
                running={counts?.after[index]}
                changedSeat={counts && ((seat) => counts.changed(index, seat))}
                mark={counts?.mark(index) ?? null}
              />
            );
            return line === null ? (
              dealRow
            ) : (
              <Fragment key={deals[index]?.id ?? index}>
                <tr className="border-b border-stone-300 bg-stone-100 dark:border-stone-700 dark:bg-stone-900">
                  <th
                    scope="colgroup"
                    colSpan={3 + sheet.playerNames.length}
                    className="px-1 py-1 text-left text-xs font-semibold"
                  >
                    {line}
                  </th>
                </tr>
                {dealRow}
              </Fragment>
            );
          })}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-stone-400 font-bold dark:border-stone-600">
            <th scope="row" colSpan={3} className="px-1 py-2 text-left">
              {counts?.nowLabel ?? s.total}
            </th>
            {(counts?.now ?? score.totals.list).map((total, seat) => (
              <td key={seat} className="px-1 py-2 text-right tabular-nums">
                {formatTotal(total, locale)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

/** A round's mark on a row: short and unbroken ("Bock ×2", "Ramschrunde"), wrapping as a whole. */
const MARK =
  'ml-1 inline-block rounded bg-amber-100 px-1 text-xs font-semibold whitespace-nowrap text-amber-900 dark:bg-amber-900 dark:text-amber-100';

/** The declarer and game; struck through when the deal is voided (it stays on the list). */
function GameText({
  voided,
  children,
}: {
  readonly voided: boolean;
  readonly children: ReactNode;
}) {
  return voided ? <s className="text-stone-500">{children}</s> : <>{children}</>;
}

interface DealRowProps {
  readonly sheet: SheetRecord;
  readonly row: SheetRow;
  readonly href: string;
  readonly dealId: string;
  readonly correction: DealCorrection | undefined;
  /** The players' columns after this deal, when not the running list. */
  readonly running?: readonly number[] | undefined;
  readonly mark?: string | null;
  readonly changedSeat?: ((seat: number) => boolean) | undefined;
}

/**
 * "✎ changed twice, last at 22:14" under the game, in words (a phone shows no tooltip): a link
 * to the deal's own history, above the row's own link to its details.
 */
function CorrectionLink({
  correction,
  number,
  dealId,
  href,
}: {
  readonly correction: DealCorrection;
  readonly number: number;
  readonly dealId: string;
  readonly href: string;
}) {
  const { locale, t } = useI18n();
  const text = t.history.changedMark(
    correction.count,
    formatWhen(correction.lastAt, locale, Date.now()),
  );
  return (
    <a
      href={href}
      aria-label={t.history.changedLink(number, text)}
      onClick={() => wishDealHistory(dealId)}
      className="relative inline-block py-1 text-xs leading-snug text-amber-900 underline focus-visible:outline-3 focus-visible:outline-green-600 dark:text-amber-200"
    >
      <span aria-hidden="true">✎ </span>
      {text}
    </a>
  );
}

function DealRow(props: DealRowProps) {
  const { sheet, row, href, dealId, correction, running, mark, changedSeat } = props;
  const { locale, t } = useI18n();
  const s = t.sheet;
  const number = row.seats.dealIndex + 1;
  const voided = row.deal.kind === 'voided';
  const shown = enteredDeal(row.deal);
  // A voided deal shows who declared it, crossed out with its game, as a paper list does.
  const declarer = 'declarer' in shown ? shown.declarer : null;
  const name = (seat: number) => sheet.playerNames[seat] ?? '';
  const value = rowListValue(row);
  const valueColour =
    value === null
      ? 'text-stone-500'
      : voided
        ? 'text-stone-500'
        : value > 0 || row.score?.won
          ? 'text-green-800 dark:text-green-300'
          : 'text-red-700 dark:text-red-300';
  // The columns this deal wrote in: the declarer's, or every player a Ramsch changed.
  const changed = (seat: number) =>
    changedSeat
      ? changedSeat(seat)
      : row.entry.kind === 'ramsch'
        ? (row.listDelta[seat] ?? 0) !== 0
        : !voided && seat === declarer;
  return (
    // relative: the number's link stretches over the whole row, one big tap target.
    <tr className="relative border-b border-stone-200 hover:bg-stone-100 dark:border-stone-800 dark:hover:bg-stone-900">
      <td className="px-1 py-1.5 text-right align-top tabular-nums">
        <a
          href={href}
          aria-label={s.dealDetails(number)}
          className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-3 focus-visible:outline-green-600"
        >
          {number}
        </a>
      </td>
      <td className="px-1 py-1.5">
        {/* Wraps rather than truncates: the whole game stays readable on a narrow phone. */}
        <div className="leading-snug break-words">
          {/* <bdi>: a name in another script, or pasted with direction marks, never reorders the game. */}
          <GameText voided={voided}>
            {declarer !== null && (
              <span className="font-semibold">
                <bdi>{name(declarer)}</bdi>{' '}
              </span>
            )}
            {gameLabel(shown, t, { suit: 'symbol' })}
          </GameText>
          {voided && <span className={MARK}>{t.history.voidedMark}</span>}
          {row.bock > 0 && (
            // A passed deal in a Bock round shows it too: it used up a Bock deal.
            <span className={MARK}>{t.game.bock(row.bock)}</span>
          )}
          {row.ramschRound && (
            // A Ramsch, or the grand hand played instead, in a Ramsch round after Bock.
            <span className={MARK}>{t.roundsView.ramschRoundMark}</span>
          )}
          {mark && <span className={MARK}>{mark}</span>}
        </div>
        {correction && correction.count > 0 && (
          <CorrectionLink correction={correction} number={number} dealId={dealId} href={href} />
        )}
        {row.entry.kind === 'ramsch' && (
          <div className="text-xs leading-snug font-semibold break-words">
            {ramschOutcomeText(t, row.entry.score, sheet.playerNames)}
          </div>
        )}
        <div className="truncate text-xs text-stone-500 dark:text-stone-400">
          {row.seats.alsoSitsOut === null
            ? s.dealtBy(name(row.seats.dealer))
            : s.dealtBySatOut(name(row.seats.dealer), name(row.seats.alsoSitsOut))}
        </div>
      </td>
      <td className={`px-1 py-1.5 text-right align-top font-semibold tabular-nums ${valueColour}`}>
        {value === null ? '–' : formatSigned(value, locale)}
      </td>
      {(running ?? row.listTotals).map((total, seat) => (
        <td
          key={seat}
          className={`px-1 py-1.5 text-right align-top tabular-nums ${
            changed(seat) ? 'font-bold' : 'text-stone-500 dark:text-stone-400'
          }`}
        >
          {formatTotal(total, locale)}
        </td>
      ))}
    </tr>
  );
}
