// The sheet screen as the sheet tests render it: test addresses that say what was asked for, not
// the app's real ones, so a test can check where a link goes.
import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import type { EntryStart } from '../../../src/ui/common/contracts/entry-start';
import { SheetScreen, type SheetLinks } from '../../../src/ui/sheet/SheetScreen';

export const startHref = (start: EntryStart) =>
  start.kind === 'passed' ? '#/start/passed' : `#/start/${start.seat}`;

export const SHEET_LINKS: SheetLinks = {
  sheets: '#/',
  newDeal: '#/new-deal',
  deal: (id) => `#/deal/${id}`,
  startDeal: startHref,
  editFromSheet: (id) => `#/edit/${id}`,
};

interface RenderOptions {
  readonly wrapper?: ComponentType<{ readonly children: ReactNode }>;
  /** Links added to (or replacing) the usual ones. */
  readonly links?: Partial<SheetLinks>;
}

export function renderSheet(sheetId: string, options: RenderOptions = {}) {
  const screen = <SheetScreen sheetId={sheetId} links={{ ...SHEET_LINKS, ...options.links }} />;
  // Without a wrapper the test set-up's own language provider applies.
  return options.wrapper ? render(screen, { wrapper: options.wrapper }) : render(screen);
}
