import { useEffect, useState } from 'react';
import { rosterEvents, undoRosterChange } from '../../db/roster';
import { rosterHistory, type RosterEntry } from '../../domain/roster-checks';
import { BackLink } from '../common/BackLink';
import { Button } from '../common/Button';
import { ErrorList } from '../common/ErrorList';
import { LinkButton } from '../common/LinkButton';
import { Screen } from '../common/Screen';
import { useT } from '../i18n/I18nProvider';
import { StatsLoading } from './StatsLoading';
import { rosterErrorMessage, useStatsView } from './stats-data';

interface PlayersScreenProps {
  readonly backHref: string;
  readonly groupHref: string;
  readonly playerHref: (playerId: string) => string;
}

/** Every player of every sheet, each a link to their page; the roster's changes, undoable. */
export function PlayersScreen({ backHref, groupHref, playerHref }: PlayersScreenProps) {
  const t = useT();
  const p = t.players;
  const { view, reload, progress } = useStatsView(null);
  const [history, setHistory] = useState<readonly RosterEntry[]>([]);
  const [errors, setErrors] = useState<readonly string[]>([]);
  useEffect(() => {
    void rosterEvents().then((events) => setHistory(rosterHistory(events)));
  }, [view]);

  async function undo() {
    const undone = await undoRosterChange();
    setErrors(undone.ok ? [] : undone.errors.map((e) => rosterErrorMessage(t, e)));
    if (undone.ok) reload();
  }

  return (
    <Screen title={p.title} leading={<BackLink href={backHref} label={t.sheet.back} />}>
      {!view && <StatsLoading progress={progress} />}
      {view && view.players.length === 0 && <p>{p.empty}</p>}
      {view && view.players.length > 0 && (
        <>
          <LinkButton href={groupHref}>{p.groupLink}</LinkButton>
          <ul aria-label={p.list} className="flex flex-col gap-1">
            {view.players.map((player) => (
              <li key={player.id}>
                <a className="block rounded px-2 py-2 underline" href={playerHref(player.id)}>
                  {player.name}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      <section aria-labelledby="roster-history" className="flex flex-col gap-2">
        <h2 id="roster-history" className="text-lg font-bold">
          {p.history}
        </h2>
        {history.length === 0 ? (
          <p>{p.historyEmpty}</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {history.map((entry) => (
              <li key={entry.event.id} className={entry.undone ? 'line-through' : ''}>
                {entry.kind === 'renamed'
                  ? p.renamed(entry.before, entry.after)
                  : p.merged(entry.from, entry.into)}
                {entry.undone && ` (${p.undone})`}
              </li>
            ))}
          </ul>
        )}
        {history.some((entry) => !entry.undone) && (
          <Button onClick={() => void undo()}>{p.undo}</Button>
        )}
        <ErrorList messages={errors} />
      </section>
    </Screen>
  );
}
