import { useState } from 'react';
import type { SheetRecord } from '../../db/records';
import { seatPlayerIds } from '../../domain/roster';
import type { SheetScore } from '../../domain/sheet-types';
import { formatTotal } from '../i18n/format';
import { useI18n } from '../i18n/I18nProvider';
import { TotalExplanation } from './TotalExplanation';
import { BODY_ROW, numberColumns } from '../common/ColumnHeads';
import { StandingsHead } from './StandingsHead';

interface StandingsTableProps {
  readonly sheet: SheetRecord;
  readonly score: SheetScore;
  /** Each name links to its player's page when given. */
  readonly playerHref?: (playerId: string) => string;
}

/**
 * Players best first, ranked by the sheet's list: Seeger-Fabian points (then more games won,
 * fewer lost) or the plain list total. Once every planned deal is in, these are the final standings.
 */
export function StandingsTable({ sheet, score, playerHref }: StandingsTableProps) {
  const { locale, t } = useI18n();
  const s = t.sheet;
  // A Seeger-Fabian list shows its points beside the plain list's; the bold one is what counts.
  const seegerFabian = sheet.setup.rules.list === 'seeger-fabian';
  const counted = (seat: number) => score.counted[seat] ?? 0;
  const playerIds = seatPlayerIds(sheet.playerNames, sheet.playerIds);
  const title = score.complete ? s.finalStandings : s.standings;
  const cell = 'px-2 py-2 text-right tabular-nums';
  // The seat whose total is being explained ("how do I have 312?"), or none.
  const [explained, setExplained] = useState<number | null>(null);
  const explainLabel = (seat: number, total: number) =>
    t.dispute.explainTotal(sheet.playerNames[seat] ?? '', formatTotal(total, locale));
  return (
    <section aria-label={title} className="flex flex-col gap-1">
      <h2 className="text-lg font-bold">{title}</h2>
      <table className="w-full border-collapse text-base">
        <StandingsHead
          counts={[
            seegerFabian && { label: s.seegerFabianShort, title: s.seegerFabian, end: true },
            ...numberColumns(s.listPoints, s.wonLost),
          ]}
        />
        <tbody>
          {score.standings.map((standing) => (
            <tr key={standing.seat} className={BODY_ROW}>
              <td className="px-2 py-2 tabular-nums">{standing.rank}</td>
              <th scope="row" className="max-w-0 truncate px-2 py-2 text-left font-semibold">
                <PlayerName
                  name={sheet.playerNames[standing.seat] ?? ''}
                  href={playerHref?.(playerIds[standing.seat] ?? '')}
                />
              </th>
              {seegerFabian && (
                <td className={`${cell} font-bold`}>
                  <TotalButton
                    label={explainLabel(standing.seat, counted(standing.seat))}
                    total={formatTotal(counted(standing.seat), locale)}
                    onOpen={() => setExplained(standing.seat)}
                  />
                </td>
              )}
              <td className={seegerFabian ? cell : `${cell} font-bold`}>
                {seegerFabian ? (
                  formatTotal(standing.list, locale)
                ) : (
                  <TotalButton
                    label={explainLabel(standing.seat, counted(standing.seat))}
                    total={formatTotal(counted(standing.seat), locale)}
                    onOpen={() => setExplained(standing.seat)}
                  />
                )}
              </td>
              <td className={cell}>{s.wonLostValue(standing.won, standing.lost)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {explained !== null && (
        <TotalExplanation
          sheet={sheet}
          score={score}
          seat={explained}
          onClose={() => setExplained(null)}
        />
      )}
    </section>
  );
}

/** A seat's name, a link to the player's page where there is one. */
function PlayerName({ name, href }: { readonly name: string; readonly href?: string }) {
  if (href === undefined) return <bdi>{name}</bdi>;
  return (
    <a href={href} className="underline decoration-stone-400 underline-offset-4">
      <bdi>{name}</bdi>
    </a>
  );
}

/**
 * A total (or a Bierlachs count) as a button that opens the sum it came from; `label` names it
 * with the player ("Anna’s total 312, explain").
 */
export function TotalButton(props: {
  readonly label: string;
  readonly total: string;
  readonly onOpen: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={props.label}
      aria-haspopup="dialog"
      onClick={props.onOpen}
      className="-my-2 min-h-12 min-w-12 rounded-lg px-1 text-right font-bold text-green-900 underline decoration-dotted underline-offset-4 focus-visible:outline-3 focus-visible:outline-green-600 dark:text-green-300"
    >
      {props.total}
    </button>
  );
}
