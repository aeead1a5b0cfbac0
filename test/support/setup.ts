// Shared test setup: jest-dom matchers for component tests run under jsdom.
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

if (typeof document !== 'undefined') {
  // findBy*/waitFor give up after 1 s by default; with the whole suite sharing two cores a
  // database read can take longer than that, so allow 5 s before calling it a failure.
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5000 });
}

// Testing Library unmounts after each test only when Vitest's globals are on (they are not here),
// so do it explicitly — but only in jsdom files, to keep the node-environment tests lean.
afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});
