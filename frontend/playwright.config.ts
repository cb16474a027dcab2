import { defineConfig } from '@playwright/test';
import { chromiumForTests } from '../scripts/chromium.cjs';
import { STACK_KEYS } from './e2e/support/global-setup';

// The browser: CHROMIUM_PATH, the system's, or the npm registry's build (ADR 039).
const chromium = chromiumForTests();

const workers = Number(process.env.E2E_WORKERS ?? 2);

// In a worker: the addresses of its own stack (API, site, mail port) started by the
// global setup, under the names the tests read. Set here, before any test file loads.
const slot = process.env.TEST_PARALLEL_INDEX;
if (slot !== undefined) {
  for (const key of STACK_KEYS) process.env[key] = process.env[`${key}_${slot}`];
}

/**
 * Browser tests against the BUILT, server-rendered site with a real API (ADR 012). The
 * global setup builds nothing: `npm run build` comes first (npm test does it). It starts
 * one API and one site per worker on free 127.0.0.1 ports, each with a fresh data
 * directory, so workers run side by side without sharing data (ADR 039).
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  workers,
  retries: 0,
  forbidOnly: true,
  // Bounds against hangs, not speed checks: with the API suites and the lint beside them
  // on two cores, screens that load in a second took several, and tests failed at 30 s.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['./e2e/support/summary-reporter.ts']],
  use: {
    browserName: 'chromium',
    // Never a browser download. The flags keep it off the network.
    launchOptions: {
      executablePath: chromium.path,
      env: { ...process.env, ...chromium.env },
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
    // Pages render as for a visitor who asked for less motion: the logo strip's loop, the
    // reveals and the transitions stop, which kept Chromium painting frames no test looks
    // at and held actions until elements stood still (the suite: 412 -> 323 CPU seconds,
    // 345 -> 212 s; ADR 074). A test of a motion behaviour asks for motion itself.
    reducedMotion: 'reduce',
    trace: 'off',
  },
});
