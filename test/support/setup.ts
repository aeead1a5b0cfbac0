// Shared test setup: jest-dom matchers for component tests run under jsdom.
import '@testing-library/jest-dom/vitest';
import type * as RTL from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Component suites find controls by their English names: every render and renderHook is wrapped
// in the English dictionary unless the test passes its own wrapper (the German suites do).
vi.mock('@testing-library/react', async (importOriginal) => {
  const rtl = await importOriginal<typeof RTL>();
  const { English } = await import('./i18n');
  return {
    ...rtl,
    render: ((ui: Parameters<typeof rtl.render>[0], options?: Parameters<typeof rtl.render>[1]) =>
      rtl.render(ui, { wrapper: English, ...options })) as typeof rtl.render,
    renderHook: ((
      hook: Parameters<typeof rtl.renderHook>[0],
      options?: Parameters<typeof rtl.renderHook>[1],
    ) => rtl.renderHook(hook, { wrapper: English, ...options })) as typeof rtl.renderHook,
  };
});

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
  // Like the database (emptyDatabase), each test starts from a browser that kept nothing: the
  // list's first-page copy or the language hint of one test must not show in the next.
  localStorage.clear();
});
