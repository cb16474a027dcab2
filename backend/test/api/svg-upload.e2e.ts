import { LIMITS } from '@prism/contracts';
import { ClientLogo } from '../../src/logos/client-logo.entity';
import { OWNER, startTestApp, type TestApp } from '../support/test-app';
import { errorOf, logoOf, svgOf } from '../support/answers';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const LOGO = `<svg ${NS} viewBox="0 0 120 32"><circle cx="16" cy="16" r="12"/><rect x="36" y="10" width="76" height="12" rx="6"/></svg>`;
const SVG_TYPE = { filename: 'logo.svg', contentType: 'image/svg+xml' };

describe('SVG upload API (POST /api/uploads/svg, edit_portfolio)', () => {
  let t: TestApp;
  let owner: Agent;
  let editor: Agent;
  const upload = (agent: Agent, content: string | Buffer, file = SVG_TYPE) =>
    agent.post('/api/uploads/svg').attach('svgFile', Buffer.from(content), file);

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.signIn(OWNER.username, OWNER.password);
    editor = await t.as('editor');
  });
  afterAll(() => t.close());

  it('answers the sanitised markup of a clean logo unchanged', async () => {
    const res = await upload(editor, LOGO);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ svgContent: LOGO });
  });

  it('strips what is not a shape from a hostile file', async () => {
    const hostile = `<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(1)">
  <script>alert(document.cookie)</script>
  <foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(1)"/></foreignObject>
  <a xlink:href="javascript:alert(1)"><rect width="5" height="5"/></a>
  <path d="M0 0h9v9z" style="fill:url(https://evil.example/x)" onclick="alert(1)"/>
</svg>`;
    const res = await upload(owner, hostile);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ svgContent: `<svg ${NS}><path d="M0 0h9v9z"/></svg>` });
  });

  it('reads a file with a byte-order mark', async () => {
    const res = await upload(
      owner,
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(LOGO)]),
    );
    expect(res.status).toBe(200);
    expect(svgOf(res).svgContent).toBe(LOGO);
  });

  it.each([
    ['a PNG name', { filename: 'logo.png', contentType: 'image/svg+xml' }],
    ['a PNG type', { filename: 'logo.svg', contentType: 'image/png' }],
    ['a text type', { filename: 'logo.svg', contentType: 'text/plain' }],
    ['no extension', { filename: 'logo', contentType: 'image/svg+xml' }],
  ])('refuses a file with %s (415)', async (_label, file) => {
    const res = await upload(owner, LOGO, file);
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      statusCode: 415,
      error: 'Unsupported Media Type',
      code: 'svg_type',
      message: 'Only .svg files (image/svg+xml) can be uploaded',
    });
  });

  it('refuses a file over 256 KB (413)', async () => {
    const padding = `<!--${'x'.repeat(LIMITS.svg.maxBytes)}-->`;
    const res = await upload(owner, LOGO.replace('</svg>', `${padding}</svg>`));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      code: 'svg_too_large',
      params: { maxKb: 256 },
      message: 'The SVG file must be at most 256 KB',
    });
  });

  it('accepts a file of exactly 256 KB', async () => {
    const filler = LIMITS.svg.maxBytes - LOGO.length - '<!---->'.length;
    const res = await upload(owner, LOGO.replace('</svg>', `<!--${'x'.repeat(filler)}--></svg>`));
    expect(res.status).toBe(200);
    expect(svgOf(res).svgContent).toBe(LOGO);
  });

  it.each([
    ['unparsable markup', `<svg ${NS}><path d="M0 0">`, /^The SVG could not be parsed/],
    [
      'an external entity',
      `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg ${NS}><title>&x;</title><rect width="1" height="1"/></svg>`,
      /^The SVG could not be parsed/,
    ],
    ['an HTML page', '<html><body>hi</body></html>', /^The file is not an SVG image$/],
    [
      'nothing drawable',
      `<svg ${NS}><script>alert(1)</script></svg>`,
      /^The SVG contains no shapes that can be kept$/,
    ],
    [
      'bytes that are not UTF-8',
      Buffer.from([0x3c, 0x73, 0x76, 0x67, 0xff, 0xfe, 0x3e]),
      /^The SVG file must be UTF-8 text$/,
    ],
  ])('refuses %s (400)', async (_label, content, message) => {
    const res = await upload(owner, content);
    expect(res.status).toBe(400);
    expect(errorOf(res).message).toMatch(message);
  });

  it('refuses a call without a file', async () => {
    const res = await owner.post('/api/uploads/svg').send({ svgFile: LOGO });
    expect(res.status).toBe(400);
    expect(errorOf(res)).toMatchObject({
      code: 'validation_failed',
      fields: [expect.objectContaining({ field: 'svgFile', code: 'file_required' })],
    });
  });

  it('refuses a file under another field name', async () => {
    const res = await owner.post('/api/uploads/svg').attach('file', Buffer.from(LOGO), SVG_TYPE);
    expect(res.status).toBe(400);
    expect(errorOf(res).message).toMatch(/^Unexpected (file )?field - file$/);
  });

  it('refuses two files, and text fields', async () => {
    const two = await owner
      .post('/api/uploads/svg')
      .attach('svgFile', Buffer.from(LOGO), SVG_TYPE)
      .attach('svgFile', Buffer.from(LOGO), SVG_TYPE);
    expect(two.status).toBe(400);
    const field = await owner
      .post('/api/uploads/svg')
      .field('name', 'x')
      .attach('svgFile', Buffer.from(LOGO), SVG_TYPE);
    expect(field.status).toBe(400);
  });

  it('needs a signed-in user with edit_portfolio', async () => {
    const anonymous = await t
      .http()
      .post('/api/uploads/svg')
      .attach('svgFile', Buffer.from(LOGO), SVG_TYPE);
    expect(anonymous.status).toBe(401);
    for (const role of ['editor', 'admin', 'owner'] as const) {
      expect((await upload(await t.as(role), LOGO)).status).toBe(200);
    }
  });

  it('stores nothing, and its answer saves as a logo unchanged', async () => {
    const logos = t.dataSource.getRepository(ClientLogo);
    const before = await logos.count();
    const body = svgOf(await upload(editor, LOGO.replace('<circle', '<circle onclick="x()"')));
    expect(await logos.count()).toBe(before);
    const saved = await editor.post('/api/logos').send({
      name: 'Orbit',
      iconType: 'svg-code',
      iconValue: body.svgContent,
      order: 1,
      active: true,
    });
    expect(saved.status).toBe(201);
    expect(logoOf(saved).iconValue).toBe(body.svgContent);
  });
});
