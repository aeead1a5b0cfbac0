import { TrickMarks } from './TrickMarks';
import { Tap } from '../controls';
import type { EntryView } from '../entry-view';
import { playerName } from '../entry-words';
import { shownWinner, type RamschEntry, type RamschTable } from './ramsch-entry';
import { useT } from '../../i18n/I18nProvider';

interface OutcomeProps {
  readonly view: EntryView;
  readonly entry: RamschEntry;
  readonly table: RamschTable;
}

/** One player: lost, won, no trick, every trick, each one tap. */
function OutcomeRow({ view, entry, table, seat }: OutcomeProps & { readonly seat: number }) {
  const t = useT();
  const r = t.ramschEntry;
  const name = playerName(t.entry, view.playerNames, seat);
  return (
    <div className="flex flex-col gap-1">
      <bdi className="truncate text-sm font-semibold">{name}</bdi>
      <div className="grid grid-cols-4 gap-1.5">
        <Tap
          tone="lost"
          name={r.loserName(name)}
          pressed={(entry.losers ?? []).includes(seat)}
          onTap={() => view.send({ type: 'ramsch-loser', seat })}
        >
          {r.lost}
        </Tap>
        <Tap
          tone="won"
          name={r.winnerName(name)}
          pressed={shownWinner(entry, table) === seat}
          onTap={() => view.send({ type: 'ramsch-winner', winner: seat })}
        >
          {r.won}
        </Tap>
        <TrickMarks view={view} entry={entry} table={table} seat={seat} name={name} />
      </div>
    </div>
  );
}

/** What is still to tap: who lost, then (with one loser) who won or that no one did. */
export function outcomeHint(
  entry: RamschEntry,
  table: RamschTable,
): 'tapLoser' | 'tapWinner' | null {
  if (entry.allTricks !== null) return null;
  if ((entry.losers ?? []).length === 0) return 'tapLoser';
  return shownWinner(entry, table) === null ? 'tapWinner' : null;
}

/**
 * A Ramsch told by its outcome (flat scoring, house-rules.md § Ramsch, "Loser(s)", "Winner"):
 * a tap on who lost (each of them on a tie) and one on who won; no card points.
 */
export function RamschOutcome({ view, entry, table }: OutcomeProps) {
  const r = useT().ramschEntry;
  const winner = shownWinner(entry, table);
  return (
    <div role="group" aria-label={r.outcomeGroup} className="flex flex-col gap-1.5">
      {table.active.map((seat) => (
        <OutcomeRow key={seat} view={view} entry={entry} table={table} seat={seat} />
      ))}
      <Tap
        name={r.noWinnerName}
        pressed={winner === 'none'}
        className="text-sm"
        onTap={() => view.send({ type: 'ramsch-winner', winner: 'none' })}
      >
        {r.noWinner}
      </Tap>
    </div>
  );
}
