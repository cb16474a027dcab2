// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressOnce, compressPage } from './page-compression';
import { renderedResponse } from '@prism/contracts/rendered-document';
import { etagOf, readPage, type RenderedPage } from './page-render';

function page(version: number, text: string): RenderedPage {
  const body = Buffer.from(text);
  return { version, status: 200, headers: [], body, etag: etagOf(body) };
}

describe('page compression', () => {
  it('makes the brotli and gzip forms of a page to keep, once', async () => {
    const html = '<p>hello</p>'.repeat(200);
    const compressed = await compressPage(page(1, html));
    expect(brotliDecompressSync(compressed.br!).toString()).toBe(html);
    expect(gunzipSync(compressed.gzip!).toString()).toBe(html);
    expect(compressed.br!.length).toBeLessThan(compressed.body.length);
  });

  it('makes only the form its visitor accepts for a page sent once, and none for identity', () => {
    const html = '<p>hello</p>'.repeat(200);
    const br = compressOnce(page(1, html), 'br');
    expect(brotliDecompressSync(br.br!).toString()).toBe(html);
    expect(br.gzip).toBeUndefined();
    const gz = compressOnce(page(1, html), 'gzip');
    expect(gunzipSync(gz.gzip!).toString()).toBe(html);
    expect(gz.br).toBeUndefined();
    const plain = page(1, html);
    expect(compressOnce(plain, 'identity')).toBe(plain);
    expect(compressOnce(plain, undefined)).toBe(plain);
  });

  it("splices the shared run's brotli into a page's, and compresses whole what it cannot", async () => {
    const shared = Buffer.from('.grid{display:grid}.flex{display:flex}'.repeat(400));
    for (const after of [Buffer.from('</style><p>hello</p>'.repeat(300)), randomBytes(4_000)]) {
      const rendered = await readPage(
        renderedResponse({ before: Buffer.from('<head><style>'), shared, after }, { status: 200 }),
        1,
      );
      const br = compressOnce(rendered, 'br').br!;
      expect(brotliDecompressSync(br).equals(rendered.body)).toBe(true);
      expect(br.length).toBeLessThan(rendered.body.length);
    }
  });
});
