// A club night's table, its series complete (issue 33): each player confirms the list on the
// table's phone, by tapping their name and typing the PIN the director gave them. Shows who
// confirmed, who is waited for, and whose confirmation a later change withdrew (and which change).
// A refusal (wrong PIN, not at the table, tries spent) is said in words; the PIN typed stays.
// Loaded only for a night's table sheet that is complete (SheetScreen), never at start.
import { useId, useMemo, useState, type FormEvent } from 'react';
import type { Result } from '../../domain/result';
import { historyOf } from '../../domain/sheet-history';
import type { SheetEvent } from '../../domain/sheet-log';
import {
  listDigest,
  tableConfirmations,
  type PlayerConfirmation,
} from '../../domain/tournament/list-confirmation';
import { countedList } from '../../domain/tournament/night-tracker';
import type { ClubProblem } from '../../sync/club/club-sheets';
import { Button } from '../common/Button';
import { TextField } from '../common/TextField';
import type { Dictionary } from '../i18n/dictionary';
import { useT } from '../i18n/I18nProvider';
import { entryTitle } from './history/entry-title';
import { useTableConfirm } from './use-table-confirm';

const PIN = /^[0-9]{4}$/;

interface ListConfirmProps {
  readonly sheetId: string;
  readonly playerNames: readonly string[];
  readonly playerIds: readonly string[];
  readonly events: readonly SheetEvent[];
}

function problemWords(t: Dictionary, problem: ClubProblem): string {
  return problem === 'offline' ? t.club.clubOffline : t.club.refusal[problem];
}

/** The first change of the list after `at` in words ("Deal 7 changed"); null when none shows. */
function changeAfter(t: Dictionary, events: readonly SheetEvent[], at: number): string | null {
  const step = historyOf(events).steps.find((entry) => entry.event.at > at);
  return step ? entryTitle(t, { ...step, before: null, after: null }) : null;
}

export function ListConfirm(props: ListConfirmProps) {
  const t = useT();
  const w = t.listConfirm;
  const headingId = useId();
  const list = useMemo(() => listDigest(countedList(props.events).deals), [props.events]);
  const { shown, confirm } = useTableConfirm(props.sheetId, list);
  const [choosing, setChoosing] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  if (shown.status === 'none' || shown.status === 'loading') return null;
  const names = new Map(props.playerIds.map((id, seat) => [id, props.playerNames[seat] ?? id]));
  const nameOf = (playerId: string) => names.get(playerId) ?? playerId;
  const place = { series: 0, table: 0, sheetId: props.sheetId, players: props.playerIds };
  const confirmations = shown.status === 'ready' ? shown.read.confirmations : [];
  const table = tableConfirmations(place, list, confirmations);
  const inState = (state: PlayerConfirmation['state']) =>
    table.players.filter((player) => player.state === state);
  const joined = (players: readonly PlayerConfirmation[]) =>
    players.map((player) => nameOf(player.playerId)).join(', ');
  const open = table.players.filter((player) => player.state !== 'confirmed');
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded border-2 border-green-800 p-3 dark:border-green-600"
    >
      <h2 id={headingId} className="text-lg font-bold">
        {w.atTable}
      </h2>
      <p>{table.confirmed ? w.allConfirmed : w.atTableHelp}</p>
      {!table.confirmed && inState('confirmed').length > 0 && (
        <p>{w.confirmedBy(joined(inState('confirmed')))}</p>
      )}
      {inState('waiting').length > 0 && <p>{w.waitingFor(joined(inState('waiting')))}</p>}
      {inState('withdrawn').map((player) => {
        const change = changeAfter(t, props.events, player.at ?? 0);
        const name = nameOf(player.playerId);
        return (
          <p key={player.playerId}>{change ? w.withdrawnBy(name, change) : w.withdrawn(name)}</p>
        );
      })}
      {shown.status === 'failed' && (
        <p role="alert">{w.cannotRead(problemWords(t, shown.problem))}</p>
      )}
      <p role="status">{notice}</p>
      {choosing === null ? (
        <div className="flex flex-wrap gap-2">
          {open.map((player) => (
            <Button
              key={player.playerId}
              onClick={() => {
                setNotice(null);
                setChoosing(player.playerId);
              }}
            >
              {nameOf(player.playerId)}
            </Button>
          ))}
        </div>
      ) : (
        <PinForm
          name={nameOf(choosing)}
          onConfirm={(pin) => confirm(choosing, pin)}
          onDone={() => {
            setNotice(w.confirmedNow(nameOf(choosing)));
            setChoosing(null);
          }}
          onCancel={() => setChoosing(null)}
        />
      )}
    </section>
  );
}

function PinForm(props: {
  readonly name: string;
  readonly onConfirm: (pin: string) => Promise<Result<unknown, ClubProblem>>;
  readonly onDone: () => void;
  readonly onCancel: () => void;
}) {
  const t = useT();
  const w = t.listConfirm;
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = pin.trim();
    if (!PIN.test(typed)) return setProblem(w.pinFormat);
    setBusy(true);
    const done = await props.onConfirm(typed);
    setBusy(false);
    if (done.ok) return props.onDone();
    setProblem(w.notConfirmed(problemWords(t, done.errors[0] ?? 'offline')));
  };
  return (
    <form className="flex flex-col gap-2" onSubmit={(event) => void submit(event)}>
      <h3 className="font-semibold">{w.whoConfirms(props.name)}</h3>
      <TextField label={w.pin} value={pin} onChange={setPin} inputMode="numeric" verbatim />
      {problem && <p role="alert">{problem}</p>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" disabled={busy}>
          {w.confirm}
        </Button>
        <Button onClick={props.onCancel}>{t.common.cancel}</Button>
      </div>
    </form>
  );
}
