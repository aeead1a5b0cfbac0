import { ToggleButton } from '../common/ToggleButton';
import { useT } from '../i18n/I18nProvider';
import { NULL_TOGGLES, TOGGLES, type Toggle } from './calculator-model';

interface LevelTogglesProps {
  /** Null has only hand and ouvert, and nothing announced to be reached. */
  readonly isNull: boolean;
  readonly on: Readonly<Record<Toggle, boolean>>;
  readonly onToggle: (name: Toggle, on: boolean) => void;
}

/** Hand, schneider, schneider announced, schwarz, schwarz announced, ouvert: each on or off. */
export function LevelToggles({ isNull, on, onToggle }: LevelTogglesProps) {
  const c = useT().calculator;
  const shown = isNull ? NULL_TOGGLES : TOGGLES;
  const label = isNull ? c.nullAnnouncements : c.announcements;
  return (
    <div role="group" aria-label={label} className="flex flex-col gap-2">
      <p className="font-semibold">{label}</p>
      <div className="grid grid-cols-2 gap-2">
        {shown.map((name) => (
          <ToggleButton key={name} pressed={on[name]} onToggle={(next) => onToggle(name, next)}>
            {c.toggles[name]}
          </ToggleButton>
        ))}
      </div>
      {!isNull && <p className="text-sm text-stone-600 dark:text-stone-400">{c.wonHint}</p>}
    </div>
  );
}
