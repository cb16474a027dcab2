/**
 * Client logos of type svg-code are drawn from their shapes only (docs/product.md#logo-display): path, rect,
 * circle, ellipse, line, polyline, polygon and groups of them, with geometry attributes
 * whose values look like numbers or path data. Everything else (scripts, styles, text,
 * images, links, foreignObject, event handlers, url() references, colours) is dropped, and
 * the shapes are redrawn in the current (grey) colour. The server sanitises uploads too;
 * this is the second lock. Works on any DOM (the browser's or @xmldom/xmldom's).
 */

export type SvgShapeTag =
  'path' | 'rect' | 'circle' | 'ellipse' | 'line' | 'polyline' | 'polygon' | 'g';

export interface SvgShape {
  tag: SvgShapeTag;
  /** React prop names → values, already checked. */
  attrs: Record<string, string>;
  children?: SvgShape[];
}

export interface SvgShapes {
  viewBox: string;
  shapes: SvgShape[];
}

/** The minimum of a DOM node this module reads. */
export interface NodeLike {
  nodeType: number;
  localName?: string | null;
  namespaceURI?: string | null;
  getAttribute?(name: string): string | null;
  childNodes: ArrayLike<NodeLike>;
}

const SVG_NS = 'http://www.w3.org/2000/svg';
const ELEMENT_NODE = 1;
const MAX_SHAPES = 500;
const MAX_DEPTH = 8;
const MAX_VALUE_LENGTH = 20_000;

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?(px|%)?$/;
const PATH_DATA = /^[MmZzLlHhVvCcSsQqTtAa\d\s,.eE+-]*$/;
const POINTS = /^[\d\s,.eE+-]*$/;
const TRANSFORM = /^((matrix|translate|scale|rotate|skewX|skewY)\s*\([\d\s,.eE+-]*\)[\s,]*)*$/;
const KEYWORD = /^[a-z-]+$/;

type Check = (value: string) => boolean;
const isNumber: Check = (v) => NUMBER.test(v.trim());

const GEOMETRY: Record<SvgShapeTag, Record<string, Check>> = {
  path: { d: (v) => PATH_DATA.test(v) },
  rect: { x: isNumber, y: isNumber, width: isNumber, height: isNumber, rx: isNumber, ry: isNumber },
  circle: { cx: isNumber, cy: isNumber, r: isNumber },
  ellipse: { cx: isNumber, cy: isNumber, rx: isNumber, ry: isNumber },
  line: { x1: isNumber, y1: isNumber, x2: isNumber, y2: isNumber },
  polyline: { points: (v) => POINTS.test(v) },
  polygon: { points: (v) => POINTS.test(v) },
  g: {},
};

/** Presentation attributes kept on every shape, by their React prop name. */
const COMMON: Record<string, [prop: string, check: Check]> = {
  transform: ['transform', (v) => TRANSFORM.test(v.trim())],
  'fill-rule': ['fillRule', (v) => v === 'nonzero' || v === 'evenodd'],
  'clip-rule': ['clipRule', (v) => v === 'nonzero' || v === 'evenodd'],
  'stroke-width': ['strokeWidth', isNumber],
  'stroke-linecap': ['strokeLinecap', (v) => KEYWORD.test(v)],
  'stroke-linejoin': ['strokeLinejoin', (v) => KEYWORD.test(v)],
};

function isElement(node: NodeLike): boolean {
  return node.nodeType === ELEMENT_NODE && typeof node.getAttribute === 'function';
}

function attr(node: NodeLike, name: string): string | null {
  const value = node.getAttribute?.(name) ?? null;
  return value === null || value.length > MAX_VALUE_LENGTH ? null : value;
}

function viewBoxOf(svg: NodeLike): string | null {
  const viewBox = attr(svg, 'viewBox');
  if (viewBox !== null) {
    const parts = viewBox.trim().split(/[\s,]+/);
    return parts.length === 4 &&
      parts.every(isNumber) &&
      Number(parts[2]) > 0 &&
      Number(parts[3]) > 0
      ? parts.join(' ')
      : null;
  }
  const width = attr(svg, 'width');
  const height = attr(svg, 'height');
  if (width && height && isNumber(width) && isNumber(height)) {
    const w = parseFloat(width);
    const h = parseFloat(height);
    return w > 0 && h > 0 ? `0 0 ${w} ${h}` : null;
  }
  return null;
}

function paint(value: string | null): string | undefined {
  if (value === null) return undefined;
  return value.trim() === 'none' ? 'none' : 'currentColor';
}

function collect(parent: NodeLike, depth: number, budget: { left: number }): SvgShape[] {
  const out: SvgShape[] = [];
  for (const node of Array.from(parent.childNodes)) {
    if (budget.left <= 0) break;
    if (!isElement(node)) continue;
    if (node.namespaceURI && node.namespaceURI !== SVG_NS) continue;
    const tag = node.localName as SvgShapeTag;
    if (!Object.hasOwn(GEOMETRY, tag)) continue;
    const attrs: Record<string, string> = {};
    for (const [name, check] of Object.entries(GEOMETRY[tag])) {
      const value = attr(node, name);
      if (value !== null && check(value)) attrs[name] = value;
    }
    for (const [name, [prop, check]] of Object.entries(COMMON)) {
      const value = attr(node, name);
      if (value !== null && check(value)) attrs[prop] = value;
    }
    const fill = paint(attr(node, 'fill'));
    const stroke = paint(attr(node, 'stroke'));
    if (fill) attrs.fill = fill;
    if (stroke && stroke !== 'none') attrs.stroke = stroke;
    if (tag === 'g') {
      if (depth >= MAX_DEPTH) continue;
      const children = collect(node, depth + 1, budget);
      if (children.length > 0) out.push({ tag, attrs, children });
      continue;
    }
    if (tag === 'path' && !attrs.d) continue;
    if (tag === 'polyline' || tag === 'polygon') {
      if (!attrs.points) continue;
    }
    budget.left -= 1;
    out.push({ tag, attrs });
  }
  return out;
}

/** The drawable shapes of an <svg> root element, or null when there is nothing safe to draw. */
export function shapesFromElement(root: NodeLike | null | undefined): SvgShapes | null {
  if (!root || !isElement(root) || root.localName !== 'svg') return null;
  if (root.namespaceURI && root.namespaceURI !== SVG_NS) return null;
  const viewBox = viewBoxOf(root);
  if (!viewBox) return null;
  const shapes = collect(root, 0, { left: MAX_SHAPES });
  return shapes.length > 0 ? { viewBox, shapes } : null;
}
