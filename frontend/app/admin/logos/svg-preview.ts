import { LIMITS } from '@prism/contracts';
import { shapesFromElement, type SvgShapes } from '~/lib/svg-shapes';

/**
 * The browser's twin of lib/svg-shapes.server.ts: the same strict reading (a parse error
 * or a document type declaration means "can't be parsed"), then the same shape filter, so
 * the admin preview draws a logo exactly as the public strip does.
 */
export function parseSvgInBrowser(markup: string): SvgShapes | null {
  if (typeof DOMParser === 'undefined') return null;
  if (markup.length > LIMITS.svg.maxBytes || /<!DOCTYPE|<!ENTITY/i.test(markup)) return null;
  const doc = new DOMParser().parseFromString(markup.trim(), 'image/svg+xml');
  if (doc.getElementsByTagName('parsererror').length > 0) return null;
  return shapesFromElement(doc.documentElement);
}
