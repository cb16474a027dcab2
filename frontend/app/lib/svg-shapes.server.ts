import { DOMParser } from '@xmldom/xmldom';
import { LIMITS } from '@prism/contracts';
import { shapesFromElement, type SvgShapes } from './svg-shapes';

/**
 * Parses stored SVG markup strictly (any XML error means "can't be parsed") and keeps its
 * shapes. Document type declarations are refused outright: no entity can expand.
 */
export function parseSvgShapes(markup: string): SvgShapes | null {
  if (markup.length > LIMITS.svg.maxBytes || /<!DOCTYPE|<!ENTITY/i.test(markup)) return null;
  try {
    const doc = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(markup.trim(), 'image/svg+xml');
    return shapesFromElement(doc.documentElement);
  } catch {
    return null;
  }
}
