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
 * Security headers on every answer (helmet, ADR 017): nosniff, Referrer-Policy no-referrer,
 * frame denial, a CSP for documents that should never run anything, and HSTS in
 * production. Resources may be embedded by the same site only (the SSR site is its origin).
 */
export function securityHeaders(config: AppConfig): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: API_CSP },
      strictTransportSecurity:
        config.env === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginResourcePolicy: { policy: 'same-site' },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
    }),
    (req: Request, res: Response, next: NextFunction) => {
      if (req.path === '/api/docs' || req.path.startsWith('/api/docs/')) {
        res.setHeader('Content-Security-Policy', DOCS_CSP);
      }
      next();
    },
  ];
}
