import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ContactMessage } from '../../src/contact/contact-message.entity';
import { OWNER, startTestApp, type TestApp } from '../support/test-app';

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they came over the wire, not decoded. */
  body: Buffer;
}

/** A GET over plain HTTP that sends exactly these headers and decodes nothing. */
function rawGet(url: string, headers: Record<string, string> = {}, body?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { headers, method: body === undefined ? 'GET' : 'POST' }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      })
      .on('error', reject)
      .end(body);
  });
}

const decode = ({ headers, body }: Raw): string => {
  const encoding = headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
};

const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };

/**
 * The window a brotli stream declares, as log2 of its bytes (RFC 7932, 9.1: WBITS): 16, or
 * 18 to 24; 0 for the rarer forms (17, or 10 to 15), which the API does not write.
 */
const brotliWindowBits = (body: Buffer): number => {
  const first = body[0] ?? 0;
  const bits = (first >> 1) & 7;
  if ((first & 1) === 0) return 16;
  return bits === 0 ? 0 : 17 + bits;
};

/**
 * The API compresses answers of 1 KB and more for a client that asks (ADR 085): the public
 * reads from forms made once per content version, with their length; every other answer as
 * it streams; small answers and clients that ask for nothing get the bytes as they are.
 */
describe('compressed answers', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
    const owner = await t.signIn(OWNER.username, OWNER.password);
    // Twenty logos make the public list well over a kilobyte.
    for (let order = 1; order <= 20; order += 1) {
      const logo = {
        name: `Client ${order}`,
        iconType: 'text',
        iconValue: `CLIENT ${order}`,
        order,
        active: true,
      };
      expect((await owner.post('/api/logos').send(logo)).status).toBe(201);
    }
  });
  afterAll(() => t.close());

  it('sends a kept public answer in brotli or gzip, with its length, under one ETag', async () => {
    const url = `${t.url}/api/logos/active`;
    const plain = await rawGet(url);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);

    const br = await rawGet(url, BROWSER);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(decode(br)).toBe(plain.body.toString('utf8'));
    expect(br.headers.etag).toBe(plain.headers.etag);

    const gz = await rawGet(url, { 'Accept-Encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(gz.headers['content-length'])).toBe(gz.body.length);
    expect(decode(gz)).toBe(plain.body.toString('utf8'));

    const none = await rawGet(url, { 'Accept-Encoding': 'identity' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body.equals(plain.body)).toBe(true);

    // The same bytes every time: made once, kept with the answer.
    expect((await rawGet(url, BROWSER)).body.equals(br.body)).toBe(true);
    const fresh = await rawGet(url, { ...BROWSER, 'If-None-Match': br.headers.etag! });
    expect(fresh.status).toBe(304);
    expect(fresh.body.length).toBe(0);
  });

  it('compresses other answers as they stream, and leaves small ones alone', async () => {
    // The OpenAPI document goes through the middleware (about 200 KB of JSON).
    const url = `${t.url}/api/docs/json`;
    const plain = await rawGet(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await rawGet(url, BROWSER);
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.body.length).toBeLessThan(plain.body.length / 5);
    expect(JSON.parse(decode(br))).toEqual(JSON.parse(plain.body.toString('utf8')));
    const gz = await rawGet(url, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(gz))).toEqual(JSON.parse(plain.body.toString('utf8')));

    const small = await rawGet(`${t.url}/api/health`, BROWSER);
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('compresses a CSV export as it streams, the same bytes once decoded', async () => {
    const leads = Array.from({ length: 40 }, (_, i) => ({
      name: i === 0 ? '=HYPERLINK("http://evil.example")' : `Lead ${i}`,
      email: `lead${i}@example.com`,
      service: 'other',
      message: `Message number ${i}`,
    }));
    await t.dataSource.getRepository(ContactMessage).insert(leads);
    const signIn = await rawGet(
      `${t.url}/api/auth/login`,
      { 'content-type': 'application/json' },
      JSON.stringify({ username: OWNER.username, password: OWNER.password }),
    );
    expect(signIn.status).toBe(200);
    const cookie = (signIn.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
    const url = `${t.url}/api/contact/export.csv`;
    const plain = await rawGet(url, { cookie });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await rawGet(url, { cookie, ...BROWSER });
    expect(br.status).toBe(200);
    expect(br.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    // A 256 KB window: brotli holds twice its window while a long export streams (ADR 085).
    expect(brotliWindowBits(br.body)).toBe(18);
    const text = decode(br);
    expect(text).toBe(plain.body.toString('utf8'));
    expect(text.split('\r\n')).toHaveLength(1 + 40 + 1);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  });
});
