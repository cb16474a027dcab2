import { createHash } from 'node:crypto';
import type { RenderedDocument } from '@prism/contracts/rendered-document';
// Compiled by Vite into the server bundle only.
import sheet from '~/styles/site.css?inline';
import displayFace from '~/styles/display-face.css?inline';
import textFace from '~/styles/text-face.css?inline';
import type { SiteStyles } from './site-styles';

/**
 * What a page's <style> holds when React renders it: the stylesheet goes in afterwards, as
 * the same bytes in every page, so the server encodes it once rather than in every page
 * (ADR 080). React escapes `<` in text and attributes, and sanitised HTML holds no <style>,
 * so nothing a page shows can pass for it.
 */
const SHEET_MARK = '<site-sheet/>';
const SHEET_PLACE = `<style>${SHEET_MARK}</style>`;

const faces = `${displayFace}${textFace}`;

/** The public site's styles as the root layout renders them: the sheet's place, and the faces. */
export const siteStyles: SiteStyles = { sheet: SHEET_MARK, faces };

const sheetBytes = Buffer.from(sheet);

/** The whole stylesheet and the faces as text: a document made apart from a page (a preview). */
export const inlineSiteStyles = `${sheet}${faces}`;

/** A rendered document's bytes, with the site's stylesheet in its place. */
export function documentWithSheet(html: string): RenderedDocument {
  const place = html.indexOf(SHEET_PLACE);
  if (place === -1) return { bytes: Buffer.from(html) };
  const start = place + '<style>'.length;
  return {
    before: Buffer.from(html.slice(0, start)),
    shared: sheetBytes,
    after: Buffer.from(html.slice(start + SHEET_MARK.length)),
  };
}

const sha256 = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

/**
 * Their CSP sources: the same for every page and every render, so a page's policy admits
 * them wherever they are parsed (also in the page the work filter fetches and reads in a
 * DOMParser document, whose nonce is another render's), and the faces' rules whether the
 * <noscript> holding them is read as HTML (no scripts) or added by the page's script.
 */
export const siteStylesSource = `${sha256(sheet)} ${sha256(faces)}`;
