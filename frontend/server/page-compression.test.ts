// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressOnce, compressPage } from './page-compression';
import { etagOf, type RenderedPage } from './rendered-page';

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
});
