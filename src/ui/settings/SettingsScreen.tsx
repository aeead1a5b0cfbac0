import { LinkButton } from '../common/LinkButton';
import { Screen } from '../common/Screen';
import { BackupSection } from './BackupSection';
import { ClubSection } from './ClubSection';
import { RestoreSection } from './RestoreSection';
import { ScreenSection } from './ScreenSection';
import { StorageSection } from './StorageSection';
import { useT } from '../i18n/I18nProvider';
import { LanguageSection } from './LanguageSection';
import { BackButton } from '../common/BackButton';

interface SettingsScreenProps {
  readonly onBack: () => void;
  readonly onOpenSheet: (id: string) => void;
  /** The calculator and the rules, reachable from here too. */
  readonly calculatorHref?: string;
  readonly rulesHref?: string;
  /** The club's nights (beside the club's sheets, in the club section). */
  readonly nightsHref?: string;
}

/** The language, storage safety, backup and restore, the keep-awake toggle. */
export function SettingsScreen(props: SettingsScreenProps) {
  const { onBack, onOpenSheet, calculatorHref, rulesHref, nightsHref } = props;
  const t = useT();
  const s = t.settings;
  const back = <BackButton label={s.back} onBack={onBack} className="px-2" />;
  return (
    <Screen title={s.title} leading={back}>
      <LanguageSection />
      <StorageSection />
      <BackupSection />
      <RestoreSection onOpenSheet={onOpenSheet} />
      <ScreenSection />
      <ClubSection nightsHref={nightsHref} />
      {(calculatorHref || rulesHref) && (
        <nav aria-label={t.calculator.moreNav} className="flex flex-wrap gap-2">
          {calculatorHref && <LinkButton href={calculatorHref}>{t.calculator.open}</LinkButton>}
          {rulesHref && <LinkButton href={rulesHref}>{t.rulesBook.open}</LinkButton>}
        </nav>
      )}
    </Screen>
  );
}
