import { buttonClasses } from '../common/Button';
import { IconButton } from '../common/IconAction';
import { useT } from '../i18n/I18nProvider';
import type { ListedSheet } from './listed-sheet';

interface SheetListItemProps {
  readonly sheet: ListedSheet;
  readonly href: string;
  /** The time it was started, shown when another listed sheet has the same name. */
  readonly time?: string;
  /** Changes of this shared sheet not yet on the club server (0: none, or not shared). */
  readonly waiting?: number;
  readonly onRename: () => void;
  readonly onDelete: () => void;
}

/** One sheet: a big link to open it, and rename / delete beside it. */
export function SheetListItem({
  sheet,
  href,
  time,
  waiting = 0,
  onRename,
  onDelete,
}: SheetListItemProps) {
  const s = useT().sheets;
  const label = time === undefined ? sheet.name : s.nameAt(sheet.name, time);
  const { dealCount, finished, plannedDeals: planned } = sheet;
  return (
    <li className="flex items-stretch gap-1 rounded-2xl border border-stone-200 bg-white dark:border-stone-800 dark:bg-stone-900">
      <a
        href={href}
        aria-label={s.open(label)}
        className="flex min-h-14 min-w-0 flex-1 flex-col justify-center rounded-2xl px-4 py-2 focus-visible:outline-3 focus-visible:outline-green-600"
      >
        <span className="truncate text-lg font-semibold">
          <bdi>{sheet.name}</bdi>
          {time !== undefined && (
            <span className="font-normal text-stone-600 dark:text-stone-400"> · {time}</span>
          )}
        </span>
        {/* Each name isolated: one in another script never reorders the others. */}
        <span className="truncate text-sm text-stone-600 dark:text-stone-400">
          {sheet.playerNames.map((name, seat) => (
            <span key={seat}>
              {seat > 0 && ', '}
              <bdi>{name}</bdi>
            </span>
          ))}
        </span>
        <span className="text-sm text-stone-600 dark:text-stone-400">
          {finished ? s.finishedDeals(planned) : s.progress(dealCount, planned)}
        </span>
        {waiting > 0 && (
          <span className="text-sm font-semibold text-amber-800 dark:text-amber-300">
            {s.waiting(waiting)}
          </span>
        )}
      </a>
      <IconButton
        icon="pencil"
        label={s.rename(label)}
        onClick={onRename}
        className={buttonClasses('quiet', 'self-center px-3')}
      />
      <IconButton
        icon="trash"
        label={s.delete(label)}
        onClick={onDelete}
        className={buttonClasses('quiet-danger', 'self-center px-3')}
      />
    </li>
  );
}
