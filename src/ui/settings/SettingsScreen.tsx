import { Button } from '../common/Button';
import { Icon } from '../common/icons';
import { Screen } from '../common/Screen';
import { BackupSection } from './BackupSection';
import { RestoreSection } from './RestoreSection';
import { ScreenSection } from './ScreenSection';
import { StorageSection } from './StorageSection';
import { settingsStrings as s } from '../i18n/en/settings';

interface SettingsScreenProps {
  readonly onBack: () => void;
  readonly onOpenSheet: (id: string) => void;
}

/** Storage safety, the keep-awake toggle, backup and restore. */
export function SettingsScreen({ onBack, onOpenSheet }: SettingsScreenProps) {
  const back = (
    <Button variant="quiet" className="px-2" aria-label={s.back} onClick={onBack}>
      <Icon name="back" className="size-7" />
    </Button>
  );
  return (
    <Screen title={s.title} leading={back}>
      <StorageSection />
      <BackupSection />
      <RestoreSection onOpenSheet={onOpenSheet} />
      <ScreenSection />
    </Screen>
  );
}
