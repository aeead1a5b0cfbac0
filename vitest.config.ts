import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// Kept apart from vite.config.ts: the PWA plugin's virtual modules do not exist under Vitest,
// so they are aliased to small stand-ins.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      'virtual:pwa-register/react': fileURLToPath(
        new URL('./test/support/pwa-register-react.ts', import.meta.url),
      ),
    },
  },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node',
    setupFiles: ['test/support/setup.ts'],
    // Component tests tap through whole deals with user-event; on a busy 2-core CI machine one
    // such test can take several seconds. A hang still fails, just not a slow machine.
    testTimeout: 20_000,
    reporters: process.env.VITEST_JSON_OUTPUT_FILE ? ['default', 'json'] : ['default'],
    outputFile: process.env.VITEST_JSON_OUTPUT_FILE
      ? { json: process.env.VITEST_JSON_OUTPUT_FILE }
      : {},
  },
});
