import type { ReactNode } from 'react';
import { BackLink } from '../common/BackLink';
import { Button } from '../common/Button';
import { LinkButton } from '../common/LinkButton';
import { Screen } from '../common/Screen';
import { formatDate } from '../i18n/format-time';
import { useI18n } from '../i18n/I18nProvider';
import type { NightSummary } from './night-service';

export type NightsShown =
  | { readonly kind: 'loading' }
  | { readonly kind: 'no-login' }
  /** `reason`: the words of what went wrong. */
  | { readonly kind: 'failed'; readonly reason: string }
  | { readonly kind: 'list'; readonly nights: readonly NightSummary[] };

interface NightsListProps {
  readonly shown: NightsShown;
  /** A club admin (the director) may start a night. */
  readonly admin: boolean;
  readonly backHref: string;
  readonly seasonHref: string | null;
  readonly nightHref: (key: string) => string;
  readonly onNewNight: () => void;
  /** The new night's form, when open (below the list's actions). */
  readonly form?: ReactNode;
}

/** "YYYY-MM-DD" the language's way; the text itself when it is no day. */
export function shownDay(date: string, locale: 'en' | 'de'): string {
  const at = Date.parse(`${date}T12:00:00`);
  return (Number.isNaN(at) ? null : formatDate(at, locale)) ?? date;
}

/** The club's nights, newest first: each opens its screen; a director starts a new one. */
export function NightsList(props: NightsListProps) {
  const { t, locale } = useI18n();
  const n = t.nights;
  const { shown } = props;
  const nights =
    shown.kind === 'list' ? [...shown.nights].sort((a, b) => b.date.localeCompare(a.date)) : [];
  return (
    <Screen title={n.heading} leading={<BackLink href={props.backHref} label={n.back} />}>
      <p>{n.intro}</p>
      {shown.kind === 'loading' && <p role="status">{n.loading}</p>}
      {shown.kind === 'no-login' && <p role="alert">{n.noLogin}</p>}
      {shown.kind === 'failed' && <p role="alert">{n.failed(shown.reason)}</p>}
      {/* A director may start a night even when the list could not be read. */}
      {(shown.kind === 'list' || shown.kind === 'failed') && (
        <div className="flex flex-wrap gap-2">
          {props.admin && !props.form && (
            <Button variant="primary" onClick={props.onNewNight}>
              {n.newNight}
            </Button>
          )}
          {props.seasonHref && <LinkButton href={props.seasonHref}>{n.season}</LinkButton>}
        </div>
      )}
      {props.form}
      {shown.kind === 'list' && (
        <section aria-label={n.listHeading} className="flex flex-col gap-2">
          <h2 className="text-lg font-bold">{n.listHeading}</h2>
          {nights.length === 0 ? (
            <p>{n.empty}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {nights.map((night) => (
                <li key={night.key}>
                  <a
                    href={props.nightHref(night.key)}
                    aria-label={n.nightLine(
                      night.name,
                      shownDay(night.date, locale),
                      night.closed ? n.closed : n.live,
                    )}
                    className="flex min-h-12 flex-col rounded-xl border border-stone-200 bg-white p-3 dark:border-stone-700 dark:bg-stone-900"
                  >
                    <span className="font-semibold underline">{night.name}</span>
                    <span className="text-sm text-stone-600 dark:text-stone-300">
                      {shownDay(night.date, locale)} ·{' '}
                      <span
                        className={
                          night.closed ? '' : 'font-semibold text-green-800 dark:text-green-300'
                        }
                      >
                        {night.closed ? n.closed : n.live}
                      </span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </Screen>
  );
}
