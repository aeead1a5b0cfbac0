import { useEffect, type ReactNode } from 'react';
import { setSetting } from '../db/settings';
import { PrintView } from '../ui/print/PrintView';
import { UpdatePrompt } from '../ui/pwa/UpdatePrompt';
import { SettingsScreen } from '../ui/settings/SettingsScreen';
import { DealDetailScreen } from '../ui/sheet/DealDetailScreen';
import { SheetScreen } from '../ui/sheet/SheetScreen';
import { SheetListScreen } from '../ui/sheets/SheetListScreen';
import { StartSheetScreen } from '../ui/start/StartSheetScreen';
import { useSheetWakeLock } from '../ui/wake-lock/useSheetWakeLock';
import { DealEntryRoute } from './DealEntryRoute';
import { goBack, navigate, useRoute } from './navigation';
import { useResumeSheetInProgress } from './resume';
import { routeHref, type Route } from './routes';

export function App() {
  const route = useRoute();
  const ready = useResumeSheetInProgress();
  return (
    <>
      {ready && <RouteScreen route={route} />}
      <UpdatePrompt />
    </>
  );
}

const SHEETS = routeHref({ name: 'sheets' });

function RouteScreen({ route }: { readonly route: Route }) {
  switch (route.name) {
    case 'sheets':
      return (
        <SheetListScreen
          newSheetHref={routeHref({ name: 'new' })}
          settingsHref={routeHref({ name: 'settings' })}
          sheetHref={(sheetId) => routeHref({ name: 'sheet', sheetId })}
        />
      );
    case 'settings':
      return (
        <SettingsScreen
          onBack={() => goBack({ name: 'sheets' })}
          onOpenSheet={(sheetId) => navigate({ name: 'sheet', sheetId })}
        />
      );
    case 'new':
      return (
        <StartSheetScreen
          backHref={SHEETS}
          onStarted={(sheetId) => navigate({ name: 'sheet', sheetId }, { replace: true })}
        />
      );
    case 'sheet':
      return (
        <AtTheTable sheetId={route.sheetId}>
          <SheetScreen
            sheetId={route.sheetId}
            links={{
              sheets: SHEETS,
              newDeal: routeHref({ name: 'new-deal', sheetId: route.sheetId }),
              deal: (dealId) => routeHref({ name: 'deal', sheetId: route.sheetId, dealId }),
              print: routeHref({ name: 'print', sheetId: route.sheetId }),
            }}
          />
        </AtTheTable>
      );
    case 'print':
      return (
        <PrintView
          sheetId={route.sheetId}
          onBack={() => goBack({ name: 'sheet', sheetId: route.sheetId })}
        />
      );
    case 'new-deal':
      return (
        <AtTheTable sheetId={route.sheetId}>
          <DealEntryRoute sheetId={route.sheetId} />
        </AtTheTable>
      );
    case 'deal':
      return (
        <AtTheTable sheetId={route.sheetId}>
          <DealDetailScreen
            sheetId={route.sheetId}
            dealId={route.dealId}
            links={{
              sheets: SHEETS,
              sheet: routeHref({ name: 'sheet', sheetId: route.sheetId }),
              edit: routeHref({ ...route, name: 'edit-deal' }),
            }}
            onDeleted={() => goBack({ name: 'sheet', sheetId: route.sheetId })}
          />
        </AtTheTable>
      );
    case 'edit-deal':
      return (
        <AtTheTable sheetId={route.sheetId}>
          <DealEntryRoute sheetId={route.sheetId} dealId={route.dealId} />
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
    void setSetting('lastOpenedSheetId', sheetId);
  }, [sheetId]);
  return children;
}
