import { useLiveQuery } from 'dexie-react-hooks';
import { getSheetWithDeals, type SheetWithDeals } from '../../db/sheet-reads';
import { scoreStoredSheet } from '../../db/scored-sheet';
import { Button } from '../common/Button';
import { ErrorList } from '../common/ErrorList';
import { Icon } from '../common/icons';
import { LoadingOrMissing } from '../common/LoadingOrMissing';
import { Screen } from '../common/Screen';
import { EnteredDeal } from '../common/EnteredDeal';
import { PrintTable } from '../common/print/PrintTable';
import { PrintToolbar } from './PrintToolbar';
import { printedList } from '../common/print/print-sheet';
import { sheetSetupErrorMessage } from '../i18n/house-errors';
import { ruleSummary } from '../i18n/rules-summary';
import { useI18n, useT } from '../i18n/I18nProvider';

interface PrintViewProps {
  readonly sheetId: string;
  readonly onBack: () => void;
}

/** A sheet laid out like a paper Skat list, for printing, CSV and sharing. */
export function PrintView({ sheetId, onBack }: PrintViewProps) {
  const t = useT();
  const s = t.print;
  const stored = useLiveQuery(() => getSheetWithDeals(sheetId), [sheetId]);
  const back = (
    <Button variant="quiet" className="px-2 print:hidden" aria-label={s.back} onClick={onBack}>
      <Icon name="back" className="size-7" />
    </Button>
  );

  if (!stored) {
    return stored === undefined ? (
      <LoadingOrMissing title={t.common.loading} leading={back} missing={null} />
    ) : (
      <LoadingOrMissing title={s.notFoundTitle} leading={back} missing={s.notFound} />
    );
  }
  return (
    <Screen title={stored.sheet.name} leading={back}>
      <PrintToolbar sheet={stored.sheet} deals={stored.deals} />
      <PrintedSheet stored={stored} />
    </Screen>
  );
}

function PrintedSheet({ stored }: { stored: SheetWithDeals }) {
  const language = useI18n();
  const s = language.t.print;
  const { sheet, deals } = stored;
  const scored = scoreStoredSheet(stored);
  // The sheet's house rules in one line (as the sheet shows them), then how far the list is.
  const facts = [
    ruleSummary(language.t, sheet.setup.rules),
    language.t.sheets.progress(deals.length, sheet.setup.plannedDeals),
  ];

  return (
    <>
      <p className="text-stone-600 dark:text-stone-400 print:text-black">{facts.join(' · ')}</p>
      {scored.ok ? (
        <PrintTable
          sheetName={sheet.name}
          playerNames={sheet.playerNames}
          list={printedList(sheet.playerNames, sheet.setup, scored.value, language)}
        />
      ) : (
        <>
          <ErrorList
            messages={[
              s.cannotScore,
              ...scored.errors.map((error) => sheetSetupErrorMessage(language.t, error)),
            ]}
          />
          {/* No values, but never a blank page: the deals as they were entered. */}
          <section aria-label={language.t.sheet.unscoredDeals}>
            <h2 className="font-semibold">{language.t.sheet.unscoredDeals}</h2>
            <ol>
              {deals.map((deal, index) => (
                <li key={deal.id}>
                  <EnteredDeal deal={deal} number={index + 1} />
                </li>
              ))}
            </ol>
          </section>
        </>
      )}
    </>
  );
}
