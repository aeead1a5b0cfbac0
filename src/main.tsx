import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { App } from './app/App';
import { startResumeCheck } from './app/resume';
import { startLanguageRead } from './app/useAppLocale';

// The database's first reads start now, beside React's first render, not after it.
startResumeCheck();
startLanguageRead();

const root = document.getElementById('root');
if (root) {
  // A transition renders in slices that leave the page responsive between them; index.html's
  // shell is on the screen meanwhile (src/app/first-screen.ts), so nothing waits for the app.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
