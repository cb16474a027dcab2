// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cacheKey } from './documents';

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
