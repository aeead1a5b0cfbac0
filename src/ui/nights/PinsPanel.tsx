// The director's PINs (issue 33): each seated player's PIN for confirming their table's list,
// per table of the running series, hidden until "Show PINs" is pressed so they are not on the
// screen by accident; read from the club each time they are shown, never kept.
import { useState } from 'react';
import type { Result } from '../../domain/result';
import { ToggleButton } from '../common/ToggleButton';
import { useI18n } from '../i18n/I18nProvider';
import type { ClubProblem, TableProgress } from './night-service';
import { problemWords } from './night-words';
import { HeadedSection } from '../common/HeadedSection';

type Pins = Readonly<Record<string, Readonly<Record<string, string>>>>;

export interface PinsPanelProps {
  readonly tables: readonly TableProgress[];
  readonly nameOf: (playerId: string) => string;
  /** The running series' PINs by table sheet (sync/club/night/pins-read.ts). */
  readonly loadPins: () => Promise<Result<Pins, ClubProblem>>;
}

type Shown =
  | { readonly kind: 'hidden' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'pins'; readonly pins: Pins }
  | { readonly kind: 'failed'; readonly problem: ClubProblem };

export function PinsPanel(props: PinsPanelProps) {
  const { t } = useI18n();
  const w = t.listConfirm;
  const [shown, setShown] = useState<Shown>({ kind: 'hidden' });
  const toggle = async (show: boolean) => {
    if (!show) return setShown({ kind: 'hidden' });
    setShown({ kind: 'loading' });
    const read = await props.loadPins();
    setShown(
      read.ok
        ? { kind: 'pins', pins: read.value }
        : { kind: 'failed', problem: read.errors[0] ?? 'offline' },
    );
  };
  const pins = shown.kind === 'pins' ? shown.pins : null;
  const tables = props.tables.filter((table) => pins?.[table.sheetId]);
  return (
    <HeadedSection heading={w.pinsHeading} className="flex flex-col gap-2">
      <ToggleButton
        pressed={shown.kind !== 'hidden'}
        onToggle={(show) => void toggle(show)}
        className="self-start"
      >
        {w.showPins}
      </ToggleButton>
      {shown.kind === 'failed' && <p role="alert">{problemWords(t, { code: shown.problem })}</p>}
      {pins && tables.length === 0 && <p>{w.pinsNone}</p>}
      {pins && tables.length > 0 && <p>{w.pinsHelp}</p>}
      {tables.map((table) => (
        <div key={table.sheetId} className="flex flex-col">
          <h3 className="font-semibold">{w.table(table.series + 1, table.table)}</h3>
          <ul>
            {table.players.map((playerId) => (
              <li key={playerId} className="tabular-nums">
                {w.pinOf(props.nameOf(playerId), pins?.[table.sheetId]?.[playerId] ?? '–')}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </HeadedSection>
  );
}
