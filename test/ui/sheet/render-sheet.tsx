// The sheet screen as the sheet tests render it: test addresses that say what was asked for, not
// the app's real ones, so a test can check where a link goes.
import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import type { EntryStart } from '../../../src/ui/common/contracts/entry-start';
import { vi } from 'vitest';
import { DealDetailScreen } from '../../../src/ui/sheet/DealDetailScreen';
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

export const DEAL_LINKS = { sheets: '#/', sheet: '#/sheet', edit: '#/edit' };

interface DetailOptions {
  readonly wrapper?: ComponentType<{ readonly children: ReactNode }>;
}

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

/** The deal's details screen with test addresses; `onDeleted` is a spy the test may read. */
export function renderDealDetail(sheetId: string, dealId: string, options: DetailOptions = {}) {
  const onDeleted = vi.fn();
  const screen = (
    <DealDetailScreen sheetId={sheetId} dealId={dealId} links={DEAL_LINKS} onDeleted={onDeleted} />
  );
  const rendered = options.wrapper ? render(screen, { wrapper: options.wrapper }) : render(screen);
  return { ...rendered, onDeleted };
}
