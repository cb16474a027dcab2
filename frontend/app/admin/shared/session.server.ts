import type { AuthCheckResponse } from '@prism/contracts';
import type { SiteContext } from '~/context';

const TIMEOUT_MS = 5_000;

/**
 * Asks the backend who the request's cookie belongs to. Runs in loaders, before any admin
 * HTML is rendered; the browser's cookie header is forwarded as it came.
 */
export async function checkSession(
  request: Request,
  context: SiteContext,
): Promise<AuthCheckResponse> {
  const cookie = request.headers.get('cookie');
  const response = await fetch(`${context.backendUrl}/api/auth/check`, {
    headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) {
    throw new Error(`${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as AuthCheckResponse;
}

/** Admin pages are personal: never stored by a browser or a shared cache. */
export const ADMIN_HEADERS = { 'Cache-Control': 'private, no-store' } as const;
