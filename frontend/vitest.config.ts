import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Component tests run without the React Router plugin: they render components, not routes.
export default defineConfig({
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./app', import.meta.url)),
      '@prism/contracts/': fileURLToPath(new URL('../contracts/src/', import.meta.url)),
      '@prism/contracts': fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
    reporters: ['default', './test/summary-reporter.ts'],
  },
});
