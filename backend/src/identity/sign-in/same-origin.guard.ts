import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { DomainError } from '../../common/domain-error';
import type { Request } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie sessions: a state-changing request that a browser says comes
 * from another site is refused. Browsers send Sec-Fetch-Site on every request; older ones
 * fall back to comparing Origin with the host the request was sent to. Requests without
 * either header (curl, server-to-server) carry no ambient browser cookie risk and pass.
 * SameSite=Lax on the cookie is the second layer.
 */
@Injectable()
export class SameOriginGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (SAFE_METHODS.has(req.method)) return true;
    const site = req.get('sec-fetch-site');
    if (site) {
      if (site === 'same-origin' || site === 'none') return true;
      throw crossSite();
    }
    const origin = req.get('origin');
    if (origin === undefined) return true;
    if (origin === 'null' || !sameHost(origin, req)) throw crossSite();
    return true;
  }
}

function sameHost(origin: string, req: Request): boolean {
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  // Behind the site's own proxy the browser-facing host arrives as X-Forwarded-Host.
  const candidates = [req.get('x-forwarded-host'), req.get('host')];
  return candidates.some((candidate) => candidate?.split(',')[0]?.trim() === host);
}

const crossSite = () => new DomainError('cross_site');
