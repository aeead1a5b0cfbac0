// @vitest-environment jsdom
// Three evenings of one day all named by that day (issue 31, "What got in the way"): where two
// listed sheets share a name, each shows the time it was started, in its text and its links' names.
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { db } from '../../../src/db/database';
import { SheetListScreen } from '../../../src/ui/sheet-list/SheetListScreen';
import { English, German } from '../../support/i18n';
import { emptyDatabase } from '../../support/fresh-db';
import { PASSED, sheetWith, THREE } from '../../support/sheet-fixtures';

beforeEach(emptyDatabase);

/** A sheet of `name` started at the local time given, with one deal. */
async function startedAt(name: string, hour: number, minute: number) {
  const sheet = await sheetWith(['Anna', 'Ben', 'Carl'], THREE, [PASSED], name);
  await db.sheets.update(sheet.id, { createdAt: new Date(2026, 10, 29, hour, minute).getTime() });
  return sheet;
}

const WORDS = {
  en: {
    wrapper: English,
    region: 'In progress',
    early: 'Open 29/11/2026, started 19:30',
    late: 'Open 29/11/2026, started 21:05',
    lone: 'Open Friday',
    rename: 'Rename 29/11/2026, started 21:05',
  },
  de: {
    wrapper: German,
    region: 'Laufend',
    early: '29/11/2026, begonnen 19:30 öffnen',
    late: '29/11/2026, begonnen 21:05 öffnen',
    lone: 'Friday öffnen',
    rename: '29/11/2026, begonnen 21:05 umbenennen',
  },
} as const;

test.each(['en', 'de'] as const)(
  'sheets of one name are told apart by their time (%s)',
  async (locale) => {
    const w = WORDS[locale];
    const early = await startedAt('29/11/2026', 19, 30);
    const late = await startedAt('29/11/2026', 21, 5);
    await startedAt('Friday', 20, 0);
    render(<SheetListScreen newSheetHref="#/new" sheetHref={(id) => `#/sheet/${id}`} />, {
      wrapper: w.wrapper,
    });
    const region = await screen.findByRole('region', { name: w.region });
    const first = within(region).getByRole('link', { name: w.early });
    expect(first).toHaveAttribute('href', `#/sheet/${early.id}`);
    expect(first).toHaveTextContent('29/11/2026 · 19:30');
    expect(within(region).getByRole('link', { name: w.late })).toHaveAttribute(
      'href',
      `#/sheet/${late.id}`,
    );
    expect(within(region).getByRole('button', { name: w.rename })).toBeVisible();
    // A name no other sheet has stays as it is.
    expect(within(region).getByRole('link', { name: w.lone })).not.toHaveTextContent('·');
  },
);
