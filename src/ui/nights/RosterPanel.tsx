import { useId, useState } from 'react';
import { implicitPlayerId } from '../../domain/roster';
import type { NightPlan } from '../../domain/tournament/night';
import { presentPlayers } from '../../domain/tournament/night';
import {
  rosterChangeOpen,
  withRosterChange,
  type RosterChange,
  type SeriesTable,
} from '../../domain/tournament/night-roster';
import { Button } from '../common/Button';
import { ErrorList } from '../common/ErrorList';
import { useT } from '../i18n/I18nProvider';
import { INPUT, TextField } from './fields';
import { rosterProblemWords } from './roster-words';
import { playerOfName, type KnownPlayer } from './new-night-form';
import { CARD, HeadedSection } from '../common/HeadedSection';

interface RosterPanelProps {
  readonly plan: NightPlan;
  /** Every table seated so far, how far it is: no change while a series is played. */
  readonly tables: readonly SeriesTable[];
  readonly busy: boolean;
  /** The server's refusal of the last change, in words. */
  readonly refused: readonly string[];
  readonly onChange: (change: RosterChange) => void;
  /** The players this device knows: a typed name that is one of theirs is that player. */
  readonly known?: readonly KnownPlayer[];
}

/**
 * The director's players for the next series: a latecomer added, a player absent or back, one
 * replaced by another. Checked by the night's own rules before anything is sent, so a refused
 * change (a name twice, players who cannot be seated, a series being played) changes nothing.
 */
export function RosterPanel(props: RosterPanelProps) {
  const t = useT();
  const g = t.nights.roster;
  const replacedId = useId();
  const { plan } = props;
  const series = plan.series.length;
  const [latecomer, setLatecomer] = useState('');
  const [replaced, setReplaced] = useState('');
  const [replacement, setReplacement] = useState('');
  const [problems, setProblems] = useState<readonly string[]>([]);
  const nameOf = (id: string) => plan.players.find((p) => p.playerId === id)?.name ?? id;
  const present = presentPlayers(plan);
  const absent = plan.absent ?? [];

  const send = (change: RosterChange, done: () => void = () => undefined) => {
    const open = rosterChangeOpen(false, props.tables);
    const checked = open.ok ? withRosterChange(plan, change) : open;
    if (!checked.ok) {
      setProblems(checked.errors.map((problem) => rosterProblemWords(t, problem, nameOf)));
      return;
    }
    setProblems([]);
    done();
    props.onChange(change);
  };
  const newPlayer = (name: string) => playerOfName(name, props.known ?? [], implicitPlayerId);

  return (
    <HeadedSection heading={g.heading(series + 1)} className={CARD}>
      <p className="text-sm">{g.rule}</p>
      <p>{g.present(t.nights.night.playerCount(present.length), series + 1)}</p>
      <PlayerButtons
        ids={present}
        label={(id) => g.markAbsent(nameOf(id))}
        busy={props.busy}
        onClick={(playerId) => send({ kind: 'player-absent', series, playerId })}
      />
      {absent.length > 0 && <h3 className="font-semibold">{g.absentHeading}</h3>}
      <PlayerButtons
        ids={absent}
        label={(id) => g.markBack(nameOf(id))}
        busy={props.busy}
        onClick={(playerId) => send({ kind: 'player-back', series, playerId })}
      />
      <TextField label={g.latecomer} value={latecomer} onChange={setLatecomer} />
      <Button
        className="self-start"
        disabled={props.busy}
        onClick={() =>
          send({ kind: 'player-added', series, player: newPlayer(latecomer) }, () =>
            setLatecomer(''),
          )
        }
      >
        {g.add}
      </Button>
      <div className="flex flex-col gap-1">
        <label htmlFor={replacedId} className="font-semibold">
          {g.replaced}
        </label>
        <select
          id={replacedId}
          className={INPUT}
          value={replaced}
          onChange={(event) => setReplaced(event.target.value)}
        >
          <option value="" />
          {present.map((id) => (
            <option key={id} value={id}>
              {nameOf(id)}
            </option>
          ))}
        </select>
      </div>
      <TextField label={g.replacement} value={replacement} onChange={setReplacement} />
      <Button
        className="self-start"
        disabled={props.busy}
        onClick={() =>
          send(
            { kind: 'player-replaced', series, playerId: replaced, by: newPlayer(replacement) },
            () => setReplacement(''),
          )
        }
      >
        {g.replace}
      </Button>
      <ErrorList title={g.refused} messages={[...problems, ...props.refused]} />
    </HeadedSection>
  );
}

/** One button a player (absent, back). */
function PlayerButtons(props: {
  readonly ids: readonly string[];
  readonly label: (playerId: string) => string;
  readonly busy: boolean;
  readonly onClick: (playerId: string) => void;
}) {
  if (props.ids.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {props.ids.map((id) => (
        <li key={id}>
          <Button disabled={props.busy} onClick={() => props.onClick(id)}>
            {props.label(id)}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The night's history of its players: each change the night took, in order. */
export function RosterHistory(props: { readonly lines: readonly string[] }) {
  const g = useT().nights.roster;
  if (props.lines.length === 0) return null;
  return (
    <HeadedSection heading={g.historyHeading} className="flex flex-col gap-2">
      <ol className="list-decimal pl-5">
        {props.lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ol>
    </HeadedSection>
  );
}
