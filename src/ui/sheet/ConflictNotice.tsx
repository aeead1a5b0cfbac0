// Two phones changed one deal at once, neither knowing of the other's (domain/concurrency.ts):
// the sheet says so in words, each version with who entered it and when, and a button per version
// keeps it. Loaded only for a sheet with an open conflict (SheetScreen), never at start.
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState } from 'react';
import { keepInOrder, keepVersion, thisDeviceId } from '../../db/conflicts';
import type { DealRecord, SheetRecord } from '../../db/records';
import type { LogConflict } from '../../domain/seen';
import { scoreSheet } from '../../domain/sheet';
import type { SheetEvent } from '../../domain/sheet-log';
import type { ListDeal } from '../../domain/voided-deal';
import { Button } from '../common/Button';
import { ErrorList } from '../common/ErrorList';
import { gameLabel } from '../common/game-label';
import type { Dictionary } from '../i18n/dictionary';
import { storeErrorMessage } from '../i18n/errors';
import { formatSigned } from '../i18n/format';
import { formatWhen } from '../i18n/format-time';
import { useI18n } from '../i18n/I18nProvider';
import { deviceLabel } from './device-label';
import { useWhoMade } from './history/use-who-made';
import { rowListValue } from './row-value';

interface ConflictNoticeProps {
  readonly sheetId: string;
  readonly sheet: SheetRecord;
  readonly deals: readonly DealRecord[];
  readonly conflicts: readonly LogConflict[];
}

type Locale = ReturnType<typeof useI18n>['locale'];

/** What a version makes of its deal: "Carla: Grand with 2, won, 48", "voided". */
function versionWhat(
  t: Dictionary,
  locale: Locale,
  props: ConflictNoticeProps,
  index: number,
  event: SheetEvent,
): string {
  const c = t.conflicts;
  const { change } = event;
  if (change.kind === 'deal-voided') return c.voided;
  if (change.kind === 'deal-deleted') return c.deleted;
  if (change.kind === 'deal-restored') return c.restored;
  if (change.kind !== 'deal-added' && change.kind !== 'deal-replaced') return '';
  const { deal } = change;
  // The version scored at the deal's place, as the list would score it.
  const deals: ListDeal[] = props.deals.map((record) => record.deal);
  deals[index] = deal;
  const scored = scoreSheet(props.sheet.setup, deals);
  const row = scored.ok ? scored.value.rows[index] : undefined;
  const value = row ? rowListValue(row) : null;
  const game = gameLabel(deal, t);
  const declarer = 'declarer' in deal ? props.sheet.playerNames[deal.declarer] : undefined;
  const what =
    value === null || !row
      ? game
      : c.played(game, row.score?.won ?? value > 0, formatSigned(value, locale));
  return declarer === undefined ? what : `${declarer}: ${what}`;
}

export function ConflictNotice(props: ConflictNoticeProps) {
  const { sheetId, deals, conflicts } = props;
  const { locale, t } = useI18n();
  const c = t.conflicts;
  const thisDevice = useLiveQuery(() => thisDeviceId(), []);
  // Who entered each version: the phone, and on a shared sheet the club member who sent it.
  const versionEvents = useMemo(
    () => conflicts.flatMap((conflict) => conflict.versions),
    [conflicts],
  );
  const whoMade = useWhoMade(sheetId, versionEvents);
  const [errors, setErrors] = useState<readonly string[]>([]);
  const now = Date.now();

  async function keep(eventId: string) {
    const done = await keepVersion(sheetId, eventId);
    setErrors(done.ok ? [] : done.errors.map((error) => storeErrorMessage(t, error)));
  }

  /** Every version as a deal of its own, `first` first, the others in the order shown. */
  async function keepAll(conflict: LogConflict, first: string) {
    const others = conflict.versions.flatMap((version) =>
      version.id === first ? [] : [version.id],
    );
    const done = await keepInOrder(sheetId, [first, ...others]);
    setErrors(done.ok ? [] : done.errors.map((error) => storeErrorMessage(t, error)));
  }

  return (
    <section
      aria-label={c.title}
      className="flex flex-col gap-3 rounded border-2 border-amber-500 bg-amber-50 p-3 dark:bg-amber-950"
    >
      {conflicts.map((conflict) => {
        const index = deals.findIndex((deal) => deal.id === conflict.dealId);
        const versions = conflict.versions.map((event) => ({
          event,
          text: c.version(
            versionWhat(t, locale, props, index, event),
            whoMade?.(event) ?? deviceLabel(t, event.device, thisDevice),
            formatWhen(event.at, locale, now),
          ),
        }));
        const joined = versions.map((version) => version.text).join(' · ');
        const number = index + 1;
        return (
          <div key={conflict.versions[0]?.id} className="flex flex-col gap-2">
            <p className="font-semibold">
              {conflict.kind === 'added' ? c.added(number, joined) : c.corrected(number, joined)}
            </p>
            <div className="flex flex-wrap gap-2">
              {versions.map(({ event, text }) => (
                <Button
                  key={event.id}
                  aria-label={c.keepNamed(text)}
                  onClick={() => void keep(event.id)}
                >
                  {c.keep}
                </Button>
              ))}
              {conflict.kind === 'added' &&
                versions.map(({ event, text }) => (
                  <Button
                    key={`all-${event.id}`}
                    aria-label={c.keepAllFirstNamed(versions.length, text)}
                    onClick={() => void keepAll(conflict, event.id)}
                  >
                    {c.keepAllFirst(versions.length)}
                  </Button>
                ))}
            </div>
          </div>
        );
      })}
      <p className="text-sm">{c.provisional}</p>
      <ErrorList messages={errors} />
    </section>
  );
}
