/**
 * The SVG sanitiser (ADR 008). An SVG is parsed as strict XML and a NEW document is built
 * from the one SVG policy of the contracts (`svg-policy.ts`): shapes, groups and a title,
 * with the attributes the site's renderer draws, each value passing its check. Nothing of
 * the input is copied through as text, so whatever the parser accepted but the policy does
 * not name (script, handlers, foreignObject, style sheets, links, references, gradients,
 * animation, entities, processing instructions, foreign namespaces) is not in the output.
 */
import { DOMParser, type Element, type Node } from '@xmldom/xmldom';
import { SVG_ELEMENTS, SVG_LIMITS, SVG_NS, SVG_SHAPES, svgAttributeCheck } from '@prism/contracts';
import { DomainError } from '../common/domain-error';

const SHAPES = new Set(SVG_SHAPES);

interface KeptElement {
  name: string;
  attributes: Map<string, string>;
  children: KeptElement[];
  text: string;
}

type SvgProblem = 'not_svg' | 'no_shapes' | 'unparseable' | 'too_deep' | 'too_many_elements';
const invalid = (problem: SvgProblem) => new DomainError('svg_unsafe', { problem });

/** Parses and rebuilds an SVG; throws DomainError('svg_unsafe') when nothing safe remains. */
export function sanitizeSvg(source: string): string {
  const root = parse(source);
  if (root.localName !== 'svg' || !inSvgNamespace(root)) {
    throw invalid('not_svg');
  }
  const counter = { elements: 0 };
  const kept = keep(root, 0, counter);
  if (!kept || !hasDrawnShape(kept)) {
    throw invalid('no_shapes');
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
  } catch {
    throw invalid('unparseable');
  }
  const root = document.documentElement;
  if (!root) throw invalid('unparseable');
  return root;
}

function inSvgNamespace(node: Element): boolean {
  return node.namespaceURI === SVG_NS || !node.namespaceURI;
}

function keep(node: Element, depth: number, counter: { elements: number }): KeptElement | null {
  const name = node.localName ?? '';
  if (!Object.hasOwn(SVG_ELEMENTS, name) || !inSvgNamespace(node)) return null;
  if (name === 'svg' && depth > 0) return null;
  if (depth > SVG_LIMITS.maxDepth) throw invalid('too_deep');
  if (++counter.elements > SVG_LIMITS.maxElements) {
    throw invalid('too_many_elements');
  }

  const element: KeptElement = { name, attributes: new Map(), children: [], text: '' };
  const declared: [string, string][] = [];
  let style: string | null = null;
  for (let i = 0; i < node.attributes.length; i++) {
    const attribute = node.attributes.item(i);
    if (!attribute || attribute.namespaceURI) continue;
    if (attribute.localName === 'style') style = attribute.value;
    else declared.push([attribute.localName ?? '', attribute.value]);
  }
  // A style declaration wins over the attribute of the same name, as in CSS.
  for (const [attrName, rawValue] of [...declared, ...parseStyle(style)]) {
    const check = svgAttributeCheck(name, attrName);
    const value = rawValue.trim().replace(/\s+/g, ' ');
    if (check && value.length > 0 && value.length <= SVG_LIMITS.maxValueLength && check(value)) {
      element.attributes.set(attrName, value);
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

function hasDrawnShape(element: KeptElement): boolean {
  return SHAPES.has(element.name) || element.children.some(hasDrawnShape);
}

function write(element: KeptElement): string {
  const parts: string[] = [element.name];
  if (element.name === 'svg') parts.push(`xmlns="${SVG_NS}"`);
  for (const [name, value] of element.attributes) parts.push(`${name}="${escape(value)}"`);
  const open = parts.join(' ');
  const content = escape(element.text) + element.children.map(write).join('');
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
