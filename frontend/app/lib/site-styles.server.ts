import { createHash } from 'node:crypto';
// Compiled by Vite into the server bundle only (ADR 034, ADR 077).
import sheet from '~/styles/site.css?inline';
import displayFace from '~/styles/display-face.css?inline';
import type { SiteStyles } from './site-styles';

/** The public site's stylesheet and its display face's rules, which every public page carries. */
export const siteStyles: SiteStyles = { sheet, displayFace };

const sha256 = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

/**
 * Their CSP sources: the same for every page and every render, so a page's policy admits
 * them wherever they are parsed (also in the page the work filter fetches and reads in a
 * DOMParser document, whose nonce is another render's), and the face's rules whether the
 * <noscript> holding them is read as HTML (no scripts) or added by the page's script.
 */
export const siteStylesSource = `${sha256(sheet)} ${sha256(displayFace)}`;
