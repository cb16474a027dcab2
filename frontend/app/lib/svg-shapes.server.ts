import { DOMParser } from '@xmldom/xmldom';
import { LIMITS } from '@prism/contracts';
import { shapesFromElement, type SvgShapes } from './svg-shapes';

/** Logos parsed so far, by their markup: the same few logos are drawn on every render. */
const parsed = new Map<string, SvgShapes | null>();
const MAX_PARSED = 256;

/**
 * Parses stored SVG markup strictly (any XML error means "can't be parsed") and keeps its
 * shapes, once per distinct markup (the result is shared: never change it). Document type
 * declarations are refused outright: no entity can expand.
 */
export function parseSvgShapes(markup: string): SvgShapes | null {
  const known = parsed.get(markup);
  if (known !== undefined) return known;
  const shapes = parseOnce(markup);
  // Bounded: the oldest parse goes first (logos change rarely; this only caps memory).
  if (parsed.size >= MAX_PARSED) parsed.delete(parsed.keys().next().value as string);
  parsed.set(markup, shapes);
  return shapes;
}

function parseOnce(markup: string): SvgShapes | null {
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
