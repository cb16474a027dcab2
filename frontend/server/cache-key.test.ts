// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cacheKey, isAppRequest } from './documents';

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
});

describe('isAppRequest', () => {
  it("sends the admin area and React Router's own requests to the app path, never the cache", () => {
    for (const path of ['/admin', '/admin/messages', '/__manifest', '/_root.data', '/admin.data']) {
      expect(isAppRequest(path), path).toBe(true);
    }
    for (const path of ['/', '/portfolio/3', '/privacy', '/administrator', '/no/such/page']) {
      expect(isAppRequest(path), path).toBe(false);
    }
  });
});
