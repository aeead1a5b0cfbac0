import type { SheetRecord } from '../../db/records';
import { OPPONENTS_BONUS, SEEGER_FABIAN_BONUS } from '../../domain/score-deal';
import type { SheetScore } from '../../domain/sheet-types';
import { explainTotal, type TotalLine } from '../../domain/total-explained';
import type { Dictionary } from '../i18n/dictionary';
import { formatSigned, formatTotal } from '../i18n/format';
import { seatName } from '../i18n/house-errors';
import type { Locale } from '../i18n/locale';
import { useI18n } from '../i18n/I18nProvider';
import { DealSummands, SUM_ROW, SumDialog } from './SumDialog';

interface TotalExplanationProps {
  readonly sheet: SheetRecord;
  readonly score: SheetScore;
  readonly seat: number;
  readonly onClose: () => void;
}

/** One deal's parts for the player: "+48 · game won +50", "Carl lost +30". */
function partsOf(
  t: Dictionary,
  locale: Locale,
  line: TotalLine,
  seegerFabian: boolean,
  declarer: string,
): string {
  const d = t.dispute;
  const signed = (value: number) => formatSigned(value, locale);
  const parts = line.entry !== 0 || !seegerFabian ? [signed(line.entry)] : [];
  if (seegerFabian && line.won) parts.push(`${d.gameWon} ${signed(SEEGER_FABIAN_BONUS)}`);
  if (seegerFabian && line.lost) parts.push(`${d.gameLost} ${signed(-SEEGER_FABIAN_BONUS)}`);
  if (seegerFabian && line.othersLost > 0) {
    parts.push(`${d.otherLost(declarer)} ${signed(line.othersLost)}`);
  }
  return parts.join(' · ');
}

/**
 * "How do I have 312?": the player's total as the sum of each deal's entry in his column (Bock
 * and Kontra in it) and, on a Seeger-Fabian list, the ±50 per game and the 40 / 30 per game the
 * others lost; the sum is the total the sheet shows (skat-scoring.md, Lists).
 */
export function TotalExplanation({ sheet, score, seat, onClose }: TotalExplanationProps) {
  const { t, locale } = useI18n();
  const d = t.dispute;
  const list = sheet.setup.rules.list;
  const sf = list === 'seeger-fabian';
  const explained = explainTotal(score.rows, seat, list);
  const names = sheet.playerNames;
  const name = seatName(t, names, seat);
  const signed = (value: number) => formatSigned(value, locale);
  const declarerOf = (line: TotalLine) => {
    const entry = score.rows[line.row]?.entry;
    return entry?.kind === 'declarer' ? seatName(t, names, entry.score.deal.declarer) : '';
  };
  return (
    <SumDialog title={d.totalTitle(name, formatTotal(explained.total, locale))} onClose={onClose}>
      <DealSummands
        label={d.totalDeals}
        empty={d.noDeals}
        rows={score.rows}
        lines={explained.lines}
        amount={(line) => partsOf(t, locale, line, sf, declarerOf(line))}
      />
      <dl aria-label={d.totalSum} className="flex flex-col">
        <div className={SUM_ROW}>
          <dt>{d.entriesPart(explained.lines.filter((l) => l.entry !== 0).length)}</dt>
          <dd className="tabular-nums">{signed(explained.entries)}</dd>
        </div>
        {sf && (
          <>
            <div className={SUM_ROW}>
              <dt>{d.wonPart(explained.gamesWon, signed(SEEGER_FABIAN_BONUS))}</dt>
              <dd className="tabular-nums">{signed(explained.wonPoints)}</dd>
            </div>
            <div className={SUM_ROW}>
              <dt>{d.lostPart(explained.gamesLost, signed(-SEEGER_FABIAN_BONUS))}</dt>
              <dd className="tabular-nums">{signed(explained.lostPoints)}</dd>
            </div>
            <div className={SUM_ROW}>
              <dt>
                {d.othersLostPart(
                  explained.othersLostGames,
                  signed(OPPONENTS_BONUS[sheet.setup.players]),
                )}
              </dt>
              <dd className="tabular-nums">{signed(explained.othersLostPoints)}</dd>
            </div>
          </>
        )}
        <div className="flex justify-between gap-3 py-1 text-lg font-bold">
          <dt>{d.totalIs}</dt>
          <dd className="tabular-nums">{formatTotal(explained.total, locale)}</dd>
        </div>
      </dl>
    </SumDialog>
  );
}
