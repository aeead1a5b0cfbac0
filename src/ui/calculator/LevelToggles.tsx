import { ToggleButton } from '../common/ToggleButton';
import { useT } from '../i18n/I18nProvider';
import type { Toggle } from './calculator-model';

interface LevelTogglesProps {
  readonly shown: readonly Toggle[];
  readonly on: Readonly<Record<Toggle, boolean>>;
  readonly onToggle: (name: Toggle, on: boolean) => void;
}

/** Hand, schneider, schneider announced, schwarz, schwarz announced, ouvert: each on or off. */
export function LevelToggles({ shown, on, onToggle }: LevelTogglesProps) {
  const c = useT().calculator;
  return (
    <div role="group" aria-label={c.announcements} className="flex flex-col gap-2">
      <p className="font-semibold">{c.announcements}</p>
      <div className="grid grid-cols-2 gap-2">
        {shown.map((name) => (
          <ToggleButton key={name} pressed={on[name]} onToggle={(next) => onToggle(name, next)}>
            {c.toggles[name]}
          </ToggleButton>
        ))}
      </div>
      <p className="text-sm text-stone-600 dark:text-stone-400">{c.wonHint}</p>
    </div>
  );
}
