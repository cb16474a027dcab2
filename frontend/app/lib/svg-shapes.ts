/**
 * Client logos of type svg-code are drawn from their shapes only, under the one SVG policy
 * of the contracts: the elements and attributes it names, each value passing its
 * check. Everything else (scripts, styles, text, images, links, foreignObject, event
 * handlers, url() references) is dropped, and every paint is redrawn in the current (grey)
 * colour. The server sanitises uploads under the same policy; this is the second lock.
 * Works on any DOM (the browser's or @xmldom/xmldom's).
 */
import {
  isSvgNumber,
  SVG_ELEMENTS,
  SVG_LIMITS,
  SVG_NS,
  SVG_PAINT,
  SVG_PRESENTATION,
  SVG_SHAPES,
  svgAttributeCheck,
} from '@prism/contracts/svg-policy';

export type SvgShapeTag =
  'path' | 'rect' | 'circle' | 'ellipse' | 'line' | 'polyline' | 'polygon' | 'g';

/** What the renderer draws: the policy's shapes and groups (a title is never drawn). */
const DRAWN = new Set<string>([...SVG_SHAPES, 'g']);

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

const ELEMENT_NODE = 1;

/** The presentation attributes drawn as given (paint is redrawn in the current colour). */
const DRAWN_AS_GIVEN = Object.entries(SVG_PRESENTATION).filter(
  ([name]) => !(SVG_PAINT as readonly string[]).includes(name),
);

function isElement(node: NodeLike): boolean {
  return node.nodeType === ELEMENT_NODE && typeof node.getAttribute === 'function';
}

function attr(node: NodeLike, name: string): string | null {
  const value = node.getAttribute?.(name) ?? null;
  return value === null || value.length > SVG_LIMITS.maxValueLength ? null : value;
}

function viewBoxOf(svg: NodeLike): string | null {
  const viewBox = attr(svg, 'viewBox');
  if (viewBox !== null) {
    const parts = viewBox.trim().split(/[\s,]+/);
    return parts.length === 4 &&
      parts.every(isSvgNumber) &&
      Number(parts[2]) > 0 &&
      Number(parts[3]) > 0
      ? parts.join(' ')
      : null;
  }
  const width = attr(svg, 'width');
  const height = attr(svg, 'height');
  if (width && height && isSvgNumber(width) && isSvgNumber(height)) {
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
    if (!DRAWN.has(tag)) continue;
    const attrs: Record<string, string> = {};
    for (const name of Object.keys(SVG_ELEMENTS[tag] ?? {})) {
      const value = attr(node, name);
      if (value !== null && svgAttributeCheck(tag, name)?.(value)) attrs[name] = value;
    }
    for (const [name, { prop, check }] of DRAWN_AS_GIVEN) {
      const value = attr(node, name);
      if (value !== null && check(value)) attrs[prop] = value;
    }
    const fill = paint(attr(node, 'fill'));
    const stroke = paint(attr(node, 'stroke'));
    if (fill) attrs.fill = fill;
    if (stroke && stroke !== 'none') attrs.stroke = stroke;
    if (tag === 'g') {
      if (depth >= SVG_LIMITS.maxDepth) continue;
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
  const shapes = collect(root, 0, { left: SVG_LIMITS.maxElements });
  return shapes.length > 0 ? { viewBox, shapes } : null;
}
