import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { App } from './App';

/**
 * The app's first render (src/main.tsx calls it once its parts are loaded). A transition renders
 * in slices that leave the page responsive between them; index.html's shell is on the screen
 * meanwhile (src/app/cold-start/first-screen.ts), so nothing waits for the app.
 */
export function renderApp(root: Root): void {
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
