import type { BackendClient } from './backend.js';

/** A paused API must not hold a page longer than this before the outage page answers. */
const VERSION_TIMEOUT_MS = 1_000;

/** The API's content version: one number that moves on every public change. */
export async function askVersion(backend: BackendClient): Promise<number> {
  const answer = await backend.getJson<{ version?: unknown }>('/api/content-version', {
    timeoutMs: VERSION_TIMEOUT_MS,
  });
  if (typeof answer.version !== 'number') {
    throw new Error('content version: the answer has no version');
  }
  return answer.version;
}
