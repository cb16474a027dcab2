/**
 * Server-side calls from loaders to the backend (BACKEND_URL). Only public GET routes are
 * called here; the browser talks to /api through the same-origin proxy.
 */
import {
  DEFAULT_SITE_SETTINGS,
  siteSettingsSchema,
  type ClientLogoDto,
  type PortfolioItemDto,
  type SiteSettings,
} from '@prism/contracts';
import type { SiteContext } from '~/context';

export class BackendError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 5_000;

export async function getJson<T>(context: SiteContext, path: string): Promise<T> {
  const response = await fetch(`${context.backendUrl}${path}`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) {
    throw new BackendError(response.status, `${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/** Featured first, then newest: every item, or one category's first `limit`. */
export function getPortfolio(
  context: SiteContext,
  query: { category?: string; limit?: number } = {},
): Promise<PortfolioItemDto[]> {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.limit) params.set('limit', String(query.limit));
  const search = params.size > 0 ? `?${params}` : '';
  return getJson<PortfolioItemDto[]>(context, `/api/portfolio${search}`);
}

/** One item, or null when the backend says it doesn't exist (or the id is malformed). */
export async function getPortfolioItem(
  context: SiteContext,
  id: string,
): Promise<PortfolioItemDto | null> {
  if (!/^\d{1,10}$/.test(id)) return null;
  try {
    return await getJson<PortfolioItemDto>(context, `/api/portfolio/${id}`);
  } catch (error) {
    if (error instanceof BackendError && (error.status === 404 || error.status === 400)) {
      return null;
    }
    throw error;
  }
}

export function getActiveLogos(context: SiteContext): Promise<ClientLogoDto[]> {
  return getJson<ClientLogoDto[]>(context, '/api/logos/active');
}

/**
 * The site facts, or the default values (DEFAULT_SITE_SETTINGS) when the settings API is unreachable or answers
 * something unexpected: a page never fails because of a footer line.
 */
export async function getSiteSettings(context: SiteContext): Promise<SiteSettings> {
  try {
    const parsed = siteSettingsSchema.safeParse(await getJson<unknown>(context, '/api/settings'));
    return parsed.success ? parsed.data : DEFAULT_SITE_SETTINGS;
  } catch (error) {
    console.error(`Site settings unavailable, using defaults: ${String(error)}`);
    return DEFAULT_SITE_SETTINGS;
  }
}
