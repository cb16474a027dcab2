// @vitest-environment node
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { canonicalSitePath } from '@prism/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeApp, createApp } from './app';
import type { AudienceCounter } from './audience';
import { loadConfig } from './config';

describe('canonicalSitePath', () => {
  it('gives each page one form', () => {
    expect(canonicalSitePath('/En/')).toBe('/en/');
    expect(canonicalSitePath('/FR/')).toBe('/fr/');
    expect(canonicalSitePath('/en//')).toBe('/en/');
    expect(canonicalSitePath('//en///work//x')).toBe('/en/work/x');
    expect(canonicalSitePath('/%65n/')).toBe('/en/');
    expect(canonicalSitePath('/FR/Realisations/voyage')).toBe('/fr/realisations/voyage');
    // Escapes that are needed stay, in capitals; a preview's token keeps its case.
    expect(canonicalSitePath('/en/work/caf%c3%a9')).toBe('/en/work/caf%C3%A9');
    expect(canonicalSitePath('/en/a%2fb')).toBe('/en/a%2Fb');
    expect(canonicalSitePath('/En/Preview/AbC')).toBe('/en/preview/AbC');
    for (const same of ['/', '/en/', '/fr/realisations/voyage', '/en/preview/AbC', '/admin/x']) {
      expect(canonicalSitePath(same)).toBe(same);
    }
  });
});

/**
 * The site as main.ts assembles it. Nothing renders here (the build refuses), so an answer
 * can only come from what stands before the renderer: the variants must be answered there,
 * before the audience counter and the page cache see them.
 */
describe('the site server', () => {
  const app = createApp({
    config: loadConfig({}),
    build: () => Promise.reject(new Error('no render in this test')),
  });
  let server: Server;
  let url = '';
  beforeAll(async () => {
    server = app.listen(0, '127.0.0.1');
    await new Promise((done) => server.once('listening', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await closeApp(app);
    server.close();
  });

  it('answers each variant of a page 301 to its one form, query kept, nothing counted', async () => {
    const cases: [string, string][] = [
      ['/En/', '/en/'],
      ['/FR/', '/fr/'],
      ['/en//', '/en/'],
      ['/%65n/?utm_source=mail&x=%2F', '/en/?utm_source=mail&x=%2F'],
      ['//fr//realisations/voyage', '/fr/realisations/voyage'],
      ['/EN/Work/voyage', '/en/work/voyage'],
    ];
    for (const [from, to] of cases) {
      for (const method of ['GET', 'HEAD']) {
        const res = await fetch(`${url}${from}`, {
          method,
          redirect: 'manual',
          headers: { 'user-agent': 'Mozilla/5.0 Firefox/140.0' },
        });
        expect([from, method, res.status, res.headers.get('location')]).toEqual([
          from,
          method,
          301,
          to,
        ]);
      }
    }
    expect((app.locals.audience as AudienceCounter).pending).toEqual([]);
  });
});
