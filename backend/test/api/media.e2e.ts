import type { PortfolioItemAnswer } from '@prism/contracts';
import { request as httpRequest } from 'node:http';
import { imageBytes } from '../support/image-fixtures';
import { startTestApp, type TestApp } from '../support/test-app';

/** A GET with the path sent exactly as written: no client-side normalisation or encoding. */
function rawGet(
  url: string,
  path: string,
): Promise<{ status: number; type: string; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: res.headers['content-type'] ?? '',
          body: Buffer.concat(chunks).toString('latin1'),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

async function createItem(t: TestApp): Promise<PortfolioItemAnswer> {
  const editor = await t.as('editor');
  const res = await editor
    .post('/api/portfolio')
    .field({
      title: 'Served',
      titleFr: 'Servi',
      descriptionFr: 'Un élément dont l’image est servie',
      client: 'Client',
      description: 'An item whose image is served',
      category: 'packaging',
      year: '2025',
    })
    .attach('image', await imageBytes('jpeg', { width: 600, height: 750 }), 'served.jpg');
  expect(res.status).toBe(201);
  return res.body as PortfolioItemAnswer;
}

describe('GET /media/*', () => {
  let t: TestApp;
  let item: PortfolioItemAnswer;
  beforeAll(async () => {
    t = await startTestApp();
    item = await createItem(t);
  });
  afterAll(() => t.close());

  it('serves a rendition with its type, length, ETag, immutable caching and nosniff', async () => {
    const variant = item.image!.variants.find((v) => v.format === 'webp')!;
    const res = await t.http().get(variant.url).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(Number(res.headers['content-length'])).toBe((res.body as Buffer).length);
    expect(res.headers.etag).toMatch(/^"[^"]+"$/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('answers 304 to a matching If-None-Match, and the bytes to a stale one', async () => {
    const first = await t.http().get(item.imageUrl!);
    const etag = first.headers.etag!;
    const cached = await t.http().get(item.imageUrl!).set('If-None-Match', etag);
    expect(cached.status).toBe(304);
    // superagent may leave `text` unset on a 304, whatever its type says.
    expect(cached.text || '').toBe('');
    expect(cached.headers.etag).toBe(etag);
    const weak = await t.http().get(item.imageUrl!).set('If-None-Match', `"other", W/${etag}`);
    expect(weak.status).toBe(304);
    const stale = await t.http().get(item.imageUrl!).set('If-None-Match', '"stale"');
    expect(stale.status).toBe(200);
  });

  it('answers a byte range from the disk store, as a static file server does', async () => {
    const whole = await t.http().get(item.imageUrl!).buffer(true);
    const part = await t.http().get(item.imageUrl!).set('Range', 'bytes=0-9').buffer(true);
    if (t.storageKind === 'disk') {
      expect(part.status).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 0-9/${(whole.body as Buffer).length}`);
      expect(part.body as Buffer).toEqual((whole.body as Buffer).subarray(0, 10));
      expect(part.headers.etag).toBe(whole.headers.etag);
      const beyond = await t.http().get(item.imageUrl!).set('Range', 'bytes=99999999-');
      expect(beyond.status).toBe(416);
    } else {
      // The bucket's objects stream whole through the API; a CDN answers ranges in production.
      expect(part.status).toBe(200);
    }
  });

  it('answers HEAD with the headers only, and ignores a query string', async () => {
    const head = await t.http().head(item.imageUrl!);
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('image/jpeg');
    expect((await t.http().get(`${item.imageUrl!}?v=2`)).status).toBe(200);
  });

  it('answers 404 JSON for a missing object', async () => {
    const res = await t.http().get('/media/portfolio/0123456789abcdef-01234567/400.jpg');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'not_found',
      params: { resource: 'file' },
      message: 'File not found',
    });
  });

  const ESCAPES = [
    '/media/../test.sqlite',
    '/media/../../etc/passwd',
    '/media/..%2ftest.sqlite',
    '/media/..%2Ftest.sqlite',
    '/media/%2e%2e/test.sqlite',
    '/media/%2E%2E%2Ftest.sqlite',
    '/media/.%2e/test.sqlite',
    '/media/%252e%252e/test.sqlite',
    '/media/portfolio/..%2f..%2ftest.sqlite',
    '/media/portfolio%2f..%2f..%2ftest.sqlite',
    '/media/..\\test.sqlite',
    '/media/..%5ctest.sqlite',
    '/media/%2fetc%2fpasswd',
    '/media//etc/passwd',
    '/media/%00',
    '/media/portfolio/x.jpg%00.png',
    '/media/C:%5cWindows%5cwin.ini',
    '/media/.',
    '/media/portfolio/.',
    '/media/PORTFOLIO/../test.sqlite',
    '/media/portfolio',
    '/media/portfolio/',
  ];

  it.each(ESCAPES)('answers %s with 404 JSON, never a file outside the store', async (path) => {
    const res = await rawGet(t.url, path);
    expect(res.status).toBe(404);
    expect(res.type).toMatch(/application\/json/);
    expect(res.body).not.toMatch(/SQLite format|root:/);
  });
});

describe('media URLs with S3_PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ S3_PUBLIC_URL: 'https://cdn.example.com/prism/' });
  });
  afterAll(() => t.close());

  it('point at the public base URL instead of /media', async () => {
    const item = await createItem(t);
    expect(item.imageUrl).toMatch(
      /^https:\/\/cdn\.example\.com\/prism\/portfolio\/[^/]+\/600\.jpg$/,
    );
    for (const variant of item.image!.variants) {
      expect(variant.url.startsWith('https://cdn.example.com/prism/portfolio/')).toBe(true);
    }
  });
});

describe('OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('documents the portfolio and media routes with their bodies, answers and errors', async () => {
    const doc = (await t.http().get('/api/docs/json')).body as {
      paths: Record<string, Record<string, Record<string, never>>>;
    };
    const create = doc.paths['/api/portfolio']!.post as unknown as {
      tags: string[];
      requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
      responses: Record<string, unknown>;
    };
    expect(create.tags).toEqual(['portfolio']);
    expect(create.requestBody.content['multipart/form-data']!.schema.properties.image).toEqual(
      expect.objectContaining({ type: 'string', format: 'binary' }),
    );
    expect(Object.keys(create.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '413', '415']),
    );
    const update = doc.paths['/api/portfolio/{id}']!.put as unknown as typeof create;
    expect(update.requestBody.content['multipart/form-data']!.schema.properties).toHaveProperty(
      'noImage',
    );
    expect(Object.keys(doc.paths['/api/portfolio/{id}']!.get!)).toContain('responses');
    expect(doc.paths['/api/portfolio/{id}/image/main']!.delete).toBeDefined();
    expect(doc.paths['/media/{path}']!.get).toBeDefined();
  });
});
