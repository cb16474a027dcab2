// @ts-check
// Plain CommonJS with its types beside it (wait-until.d.ts), so both the API suites (Jest,
// CommonJS) and the browser suites (Playwright, ES modules) import this one helper.

/**
 * The test suites' one poll loop: asks `probe` until it answers something other than
 * false, null or undefined, and returns that answer. A probe that throws ends the wait with
 * its error. After `timeoutMs` it throws, naming `what` and the last answer.
 * @template T
 * @param {string} what
 * @param {() => Promise<T | false | null | undefined> | T | false | null | undefined} probe
 * @param {{ timeoutMs: number; intervalMs?: number }} options
 * @returns {Promise<T>}
 */
async function waitUntil(what, probe, { timeoutMs, intervalMs = 100 }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await probe();
    if (answer !== false && answer !== null && answer !== undefined) return answer;
    if (Date.now() >= deadline) {
      throw new Error(
        `${what}: still not so after ${timeoutMs} ms (last answer: ${String(answer)})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

exports.waitUntil = waitUntil;
