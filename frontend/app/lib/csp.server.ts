import { randomBytes } from 'node:crypto';

export const newNonce = (): string => randomBytes(16).toString('base64');

/**
 * The Content-Security-Policy of every page. Scripts run only with this response's nonce
 * (and what those scripts load, 'strict-dynamic'): no inline script without it, no
 * eval. Styles allow inline attributes (React style props, Radix positioning); images
 * allow data: and blob: (previews in the admin). Nothing may frame the site.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}
