import { TrickMarks } from './TrickMarks';
import { MAX_SCHIEBERAMSCH_DOUBLINGS } from '../../../domain/ramsch-deal';
import { ChoiceRow, Tap } from '../controls';
import { Problems } from '../Problems';
import { declarableGames } from '../../../domain/declarable-games';
import { schieberamschAllowed } from '../../../domain/sheet-checks';
import { houseErrors, ramschErrors, ramschTable } from '../entry-deal';
import type { EntryView } from '../entry-view';
import { playerName } from '../entry-words';
import { RamschOutcome, outcomeHint } from './RamschOutcome';
import {
  EMPTY_RAMSCH,
  computedSeat,
  ramschTally,
  ramschTarget,
  shownPoints,
  pointsWithDigit,
  typedPoints,
  type RamschEntry,
  type RamschTable,
} from './ramsch-entry';
import { formatNumber } from '../../i18n/format';
import { houseSheetSentence, ramschErrorMessage } from '../../i18n/house-errors';
import { useI18n, useT } from '../../i18n/I18nProvider';

/** Phone-keypad layout, as the declarer's card points (PointsPad). */
const ROWS = [
  [7, 8, 9],
  [4, 5, 6],
  [1, 2, 3],
] as const;

const DOUBLINGS = Array.from({ length: MAX_SCHIEBERAMSCH_DOUBLINGS + 1 }, (_, d) => d);

interface RowProps {
  readonly view: EntryView;
  readonly seat: number;
  readonly entry: RamschEntry;
  readonly table: RamschTable;
  readonly target: number | null;
}

/** One player: his card points (tap to type them), no trick, every trick. */
function PlayerRow({ view, seat, entry, table, target }: RowProps) {
  const { t, locale } = useI18n();
  const r = t.ramschEntry;
  const name = playerName(t.entry, view.playerNames, seat);
  const points = shownPoints(entry, table, seat);
  const rest = computedSeat(entry, table) === seat;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto_auto] gap-1.5">
      <Tap
        name={r.playerPoints(name, points)}
        pressed={target === seat}
        className="flex-row justify-between gap-2 text-left"
        onTap={() => view.send({ type: 'ramsch-target', seat })}
      >
        <bdi className="truncate">{name}</bdi>
        <span className="flex flex-col items-end">
          <span className="text-xl tabular-nums">
            {points === null ? '–' : formatNumber(points, locale)}
          </span>
          {rest && points !== null ? <span className="text-xs font-normal">{r.rest}</span> : null}
        </span>
      </Tap>
      <TrickMarks view={view} entry={entry} table={table} seat={seat} name={name} />
    </div>
  );
}

function Doublings({ view, entry }: { readonly view: EntryView; readonly entry: RamschEntry }) {
  const r = useT().ramschEntry;
  return (
    <ChoiceRow label={r.doublings} columns={DOUBLINGS.length}>
      {DOUBLINGS.map((doublings) => (
        <Tap
          key={doublings}
          name={r.doublingsName(doublings)}
          pressed={entry.doublings === doublings}
          className="text-sm"
          onTap={() => view.send({ type: 'ramsch-doublings', doublings })}
        >
          {r.doublingsChoice(doublings)}
        </Tap>
      ))}
    </ChoiceRow>
  );
}

/** The number keys type into the chosen player's points; 121 and above cannot be typed. */
function Keys({ view, entry, target }: Omit<RowProps, 'seat' | 'table'>) {
  const { t, locale } = useI18n();
  const { send, saving, onSave } = view;
  const digit = (d: number) => (
    <Tap
      key={d}
      className="text-xl"
      disabled={target === null || pointsWithDigit(entry, target, d) === null}
      onTap={() => target !== null && send({ type: 'ramsch-digit', seat: target, digit: d })}
    >
      {formatNumber(d, locale)}
    </Tap>
  );
  return (
    <div className="grid grid-cols-4 gap-1.5">
      {ROWS[0].map(digit)}
      <Tap
        name={t.entry.erase}
        disabled={target === null || typedPoints(entry, target) === undefined}
        onTap={() => target !== null && send({ type: 'ramsch-erase', seat: target })}
      >
        ⌫
      </Tap>
      {ROWS[1].map(digit)}
      {digit(0)}
      {ROWS[2].map(digit)}
      <Tap tone="primary" disabled={saving || !view.saveable} onTap={onSave}>
        {t.ramschEntry.save}
      </Tap>
    </div>
  );
}

/**
 * A Ramsch (house-rules.md § Ramsch, "What the scorekeeper enters"): two players' card points on
 * the keys (the third has the rest of 120), no trick and every trick per player, and the
 * Schieberamsch doublings where the sheet plays them. In a Ramsch round, a grand hand instead.
 */
export function RamschStep({ view }: { readonly view: EntryView }) {
  const t = useT();
  const r = t.ramschEntry;
  const { state, context } = view;
  const entry = state.ramsch ?? EMPTY_RAMSCH;
  const table = ramschTable(context);
  const target = ramschTarget(entry, table);
  const errors = ramschErrors(state, context);
  const message = (error: (typeof errors)[number]) =>
    ramschErrorMessage(t, error, view.playerNames);
  const doublingErrors = [
    ...errors.filter((e) => e.field === 'doublings').map(message),
    ...houseErrors(state, context)
      .filter((e) => e.code === 'schieberamsch-not-played')
      .map((e) => houseSheetSentence(t, e)),
  ];
  const showDoublings =
    schieberamschAllowed(context.setup.rules, context.rounds.ramschRound) || entry.doublings > 0;
  const byOutcome = ramschTally(entry, table) === 'outcome';
  // What every player's row reads: the entry so far, the table, and who gets the rest of 120.
  const rows = { view, entry, table, target };
  const hint = byOutcome ? outcomeHintText(r, entry, table) : pointsHint(r, entry, table, target);
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-1.5">
      {byOutcome ? (
        <RamschOutcome view={view} entry={entry} table={table} />
      ) : (
        <div role="group" aria-label={r.pointsGroup} className="flex flex-col gap-1.5">
          {table.active.map((seat) => (
            <PlayerRow key={seat} seat={seat} {...rows} />
          ))}
        </div>
      )}
      <Problems messages={errors.filter((e) => e.field !== 'doublings').map(message)} />
      {showDoublings ? <Doublings view={view} entry={entry} /> : null}
      <Problems messages={doublingErrors} />
      {hint === null ? null : <p className="text-sm text-stone-600 dark:text-stone-300">{hint}</p>}
      {byOutcome ? (
        <Tap tone="primary" disabled={view.saving || !view.saveable} onTap={view.onSave}>
          {r.save}
        </Tap>
      ) : (
        <Keys view={view} entry={entry} target={target} />
      )}
      {table.flat === true ? (
        <Tap
          tone="quiet"
          className="text-sm"
          onTap={() => view.send({ type: 'ramsch-tally', tally: byOutcome ? 'points' : 'outcome' })}
        >
          {byOutcome ? r.byPoints : r.byOutcome}
        </Tap>
      ) : null}
      {declarableGames(context.rounds.ramschRound) === 'grand-hand' ? (
        <Tap onTap={() => view.send({ type: 'grand-hand' })}>{r.grandHand}</Tap>
      ) : null}
    </div>
  );
}

type RamschWords = ReturnType<typeof useT>['ramschEntry'];

function outcomeHintText(r: RamschWords, entry: RamschEntry, table: RamschTable): string | null {
  const open = outcomeHint(entry, table);
  return open === null ? null : r[open];
}

function pointsHint(r: RamschWords, entry: RamschEntry, table: RamschTable, target: number | null) {
  if (typedCount(entry, table) < 2) return r.typeTwo;
  return target === null ? r.choosePlayer : null;
}

function typedCount(entry: RamschEntry, table: RamschTable): number {
  return table.active.filter((seat) => typedPoints(entry, seat) !== undefined).length;
}
