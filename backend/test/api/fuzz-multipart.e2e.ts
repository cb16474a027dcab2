/**
 * Property-based fuzzing of the multipart endpoints (issue 8 §5, §6; ADR 017): POST and
 * PUT /api/portfolio and POST /api/uploads/svg get forms built by fast-check from a valid
 * one: fields replaced by hostile text, dropped, duplicated or added (prototype keys,
 * nested names), files in odd fields with hostile names, declared types and bytes (valid,
 * truncated, random, SVG, HTML, a pixel bomb). No answer may be a 5xx or leak anything,
 * a refused form leaves no row and no object, and every stored key is one the server made.
 * The fixed limits and formats are proven one by one in portfolio-uploads.e2e.ts and
 * svg-upload.e2e.ts; here the client's file name and the media headers are checked too.
 */
import fc from 'fast-check';
import { readdirSync } from 'node:fs';
import request, { type Test } from 'supertest';
import {
  dumpState,
  expectSafeAnswer,
  extraKey,
  FUZZ_SEED,
  hostileString,
  prototypeKeys,
} from '../support/fuzz';
import { imageBytes, pngDeclaring } from '../support/image-fixtures';
import { FigureBook } from '../support/security-figures';
import { startTestApp, type TestApp } from '../support/test-app';
import { idOf } from '../support/answers';
import { keysUnder } from '../support/keys-under';

const figures = new FigureBook('fuzz-multipart');
const RUNS = Number(process.env.PRISM_FUZZ_RUNS ?? 30);

/** Every key the server writes for an upload: its own folder and file names, nothing else. */
const SERVER_KEY = /^portfolio\/[0-9a-f]{16}-[0-9a-f]{8}\/\d+\.(avif|webp|jpg)$/;

const FIELDS: Record<string, string> = {
  title: 'Fuzzed item',
  titleFr: 'Élément du fuzzer',
  descriptionFr: 'Créé par le fuzzer',
  client: 'Client',
  description: 'Made by the fuzzer',
  category: 'brand',
  year: '2024',
  featured: 'false',
};

type Part =
  | { kind: 'field'; name: string; value: string }
  | { kind: 'file'; name: string; filename: string; contentType: string; bytes: Buffer };

const HOSTILE_FILENAMES = [
  '../../../../etc/passwd.png',
  '..\\..\\..\\windows\\win.ini',
  '/etc/shadow.png',
  'portfolio/../../escape.png',
  '.htaccess',
  'a\u0000b.png',
  'x.svg',
  'index.html',
  '"quoted".png',
  'line\r\nbreak.png',
  '😀.png',
  'CON',
  `${'a'.repeat(300)}.png`,
  '%2e%2e%2fx.png',
];

/** Field names a form may carry, and the ones it should not. */
const fieldName = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...Object.keys(FIELDS), 'noImage', 'image', 'svgFile') },
  fc.constantFrom('title[x]', 'a[b][c]', '__proto__[polluted]', 'constructor[prototype][x]'),
  extraKey.filter((k) => k.length > 0 && k.length < 60),
);

describe('fuzzing the multipart API', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp['as']>>;
  let itemId = 0;
  let prototypeBefore: string[];
  let tried = 0;
  let accepted = 0;
  let fileBytes: fc.Arbitrary<Buffer>;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.as('owner');
    const png = await imageBytes('png', { width: 48, height: 48 });
    const jpeg = await imageBytes('jpeg', { width: 40, height: 40 });
    fileBytes = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(png, jpeg) },
      fc.constantFrom(
        png.subarray(0, png.length >> 1), // truncated
        jpeg.subarray(0, 40),
        Buffer.alloc(0),
        pngDeclaring(60_000, 60_000), // a decompression bomb
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>',
        ),
        Buffer.from('<html><script>alert(1)</script></html>'),
        Buffer.from('GIF89a not really'),
      ),
      fc.uint8Array({ maxLength: 2048 }).map((a) => Buffer.from(a)),
    );
    const created = await owner.post('/api/portfolio').field(FIELDS).attach('image', png, 'a.png');
    expect(created.status).toBe(201);
    itemId = idOf(created);
    prototypeBefore = prototypeKeys();
  });
  afterAll(async () => {
    figures.set('multipart forms tried', tried);
    figures.set('multipart forms accepted', accepted);
    figures.set('runs per endpoint', RUNS);
    figures.write();
    await t.close();
  });

  const filePart = (name: fc.Arbitrary<string>) =>
    fc.record({
      kind: fc.constant('file' as const),
      name,
      filename: fc.oneof(
        fc.constantFrom(...HOSTILE_FILENAMES),
        fc.constantFrom('photo.png', 'logo.svg'),
      ),
      contentType: fc.constantFrom(
        'image/png',
        'image/jpeg',
        'image/svg+xml',
        'text/html',
        'application/octet-stream',
      ),
      bytes: fileBytes,
    });

  /** A valid form, then up to four changes to it. */
  function forms(base: Part[], fileField: string): fc.Arbitrary<Part[]> {
    const field = fc.record({
      kind: fc.constant('field' as const),
      name: fieldName,
      value: hostileString,
    });
    const change = fc.oneof(
      fc.record({ op: fc.constant('set' as const), at: fc.nat(), value: hostileString }),
      fc.record({ op: fc.constant('drop' as const), at: fc.nat() }),
      fc.record({
        op: fc.constant('add' as const),
        part: fc.oneof(field, filePart(fc.oneof(fc.constant(fileField), fieldName))),
      }),
      fc.record({ op: fc.constant('duplicate' as const), at: fc.nat() }),
    );
    return fc.array(change, { minLength: 1, maxLength: 4 }).map((changes) => {
      const parts = [...base];
      for (const c of changes) {
        const i = 'at' in c && parts.length ? c.at % parts.length : -1;
        if (c.op === 'add') parts.push(c.part);
        else if (i < 0) continue;
        else if (c.op === 'drop') parts.splice(i, 1);
        else if (c.op === 'duplicate') parts.push(parts[i]!);
        else if (parts[i]!.kind === 'field') parts[i] = { ...parts[i]!, value: c.value };
      }
      return parts;
    });
  }

  function send(req: Test, parts: Part[]): Test {
    for (const part of parts) {
      if (part.kind === 'field') req.field(part.name, part.value);
      else
        req.attach(part.name, part.bytes, {
          filename: part.filename,
          contentType: part.contentType,
        });
    }
    return req;
  }

  const describePart = (p: Part) =>
    p.kind === 'field'
      ? `${JSON.stringify(p.name)}=${JSON.stringify(p.value.slice(0, 40))}${p.value.length > 40 ? `…(${p.value.length})` : ''}`
      : `file ${JSON.stringify(p.name)} ${JSON.stringify(p.filename.slice(0, 40))} ${p.contentType} ${p.bytes.length} B`;

  async function fuzz(name: string, request: () => Test, base: Part[], fileField: string) {
    await fc.assert(
      fc.asyncProperty(forms(base, fileField), async (parts) => {
        tried += 1;
        const before = await dumpState(t, true);
        const res = await send(request(), parts);
        const what = `${name} [${parts.map(describePart).join(', ')}]`;
        expectSafeAnswer(res, what);
        if (res.status < 400) accepted += 1;
        if (res.status >= 400 && (await dumpState(t, true)) !== before) {
          throw new Error(`${what}: answered ${res.status} but left a row or an object`);
        }
      }),
      { seed: FUZZ_SEED, numRuns: RUNS },
    );
    expect(prototypeKeys()).toEqual(prototypeBefore);
    expect((await t.http().get('/api/health')).status).toBe(200);
  }

  const imageForm = async (): Promise<Part[]> => [
    ...Object.entries(FIELDS).map(([name, value]) => ({ kind: 'field' as const, name, value })),
    {
      kind: 'file',
      name: 'image',
      filename: 'photo.png',
      contentType: 'image/png',
      bytes: await imageBytes('png', { width: 48, height: 48 }),
    },
  ];

  it('POST /api/portfolio: no 5xx, no leak, no row or object for a refused form', async () => {
    await fuzz(
      'POST /api/portfolio',
      () => owner.post('/api/portfolio'),
      await imageForm(),
      'image',
    );
  });

  it('PUT /api/portfolio/:id: no 5xx, no leak, no change for a refused form', async () => {
    await fuzz(
      'PUT /api/portfolio/:id',
      () => owner.put(`/api/portfolio/${itemId}`),
      await imageForm(),
      'image',
    );
  });

  it('POST /api/uploads/svg: no 5xx, no leak, and never anything stored', async () => {
    const svg: Part[] = [
      {
        kind: 'file',
        name: 'svgFile',
        filename: 'logo.svg',
        contentType: 'image/svg+xml',
        bytes: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9"/></svg>',
        ),
      },
    ];
    const before = await dumpState(t, true);
    await fuzz('POST /api/uploads/svg', () => owner.post('/api/uploads/svg'), svg, 'svgFile');
    expect(await dumpState(t, true)).toBe(before);
  });

  it('stores only keys the server made, whatever the client called its file', async () => {
    const res = await owner
      .post('/api/portfolio')
      .field(FIELDS)
      .attach('image', await imageBytes('png', { width: 48, height: 48 }), {
        filename: '../../../../etc/passwd.png',
        contentType: 'image/png',
      });
    expect(res.status).toBe(201);
    expect(JSON.stringify(res.body)).not.toMatch(/passwd|\.\./);
    const keys = await keysUnder(t.storage);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => !SERVER_KEY.test(key))).toEqual([]);
    // Nothing named after the client's file anywhere under the data directory either.
    const names = readdirSync(t.dataDir, { recursive: true }).map(String);
    expect(names.filter((n) => /passwd|escape|win\.ini|htaccess/.test(n))).toEqual([]);
    figures.set('stored keys checked against the server grammar', keys.length);
  });

  it('serves even an SVG or HTML file planted in the store sandboxed and nosniff, so nothing in it runs', async () => {
    const planted = {
      'portfolio/0123456789abcdef-01234567/1.svg': [
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
        'image/svg+xml',
      ],
      'portfolio/0123456789abcdef-01234567/2.html': ['<script>alert(3)</script>', 'text/html'],
    } as const;
    for (const [key, [body, type]] of Object.entries(planted)) {
      await t.storage.put(key, Buffer.from(body), type);
      // Straight to the server, past the document check: an object the API never wrote is
      // outside what the document promises (the API stores only the image types it lists).
      const res = await request(t.app.getHttpServer()).get(`/media/${key}`).buffer(true);
      expect(res.status).toBe(200);
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      // The disk store types by extension (never these); S3 answers the type it was given,
      // which the sandbox (no scripts, no plugins, a unique origin) leaves inert.
      expect(['application/octet-stream', type]).toContain(
        String(res.headers['content-type']).split(';')[0],
      );
      await t.storage.delete(key);
    }
  });
});
