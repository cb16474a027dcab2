import { timingSafeEqual } from 'node:crypto';
import { AUDIENCE_SECRET_HEADER, EMBEDDED_AUDIENCE_SECRET } from '@prism/contracts';
import type { Request } from 'express';
import { DomainError } from './domain-error';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * Refuses (403) a call that is not from the site server: internal routes (page views,
 * redirect hits, the 404 log) take the AUDIENCE_SECRET it names itself with.
 */
export function assertSiteServer(req: Request, secret: string): void {
  const given = Buffer.from(String(req.headers[AUDIENCE_SECRET_HEADER] ?? ''));
  const expected = Buffer.from(secret);
  const matches = given.length === expected.length && timingSafeEqual(given, expected);
  // The embedded value is in the source code: only a process on this machine may use it.
  const allowed =
    matches &&
    (secret !== EMBEDDED_AUDIENCE_SECRET || LOOPBACK.test(req.socket.remoteAddress ?? ''));
  if (!allowed) throw new DomainError('not_site_server');
}
