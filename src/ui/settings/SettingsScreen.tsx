import { Button } from '../common/Button';
import { Icon } from '../common/icons';
import { Screen } from '../common/Screen';
import { BackupSection } from './BackupSection';
import { RestoreSection } from './RestoreSection';
import { ScreenSection } from './ScreenSection';
import { StorageSection } from './StorageSection';
import { useT } from '../i18n/I18nProvider';
import { LanguageSection } from './LanguageSection';

interface SettingsScreenProps {
  readonly onBack: () => void;
  readonly onOpenSheet: (id: string) => void;
}

/** The language, storage safety, backup and restore, the keep-awake toggle. */
export function SettingsScreen({ onBack, onOpenSheet }: SettingsScreenProps) {
  const s = useT().settings;
  const back = (
    <Button variant="quiet" className="px-2" aria-label={s.back} onClick={onBack}>
      <Icon name="back" className="size-7" />
    </Button>
  );
  return (
    <Screen title={s.title} leading={back}>
      <LanguageSection />
      <StorageSection />
      <BackupSection />
      <RestoreSection onOpenSheet={onOpenSheet} />
      <ScreenSection />
    </Screen>
  );
}
