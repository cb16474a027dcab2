import type { AuthCheckAnswer } from '@prism/contracts';
import type { Locale } from '@prism/contracts/locale';
import type { SiteContext } from '~/context';
import { FALLBACK_LOCALE } from '~/lib/locale';
import { extractLocaleFromHeader } from '~/paraglide/runtime';
import { chosenLocale } from './session';

const TIMEOUT_MS = 5_000;

/**
 * Asks the backend who the request's cookie belongs to. Runs in loaders, before any admin
 * HTML is rendered; the browser's cookie header is forwarded as it came, through the site's
 * API client like every other call (its deadline counts only the API's silence).
 */
export function checkSession(request: Request, context: SiteContext): Promise<AuthCheckAnswer> {
  const cookie = request.headers.get('cookie');
  return context.backend.getJson<AuthCheckAnswer>('/api/auth/check', {
    headers: cookie ? { cookie } : {},
    timeoutMs: TIMEOUT_MS,
  });
}

/** Admin pages are personal: never stored by a browser or a shared cache. */
export const ADMIN_HEADERS = { 'Cache-Control': 'private, no-store' } as const;

/**
 * The admin's language for this request: the staff member's own choice, else
 * the browser's (Accept-Language), else English. Signed-out pages have only the browser's.
 */
export function adminLocale(request: Request, session?: AuthCheckAnswer): Locale {
  return chosenLocale(session) ?? extractLocaleFromHeader(request) ?? FALLBACK_LOCALE;
}
