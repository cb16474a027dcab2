import { DOMParser, type Element } from '@xmldom/xmldom';
import { DomainError } from '../common/domain-error';
import { DEMO_LOGOS } from '../seed/demo-logos';
import { sanitizeSvg } from './svg-sanitizer';

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
const SHAPE = '<path d="M0 0h10v10H0z"/>';
const svg = (inner: string, attrs = '') => `<svg ${NS}${attrs ? ` ${attrs}` : ''}>${inner}</svg>`;

const KEPT_ELEMENTS = new Set([
  'svg',
  'g',
  'title',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
]);

/**
 * What "inert" means, checked on the output itself: it parses as XML; every element is an
 * allow-listed SVG element; no attribute is a handler, an id, a reference or a style, or
 * carries a scheme, a URL or a CSS escape; nothing but the one xmlns.
 */
function expectInert(output: string): void {
  expect(output).not.toMatch(/<!|<\?|&(?!amp;|lt;|gt;|quot;|#39;)/);
  const doc = new DOMParser({
    onError: (level, message) => {
      throw new Error(`${level}: ${message}`);
    },
  }).parseFromString(output, 'image/svg+xml');
  const walk = (el: Element) => {
    expect(el.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(el.prefix).toBeNull();
    expect(KEPT_ELEMENTS.has(el.localName ?? '')).toBe(true);
    for (let i = 0; i < el.attributes.length; i++) {
      const a = el.attributes.item(i)!;
      if (a.name === 'xmlns') {
        expect(a.value).toBe('http://www.w3.org/2000/svg');
        continue;
      }
      expect(a.namespaceURI).toBeNull();
      expect(a.name).not.toMatch(/^on|^style$|^xml|^class$|^id$|href/i);
      expect(a.value).not.toMatch(/[:\\;"'<>]|url\(|javascript|data|expression|\/\//i);
    }
    for (let c = el.firstChild; c; c = c.nextSibling) {
      if (c.nodeType === c.ELEMENT_NODE) walk(c as Element);
      else expect(c.nodeType === c.TEXT_NODE && el.localName === 'title').toBe(true);
    }
  };
  walk(doc.documentElement!);
}

/** The sanitiser refuses the input outright (400), which is inert too. */
function expectRefused(input: string, message: RegExp): void {
  let error: unknown;
  try {
    sanitizeSvg(input);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(DomainError);
  expect((error as DomainError).code).toBe('svg_unsafe');
  expect((error as DomainError).message).toMatch(message);
}

/** Hostile payloads that parse: each must come out inert with its shape kept. */
const HOSTILE: [string, string][] = [
  ['script element', svg(`<script>alert(1)</script>${SHAPE}`)],
  ['script in CDATA', svg(`<script><![CDATA[alert(document.cookie)]]></script>${SHAPE}`)],
  ['mixed-case SCRIPT', svg(`<SCRIPT>alert(1)</SCRIPT><ScRiPt>alert(2)</ScRiPt>${SHAPE}`)],
  [
    'svg:script through a prefix',
    `<svg:svg xmlns:svg="http://www.w3.org/2000/svg"><svg:script>alert(1)</svg:script><svg:path d="M0 0h9v9z"/></svg:svg>`,
  ],
  [
    'XHTML script in a foreign namespace',
    svg(`<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>${SHAPE}`),
  ],
  ['onload on the root', svg(SHAPE, 'onload="alert(1)"')],
  ['onclick on a shape', svg('<path d="M0 0h9v9z" onclick="alert(1)"/>')],
  ['upper-case handler', svg('<rect width="9" height="9" ONMOUSEOVER="alert(1)" OnFocus="x()"/>')],
  [
    'handler in a namespace',
    svg('<rect width="9" height="9" ev:onclick="alert(1)" xmlns:ev="urn:x"/>'),
  ],
  [
    'foreignObject with HTML',
    svg(
      `<foreignObject width="100" height="100"><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(1)"/></foreignObject>${SHAPE}`,
    ),
  ],
  [
    'xlink:href=javascript: on a link',
    svg(`<a xlink:href="javascript:alert(1)">${SHAPE}</a><circle r="3"/>`, XLINK),
  ],
  [
    'href=javascript: on a link',
    svg(`<a href="javascript:alert(1)"><rect width="5" height="5"/></a>${SHAPE}`),
  ],
  [
    'entity-encoded javascript: href',
    svg(`<a href="&#106;avascript&#58;alert(1)">${SHAPE}</a>${SHAPE}`),
  ],
  ['external use', svg(`<use href="https://evil.example/sprite.svg#logo"/>${SHAPE}`)],
  ['external use via xlink', svg(`<use xlink:href="//evil.example/s.svg#a"/>${SHAPE}`, XLINK)],
  [
    'use of a data: URI',
    svg(
      `<use href="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+#x"/>${SHAPE}`,
    ),
  ],
  [
    'external image',
    svg(`<image href="https://evil.example/pixel.png" width="1" height="1"/>${SHAPE}`),
  ],
  ['javascript: image', svg(`<image xlink:href="javascript:alert(1)"/>${SHAPE}`, XLINK)],
  [
    'style element with @import',
    svg(`<style>@import url(https://evil.example/x.css);</style>${SHAPE}`),
  ],
  [
    'style element breaking out',
    svg(`<style><![CDATA[</style><script>alert(1)</script>]]></style>${SHAPE}`),
  ],
  [
    'CSS url() in a style attribute',
    svg('<path d="M0 0h9v9z" style="fill:url(https://evil.example/x)"/>'),
  ],
  [
    'javascript: url() in style',
    svg('<path d="M0 0h9v9z" style="fill: url(javascript:alert(1))"/>'),
  ],
  [
    'CSS escapes hiding url()',
    svg('<path d="M0 0h9v9z" style="fill: u\\72l(https://evil.example/)"/>'),
  ],
  [
    'CSS behaviour and binding',
    svg('<path d="M0 0h9v9z" style="behavior:url(x.htc);-moz-binding:url(x.xml#a)"/>'),
  ],
  ['CSS expression()', svg('<path d="M0 0h9v9z" style="fill:expression(alert(1))" />')],
  [
    'style smuggling a declaration',
    svg('<path d="M0 0h9v9z" style="fill:red}*{background:url(//evil.example)"/>'),
  ],
  ['external url() in fill', svg('<path d="M0 0h9v9z" fill="url(https://evil.example/g.svg#g)"/>')],
  ['javascript: url() in fill', svg('<path d="M0 0h9v9z" fill="url(javascript:alert(1))"/>')],
  ['data: url() in stroke', svg('<path d="M0 0h9v9z" stroke="url(data:image/svg+xml,abc)"/>')],
  ['url() in clip-path to nowhere', svg('<path d="M0 0h9v9z" clip-path="url(#missing)"/>')],
  [
    'gradient inheriting from an external file',
    svg(
      `<defs><linearGradient id="g" xlink:href="https://evil.example/g.svg#g"/></defs><path d="M0 0h9v9z" fill="url(#g)"/>`,
      XLINK,
    ),
  ],
  [
    'animate changing href',
    svg(`<a href="#"><animate attributeName="href" to="javascript:alert(1)"/>${SHAPE}</a>${SHAPE}`),
  ],
  ['set adding a handler', svg(`<set attributeName="onmouseover" to="alert(1)"/>${SHAPE}`)],
  [
    'animate on xlink:href',
    svg(
      `<animate xlink:href="#x" attributeName="xlink:href" values="javascript:alert(1)"/>${SHAPE}`,
      XLINK,
    ),
  ],
  [
    'animateTransform and animateMotion',
    svg(`<animateTransform attributeName="transform"/><animateMotion path="M0 0"/>${SHAPE}`),
  ],
  [
    'SVG Tiny handler element',
    svg(`<handler type="application/ecmascript">alert(1)</handler>${SHAPE}`),
  ],
  ['iframe, embed and object', svg(`<iframe src="x"/><embed src="x"/><object data="x"/>${SHAPE}`)],
  [
    'filter with feImage',
    svg(
      `<filter id="f"><feImage href="https://evil.example/x.png"/></filter><path d="M0 0h9v9z" filter="url(#f)"/>`,
    ),
  ],
  [
    'pattern and mask holding images',
    svg(
      `<pattern id="p"><image href="https://evil.example/x.png"/></pattern><mask id="m"><image href="x.png"/></mask><path d="M0 0h9v9z" fill="url(#p)" mask="url(#m)"/>`,
    ),
  ],
  [
    'processing instruction with a style sheet',
    `<?xml version="1.0"?><?xml-stylesheet href="https://evil.example/x.css" type="text/css"?>${svg(SHAPE)}`,
  ],
  [
    'DOCTYPE with an external DTD',
    `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">${svg(SHAPE)}`,
  ],
  [
    'external parameter entity (never fetched)',
    `<!DOCTYPE svg [<!ENTITY % p SYSTEM "https://evil.example/x.dtd"> %p;]>${svg(SHAPE)}`,
  ],
  ['xml:base and xml:space', svg(SHAPE, 'xml:base="javascript:alert(1)//" xml:space="preserve"')],
  [
    'text with markup characters',
    svg(`<text>&lt;script&gt;alert(1)&lt;/script&gt;</text>${SHAPE}`),
  ],
  [
    'ids that clobber globals',
    svg(
      '<g id="location"><path id="__proto__" d="M0 0h9v9z"/></g><rect id="cookie" width="1" height="1"/>',
    ),
  ],
  ['class hooking page CSS', svg('<path class="admin-button" d="M0 0h9v9z"/>')],
  ['nested svg with handlers', svg(`<svg onload="alert(1)"><path d="M0 0h1v1z"/></svg>${SHAPE}`)],
  ['comments hiding markup', svg(`<!-- --><script>alert(1)</script><!-- -->${SHAPE}`)],
  [
    'values with colons and quotes',
    svg(
      '<path d="M0 0h9v9z" fill="javascript:alert(1)" stroke="&quot;&gt;&lt;script&gt;" transform="rotate(45)"/>',
    ),
  ],
  [
    'var() and attr() functions',
    svg('<path d="M0 0h9v9z" fill="var(--x)" stroke="attr(data-x)"/>'),
  ],
  [
    'unknown attributes',
    svg('<path d="M0 0h9v9z" formaction="javascript:alert(1)" data-x="1" tabindex="1"/>'),
  ],
];

/** Hostile payloads that must be refused (never expanded, never half-kept). */
const REFUSED: [string, string, RegExp][] = [
  [
    'XXE external entity',
    `<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${svg(`<title>&xxe;</title>${SHAPE}`)}`,
    /could not be parsed/,
  ],
  [
    'billion laughs',
    `<!DOCTYPE svg [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>${svg(`<title>&c;</title>${SHAPE}`)}`,
    /could not be parsed/,
  ],
  [
    'entity in an attribute',
    `<!DOCTYPE svg [<!ENTITY js "javascript:alert(1)">]>${svg(`<a href="&js;">${SHAPE}</a>`)}`,
    /could not be parsed/,
  ],
  ['HTML document', '<html><body><script>alert(1)</script></body></html>', /not an SVG image/],
  [
    'XHTML root named svg',
    '<svg xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></svg>',
    /not an SVG image/,
  ],
  ['only a script', svg('<script>alert(1)</script>'), /no shapes/],
  ['shapes only inside a definition', svg(`<defs>${SHAPE}</defs>`), /no shapes/],
  ['unclosed tags', `<svg ${NS}><path d="M0 0">`, /could not be parsed/],
  ['not XML at all', 'alert(1)', /could not be parsed/],
  ['an empty string', '', /could not be parsed/],
  ['two roots', `${svg(SHAPE)}${svg(SHAPE)}`, /could not be parsed/],
  ['deep nesting', svg(`${'<g>'.repeat(60)}${SHAPE}${'</g>'.repeat(60)}`), /nested too deeply/],
  ['too many elements', svg(SHAPE.repeat(10_001)), /more than 10000 elements/],
];

describe('sanitizeSvg: hostile payloads come out inert', () => {
  it('tries at least 50 hostile payloads', () => {
    expect(HOSTILE.length + REFUSED.length).toBeGreaterThanOrEqual(50);
  });

  it.each(HOSTILE)('%s', (_name, input) => {
    const output = sanitizeSvg(input);
    expectInert(output);
    expect(output).toMatch(/<(path|rect|circle)\b/);
    expect(output).not.toMatch(
      /script|alert|javascript|evil|foreignObject|iframe|<a\b|<use|<image|<style|animate|<set|handler|<filter|<pattern|<mask|location|__proto__|cookie|admin-button|onload|onclick|xml:/i,
    );
  });

  it.each(REFUSED)('%s is refused', (_name, input, message) => {
    expectRefused(input, message);
  });

  it('keeps title text as escaped text only, CDATA included', () => {
    const output = sanitizeSvg(
      svg(`<title><![CDATA[</title><script>alert(1)</script>]]> &amp; &lt;b&gt;</title>${SHAPE}`),
    );
    expectInert(output);
    expect(output).toBe(
      `<svg ${NS}><title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;</title>${SHAPE}</svg>`,
    );
  });
});

describe('sanitizeSvg: benign logos keep their shapes', () => {
  it('keeps a plain logo exactly', () => {
    const input = svg(
      '<circle cx="16" cy="16" r="12" fill="none" stroke="#000" stroke-width="4"/><circle cx="16" cy="16" r="4"/><rect x="36" y="10" width="76" height="12" rx="6"/>',
      'viewBox="0 0 120 32"',
    );
    expect(sanitizeSvg(input)).toBe(
      `<svg ${NS} viewBox="0 0 120 32"><circle cx="16" cy="16" r="12" fill="none" stroke="#000" stroke-width="4"/><circle cx="16" cy="16" r="4"/><rect x="36" y="10" width="76" height="12" rx="6"/></svg>`,
    );
  });

  it('keeps every shape element with its geometry', () => {
    const input = svg(
      '<g transform="translate(2 3) scale(0.5)"><path d="M2 30 L16 6 L24 18 Z"/><rect x="1" y="2" width="3" height="4"/><circle cx="1" cy="1" r="1"/><ellipse cx="5" cy="5" rx="2" ry="1"/><line x1="0" y1="0" x2="9" y2="9" stroke="rgb(10, 20, 30)"/><polyline points="0,0 5,5 9,0"/><polygon points="0,0 5,5 9,0" fill-rule="evenodd"/></g>',
      'width="120" height="32" viewBox="0 0 120 32"',
    );
    const output = sanitizeSvg(input);
    expect(output).toBe(input);
    expectInert(output);
  });

  it('turns a style attribute into presentation attributes', () => {
    const output = sanitizeSvg(
      svg(
        '<path d="M0 0h9v9z" fill="blue" style="fill: #ff0000; stroke-width:2;font-family:Arial"/>',
      ),
    );
    expect(output).toBe(`<svg ${NS}><path d="M0 0h9v9z" fill="#ff0000" stroke-width="2"/></svg>`);
  });

  it('drops what no renderer draws: gradients, clip paths, references, ids, root placement', () => {
    const input = svg(
      `<defs><linearGradient id="brand" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#f00"/></linearGradient><clipPath id="clip"><rect width="5" height="5"/></clipPath></defs><path id="p" d="M0 0h9v9z" fill="url(#brand)" clip-path="url('#clip')" opacity="0.5"/>`,
      'x="1" y="2" preserveAspectRatio="none" fill="red"',
    );
    const output = sanitizeSvg(input);
    expectInert(output);
    expect(output).toBe(`<svg ${NS}><path d="M0 0h9v9z"/></svg>`);
  });

  it('reads an editor export: declaration, DOCTYPE, comments, metadata, editor namespaces', () => {
    const input = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Generator: Adobe Illustrator 27.0.0 -->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg version="1.1" id="Layer_1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"
  xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" x="0px" y="0px" viewBox="0 0 100 40"
  xml:space="preserve" inkscape:version="1.3">
  <metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata>
  <inkscape:namedview pagecolor="#fff"/>
  <g inkscape:label="Layer 1" inkscape:groupmode="layer">
    <path fill="#231F20" d="M10,10 L90,10 L90,30 Z"/>
  </g>
</svg>`;
    expect(sanitizeSvg(input)).toBe(
      `<svg ${NS} viewBox="0 0 100 40"><g><path fill="#231F20" d="M10,10 L90,10 L90,30 Z"/></g></svg>`,
    );
  });

  it('leaves the seeded demo logos as they are', () => {
    const svgs = DEMO_LOGOS.filter((l) => l.iconType === 'svg-code').map((l) => l.iconValue);
    expect(svgs.length).toBeGreaterThan(0);
    for (const markup of svgs) expect(sanitizeSvg(markup)).toBe(markup);
  });

  it('accepts an SVG without a namespace declaration', () => {
    expect(sanitizeSvg('<svg viewBox="0 0 9 9"><rect width="9" height="9"/></svg>')).toBe(
      `<svg ${NS} viewBox="0 0 9 9"><rect width="9" height="9"/></svg>`,
    );
  });

  it('gives the same output when its output is sanitised again', () => {
    const inputs = [
      ...HOSTILE.map(([, input]) => input),
      svg(
        '<defs><radialGradient id="r"><stop offset="0" stop-color="red"/></radialGradient></defs><circle r="4" fill="url(#r)"/>',
      ),
    ];
    for (const input of inputs) {
      const once = sanitizeSvg(input);
      expect(sanitizeSvg(once)).toBe(once);
    }
  });
});
