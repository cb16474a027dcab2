import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { AppConfig } from '../config/app-config';

/**
 * API answers are JSON or image bytes, never pages: nothing in them may run, be framed or
 * load anything. GET /media/* narrows this further with `sandbox` (media.controller.ts).
 */
const API_CSP = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/** Swagger UI (/api/docs) is a page of its own scripts and inline styles; it may not be framed. */
const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Security headers on every answer (helmet): nosniff, Referrer-Policy no-referrer,
 * frame denial, a CSP for documents that should never run anything, and HSTS in
 * production. Resources may be embedded by the same site only (the SSR site is its origin).
 * Helmet's answer depends on the configuration alone, never on the request, so it is taken
 * once at start-up and every answer gets that fixed set (ADR 037).
 */
export function securityHeaders(config: AppConfig): RequestHandler[] {
  const headers = fixedHeadersOf(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: API_CSP },
      strictTransportSecurity:
        config.env === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginResourcePolicy: { policy: 'same-site' },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
    }),
  );
  return [
    (req: Request, res: Response, next: NextFunction) => {
      for (const [name, value] of headers) res.setHeader(name, value);
      if (req.path === '/api/docs' || req.path.startsWith('/api/docs/')) {
        res.setHeader('Content-Security-Policy', DOCS_CSP);
      }
      next();
    },
  ];
}

/**
 * The headers a middleware sets on an answer, captured by running it once against a
 * recording response. Only for middleware that sets headers and calls next synchronously.
 */
export function fixedHeadersOf(middleware: RequestHandler): [string, string][] {
  const set = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      void set.set(name, String(value)),
    removeHeader: (name: string) => void set.delete(name),
    getHeader: (name: string) => set.get(name),
  };
  let called = false as boolean;
  middleware(
    // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- helmet reads no more of the request than this
    { method: 'GET', url: '/', headers: {} } as Request,
    recorder as unknown as Response,
    () => (called = true),
  );
  if (!called) throw new Error('The middleware did not pass the request on synchronously');
  return [...set];
}
