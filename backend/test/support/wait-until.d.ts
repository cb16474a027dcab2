/** The test suites' one poll loop; see wait-until.js. */
export function waitUntil<T>(
  what: string,
  probe: () => Promise<T | false | null | undefined> | T | false | null | undefined,
  options: { timeoutMs: number; intervalMs?: number },
): Promise<T>;
