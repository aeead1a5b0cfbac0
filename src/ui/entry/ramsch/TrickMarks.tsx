import { Tap } from '../controls';
import type { EntryView } from '../entry-view';
import type { RamschEntry, RamschTable } from './ramsch-entry';
import { useT } from '../../i18n/I18nProvider';

interface TrickMarksProps {
  readonly view: EntryView;
  readonly entry: RamschEntry;
  readonly table: RamschTable;
  readonly seat: number;
  /** The player's name as the entry shows it. */
  readonly name: string;
}

/**
 * A Ramsch player's "no trick" (Jungfrau) and "every trick" (Durchmarsch) taps, the same whether
 * the Ramsch is entered by card points or by its outcome.
 */
export function TrickMarks({ view, entry, table, seat, name }: TrickMarksProps) {
  const r = useT().ramschEntry;
  const others = table.active.filter((other) => other !== seat);
  return (
    <>
      <Tap
        name={r.noTrickName(name)}
        pressed={entry.noTrick.includes(seat)}
        className="text-sm"
        onTap={() => view.send({ type: 'ramsch-no-trick', seat })}
      >
        {r.noTrick}
      </Tap>
      <Tap
        name={r.allTricksName(name)}
        pressed={entry.allTricks === seat}
        className="text-sm"
        onTap={() => view.send({ type: 'ramsch-all-tricks', seat, others })}
      >
        {r.allTricks}
      </Tap>
    </>
  );
}
