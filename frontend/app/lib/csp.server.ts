import { randomBytes } from 'node:crypto';

export const newNonce = (): string => randomBytes(16).toString('base64');

/**
 * The Content-Security-Policy of every page. Scripts run only with this response's nonce
 * (and what those scripts load, 'strict-dynamic'): no inline script without it, no
 * eval. Style attributes are allowed (React style props, Radix positioning). Style
 * elements: `styles` names the inline ones a page may have: on a public page the hash of
 * the stylesheet it carries; in the admin app 'unsafe-inline', for the <style>
 * its dialogs insert at run time (react-remove-scroll). Browsers without `style-src-elem`
 * fall back to `style-src`.
 * Images allow data: and blob: (previews in the admin). Nothing may frame the site.
 */
export function contentSecurityPolicy(nonce: string, { styles }: { styles: string }): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    `style-src-elem 'self' ${styles}`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}
