import './index.css';

/*
 * The start, in steps that each run as a task of their own. index.html's shell is on the screen
 * meanwhile (src/app/cold-start/first-screen.ts), so nothing here is waited for by a paint — but evaluated
 * in one piece, React, Dexie and the app blocked the page for 150–300 ms on a phone-class core
 * (Lighthouse counts every task over 50 ms as blocking, issue 11). So this entry only schedules:
 * each part is a dynamic import, evaluated in its own task, with a yield to the browser between
 * them; the first render then runs in a transition, in slices. index.html preloads every part at
 * once (scripts/first-screen-shell.ts), so the steps wait for no download.
 */

/** Marks each step in the browser's performance timeline, for `npm run bench` and profiles. */
const mark = (step: string) => performance.mark(`start:${step}`);

/** Lets the browser handle input, paint and other tasks before the next step. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(root: HTMLElement): Promise<void> {
  mark('entry');
  // The database's first reads, and the first screen's code, start first and run while the rest
  // evaluates.
  const [{ startResumeCheck }, { startLanguageRead }, { preloadFirstScreens }, { watchUpgrade }] =
    await Promise.all([
      import('./app/cold-start/resume'),
      import('./app/useAppLocale'),
      import('./app/lazy-screens'),
      import('./app/cold-start/upgrade-watch'),
    ]);
  // Before the first read opens the database: an upgrade shows its progress from its start.
  watchUpgrade();
  startResumeCheck();
  startLanguageRead();
  preloadFirstScreens();
  mark('reads');
  await nextTask();
  const { createRoot } = await import('react-dom/client');
  mark('react-dom');
  await nextTask();
  const { renderApp } = await import('./app/render-app');
  mark('app');
  await nextTask();
  renderApp(createRoot(root));
  mark('render');
}

const root = document.getElementById('root');
if (root) void start(root);
