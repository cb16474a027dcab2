// DOM matchers (toBeVisible, toHaveTextContent, toBeDisabled…): assert what the user sees.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { forgetRecords } from '~/admin/shared/api';
import { setLocale } from '~/paraglide/runtime';

// A console.error during a test is a bug that went unnoticed: the test fails, as in the
// backend's Jest suites (backend/test/support/fail-on-console-error.ts). The calls are
// collected and checked after the test, because React calls console.error from places
// where a throw would be swallowed. A test that expects one replaces the spy itself.
let errors: string[] = [];

beforeEach(() => {
  // Components render their English copy unless a test asks for French (ADR 047).
  void setLocale('en', { reload: false });
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
  });
});

afterEach(() => {
  cleanup();
  // The test files share one module graph (isolate: false in vitest.config.ts): what the
  // admin's client remembers of a record must not reach the next file's test.
  forgetRecords();
  vi.restoreAllMocks();
  expect(errors, 'console.error was called').toEqual([]);
});
