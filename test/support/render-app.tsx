// The app tests' one set-up (issue 32): the whole app on an empty database, opened at an address,
// and the way a link moves it on. Each test file had its own copy of these lines.
import { act, render, type RenderResult } from '@testing-library/react';
import { App } from '../../src/app/App';
import { emptyDatabase } from './fresh-db';

/** Empty tables and the start address: each app test begins where a first visit does. */
export async function freshApp(): Promise<void> {
  await emptyDatabase();
  window.history.replaceState(null, '', '/');
}

/** The whole app, opened at `hash` ('#/settings'; '' for the start address; none: where it is). */
export function renderApp(hash?: string): RenderResult {
  if (hash !== undefined) window.history.replaceState(null, '', `/${hash}`);
  return render(<App />);
}

/** Moves the open app to `hash`, as a tap on a link does (inside act: React sees it through). */
export async function goTo(hash: string): Promise<void> {
  await act(async () => {
    window.location.hash = hash;
  });
}
