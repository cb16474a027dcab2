import { createHash } from 'node:crypto';
// Compiled by Vite into the server bundle only (ADR 034).
import siteStyles from '~/styles/site.css?inline';

/** The public site's stylesheet, which every public page carries inline. */
export { siteStyles };

/**
 * Its CSP source: the same for every page and every render, so a page's policy admits it
 * wherever it is parsed (also in the page the work filter fetches and reads in a
 * DOMParser document, whose nonce is another render's).
 */
export const siteStylesSource = `'sha256-${createHash('sha256').update(siteStyles).digest('base64')}'`;
