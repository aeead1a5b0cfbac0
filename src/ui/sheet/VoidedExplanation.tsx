import { EnteredDeal, type EnteredDealProps } from '../common/EnteredDeal';
import { useT } from '../i18n/I18nProvider';

/** A voided deal's details: the deal as entered, crossed out, and what voiding means. */
export function VoidedExplanation(props: EnteredDealProps) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3">
      <s className="text-lg text-stone-600 dark:text-stone-400">
        <EnteredDeal {...props} />
      </s>
      <p>{t.history.voidedExplained}</p>
    </div>
  );
}
