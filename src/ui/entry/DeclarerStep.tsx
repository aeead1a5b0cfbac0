import { Tap } from './controls';
import { isRamsch } from './entry-state';
import { SEAT_ROLES, type EntryView } from './entry-view';
import { playerName } from './entry-words';
import { useT } from '../i18n/I18nProvider';

/** Who played: the three players of this deal (the dealer at a table of 4 sits out), or passed. */
export function DeclarerStep({ view }: { readonly view: EntryView }) {
  const t = useT();
  const s = t.entry;
  const { state, send, playerNames, seats } = view;
  // Where a passed deal is a Ramsch, "passed" leads to the Ramsch entry; in a Ramsch round it is
  // the Ramsch itself.
  const ramschLabel = view.context.rounds.ramschRound
    ? t.ramschEntry.ramsch
    : t.ramschEntry.passedRamsch;
  return (
    <div className="flex flex-col gap-2">
      {SEAT_ROLES.map((role) => {
        const seat = seats[role];
        const name = playerName(s, playerNames, seat);
        return (
          <Tap
            key={role}
            name={s.declarerName(name, s.seats[role])}
            className="min-h-16 text-xl"
            pressed={!state.passed && !isRamsch(state) && state.draft.declarer === seat}
            onTap={() => send({ type: 'declarer', seat })}
          >
            <bdi>{name}</bdi>
            <span className="text-sm font-normal">{s.seats[role]}</span>
          </Tap>
        );
      })}
      {view.passedIsRamsch ? (
        <Tap className="mt-2" pressed={isRamsch(state)} onTap={() => send({ type: 'ramsch' })}>
          {ramschLabel}
        </Tap>
      ) : (
        <Tap className="mt-2" pressed={state.passed} onTap={() => send({ type: 'passed' })}>
          {s.passed}
        </Tap>
      )}
    </div>
  );
}
