import { useEffect, type ReactNode } from 'react';
import { rememberOpenedSheet } from '../db/sheets';
import { useSheetWakeLock } from '../ui/wake-lock/useSheetWakeLock';
import { DeferredUpdatePrompt } from './DeferredUpdatePrompt';
import {
  calculator,
  dealDetail,
  dealEntry,
  historyView,
  players,
  player,
  group,
  night,
  nightPrint,
  nights,
  preloadScreensWhenIdle,
  print,
  rules,
  settings,
  settleUp,
  sheet,
  sheetChart,
  sheetList,
  season,
  standings,
  startSheet,
  useFirstScreenCode,
} from './lazy-screens';
import { goBack, navigate, useRoute } from './navigation';
import { useResumeSheetInProgress } from './cold-start/resume';
import { routeHref, type Route } from './routes';
import { ScreenLoadBoundary } from './ScreenLoadBoundary';
import { useAppLocale } from './useAppLocale';
import { useNightPublishers } from './night-publishers';
import { I18nProvider } from '../ui/i18n/I18nProvider';
import { dropKeptListOnChange } from '../ui/common/cold-start/next-start';

export function App() {
  const route = useRoute();
  const resumeDecided = useResumeSheetInProgress();
  const firstScreenCode = useFirstScreenCode();
  const i18n = useAppLocale();
  const ready = resumeDecided && firstScreenCode;
  const shown = ready && i18n !== null;
  // Only after the first screen: before it, the other screens' downloads would compete with
  // the words and the code it waits for (the service worker serves one after the other).
  useEffect(() => (shown ? preloadScreensWhenIdle() : undefined), [shown]);
  useNightPublishers(shown);
  useEffect(dropKeptListOnChange, []);
  useEffect(() => {
    // The sheet (where a resumed evening opens) and entering its next deal, the main action, are
    // not in the first download but fetched at once, while the database opens, so both are here
    // before the sheet's data is.
    sheet.preload().catch(() => {});
    dealEntry.preload().catch(() => {});
  }, []);
  if (!i18n) return null;
  return (
    <I18nProvider value={i18n}>
      {/* The root's boundary, for anything outside a route (the update prompt). */}
      <ScreenLoadBoundary>
        {ready && (
          // Every route has a boundary: a screen that throws offers the list, never a blank app.
          // Keyed by the route, so going anywhere else tries again.
          <ScreenLoadBoundary key={routeHref(route)}>
            <RouteScreen route={route} />
          </ScreenLoadBoundary>
        )}
        {/* After the first screen: nothing of it is needed to show it. */}
        {ready && <DeferredUpdatePrompt />}
      </ScreenLoadBoundary>
    </I18nProvider>
  );
}

const SHEETS = routeHref({ name: 'sheets' });
const CALCULATOR = routeHref({ name: 'calculator' });
const RULES = routeHref({ name: 'rules', section: null });

function RouteScreen({ route }: { readonly route: Route }) {
  switch (route.name) {
    case 'sheets':
      return (
        <ScreenLoadBoundary key={route.name}>
          <sheetList.Screen
            newSheetHref={routeHref({ name: 'new' })}
            settingsHref={routeHref({ name: 'settings' })}
            calculatorHref={CALCULATOR}
            rulesHref={RULES}
            playersHref={routeHref({ name: 'players' })}
            sheetHref={(sheetId) => routeHref({ name: 'sheet', sheetId })}
          />
        </ScreenLoadBoundary>
      );
    case 'settings':
      return (
        <ScreenLoadBoundary key={route.name}>
          <settings.Screen
            onBack={() => goBack({ name: 'sheets' })}
            onOpenSheet={(sheetId) => navigate({ name: 'sheet', sheetId })}
            calculatorHref={CALCULATOR}
            rulesHref={RULES}
            nightsHref={routeHref({ name: 'nights' })}
          />
        </ScreenLoadBoundary>
      );
    case 'players':
      return (
        <ScreenLoadBoundary key={route.name}>
          <players.Screen
            backHref={SHEETS}
            groupHref={routeHref({ name: 'group' })}
            playerHref={(playerId) => routeHref({ name: 'player', playerId })}
          />
        </ScreenLoadBoundary>
      );
    case 'player':
      return (
        <ScreenLoadBoundary key={route.name}>
          <player.Screen
            key={route.playerId}
            playerId={route.playerId}
            backHref={routeHref({ name: 'players' })}
            sheetHref={(sheetId) => routeHref({ name: 'sheet', sheetId })}
            onMerged={(playerId) => navigate({ name: 'player', playerId }, { replace: true })}
          />
        </ScreenLoadBoundary>
      );
    case 'group':
      return (
        <ScreenLoadBoundary key={route.name}>
          <group.Screen
            backHref={routeHref({ name: 'players' })}
            sheetHref={(sheetId) => routeHref({ name: 'sheet', sheetId })}
          />
        </ScreenLoadBoundary>
      );
    case 'nights':
      return (
        <ScreenLoadBoundary key={route.name}>
          <nights.Screen
            backHref={routeHref({ name: 'settings' })}
            seasonHref={routeHref({ name: 'season' })}
            nightHref={(nightKey) => routeHref({ name: 'night', nightKey })}
            onCreated={(nightKey) => navigate({ name: 'night', nightKey })}
          />
        </ScreenLoadBoundary>
      );
    case 'night':
      return (
        <ScreenLoadBoundary key={route.name}>
          <night.Screen
            key={route.nightKey}
            nightKey={route.nightKey}
            backHref={routeHref({ name: 'nights' })}
            printHref={routeHref({ name: 'night-print', nightKey: route.nightKey })}
            seasonHref={routeHref({ name: 'season' })}
            standingsHash={(publicDb, nightKey) =>
              routeHref({ name: 'standings', publicDb, nightKey })
            }
          />
        </ScreenLoadBoundary>
      );
    case 'night-print':
      return (
        <ScreenLoadBoundary key={route.name}>
          <nightPrint.Screen
            key={route.nightKey}
            nightKey={route.nightKey}
            onBack={() => navigate({ name: 'night', nightKey: route.nightKey })}
          />
        </ScreenLoadBoundary>
      );
    case 'season':
      return (
        <ScreenLoadBoundary key={route.name}>
          <season.Screen onBack={() => navigate({ name: 'nights' })} />
        </ScreenLoadBoundary>
      );
    case 'standings':
      return (
        <ScreenLoadBoundary key={route.name}>
          <standings.Screen
            key={routeHref(route)}
            publicDb={route.publicDb}
            nightKey={route.nightKey}
          />
        </ScreenLoadBoundary>
      );
    case 'calculator':
      return (
        <ScreenLoadBoundary key={route.name}>
          <calculator.Screen
            backHref={route.handOff?.back ?? SHEETS}
            handOff={route.handOff?.deal}
          />
        </ScreenLoadBoundary>
      );
    case 'rules':
      return (
        <ScreenLoadBoundary key={route.name}>
          <rules.Screen section={route.section} backHref={SHEETS} />
        </ScreenLoadBoundary>
      );
    case 'new':
      return (
        <ScreenLoadBoundary key={route.name}>
          <startSheet.Screen
            backHref={SHEETS}
            onStarted={(sheetId) => navigate({ name: 'sheet', sheetId }, { replace: true })}
          />
        </ScreenLoadBoundary>
      );
    case 'sheet':
      return (
        <AtTheTable sheetId={route.sheetId}>
          <sheet.Screen
            sheetId={route.sheetId}
            links={{
              sheets: SHEETS,
              newDeal: routeHref({ name: 'new-deal', sheetId: route.sheetId }),
              startDeal: (start) => routeHref({ name: 'new-deal', sheetId: route.sheetId, start }),
              editFromSheet: (dealId) =>
                routeHref({ name: 'edit-deal', sheetId: route.sheetId, dealId, fromSheet: true }),
              deal: (dealId) => routeHref({ name: 'deal', sheetId: route.sheetId, dealId }),
              print: routeHref({ name: 'print', sheetId: route.sheetId }),
              history: routeHref({ name: 'history', sheetId: route.sheetId }),
              settle: routeHref({ name: 'settle', sheetId: route.sheetId }),
              chart: routeHref({ name: 'chart', sheetId: route.sheetId }),
              here: routeHref(route),
              player: (playerId) => routeHref({ name: 'player', playerId }),
            }}
          />
        </AtTheTable>
      );
    case 'print':
      return (
        <ScreenLoadBoundary key={route.name}>
          <print.Screen
            sheetId={route.sheetId}
            onBack={() => goBack({ name: 'sheet', sheetId: route.sheetId })}
          />
        </ScreenLoadBoundary>
      );
    case 'history':
      return (
        <AtTheTable sheetId={route.sheetId}>
          <ScreenLoadBoundary key={route.name}>
            <historyView.Screen
              sheetId={route.sheetId}
              links={{
                sheets: SHEETS,
                sheet: routeHref({ name: 'sheet', sheetId: route.sheetId }),
              }}
            />
          </ScreenLoadBoundary>
        </AtTheTable>
      );
    case 'settle':
      return (
        <AtTheTable sheetId={route.sheetId}>
          <ScreenLoadBoundary key={route.name}>
            <settleUp.Screen
              sheetId={route.sheetId}
              links={{ sheet: routeHref({ name: 'sheet', sheetId: route.sheetId }) }}
            />
          </ScreenLoadBoundary>
        </AtTheTable>
      );
    case 'chart':
      return (
        <AtTheTable sheetId={route.sheetId}>
          <ScreenLoadBoundary key={route.name}>
            <sheetChart.Screen
              sheetId={route.sheetId}
              links={{
                sheets: SHEETS,
                sheet: routeHref({ name: 'sheet', sheetId: route.sheetId }),
              }}
            />
          </ScreenLoadBoundary>
        </AtTheTable>
      );
    case 'new-deal':
      return (
        <AtTheTable sheetId={route.sheetId}>
          <ScreenLoadBoundary key={route.name}>
            <dealEntry.Screen sheetId={route.sheetId} start={route.start} />
          </ScreenLoadBoundary>
        </AtTheTable>
      );
    case 'deal':
      return (
        <AtTheTable sheetId={route.sheetId}>
          <ScreenLoadBoundary key={route.name}>
            <dealDetail.Screen
              sheetId={route.sheetId}
              dealId={route.dealId}
              links={{
                sheets: SHEETS,
                sheet: routeHref({ name: 'sheet', sheetId: route.sheetId }),
                edit: routeHref({ ...route, name: 'edit-deal' }),
                here: routeHref(route),
              }}
              onDeleted={() => goBack({ name: 'sheet', sheetId: route.sheetId })}
            />
          </ScreenLoadBoundary>
        </AtTheTable>
      );
    case 'edit-deal':
      return (
        <AtTheTable sheetId={route.sheetId}>
          <ScreenLoadBoundary key={route.name}>
            <dealEntry.Screen
              sheetId={route.sheetId}
              dealId={route.dealId}
              fromSheet={route.fromSheet === true}
            />
          </ScreenLoadBoundary>
        </AtTheTable>
      );
  }
}

/**
 * Around every screen of an open sheet (the same element in each, so it stays mounted between
 * them): keeps the phone awake at the table and remembers the sheet, so opening the app again
 * returns to it.
 */
function AtTheTable({
  sheetId,
  children,
}: {
  readonly sheetId: string;
  readonly children: ReactNode;
}) {
  useSheetWakeLock();
  useEffect(() => {
    void rememberOpenedSheet(sheetId);
  }, [sheetId]);
  return children;
}
