/**
 * The SVG sanitiser (ADR 008). An SVG is parsed as strict XML and a NEW document is built
 * from an allow-list: shape elements, a few structural ones, and presentational
 * attributes whose values pass a strict character and function check. Nothing of the
 * input is copied through as text, so whatever the parser accepted but we did not name
 * (script, handlers, foreignObject, style sheets, links, animation, entities, processing
 * instructions, foreign namespaces) is simply not in the output.
 */
import { createHash } from 'node:crypto';
import { DOMParser, type Element, type Node } from '@xmldom/xmldom';
import { DomainError } from '../common/domain-error';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

/** Drawn shapes: a result without one of these outside defs/clipPath is empty. */
const SHAPES = new Set(['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon']);

/** Presentation attributes (and the same-named CSS properties of a style attribute). */
const PRESENTATION = [
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'opacity',
  'clip-path',
  'clip-rule',
  'color',
  'display',
  'visibility',
  'vector-effect',
  'shape-rendering',
  'paint-order',
  'transform',
] as const;
const PRESENTATION_SET = new Set<string>(PRESENTATION);

/** Attributes that may hold an internal url(#id) reference (gradients, clip paths). */
const URL_ATTRIBUTES = new Set(['fill', 'stroke', 'clip-path']);

/** Elements we keep, each with the geometry attributes it may carry. */
const ELEMENTS: Record<string, readonly string[]> = {
  svg: ['viewBox', 'width', 'height', 'x', 'y', 'preserveAspectRatio'],
  g: [],
  defs: [],
  title: [],
  path: ['d', 'pathLength'],
  rect: ['x', 'y', 'width', 'height', 'rx', 'ry'],
  circle: ['cx', 'cy', 'r'],
  ellipse: ['cx', 'cy', 'rx', 'ry'],
  line: ['x1', 'y1', 'x2', 'y2'],
  polyline: ['points'],
  polygon: ['points'],
  linearGradient: [
    'x1',
    'y1',
    'x2',
    'y2',
    'gradientUnits',
    'gradientTransform',
    'spreadMethod',
    'href',
  ],
  radialGradient: [
    'cx',
    'cy',
    'r',
    'fx',
    'fy',
    'fr',
    'gradientUnits',
    'gradientTransform',
    'spreadMethod',
    'href',
  ],
  stop: ['offset', 'stop-color', 'stop-opacity'],
  clipPath: ['clipPathUnits'],
};

/** Elements whose content is a definition, not drawn by itself. */
const DEFINITIONS = new Set(['defs', 'clipPath', 'linearGradient', 'radialGradient']);
/** Elements that may be the target of an internal reference. */
const REFERENCEABLE = new Set(['linearGradient', 'radialGradient', 'clipPath']);

/** Functional notations a value may use; url() is handled on its own. */
const FUNCTIONS = new Set([
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'matrix',
  'translate',
  'scale',
  'rotate',
  'skewx',
  'skewy',
]);

/**
 * Characters a kept value may contain: no colon (no scheme), no slash, no quote, no
 * backslash (no CSS escapes), no semicolon or braces (no CSS smuggling), no angle bracket.
 */
const SAFE_VALUE = /^[A-Za-z0-9#.,%\s()+-]*$/;
const ID = /^[A-Za-z_][\w.-]{0,127}$/;
const URL_REFERENCE = /^url\(\s*(['"]?)#([A-Za-z_][\w.-]{0,127})\1\s*\)$/i;

export const SVG_LIMITS = { maxDepth: 32, maxElements: 10_000, maxValueLength: 200_000 };

interface KeptElement {
  name: string;
  attributes: Map<string, string>;
  /** Internal references, resolved against the kept ids when written out. */
  references: Map<string, string>;
  originalId: string | null;
  children: KeptElement[];
  text: string;
}

const invalid = (message: string) => new DomainError('invalid', message);

/** Parses and rebuilds an SVG; throws DomainError('invalid') when nothing safe remains. */
export function sanitizeSvg(source: string): string {
  const root = parse(source);
  if (root.localName !== 'svg' || !inSvgNamespace(root)) {
    throw invalid('The file is not an SVG image');
  }
  const counter = { elements: 0 };
  const kept = keep(root, 0, counter);
  if (!kept || !hasDrawnShape(kept, false)) {
    throw invalid('The SVG contains no shapes that can be kept');
  }
  return write(kept);
}

function parse(source: string): Element {
  let document;
  try {
    document = new DOMParser({
      onError: (level, message) => {
        // Warnings (e.g. a missing XML declaration) are harmless; anything else stops.
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(source, 'image/svg+xml');
  } catch (error) {
    const reason = error instanceof Error ? firstLine(error.message) : 'unreadable markup';
    throw invalid(`The SVG could not be parsed: ${reason}`);
  }
  const root = document.documentElement;
  if (!root) throw invalid('The SVG could not be parsed: no root element');
  return root;
}

/** xmldom wraps the handler's message; keep the part a person can act on, briefly. */
function firstLine(message: string): string {
  const inner = /"([^"]{1,160})"/.exec(message)?.[1] ?? message;
  return (inner.split('\n')[0] ?? '').slice(0, 160);
}

function inSvgNamespace(node: Element): boolean {
  return node.namespaceURI === SVG_NS || !node.namespaceURI;
}

function keep(node: Element, depth: number, counter: { elements: number }): KeptElement | null {
  const name = node.localName ?? '';
  const allowed = ELEMENTS[name];
  if (!allowed || !inSvgNamespace(node) || (name === 'svg' && depth > 0)) return null;
  if (depth > SVG_LIMITS.maxDepth) throw invalid('The SVG is nested too deeply');
  if (++counter.elements > SVG_LIMITS.maxElements) {
    throw invalid(`The SVG has more than ${SVG_LIMITS.maxElements} elements`);
  }

  const element: KeptElement = {
    name,
    attributes: new Map(),
    references: new Map(),
    originalId: null,
    children: [],
    text: '',
  };
  const declared: [string, string][] = [];
  let style: string | null = null;
  for (let i = 0; i < node.attributes.length; i++) {
    const attribute = node.attributes.item(i);
    if (!attribute) continue;
    const attrName =
      attribute.namespaceURI === XLINK_NS && attribute.localName === 'href'
        ? 'href'
        : attribute.namespaceURI
          ? null
          : attribute.localName;
    if (attrName === 'style') style = attribute.value;
    else if (attrName === 'id' && REFERENCEABLE.has(name) && ID.test(attribute.value.trim())) {
      element.originalId = attribute.value.trim();
    } else if (attrName) declared.push([attrName, attribute.value]);
  }
  // A style declaration wins over the attribute of the same name, as in CSS.
  for (const [attrName, value] of [...declared, ...parseStyle(style)]) {
    if (allowed.includes(attrName) || PRESENTATION_SET.has(attrName)) {
      addAttribute(element, attrName, value);
    }
  }

  for (let child: Node | null = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === child.ELEMENT_NODE) {
      const keptChild = keep(child as Element, depth + 1, counter);
      if (keptChild) element.children.push(keptChild);
    } else if (
      name === 'title' &&
      (child.nodeType === child.TEXT_NODE || child.nodeType === child.CDATA_SECTION_NODE)
    ) {
      element.text += child.nodeValue ?? '';
    }
  }
  if (name === 'title') element.text = element.text.trim().slice(0, 200);
  return element;
}

/** Declarations of a style attribute as [property, value]; anything odd is dropped later. */
function parseStyle(style: string | null): [string, string][] {
  if (!style) return [];
  return style
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      return colon < 0
        ? null
        : ([declaration.slice(0, colon).trim().toLowerCase(), declaration.slice(colon + 1)] as [
            string,
            string,
          ]);
    })
    .filter((d): d is [string, string] => d !== null);
}

function addAttribute(element: KeptElement, name: string, rawValue: string): void {
  const value = rawValue.trim().replace(/\s+/g, ' ');
  if (value.length === 0 || value.length > SVG_LIMITS.maxValueLength) return;

  if (name === 'href') {
    // Only a same-document reference between gradients (one inherits the other's stops).
    const target = /^#([A-Za-z_][\w.-]{0,127})$/.exec(value)?.[1];
    if (target) element.references.set(name, target);
    return;
  }
  const url = URL_REFERENCE.exec(value);
  if (url) {
    if (URL_ATTRIBUTES.has(name)) {
      element.attributes.delete(name);
      element.references.set(name, url[2] ?? '');
    }
    return;
  }
  if (!SAFE_VALUE.test(value)) return;
  for (const match of value.matchAll(/([A-Za-z-]+)\s*\(/g)) {
    if (!FUNCTIONS.has((match[1] ?? '').toLowerCase())) return;
  }
  element.references.delete(name);
  element.attributes.set(name, value);
}

function hasDrawnShape(element: KeptElement, inDefinition: boolean): boolean {
  const definition = inDefinition || DEFINITIONS.has(element.name);
  if (!definition && SHAPES.has(element.name)) return true;
  return element.children.some((child) => hasDrawnShape(child, definition));
}

/**
 * Writes the kept tree. Only ids that something references survive, renamed to a
 * prefix derived from the output itself: two logos on one page can't collide, ids can't
 * clobber page globals, and sanitising the output again gives the same output.
 */
function write(root: KeptElement): string {
  const byOriginalId = new Map<string, KeptElement>();
  const all: KeptElement[] = [];
  const collect = (e: KeptElement) => {
    all.push(e);
    if (e.originalId && !byOriginalId.has(e.originalId)) byOriginalId.set(e.originalId, e);
    e.children.forEach(collect);
  };
  collect(root);

  const referenced: KeptElement[] = [];
  for (const e of all) {
    for (const target of e.references.values()) {
      const t = byOriginalId.get(target);
      if (t && !referenced.includes(t)) referenced.push(t);
    }
  }
  const placeholder = (e: KeptElement) => `\u0000${referenced.indexOf(e)}\u0000`;
  const draft = serialize(
    root,
    (e) => (referenced.includes(e) ? placeholder(e) : null),
    (id) => {
      const t = byOriginalId.get(id);
      return t ? placeholder(t) : null;
    },
  );
  const prefix = `prism-${createHash('sha256').update(draft).digest('hex').slice(0, 10)}`;
  // eslint-disable-next-line no-control-regex -- the placeholders are NUL-delimited on purpose
  return draft.replace(/\u0000(\d+)\u0000/g, (_, n: string) => `${prefix}-${n}`);
}

function serialize(
  element: KeptElement,
  idOf: (e: KeptElement) => string | null,
  resolve: (originalId: string) => string | null,
): string {
  const parts: string[] = [element.name];
  if (element.name === 'svg') parts.push(`xmlns="${SVG_NS}"`);
  const id = idOf(element);
  if (id) parts.push(`id="${id}"`);
  for (const [name, value] of element.attributes) parts.push(`${name}="${escape(value)}"`);
  for (const [name, target] of element.references) {
    const resolved = resolve(target);
    if (!resolved) continue;
    parts.push(name === 'href' ? `href="#${resolved}"` : `${name}="url(#${resolved})"`);
  }
  const open = parts.join(' ');
  const content =
    escape(element.text) + element.children.map((c) => serialize(c, idOf, resolve)).join('');
  return content ? `<${open}>${content}</${element.name}>` : `<${open}/>`;
}

function escape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
