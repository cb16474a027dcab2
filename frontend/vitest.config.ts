import { defineConfig } from 'vitest/config';
import { appAliases } from './vite.shared';

// Component tests run without the React Router plugin: they render components, not routes.
export default defineConfig({
  resolve: { alias: appAliases },
  test: {
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
    reporters: ['default', './test/summary-reporter.ts'],
  },
});
