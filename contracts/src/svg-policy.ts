/**
 * The one SVG policy (ADR 008): which elements and attributes a client logo may keep, and
 * what their values may look like. The API's sanitiser rebuilds uploads from it and the
 * site's renderer draws stored logos from it, so what is stored is exactly what is drawn.
 * Logos are drawn as shapes only: no gradients, clip paths, references, ids, text or CSS.
 */
export const SVG_NS = 'http://www.w3.org/2000/svg';

/** Bounds of an accepted SVG (the byte size is bounded by LIMITS.svg.maxBytes). */
export const SVG_LIMITS = { maxDepth: 32, maxElements: 10_000, maxValueLength: 200_000 };

export type SvgValueCheck = (value: string) => boolean;

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?(px|%)?$/;
const PATH_DATA = /^[MmZzLlHhVvCcSsQqTtAa\d\s,.eE+-]*$/;
const POINTS = /^[\d\s,.eE+-]*$/;
const VIEW_BOX = /^[-+\d\s,.eE]+$/;
const TRANSFORM = /^((matrix|translate|scale|rotate|skewX|skewY)\s*\([\d\s,.eE+-]*\)[\s,]*)*$/;
const KEYWORD = /^[a-z-]+$/;
/** A colour: a name, a hex triplet, or rgb()/hsl() of numbers; never url() or var(). */
const COLOUR = /^(#[\da-fA-F]{3,8}|[a-zA-Z]+|(rgb|rgba|hsl|hsla)\(\s*[\d\s,.%+-]*\))$/;

export const isSvgNumber: SvgValueCheck = (v) => NUMBER.test(v.trim());
const isPathData: SvgValueCheck = (v) => PATH_DATA.test(v);
const isPoints: SvgValueCheck = (v) => POINTS.test(v);
const isRule: SvgValueCheck = (v) => v === 'nonzero' || v === 'evenodd';

/** The elements that draw something; an SVG without one of them is empty. */
export const SVG_SHAPES = ['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon'];

/** Elements kept, each with its own attributes and their value checks. */
export const SVG_ELEMENTS: Readonly<Record<string, Readonly<Record<string, SvgValueCheck>>>> = {
  svg: { viewBox: (v) => VIEW_BOX.test(v), width: isSvgNumber, height: isSvgNumber },
  g: {},
  /** Text only, escaped; a name for people reading the markup, never drawn. */
  title: {},
  path: { d: isPathData },
  rect: {
    x: isSvgNumber,
    y: isSvgNumber,
    width: isSvgNumber,
    height: isSvgNumber,
    rx: isSvgNumber,
    ry: isSvgNumber,
  },
  circle: { cx: isSvgNumber, cy: isSvgNumber, r: isSvgNumber },
  ellipse: { cx: isSvgNumber, cy: isSvgNumber, rx: isSvgNumber, ry: isSvgNumber },
  line: { x1: isSvgNumber, y1: isSvgNumber, x2: isSvgNumber, y2: isSvgNumber },
  polyline: { points: isPoints },
  polygon: { points: isPoints },
};

/** Paint attributes: stored as given (a colour or none), drawn in the current colour. */
export const SVG_PAINT = ['fill', 'stroke'] as const;

/**
 * Presentation attributes kept on a shape or a group (from the attribute or the
 * same-named declaration of a style attribute), with their React prop names.
 */
export const SVG_PRESENTATION: Readonly<Record<string, { prop: string; check: SvgValueCheck }>> = {
  fill: { prop: 'fill', check: (v) => COLOUR.test(v) },
  stroke: { prop: 'stroke', check: (v) => COLOUR.test(v) },
  transform: { prop: 'transform', check: (v) => TRANSFORM.test(v.trim()) },
  'fill-rule': { prop: 'fillRule', check: isRule },
  'clip-rule': { prop: 'clipRule', check: isRule },
  'stroke-width': { prop: 'strokeWidth', check: isSvgNumber },
  'stroke-linecap': { prop: 'strokeLinecap', check: (v) => KEYWORD.test(v) },
  'stroke-linejoin': { prop: 'strokeLinejoin', check: (v) => KEYWORD.test(v) },
};

/** The check for an attribute of an element, or undefined when the policy drops it. */
export function svgAttributeCheck(element: string, attribute: string): SvgValueCheck | undefined {
  const own = SVG_ELEMENTS[element];
  if (!own) return undefined;
  if (Object.hasOwn(own, attribute)) return own[attribute];
  if (element === 'svg' || element === 'title') return undefined;
  return Object.hasOwn(SVG_PRESENTATION, attribute)
    ? SVG_PRESENTATION[attribute]?.check
    : undefined;
}
