import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the BUILT, server-rendered site with a real API (ADR 012). The
 * global setup builds nothing: `npm run build` comes first (npm test does it). It starts
 * the API and the site on free 127.0.0.1 ports with a fresh data directory.
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['./e2e/support/summary-reporter.ts']],
  use: {
    browserName: 'chromium',
    // The system Chromium: never a browser download. The flags keep it off the network.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    viewport: { width: 1280, height: 800 },
    trace: 'off',
  },
});
