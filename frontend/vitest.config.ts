import { defineConfig } from 'vitest/config';
import { appAliases } from './vite.shared';

// Component tests run without the React Router plugin: they render components, not routes.
export default defineConfig({
  resolve: { alias: appAliases },
  test: {
    environment: 'jsdom',
    // One module graph per worker instead of one per file: every file imports the
    // ~1,100 compiled message modules and React, which was four fifths of this step's CPU
    // (84 -> 16 s, ADR 074). The setup file resets what a file may change (locale, mocks,
    // the rendered tree), and no file mocks a module.
    isolate: false,
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
    reporters: ['default', './test/summary-reporter.ts'],
  },
});
