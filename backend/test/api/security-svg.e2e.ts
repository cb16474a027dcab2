/**
 * Hostile SVG through the API (issue 8 §6). The sanitiser's own corpus (64 payloads,
 * src/svg/svg-sanitizer.spec.ts) covers scripts, handlers, foreignObject, links, CSS,
 * entities, CDATA, mixed case and `<svg:script>`; these are further kinds, sent the way an
 * attacker would, through POST /api/uploads/svg and as a logo's iconValue: each one comes
 * back inert or is refused with a 400 that stores nothing. Markup planted in the database
 * (not through the API) is handed over as stored: the public site redraws logos from
 * their shapes only (frontend/app/lib/svg-shapes.ts), which is the second lock.
 */
import { DOMParser, type Element } from '@xmldom/xmldom';
import { ClientLogo } from '../../src/logos/client-logo.entity';
import { FigureBook } from '../support/security-figures';
import { startTestApp, type TestApp } from '../support/test-app';
import { idOf, logoOf, svgOf } from '../support/answers';

const figures = new FigureBook('svg');
const NS = 'xmlns="http://www.w3.org/2000/svg"';
const SHAPE = '<path d="M0 0h9v9z"/>';
const svg = (inner: string, attrs = '') => `<svg ${NS} viewBox="0 0 9 9" ${attrs}>${inner}</svg>`;

/** Kinds the unit corpus does not have yet. */
const CORPUS: [string, string][] = [
  ['script in the default SVG namespace', svg(`<script ${NS}>alert(1)</script>${SHAPE}`)],
  [
    'script under an unusual prefix',
    svg(`<x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script>${SHAPE}`),
  ],
  [
    'svg:svg root with svg:a and xlink',
    `<svg:svg xmlns:svg="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><svg:a xlink:href="javascript:alert(1)"><svg:path d="M0 0h9v9z"/></svg:a></svg:svg>`,
  ],
  [
    'XLink bound to an odd prefix',
    svg(`<a xmlns:q="http://www.w3.org/1999/xlink" q:href="javascript:alert(1)">${SHAPE}</a>`),
  ],
  [
    'handler attribute in the SVG namespace',
    svg(`<path xmlns:s="http://www.w3.org/2000/svg" s:onclick="alert(1)" d="M0 0h9v9z"/>`),
  ],
  ['onbegin on animate', svg(`<animate onbegin="alert(1)" attributeName="x" dur="1s"/>${SHAPE}`)],
  [
    'set turning a link into javascript:',
    svg(`<a href="#"><set attributeName="href" to="javascript:alert(1)" begin="0s"/>${SHAPE}</a>`),
  ],
  ['tab inside javascript:', svg(`<a href="java\tscript:alert(1)">${SHAPE}</a>`)],
  ['newline entity before javascript:', svg(`<a href="&#x0A;javascript:alert(1)">${SHAPE}</a>`)],
  [
    'hex entities spelling javascript:',
    svg(`<a href="&#x6A;&#x61;vascript:alert(1)">${SHAPE}</a>`),
  ],
  ['zero-width space inside javascript:', svg(`<a href="java\u200bscript:alert(1)">${SHAPE}</a>`)],
  [
    'mixed-case JaVaScRiPt: on an image',
    svg(`<image href="JaVaScRiPt:alert(1)" width="9" height="9"/>${SHAPE}`),
  ],
  [
    'quoted url() with spaces in style',
    svg(`<path d="M0 0h9v9z" style="fill: url( 'javascript:alert(1)' )"/>`),
  ],
  [
    'data: URL in a fill attribute, quoted',
    svg(
      `<path d="M0 0h9v9z" fill="url(&quot;data:image/svg+xml,&lt;svg onload=alert(1)&gt;&quot;)"/>`,
    ),
  ],
  ['desc with CDATA markup', svg(`<desc><![CDATA[<script>alert(1)</script>]]></desc>${SHAPE}`)],
  [
    'metadata with XHTML',
    svg(
      `<metadata><h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script></metadata>${SHAPE}`,
    ),
  ],
  [
    'switch around foreignObject',
    svg(
      `<switch><foreignObject><h:body xmlns:h="http://www.w3.org/1999/xhtml"><h:img src="x" onerror="alert(1)"/></h:body></foreignObject>${SHAPE}</switch>`,
    ),
  ],
  [
    'the wrong-case SVG namespace',
    `<svg xmlns="http://www.w3.org/2000/SVG"><script>alert(1)</script>${SHAPE}</svg>`,
  ],
  ['a root in no namespace with a handler', `<svg onload="alert(1)">${SHAPE}</svg>`],
  [
    'internal entity expanding to markup',
    `<!DOCTYPE svg [<!ENTITY x "<script>alert(1)</script>">]>${svg(`&x;${SHAPE}`)}`,
  ],
  [
    'SYSTEM entity in a title',
    `<!DOCTYPE svg [<!ENTITY f SYSTEM "file:///etc/hostname">]>${svg(`<title>&f;</title>${SHAPE}`)}`,
  ],
  [
    'discard and cursor elements',
    svg(`<discard begin="0s"/><cursor href="https://evil.example/c.png"/>${SHAPE}`),
  ],
  [
    'a view element pointing outside',
    svg(`<view id="v" viewBox="0 0 1 1"/><a href="#v">${SHAPE}</a>${SHAPE}`),
  ],
  [
    'clip-path through an external url()',
    svg(`<path d="M0 0h9v9z" clip-path="url(https://evil.example/c.svg#c)"/>`),
  ],
  [
    'a thousand attributes',
    svg(
      `<path d="M0 0h9v9z" ${Array.from({ length: 1000 }, (_, i) => `data-a${i}="x"`).join(' ')}/>`,
    ),
  ],
  ['unclosed handler (not XML)', `<svg ${NS} onload=alert(1)//`],
];

/** Elements and attributes the sanitiser may emit; anything else means it let something by. */
const ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'title',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
]);
const ACTIVE =
  /script|javascript|alert|href|on[a-z]+=|foreignObject|<style|@import|url\((?!#)|data:|<a[\s>]|<use|<image|<set|<animate|<iframe|xml:base|evil/i;

function expectInert(markup: string): void {
  expect(markup).not.toMatch(ACTIVE);
  const doc = new DOMParser().parseFromString(markup, 'image/svg+xml');
  const walk = (el: Element) => {
    expect(ELEMENTS.has(el.localName ?? '')).toBe(true);
    expect(el.namespaceURI).toBe('http://www.w3.org/2000/svg');
    for (let i = 0; i < el.attributes.length; i += 1) {
      expect(el.attributes.item(i)!.name).not.toMatch(/^on|href|:/i);
    }
    for (let c = el.firstChild; c; c = c.nextSibling) {
      if (c.nodeType === c.ELEMENT_NODE) walk(c as Element);
    }
  };
  walk(doc.documentElement!);
}

describe('hostile SVG through the API', () => {
  let t: TestApp;
  let editor: Awaited<ReturnType<TestApp['as']>>;
  const logos = () => t.dataSource.getRepository(ClientLogo);

  beforeAll(async () => {
    t = await startTestApp();
    editor = await t.as('editor');
  });
  afterAll(async () => {
    figures.write();
    await t.close();
  });

  it.each(CORPUS)('%s: the upload answers inert markup or a 400', async (_name, markup) => {
    const res = await editor.post('/api/uploads/svg').attach('svgFile', Buffer.from(markup), {
      filename: 'logo.svg',
      contentType: 'image/svg+xml',
    });
    if (res.status === 200) expectInert(svgOf(res).svgContent);
    else expect(res.status).toBe(400);
    figures.add(res.status === 200 ? 'upload: came out inert' : 'upload: refused (400)');
  });

  it.each(CORPUS)('%s: a logo stores inert markup or nothing', async (_name, markup) => {
    const before = await logos().count();
    const res = await editor
      .post('/api/logos')
      .send({ name: 'Hostile', iconType: 'svg-code', iconValue: markup });
    if (res.status === 201) {
      const stored = await logos().findOneByOrFail({ id: idOf(res) });
      expectInert(stored.iconValue);
      expect(logoOf(res).iconValue).toBe(stored.iconValue);
    } else {
      expect(res.status).toBe(400);
      expect(await logos().count()).toBe(before);
    }
    figures.add(res.status === 201 ? 'logo: stored inert' : 'logo: refused (400)');
  });

  it('refuses an SVG file in UTF-16 (only UTF-8 is read)', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(svg(SHAPE), 'utf16le')]);
    const res = await editor
      .post('/api/uploads/svg')
      .attach('svgFile', utf16, { filename: 'logo.svg', contentType: 'image/svg+xml' });
    expect(res.status).toBe(400);
  });

  it('hands markup planted in the database over as stored, for the site to redraw from shapes', async () => {
    // Written straight into the table, as an attacker with database access would.
    const planted = svg(`<script>alert(1)</script>${SHAPE}`, 'onload="alert(2)"');
    const row = await logos().save(
      logos().create({
        name: 'Planted',
        iconType: 'svg-code',
        iconValue: planted,
        order: 0,
        active: true,
      }),
    );
    const res = await t.http().get('/api/logos/active');
    expect(res.status).toBe(200);
    const served = (res.body as { id: number; iconValue: string }[]).find((l) => l.id === row.id);
    // The API is JSON: the markup is a string value, never a document of its own, and the
    // answer can't be sniffed into one. Rendering it safely is the site's job (svg-shapes.ts).
    expect(served?.iconValue).toBe(planted);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
  });
});
