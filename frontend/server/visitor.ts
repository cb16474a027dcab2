import type { Request } from 'express';
import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';
import type { AudienceDevice } from '@prism/contracts';

/** The API's session cookie (backend/src/common/access.decorators.ts). */
const SESSION_COOKIE = /(^|;\s*)prism_session=/;

/** A staff member's request: a session cookie or an Authorization header. */
export function fromStaff(req: Request): boolean {
  const h = req.headers;
  return !!h.authorization || (!!h.cookie && SESSION_COOKIE.test(h.cookie));
}

/** What a User-Agent tells: a bot or not, and the device class. */
export interface Agent {
  bot: boolean;
  device: AudienceDevice;
}

/**
 * The agents of the last visitors, judged once each: isbot's pattern costs more than the
 * rest of a page view's bookkeeping together, and a site's visitors share a few hundred
 * User-Agents. In memory only, tied to no address or time.
 */
const agents = new LRUCache<string, Agent>({ max: 2_000 });

export function agentOf(userAgent: string): Agent {
  let agent = agents.get(userAgent);
  if (!agent) {
    agent = { bot: isbot(userAgent), device: deviceOf(userAgent) };
    agents.set(userAgent, agent);
  }
  return agent;
}

/**
 * The device class, the one fact kept from the User-Agent. A few patterns rather than a
 * full parser: this runs on every counted view, page-cache hits included.
 */
export function deviceOf(userAgent: string): AudienceDevice {
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

/** A header that says the page is fetched ahead of a visit (a prefetch or prerender). */
const ahead = (value: string | string[] | undefined): boolean =>
  value !== undefined && /prefetch|prerender/i.test(String(value));

/**
 * A person reading a page: a GET that is not a prefetch, not from staff (a session cookie
 * or an Authorization header) and not from a bot or an agent that does not name itself.
 * The one rule of the audience count and the 404 log.
 */
export function personVisit(req: Request): boolean {
  if (req.method !== 'GET') return false;
  const h = req.headers;
  if (ahead(h['sec-purpose']) || ahead(h.purpose) || ahead(h['x-moz'])) return false;
  if (fromStaff(req)) return false;
  const userAgent = h['user-agent'];
  return !!userAgent && !agentOf(userAgent).bot;
}
