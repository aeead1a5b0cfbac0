import { within } from '@testing-library/react';

/** The text of each data cell of a table row, as a player reads across it. */
export function cellTexts(row: HTMLElement | undefined): string[] {
  if (!row) throw new Error('no such row');
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

/** The text of every cell of a row, its row header included. */
export function rowTexts(row: HTMLElement | undefined): string[] {
  if (!row) throw new Error('no such row');
  return [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '');
}
