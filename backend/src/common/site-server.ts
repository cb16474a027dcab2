import { timingSafeEqual } from 'node:crypto';
import { AUDIENCE_SECRET_HEADER } from '@prism/contracts';
import type { Request } from 'express';
import { DomainError } from './domain-error';

/**
 * Refuses (403) a call that is not from the site server: internal routes (page views,
 * redirect hits, the 404 log) take the AUDIENCE_SECRET it names itself with, and nothing
 * else. The caller's address proves nothing: every visitor's /api request reaches the API
 * from the site server's own process (issue 44).
 */
export function assertSiteServer(req: Request, secret: string): void {
  const given = Buffer.from(String(req.headers[AUDIENCE_SECRET_HEADER] ?? ''));
  const expected = Buffer.from(secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new DomainError('not_site_server');
  }
}
