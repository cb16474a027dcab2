// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cacheKey, ENTRY_OVERHEAD_BYTES, PageCache, pageBytes } from './page-cache';
import { compressPage } from './page-compression';
import { etagOf, type RenderedPage } from './page-render';

function page(version: number, text: string): RenderedPage {
  const body = Buffer.from(text);
  return { version, status: 200, headers: [], body, etag: etagOf(body) };
}

describe('PageCache', () => {
  it('serves a page only at the content version it was made at', () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    cache.set('/', page(3, 'v3'));
    expect(cache.get('/', 3)?.body.toString()).toBe('v3');
    expect(cache.get('/', 4)).toBeUndefined();
    // A stale entry is dropped, not kept for later.
    expect(cache.get('/', 3)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keys on path and query', () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    cache.set('/?category=brand', page(1, 'brand'));
    expect(cache.get('/', 1)).toBeUndefined();
    expect(cache.get('/?category=brand', 1)?.body.toString()).toBe('brand');
  });

  it('stays within its bytes, least recently used out first', () => {
    const one = pageBytes(page(1, 'a'));
    const cache = new PageCache({ maxBytes: 2 * one });
    cache.set('/a', page(1, 'a'));
    cache.set('/b', page(1, 'b'));
    cache.get('/a', 1);
    cache.set('/c', page(1, 'c'));
    expect(cache.get('/b', 1)).toBeUndefined();
    expect(cache.get('/a', 1)).toBeDefined();
    expect(cache.get('/c', 1)).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(2 * one);

    const small = new PageCache({ maxBytes: ENTRY_OVERHEAD_BYTES + 100 });
    small.set('/one', page(1, 'x'.repeat(20)));
    small.set('/two', page(1, 'y'.repeat(20)));
    expect(small.size).toBe(1);
    expect(small.get('/two', 1)).toBeDefined();
  });

  it('keeps as many pages as its bytes hold, however many that is', () => {
    // 4,000 pages: eight times the 500 entries the cache used to stop at.
    const cache = new PageCache({ maxBytes: 4_000 * pageBytes(page(1, 'page 0000')) });
    for (let i = 0; i < 4_000; i += 1)
      cache.set(`/p${i}`, page(1, `page ${String(i).padStart(4, '0')}`));
    expect(cache.size).toBe(4_000);
    expect(cache.get('/p0', 1)?.body.toString()).toBe('page 0000');
    cache.set('/one-more', page(1, 'page 4000'));
    expect(cache.size).toBe(4_000);
    expect(cache.get('/p1', 1)).toBeUndefined();
  });

  it('counts the brotli and gzip forms kept beside a page in its byte budget', async () => {
    const compressed = await compressPage(page(1, '<p>hello</p>'.repeat(200)));
    const cache = new PageCache({ maxBytes: 1_000_000 });
    cache.set('/', compressed);
    expect(cache.get('/', 1)).toBe(compressed);
    expect(cache.bytes).toBe(
      compressed.body.length +
        compressed.br!.length +
        compressed.gzip!.length +
        compressed.etag.length +
        ENTRY_OVERHEAD_BYTES,
    );
  });
});

describe('the API answers kept beside the pages', () => {
  it('reads an answer once per version, for readers that miss together, in the same budget', async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    let loads = 0;
    const load = (value: unknown) => () => {
      loads += 1;
      return Promise.resolve({ value, bytes: 100 });
    };
    const [first, second] = await Promise.all([
      cache.answer('/api/settings', 1, load('v1')),
      cache.answer('/api/settings', 1, load('v1 again')),
    ]);
    expect(first.value).toBe('v1');
    expect(second).toBe(first);
    expect(loads).toBe(1);
    // A page and an answer under the same path are two entries, counted together.
    cache.set('/api/settings', page(1, 'a page'));
    expect((await cache.answer('/api/settings', 1, load('unused'))).value).toBe('v1');
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBe(100 + ENTRY_OVERHEAD_BYTES + pageBytes(page(1, 'a page')));
    // At the next version the answer is read again.
    expect((await cache.answer('/api/settings', 2, load('v2'))).value).toBe('v2');
    expect(loads).toBe(2);
  });
});

const key = (path: string, search = '') => cacheKey({ path, originalUrl: `${path}${search}` });

describe('cacheKey', () => {
  it('is the path and a known category, nothing else', () => {
    expect(key('/')).toBe('/');
    expect(key('/', '?category=brand')).toBe('/?category=brand');
    expect(key('/portfolio/3')).toBe('/portfolio/3');
  });

  it('ignores parameters that do not change the page, so they make no new entry', () => {
    expect(key('/', '?utm_source=newsletter&utm_campaign=spring')).toBe('/');
    expect(key('/', '?anything=random&category=brand')).toBe('/?category=brand');
    // An unknown category shows every project: the same page as /.
    expect(key('/', '?category=bogus')).toBe('/');
    expect(key('/', '?category=all')).toBe('/');
    // Repeated, the first one counts, as for the page itself.
    expect(key('/', '?category=brand&category=listing')).toBe('/?category=brand');
    expect(key('/', '?category=bogus&category=brand')).toBe('/');
  });

  it("keys the item the portfolio index's page starts after, as its loader reads it, and no other page's", () => {
    expect(key('/fr/realisations', '?after=48&category=brand')).toBe(
      '/fr/realisations?category=brand&after=48',
    );
    expect(key('/en/work', '?after=2147483647')).toBe('/en/work?after=2147483647');
    expect(key('/fr/journal', '?after=7')).toBe('/fr/journal?after=7');
    // The first page, and whatever the loader reads as the first page, are one entry.
    for (const after of ['0', '048', '48.0', '-3', 'two', '', '2147483648']) {
      expect(key('/en/work', `?after=${after}`)).toBe('/en/work');
    }
    // An `after` elsewhere, or the old page numbers, change nothing: no new entry per value.
    expect(key('/en/', '?after=3')).toBe('/en/');
    expect(key('/en/work/item-1', '?after=3')).toBe('/en/work/item-1');
    expect(key('/en/work', '?page=2')).toBe('/en/work');
  });
});
