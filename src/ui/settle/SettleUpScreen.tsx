import { bierlachsOf, pointListOf } from '../../domain/rules';
import { useLiveQuery } from 'dexie-react-hooks';
import { getSheetLog } from '../../db/sheet-reads';
import { scoreStoredSheet } from '../../db/scored-sheet';
import { sheetMoney } from '../../domain/money';
import { BackLink } from '../common/BackLink';
import { ErrorList } from '../common/ErrorList';
import { LoadingOrMissing } from '../common/LoadingOrMissing';
import { Screen } from '../common/Screen';
import { useI18n } from '../i18n/I18nProvider';
import { MoneyFormSection } from './MoneyFormSection';
import { SettleActions } from './SettleActions';
import { settleText, settleView, type SettleView } from './settle-view';
import { ColumnHeads, numberColumns } from '../common/ColumnHeads';
import { HeadedSection } from '../common/HeadedSection';

interface SettleUpScreenProps {
  readonly sheetId: string;
  readonly links: { readonly sheet: string };
}

/**
 * Abrechnung: who pays whom how much in the fewest transfers, by the sheet's own totals (plain
 * list or Seeger-Fabian) and the table's rounding; the lost-game fees into the kitty; share,
 * copy and print it; and the form that sets the stake — at any time, after the last deal too.
 */
export function SettleUpScreen({ sheetId, links }: SettleUpScreenProps) {
  const { t, locale } = useI18n();
  const s = t.settle;
  const loaded = useLiveQuery(() => getSheetLog(sheetId), [sheetId]);
  // Not on paper: the printout is the settle-up alone (like the print view's, ui/print).
  const back = (
    <span className="print:hidden">
      <BackLink href={links.sheet} label={s.back} />
    </span>
  );
  if (!loaded) {
    // Still being read (undefined), or the sheet is gone (null).
    return (
      <LoadingOrMissing
        title={s.title}
        leading={back}
        missing={loaded === null ? s.notFound : null}
      />
    );
  }
  const { sheet } = loaded;
  if (bierlachsOf(sheet.setup.rules.list) !== null) {
    // Counted by rounds lost, not points: nothing to settle, and no stake to set.
    return (
      <Screen title={s.title} leading={back}>
        <p className="font-semibold">{sheet.name}</p>
        <p>{s.bierlachs}</p>
      </Screen>
    );
  }
  const scored = scoreStoredSheet(loaded);
  const money = sheetMoney(sheet.setup.rules.stake, loaded.folded.money);
  // An open conflict of two phones holds the settling up back: its totals are provisional.
  const undecided = loaded.folded.conflicts[0];
  const undecidedDeal = loaded.deals.findIndex((deal) => deal.id === undecided?.dealId) + 1;
  return (
    <Screen title={s.title} leading={back}>
      <p className="font-semibold">{sheet.name}</p>
      {undecided ? (
        <p role="alert">{s.heldBack(undecidedDeal)}</p>
      ) : scored.ok ? (
        <>
          {!scored.value.complete && (
            <p>{s.running(loaded.deals.length, sheet.setup.plannedDeals)}</p>
          )}
          <Settlement
            view={settleView(
              t,
              locale,
              sheet.playerNames,
              scored.value,
              pointListOf(sheet.setup.rules.list),
              money,
            )}
            sheetName={sheet.name}
          />
        </>
      ) : (
        <ErrorList messages={[s.cannotScore]} />
      )}
      <MoneyFormSection sheetId={sheetId} money={money} />
    </Screen>
  );
}

function Settlement({ view, sheetName }: { view: SettleView; sheetName: string }) {
  const { t } = useI18n();
  const s = t.settle;
  const cell = 'px-2 py-2';
  return (
    <>
      <HeadedSection heading={s.transfers} className="flex flex-col gap-2">
        <p className="text-sm text-stone-600 dark:text-stone-400 print:text-black">
          {view.basis} · {view.money}
        </p>
        {view.balances === null ? (
          <p>{s.noStake}</p>
        ) : (
          <>
            {view.transfers.length === 0 ? (
              <p>{s.allEven}</p>
            ) : (
              <ul aria-label={s.transfers} className="flex flex-col gap-1 text-lg">
                {view.transfers.map((line) => (
                  <li key={line} className="rounded-xl bg-stone-100 px-3 py-2 dark:bg-stone-900">
                    {line}
                  </li>
                ))}
              </ul>
            )}
            <table className="w-full border-collapse">
              <caption className="text-left font-semibold">{s.balances}</caption>
              <ColumnHeads
                look="sheet"
                cell={cell}
                columns={[{ label: s.player }, ...numberColumns(s.points, s.balance)]}
              />
              <tbody>
                {view.balances.map((line) => (
                  <tr key={line.name} className="border-b border-stone-200 dark:border-stone-800">
                    <th scope="row" className={`${cell} text-left font-normal`}>
                      {line.name}
                    </th>
                    <td className={`${cell} text-right tabular-nums`}>{line.points}</td>
                    <td className={`${cell} text-right tabular-nums`}>{line.balance}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </HeadedSection>
      {view.fees && (
        <HeadedSection heading={s.fees} className="flex flex-col gap-1">
          <ul aria-label={s.fees}>
            {view.fees.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="font-semibold">{view.fees.kitty}</p>
        </HeadedSection>
      )}
      <SettleActions title={s.shareTitle(sheetName)} text={settleText(t, sheetName, view)} />
    </>
  );
}
