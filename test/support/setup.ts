// Shared test setup: jest-dom matchers for component tests run under jsdom.
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// Testing Library unmounts after each test only when Vitest's globals are on (they are not here),
// so do it explicitly — but only in jsdom files, to keep the node-environment tests lean.
afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});
