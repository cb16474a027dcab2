import { describe, expect, it } from 'vitest';
import { pageData } from './page-data';

describe('pageData', () => {
  it('reads like the answer it wraps and gives a serializer nothing to walk', () => {
    const item = { title: 'A project', tags: ['one'] };
    const wrapped = pageData({ item, preview: false, alternates: { en: '/en/', fr: '/fr/' } });
    const { item: read, preview } = wrapped;
    expect(read).toBe(item);
    expect(preview).toBe(false);
    expect(wrapped.alternates.fr).toBe('/fr/');
    expect('item' in wrapped).toBe(true);
    expect(Object.keys(wrapped)).toEqual([]);
    expect(JSON.stringify(wrapped)).toBe('{}');
  });
});
